import { ServiceUnavailableError } from '../../image-api/errors.js';
import type { GenerationJob } from '../../jobs/generation-job.js';

/** Errors that mean the service never took the submission (it refused it, or it was never sent). */
const NEVER_TAKEN = new Set([
  'InvalidParameterError',
  'InsufficientCreditsError',
  'InvalidApiKeyError',
  'RateLimitedError',
  'MissingApiKeyError',
  'KeyDecryptionError',
]);

/**
 * Whether a finished job's daily server-key use should be given back: it ran on the server key,
 * failed before any task existed, and the service surely never took it (it refused the request,
 * answered with a server error, or nothing was sent). A submission cut off mid-way is not refunded.
 */
export function shouldRefundUsage(job: GenerationJob, error: unknown): boolean {
  if (job.keyRef.kind !== 'server' || job.state !== 'failed' || job.taskId) return false;
  if (error instanceof ServiceUnavailableError) return error.status !== undefined;
  return NEVER_TAKEN.has(job.error?.name ?? '');
}
