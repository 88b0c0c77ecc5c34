import apikey from '../../../commands/apikey.js';
import balance from '../../../commands/balance.js';
import imagine from '../../../commands/imagine.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import {
  type OpenAiImagesEmulator,
  type OpenAiImagesOptions,
  startOpenAiImagesEmulator,
} from '../../../sandbox/openai-images/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createStores } from '../../../src/store/create-stores.js';
import { type BotEnv, type BotEnvOptions, startBotEnv, TEST_SECRET } from '../helpers/bot-env.js';
import { IMAGINE_ENV } from '../imagine/imagine-kit.js';

/** Alice's key at the OpenAI emulator. */
export const ALICE_OPENAI_KEY = 'sk-emulator-alice-0001';

/** The bot's `OPENAI_IMAGES_*` for an emulator at `baseURL`: low quality, two partial images. */
export const openAiEnv = (baseURL: string): Record<string, string> => ({
  BACKENDS: 'openai-images',
  OPENAI_IMAGES_URL: baseURL,
  OPENAI_IMAGES_MODEL: 'gpt-image-1',
  OPENAI_IMAGES_QUALITY: 'low',
  OPENAI_IMAGES_PARTIAL_IMAGES: '2',
  OPENAI_IMAGES_TIMEOUT_MS: '20000',
});

/** A bot env whose image backend is an OpenAI-compatible provider, on its emulator. */
export interface OpenAiEnv extends BotEnv {
  readonly openai: OpenAiImagesEmulator;
  /** Every endpoint of `OPENAI_IMAGES_URL`, in its order: `openai` first, then `more`'s. */
  readonly endpoints: readonly OpenAiImagesEmulator[];
}

/** What {@link startOpenAiEnv} takes. */
export interface OpenAiEnvOptions extends BotEnvOptions {
  /** The emulator's options over the kit's (generations of about 0.5 s, alice's key). */
  readonly openai?: OpenAiImagesOptions;
  /** More endpoints after the first, each its own emulator over the kit's options (a pool). */
  readonly more?: readonly OpenAiImagesOptions[];
  /** Whether alice's key is linked (in the store, as `/apikey link` leaves it). @default true */
  readonly linked?: boolean;
}

/**
 * Starts the OpenAI Images emulator (low quality in 0.5 s) and the bot with
 * `BACKENDS=openai-images`, `/imagine`, `/apikey` and `/balance` registered in the guild, and
 * alice's key linked unless `linked` is false.
 */
export async function startOpenAiEnv(options: OpenAiEnvOptions = {}): Promise<OpenAiEnv> {
  const openai = await startOpenAiImagesEmulator({
    timeScale: 0.05,
    keys: [{ key: ALICE_OPENAI_KEY }],
    ...options.openai,
  });
  const endpoints = [openai];
  for (const more of options.more ?? []) {
    endpoints.push(
      await startOpenAiImagesEmulator({
        timeScale: 0.05,
        keys: [{ key: ALICE_OPENAI_KEY }],
        ...options.openai,
        ...more,
      }),
    );
  }
  const OPENAI_IMAGES_URL = endpoints.map(({ baseURL }) => baseURL).join(',');
  const env = await startBotEnv({
    ...options,
    env: { ...IMAGINE_ENV, ...openAiEnv(OPENAI_IMAGES_URL), ...options.env },
  });
  await deployCommands({
    body: [imagine.data, apikey.data, balance.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  const close = env.close.bind(env);
  const openAiEnv_: OpenAiEnv = Object.assign(env, {
    openai,
    endpoints,
    close: async () => {
      await close();
      for (const endpoint of endpoints) await endpoint.close();
    },
  });
  if (options.linked ?? true) await linkOpenAiKey(openAiEnv_, env.user, ALICE_OPENAI_KEY);
  return openAiEnv_;
}

/** Alice's key as `/apikey link` stores it after `GET /models`. */
const linked = (apiKey: string) => ({
  apiKey,
  serviceUserId: '',
  serviceUsername: 'sk-…0001',
  backend: 'openai-images' as const,
});

/** Links an OpenAI key to `user` in the store, as `/apikey link` does after `GET /models`. */
export async function linkOpenAiKey(env: BotEnv, user: UserRef, apiKey: string) {
  await env.app.context.stores.apiKeys.link(user.id, linked(apiKey));
}

/** Links alice's OpenAI key to `user` in the store at `databaseUrl`, before bot processes start. */
export async function linkOpenAiBeforeStart(databaseUrl: string, user: UserRef): Promise<void> {
  const stores = await createStores({
    databaseUrl,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });
  await stores.apiKeys.link(user.id, linked(ALICE_OPENAI_KEY));
  await stores.close();
}
