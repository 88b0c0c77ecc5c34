import { AppError } from './app-error.js';

/** Thrown by `JobManager.start` when the member already has the most generations allowed running. */
export class MemberCapError extends AppError {
  constructor(readonly limit: number) {
    super(
      `You already have ${limit} generation${limit === 1 ? '' : 's'} running; wait for one to finish.`,
    );
  }
}
