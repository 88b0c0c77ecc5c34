import { AppError, type AppErrorOptions } from '../core/app-error.js';

/** A generation that did not finish within the job timeout; the bot stopped waiting for it. */
export class JobTimeoutError extends AppError {
  constructor(readonly timeoutMs: number) {
    super('The image took too long to generate, so the bot stopped waiting. Try again later.', {
      detail: `no final status within ${timeoutMs} ms of submission`,
    });
  }
}

/** Thrown by `JobManager.start` when the member already has the most generations allowed running. */
export class MemberCapError extends AppError {
  constructor(readonly limit: number) {
    super(
      `You already have ${limit} generation${limit === 1 ? '' : 's'} running; wait for one to finish.`,
    );
  }
}

/** The bot stopped while sending a generation: it may or may not have reached the service. */
export class SubmissionInterruptedError extends AppError {
  constructor() {
    super(
      'The bot restarted while sending this generation, so it may or may not have reached the image service (and been charged). Check your credits with /balance before pressing Retry.',
    );
  }
}

/** The bot acknowledged a request, then restarted before sending it to the image service. */
export class RestartedBeforeSendError extends AppError {
  constructor() {
    super(
      'The bot restarted before your request was sent to the image service, so nothing was charged. Press Retry to run it again.',
    );
  }
}

/** The store refused to save a new job (a full disk, a read-only or unreachable database). */
export class JobSaveError extends AppError {
  constructor(options: AppErrorOptions = {}) {
    super(
      'The bot cannot save requests right now, so nothing was sent and no credits were spent. Try again in a few minutes; if it keeps happening, tell the server staff.',
      options,
    );
  }
}
