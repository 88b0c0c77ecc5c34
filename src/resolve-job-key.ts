import { MissingApiKeyError } from './errors/missing-api-key-error.js';
import type { GenerationJob } from './jobs/generation-job.js';
import type { Stores } from './store/create-stores.js';

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
