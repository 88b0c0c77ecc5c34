import type { BotConfig } from '../src/app/backends.js';
import { ImageApiClient } from '../src/backends/image-service/image-api-client.js';
import type { AppContext } from '../src/bot/context.js';
import { createLogger } from '../src/core/logger.js';
import { createStores } from '../src/store/create-stores.js';
import type { BenchMember } from './world-protocol.js';

/** What linking needs of the bot: the service client and the key store (an `AppContext` has both). */
export interface LinkingContext {
  readonly backends: Pick<AppContext['backends'], 'fallback'>;
  readonly stores: { readonly apiKeys: Pick<AppContext['stores']['apiKeys'], 'link'> };
}

/**
 * Links each member's key in the bot's store, as `/apikey link` would after checking the key
 * with the service: setup, not measured. `concurrency` members at a time.
 */
export async function linkMembers(
  context: LinkingContext,
  members: readonly BenchMember[],
  concurrency = 25,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++] as BenchMember;
      if (member.account) {
        await context.stores.apiKeys.link(member.userId, {
          apiKey: member.apiKey,
          ...member.account,
        });
        continue;
      }
      const balance = await context.backends.fallback.backend.balance(member.apiKey);
      await context.stores.apiKeys.link(member.userId, {
        apiKey: member.apiKey,
        serviceUserId: balance.userId,
        serviceUsername: balance.username,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, members.length) }, worker));
}

/**
 * Links the members' keys in the store at `config.DATABASE_URL` before a bot process starts on
 * it (SQLite is held by one process at a time, so the store is closed again when done).
 */
export async function linkMembersBeforeStart(
  config: BotConfig,
  members: readonly BenchMember[],
): Promise<void> {
  const logger = createLogger({ level: 'silent' });
  const stores = await createStores({
    databaseUrl: config.DATABASE_URL,
    encryptionSecret: config.KEY_ENCRYPTION_SECRET,
    logger,
  });
  const api = new ImageApiClient({
    baseUrl: config.IMAGE_API_URL,
    allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
    logger,
  });
  try {
    await linkMembers(
      {
        backends: { fallback: { id: 'image-service', name: 'bench', signup: {}, backend: api } },
        stores,
      },
      members,
    );
  } finally {
    await stores.close();
    await api.close();
  }
}
