import { createLogger, type LogFields, resolveLogFormat } from './logger.js';

/**
 * Ends the process with exit code 1 after one error line in the log's format, for a failure
 * without a configured logger (a Node.js too old, a bad configuration, a start that failed).
 */
export function exitWithError(message: string, fields: LogFields = {}): never {
  createLogger({ format: resolveLogFormat(process.env.LOG_FORMAT) }).error(message, fields);
  process.exit(1);
}
