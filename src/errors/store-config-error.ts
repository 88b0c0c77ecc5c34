import { AppError } from './app-error.js';

/**
 * `DATABASE_URL` cannot be used: it is not a URL, its scheme is not supported, or the keyv adapter
 * its scheme needs is not installed. Thrown at start-up; the message says how to fix it and never
 * repeats the URL (it may hold a password).
 */
export class StoreConfigError extends AppError {}
