import { AppError } from '../core/app-error.js';

/**
 * `migrate-store` will not copy: the same store twice, a scheme it cannot copy, a store a bot is
 * using, a target that already holds the bot's data, an unreachable Redis. Its message is one line
 * for the operator, and never repeats a URL (it may hold a password).
 */
export class MigrationRefusedError extends AppError {}
