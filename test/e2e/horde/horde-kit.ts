import apikey from '../../../commands/apikey.js';
import balance from '../../../commands/balance.js';
import help from '../../../commands/help.js';
import imagine from '../../../commands/imagine.js';
import policy from '../../../commands/policy.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import {
  type HordeEmulator,
  type HordeEmulatorOptions,
  startHordeEmulator,
} from '../../../sandbox/horde/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { type BotEnv, type BotEnvOptions, startBotEnv, TEST_SECRET } from '../helpers/bot-env.js';
import { IMAGINE_ENV } from '../imagine/imagine-kit.js';

/** Alice's key at the Horde emulator, and her kudos there. */
export const ALICE_HORDE_KEY = 'alice-horde-key-0001';
export const ALICE_KUDOS = 1000;
/** The unit the Horde reports costs in: the server budget's count of what its key spent. */
export const KUDOS = 'kudos';

/** A bot env whose image backends include the AI Horde, on its emulator. */
export interface HordeEnv extends BotEnv {
  readonly horde: HordeEmulator;
}

/** What {@link startHordeEnv} takes. */
export interface HordeEnvOptions extends BotEnvOptions {
  /** `BACKENDS`. @default horde */
  readonly backends?: string;
  /** The emulator's options over the kit's (fast jobs, alice with 1000 kudos). */
  readonly horde?: HordeEmulatorOptions;
  /** Whether alice's Horde key is linked (in the store, as `/apikey link` leaves it). @default true */
  readonly linked?: boolean;
}

/**
 * Starts the Horde emulator (jobs of 60–200 ms, its rate limits on) and the bot with
 * `BACKENDS=horde` (or `backends`), `/imagine`, `/apikey`, `/balance` and `/help` registered in the guild,
 * and alice's Horde key linked unless `linked` is false.
 */
export async function startHordeEnv(options: HordeEnvOptions = {}): Promise<HordeEnv> {
  const horde = await startHordeEmulator({
    timeScale: 0.01,
    users: [{ alias: 'alice', apiKey: ALICE_HORDE_KEY, kudos: ALICE_KUDOS }],
    ...options.horde,
  });
  const env = await startBotEnv({
    ...options,
    env: {
      ...IMAGINE_ENV,
      BACKENDS: options.backends ?? 'horde',
      HORDE_URL: `${horde.url}/api`,
      HORDE_MODEL_REFERENCE_URL: horde.modelReferenceUrl,
      HORDE_CLIENT_CONTACT: 'tests@example.org',
      ...options.env,
    },
  });
  await deployCommands({
    body: [imagine.data, apikey.data, balance.data, help.data, policy.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  const close = env.close.bind(env);
  const hordeEnv: HordeEnv = Object.assign(env, {
    horde,
    close: async () => {
      await close();
      await horde.close();
    },
  });
  if (options.linked ?? true) await linkHordeKey(hordeEnv, env.user, ALICE_HORDE_KEY, 'alice#1');
  return hordeEnv;
}

/** Links a Horde key to `user` in the store, as `/apikey link` does after `find_user`. */
export async function linkHordeKey(env: BotEnv, user: UserRef, apiKey: string, username: string) {
  await env.app.context.stores.apiKeys.link(user.id, {
    apiKey,
    serviceUserId: '1',
    serviceUsername: username,
    backend: 'horde',
  });
}

/** Links alice's Horde key in the store a bot process will open. */
export async function linkHordeBeforeStart(databaseUrl: string, user: UserRef): Promise<void> {
  const stores = await createStores({
    databaseUrl,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });
  await stores.apiKeys.link(user.id, {
    apiKey: ALICE_HORDE_KEY,
    serviceUserId: '1',
    serviceUsername: 'alice#1',
    backend: 'horde',
  });
  await stores.close();
}

/** Sets alice's Horde key as the server key of `guildId`, as `/apikey server set` does. */
export async function setHordeServerKey(
  stores: Pick<Stores, 'guildSettings'>,
  guildId: string,
): Promise<void> {
  await stores.guildSettings.setServerKey(guildId, {
    apiKey: ALICE_HORDE_KEY,
    setBy: 'owner',
    serviceUserId: '1',
    serviceUsername: 'alice#1',
    backend: 'horde',
  });
}
