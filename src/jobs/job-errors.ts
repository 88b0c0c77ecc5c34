import { AppError } from '../core/app-error.js';
import { errorText, textError } from '../i18n/error-text.js';

/** A generation that did not finish within the job timeout; the bot stopped waiting for it. */
export class JobTimeoutError extends AppError {
  constructor(readonly timeoutMs: number) {
    super(errorText('jobs.timeout'), {
      detail: `no final status within ${timeoutMs} ms of submission`,
    });
  }
}

/**
 * Thrown when the member already has the most generations allowed under way (waiting in the line
 * included): with how many run and wait where the caller knows (admission), else without.
 */
export class MemberCapError extends AppError {
  constructor(
    readonly limit: number,
    under?: { readonly running: number; readonly waiting: number },
  ) {
    super(
      errorText('jobs.memberCap', {
        limit,
        running: under?.running ?? -1,
        waiting: under?.waiting ?? 0,
      }),
    );
  }
}

/** The bot stopped while sending a generation: it may or may not have reached the service. */
export class SubmissionInterruptedError extends textError('jobs.submissionInterrupted') {}

/** The bot acknowledged a request, then restarted before sending it to the image service. */
export class RestartedBeforeSendError extends textError('jobs.restartedBeforeSend') {}

/** The store refused to save a new job (a full disk, a read-only or unreachable database). */
export class JobSaveError extends textError('jobs.saveFailed') {}

/** A job taken out of its scope's queue before it was sent (`JobManager.cancelQueued`): nothing was charged. */
export class QueuedJobCancelledError extends textError('cancel.cancelled') {}

/** This process may no longer act for the job: its shard passed to another, which resumes it. */
export class ShardMovedError extends Error {
  constructor() {
    super("this process no longer holds the job's shard");
    this.name = 'ShardMovedError';
  }
}

/** A job's stored input image is gone (expired or erased) before it was sent: nothing was charged. */
export class InputGoneError extends textError('jobs.inputGone') {}

/**
 * A finished job's image could not be fetched this time (`cause`: how its download failed): its
 * delivery failed, and is tried again, or the job made again where its server died.
 */
export class ResultUnfetchedError extends Error {
  constructor(
    readonly jobId: string,
    options: { readonly cause: unknown },
  ) {
    super("a finished job's image could not be fetched", options);
    this.name = 'ResultUnfetchedError';
  }
}
