import { parseBotConfig } from './app/backends.js';
import { startApp } from './app.js';
import { loadConfig } from './core/config-parser.js';
import { failureFields, failureLine } from './core/failure-lines.js';
import { exitWithError } from './core/fatal.js';
import { createLogger, type LogFields, resolveLogFormat } from './core/logger.js';
import { watchParent } from './core/parent-watch.js';
import { logStrayOutput } from './core/stray-output.js';

const SHUTDOWN_DEADLINE_MS = 5_000;

const config = loadConfig(parseBotConfig);
const logger = createLogger({
  level: config.LOG_LEVEL,
  format: resolveLogFormat(config.LOG_FORMAT),
});
logStrayOutput(logger);
// One line: what went wrong and what to do, its detail and causes; the error itself for JSON.
const started = startApp(config, { logger }).catch((error: unknown) =>
  exitWithError(
    `could not start the bot: ${failureLine(error)}`,
    failureFields(error),
    logger.secrets,
  ),
);

let shuttingDown = false;
const shutdown = (why: LogFields) => {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info('shutting down', why);
  setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  void started.then((app) => app.stop()).then(() => process.exit(0));
};
// Listening before the start: a signal while starting stops the bot gracefully, not by default.
process.once('SIGINT', () => shutdown({ signal: 'SIGINT' }));
process.once('SIGTERM', () => shutdown({ signal: 'SIGTERM' }));
await started;
// A supervisor that SIGKILLs the process it started (npm, a wrapper) must not leave this bot behind.
watchParent({ onOrphaned: (parentPid) => shutdown({ reason: 'parent exited', parentPid }) });
