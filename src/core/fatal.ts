import { createLogger, type LogFields, resolveLogFormat } from './logger.js';
import type { SecretRegistry } from './secret-registry.js';

/**
 * Ends the process with exit code 1 after one error line in the log's format, for a failure
 * without a configured logger (a Node.js too old, a bad configuration, a start that failed), the
 * `secrets` known by then masked.
 */
export function exitWithError(
  message: string,
  fields: LogFields = {},
  secrets?: SecretRegistry,
): never {
  const format = resolveLogFormat(process.env.LOG_FORMAT);
  createLogger({ format, ...(secrets && { secrets }) }).error(message, fields);
  process.exit(1);
}
