import { AppError } from '../errors/app-error.js';
import type { JobError } from './generation-job.js';

const GENERIC_MESSAGE = 'Something went wrong with this generation. Try again.';

/** The user-safe `{ name, message }` kept in a job for `error`: unexpected errors get a generic message. */
export function toJobError(error: unknown): JobError {
  if (error instanceof AppError) return { name: error.name, message: error.message };
  const name = error instanceof Error ? error.name : 'Error';
  return { name, message: GENERIC_MESSAGE };
}
