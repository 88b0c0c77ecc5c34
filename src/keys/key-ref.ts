import { maskApiKey } from '../image-api/credentials.js';
import type { GenerationJob, KeyRef } from '../jobs/generation-job.js';
import type { Stores } from '../store/create-stores.js';
import { MissingApiKeyError } from './errors.js';

/** Finds the key a job runs with, from the store, each time it is needed: jobs never hold keys. */
export function createJobKeyResolver(stores: Pick<Stores, 'apiKeys' | 'guildSettings'>) {
  return async (job: GenerationJob): Promise<string> => {
    const { keyRef } = job;
    const stored =
      keyRef.kind === 'user'
        ? await stores.apiKeys.get(keyRef.userId)
        : await stores.guildSettings.getServerKey(keyRef.guildId);
    if (!stored) {
      throw new MissingApiKeyError(
        keyRef.kind === 'user'
          ? 'Your API key was unlinked before this generation could run. Link one with `/apikey link`.'
          : 'The server key was removed before this generation could run.',
      );
    }
    return stored.apiKey;
  };
}

/**
 * Unlinks a key the service called invalid or revoked — only if it is still the stored one (the
 * owner may have linked another meanwhile) — and returns the private notice for its owner, or
 * undefined when nothing was unlinked.
 */
export async function forgetRejectedKey(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings'>,
  keyRef: KeyRef,
  rejectedKey: string,
): Promise<string | undefined> {
  const masked = maskApiKey(rejectedKey);
  if (keyRef.kind === 'user') {
    const stored = await stores.apiKeys.get(keyRef.userId);
    if (stored?.apiKey !== rejectedKey) return undefined;
    await stores.apiKeys.unlink(keyRef.userId);
    return `The image service rejected your API key (${masked}) as invalid or revoked, so I unlinked it. Link a working key with \`/apikey link\` or create one with \`/apikey generate\`.`;
  }
  const stored = await stores.guildSettings.getServerKey(keyRef.guildId);
  if (stored?.apiKey !== rejectedKey) return undefined;
  await stores.guildSettings.clearServerKey(keyRef.guildId);
  return `The image service rejected the server key (${masked}) as invalid or revoked, so I removed it. A member with Manage Server can set a new one with \`/apikey server set\`.`;
}
