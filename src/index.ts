import { startApp } from './app.js';
import { loadConfig } from './core/config.js';
import type { LogFields } from './core/logger.js';
import { watchParent } from './core/parent-watch.js';

const SHUTDOWN_DEADLINE_MS = 5_000;

const config = loadConfig();
const app = await startApp(config).catch((error: unknown) => {
  console.error(`Could not start the bot: ${(error as Error).message}`);
  process.exit(1);
});

let shuttingDown = false;
const shutdown = (why: LogFields) => {
  if (shuttingDown) return;
  shuttingDown = true;
  app.context.logger.info('shutting down', why);
  setTimeout(() => {
    app.context.logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  void app.stop().then(() => process.exit(0));
};
process.once('SIGINT', () => shutdown({ signal: 'SIGINT' }));
process.once('SIGTERM', () => shutdown({ signal: 'SIGTERM' }));
// A supervisor that SIGKILLs the process it started (npm, a wrapper) must not leave this bot behind.
watchParent({ onOrphaned: (parentPid) => shutdown({ reason: 'parent exited', parentPid }) });
