import { startApp } from './app.js';
import { loadConfig } from './core/config.js';

const SHUTDOWN_DEADLINE_MS = 5_000;

const config = loadConfig();
const app = await startApp(config).catch((error: unknown) => {
  console.error(`Could not start the bot: ${(error as Error).message}`);
  process.exit(1);
});

const shutdown = (signal: string) => {
  app.context.logger.info('shutting down', { signal });
  setTimeout(() => {
    app.context.logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  void app.stop().then(() => process.exit(0));
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
