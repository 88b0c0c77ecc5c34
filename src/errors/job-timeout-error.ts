import { AppError } from './app-error.js';

/** A generation that did not finish within the job timeout; the bot stopped waiting for it. */
export class JobTimeoutError extends AppError {
  constructor(readonly timeoutMs: number) {
    super('The image took too long to generate, so the bot stopped waiting. Try again later.', {
      detail: `no final status within ${timeoutMs} ms of submission`,
    });
  }
}
