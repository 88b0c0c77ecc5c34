import type { Logger } from '../../core/logger.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { InvalidApiKeyError } from '../../image-api/errors.js';
import type { ImageService } from '../../image-api/service-types.js';
import type { GenerationJob, JobTarget } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import {
  forgetRejectedKey,
  type KeyStores,
  rejectedKeyNotice,
  storedKeyOf,
} from '../../keys/key-ref.js';
import { generationTargetOf } from '../delivery/reply-target.js';

/** Whether a finished job ended because the service rejected its key (live or after a restart). */
export function endedWithRejectedKey(job: GenerationJob, error: unknown): boolean {
  return error instanceof InvalidApiKeyError || job.error?.name === 'InvalidApiKeyError';
}

/** The key a job ran with, when it is still the stored one and the service rejects it now. */
interface RejectedKey {
  readonly apiKey: string;
  readonly notice: LocalizedText;
}

/**
 * The stored key `job` ran with, when the service rejects it (jobs never hold keys, so the key
 * stored now is checked with the service first: one linked meanwhile that works is kept; when the
 * check itself fails, the rejection just seen decides), with the private notice for its owner.
 */
async function rejectedKeyOf(
  stores: KeyStores,
  api: Pick<ImageService, 'balance'>,
  job: GenerationJob,
): Promise<RejectedKey | undefined> {
  const stored = await storedKeyOf(stores, job.keyRef);
  if (!stored) return undefined;
  const works = await api.balance(stored.apiKey).then(
    () => true,
    () => false,
  );
  return works
    ? undefined
    : { apiKey: stored.apiKey, notice: rejectedKeyNotice(job.keyRef, stored.apiKey) };
}

/**
 * Unlinks the key a job ran with after the service rejected it, and returns the private notice for
 * its owner (undefined when nothing was unlinked); see {@link rejectedKeyOf}.
 */
export async function forgetJobKey(
  stores: KeyStores,
  api: Pick<ImageService, 'balance'>,
  job: GenerationJob,
): Promise<LocalizedText | undefined> {
  const rejected = await rejectedKeyOf(stores, api, job);
  return rejected && forgetRejectedKey(stores, job.keyRef, rejected.apiKey);
}

/** What {@link createRejectedKeyNotices} needs. */
export interface RejectedKeyDependencies {
  readonly stores: KeyStores;
  readonly api: Pick<ImageService, 'balance'>;
  /** The job as it is now, with what was saved since the snapshot (`JobManager.get`). */
  readonly loadJob: (jobId: string) => Promise<GenerationJob | undefined>;
  /** Merges into a job's target and saves it (`JobManager.updateTarget`). */
  readonly updateTarget: (jobId: string, patch: JobTarget) => Promise<unknown>;
  /**
   * Tells the member behind the job's reply something privately (in their language), once among
   * processes (it settles once sent, or when it cannot be: the token expired).
   */
  readonly notify: (job: GenerationJob, notice: LocalizedText) => Promise<unknown>;
  readonly logger: Logger;
}

/**
 * After a job the service failed for its key, unlinks that key (see {@link rejectedKeyOf}) and tells
 * its owner privately, once per job. The notice is saved with the job before the key is unlinked
 * and marked sent only after `notify`, so a process that dies in between leaves it to the next one
 * that delivers the job. A failure here is logged: the member's reply is already final.
 */
export function createRejectedKeyNotices(deps: RejectedKeyDependencies): JobObserver {
  return {
    onUpdate: () => undefined,
    async onFinished(job, error) {
      if (!endedWithRejectedKey(job, error)) return;
      try {
        const { keyNoticeSent, keyNotice } = generationTargetOf(
          (await deps.loadJob(job.id)) ?? job,
        );
        if (keyNoticeSent) return;
        const rejected = await rejectedKeyOf(deps.stores, deps.api, job);
        const notice = keyNotice ?? rejected?.notice;
        if (notice && !keyNotice) await deps.updateTarget(job.id, { keyNotice: notice });
        if (rejected) await forgetRejectedKey(deps.stores, job.keyRef, rejected.apiKey);
        if (notice) await deps.notify(job, notice);
        await deps.updateTarget(job.id, { keyNoticeSent: true });
      } catch (failure) {
        deps.logger.warn('could not handle a rejected key', { jobId: job.id, error: failure });
      }
    },
  };
}
