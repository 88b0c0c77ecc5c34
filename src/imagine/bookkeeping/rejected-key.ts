import type { Logger } from '../../core/logger.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { InvalidApiKeyError } from '../../image-api/errors.js';
import type { ImageService } from '../../image-api/service-types.js';
import type { GenerationJob, JobTarget } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import { forgetRejectedKey, type KeyStores, storedKeyOf } from '../../keys/key-ref.js';
import { generationTargetOf } from '../delivery/reply-target.js';

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
  stores: KeyStores,
  api: Pick<ImageService, 'balance'>,
  job: GenerationJob,
): Promise<LocalizedText | undefined> {
  const { keyRef } = job;
  const stored = await storedKeyOf(stores, keyRef);
  if (!stored) return undefined;
  const works = await api.balance(stored.apiKey).then(
    () => true,
    () => false,
  );
  return works ? undefined : forgetRejectedKey(stores, keyRef, stored.apiKey);
}

/** What {@link createRejectedKeyNotices} needs. */
export interface RejectedKeyDependencies {
  readonly stores: KeyStores;
  readonly api: Pick<ImageService, 'balance'>;
  /** The job as it is now, with what was saved since the snapshot (`JobManager.get`). */
  readonly loadJob: (jobId: string) => Promise<GenerationJob | undefined>;
  /** Merges into a job's target and saves it (`JobManager.updateTarget`). */
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
  /** Tells the member behind the job's reply something privately (in their language). */
  readonly notify: (job: GenerationJob, notice: LocalizedText) => Promise<unknown>;
  readonly logger: Logger;
}

/**
 * After a job the service failed for its key, unlinks that key (see {@link forgetJobKey}) and tells
 * its owner privately, once per job. A failure here is logged: the member's reply is already final.
 */
export function createRejectedKeyNotices(deps: RejectedKeyDependencies): JobObserver {
  return {
    onUpdate: () => undefined,
    async onFinished(job, error) {
      if (!endedWithRejectedKey(job, error)) return;
      try {
        const current = (await deps.loadJob(job.id)) ?? job;
        if (generationTargetOf(current).keyNoticeSent) return;
        const notice = await forgetJobKey(deps.stores, deps.api, job);
        await deps.updateTarget(job.id, { keyNoticeSent: true });
        if (notice) await deps.notify(job, notice);
      } catch (failure) {
        deps.logger.warn('could not handle a rejected key', { jobId: job.id, error: failure });
      }
    },
  };
}
