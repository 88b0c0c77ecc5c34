import type { DiscordEmulator, UserRef } from '../../../sandbox/discord/index.js';
import type { ImageApi } from '../../../sandbox/image-api/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { TEST_SECRET } from './bot-env.js';

/** What a bot started as its own process needs to find: both emulators and its store. */
export interface ProcessBotWorld {
  readonly discord: Pick<DiscordEmulator, 'token' | 'url'>;
  readonly imageApi: Pick<ImageApi, 'url'>;
  readonly databaseUrl: string;
}

/**
 * Links a fresh key of service user `alice` to `user` in the store at `world.databaseUrl`, then
 * closes it again, so that a bot process started after can open it.
 */
export async function linkAliceBeforeStart(
  world: ProcessBotWorld & { readonly imageApi: Pick<ImageApi, 'issueKey'> },
  user: UserRef,
): Promise<void> {
  const stores = await createStores({
    databaseUrl: world.databaseUrl,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });
  await stores.apiKeys.link(user.id, {
    apiKey: world.imageApi.issueKey('alice'),
    serviceUserId: '1',
    serviceUsername: 'alice',
  });
  await stores.close();
}

/** The environment of a bot process pointed at the emulators: fast polling, no edit spacing. */
export function processBotEnv(world: ProcessBotWorld): Record<string, string> {
  return {
    DISCORD_TOKEN: world.discord.token,
    DISCORD_API_URL: `${world.discord.url}/api`,
    DISCORD_CDN_URL: `${world.discord.url}/cdn`,
    IMAGE_API_URL: world.imageApi.url,
    ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
    IMAGE_API_TIMEOUT_MS: '5000',
    KEY_ENCRYPTION_SECRET: TEST_SECRET,
    DATABASE_URL: world.databaseUrl,
    POLL_INTERVAL_MS: '50',
    POLL_JITTER_MS: '5',
    POLL_MIN_INTERVAL_MS: '40',
    EDIT_INTERVAL_MS: '0',
    PROGRESS_EDIT_INTERVAL_MS: '0',
  };
}

/**
 * Opens the world's store as the server's owner would have left it before the bots start: a
 * server key of service account `alice` for `guildId` with `dailyLimit`. The caller sets the rest
 * (a policy) and closes the stores.
 */
export async function serverKeyBeforeStart(
  world: ProcessBotWorld & { readonly imageApi: Pick<ImageApi, 'issueKey'> },
  guildId: string,
  dailyLimit: number,
): Promise<Stores> {
  const stores = await createStores({
    databaseUrl: world.databaseUrl,
    encryptionSecret: TEST_SECRET,
    logger: createLogger({ level: 'silent' }),
  });
  await stores.guildSettings.setServerKey(guildId, {
    apiKey: world.imageApi.issueKey('alice'),
    setBy: 'owner',
    serviceUserId: '1',
    serviceUsername: 'alice',
  });
  await stores.guildSettings.setDailyLimit(guildId, dailyLimit);
  return stores;
}
