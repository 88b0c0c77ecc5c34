import type { Logger } from '../../core/logger.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { InvalidApiKeyError } from '../../image-backend/backend-errors.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { JobObserver } from '../../jobs/job-observer.js';
import {
  forgetRejectedKey,
  type KeyStores,
  rejectedKeyNotice,
  storedKeyOf,
} from '../../keys/key-ref.js';
import { generationTargetOf, type JobAccess } from '../delivery/reply-target.js';

/** Whether a finished job ended because the service rejected its key (live or after a restart). */
export function endedWithRejectedKey(job: GenerationJob, error: unknown): boolean {
  return error instanceof InvalidApiKeyError || job.error?.name === 'InvalidApiKeyError';
}

/** What {@link createRejectedKeyNotices} needs. */
export interface RejectedKeyDependencies extends JobAccess {
  readonly stores: KeyStores;
  /** The image backend a stored key belongs to (`LinkedApiKey.backend`), to check it again. */
  readonly backendOf: (id: string | undefined) => Pick<ImageBackend, 'balance'>;
  /**
   * Tells the member behind the job's reply something privately (in their language), once among
   * processes (it settles once sent, or when it cannot be: the token expired).
   */
  readonly notify: (job: GenerationJob, notice: LocalizedText) => Promise<unknown>;
  readonly logger: Logger;
}

/**
 * After a job the service failed for its key, unlinks the key stored now unless the service takes
 * it (a failed check counts as a refusal) and tells its owner privately, once per job: the notice
 * is saved before the unlink and marked sent after `notify`, so a process dying in between leaves
 * it to the next. Failures are logged (the reply is already final).
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
        const stored = await storedKeyOf(deps.stores, job.keyRef);
        const works =
          stored &&
          (await Promise.resolve()
            .then(() => deps.backendOf(stored.backend).balance(stored.apiKey))
            .then(
              () => true,
              () => false,
            ));
        const rejected = stored && !works ? stored.apiKey : undefined;
        const notice = keyNotice ?? (rejected && rejectedKeyNotice(job.keyRef, rejected));
        if (notice && !keyNotice) await deps.updateTarget(job.id, { keyNotice: notice });
        if (rejected) await forgetRejectedKey(deps.stores, job.keyRef, rejected);
        if (notice) await deps.notify(job, notice);
        await deps.updateTarget(job.id, { keyNoticeSent: true });
      } catch (failure) {
        deps.logger.warn('could not handle a rejected key', { jobId: job.id, error: failure });
      }
    },
  };
}
