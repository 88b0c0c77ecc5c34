import { startApp } from './app.js';
import { loadConfig } from './core/config.js';
import { failureLines } from './core/failure-lines.js';
import { createLogger, type LogFields } from './core/logger.js';
import { watchParent } from './core/parent-watch.js';

const SHUTDOWN_DEADLINE_MS = 5_000;

const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL });
const started = startApp(config, { logger }).catch((error: unknown) => {
  // The member's text of an error ("the database is unavailable") is followed by what the operator
  // needs: its detail and causes (the file, the OS error's code).
  console.error(`Could not start the bot: ${failureLines(error).join('\n')}`);
  process.exit(1);
});

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
// Listening before the start: a signal sent as soon as `ready` is printed (or while starting)
// stops the bot gracefully instead of meeting the default action, which kills it.
process.once('SIGINT', () => shutdown({ signal: 'SIGINT' }));
process.once('SIGTERM', () => shutdown({ signal: 'SIGTERM' }));
await started;
// A supervisor that SIGKILLs the process it started (npm, a wrapper) must not leave this bot behind.
watchParent({ onOrphaned: (parentPid) => shutdown({ reason: 'parent exited', parentPid }) });
