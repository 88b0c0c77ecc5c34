import { randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error.js';

/** What the error boundary shows a user, and whether the failure is a bug worth a log line. */
export interface ErrorDescription {
  /** Short, user-safe text. */
  readonly message: string;
  /** Set for unexpected errors: quoted to the user and logged with the stack. */
  readonly errorId?: string;
}

/** Turns any thrown value into what a user may see: typed errors speak for themselves. */
export function describeError(
  error: unknown,
  newId = () => randomBytes(3).toString('hex'),
): ErrorDescription {
  if (error instanceof AppError) return { message: error.message };
  const errorId = newId();
  return {
    errorId,
    message: `Something went wrong on our side (error id \`${errorId}\`). Please try again; if it keeps happening, give this id to the server staff.`,
  };
}
