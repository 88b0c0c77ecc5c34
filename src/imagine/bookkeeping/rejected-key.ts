import { InvalidApiKeyError } from '../../image-api/errors.js';
import type { ImageService } from '../../image-api/service-types.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { forgetRejectedKey } from '../../keys/key-ref.js';
import type { Stores } from '../../store/create-stores.js';

/** Whether a finished job ended because the service rejected its key (live or after a restart). */
export function endedWithRejectedKey(job: GenerationJob, error: unknown): boolean {
  return error instanceof InvalidApiKeyError || job.error?.name === 'InvalidApiKeyError';
}

/**
 * Unlinks the key a job ran with after the service rejected it, and returns the private notice for
 * its owner (undefined when nothing was unlinked). Jobs never hold keys, so the key stored now is
 * checked with the service first: one linked meanwhile that works is kept (when the check itself
 * fails, the rejection just seen decides).
 */
export async function forgetJobKey(
  stores: Pick<Stores, 'apiKeys' | 'guildSettings'>,
  api: Pick<ImageService, 'balance'>,
  job: GenerationJob,
): Promise<string | undefined> {
  const { keyRef } = job;
  const stored =
    keyRef.kind === 'user'
      ? await stores.apiKeys.get(keyRef.userId)
      : await stores.guildSettings.getServerKey(keyRef.guildId);
  if (!stored) return undefined;
  const works = await api.balance(stored.apiKey).then(
    () => true,
    () => false,
  );
  return works ? undefined : forgetRejectedKey(stores, keyRef, stored.apiKey);
}
