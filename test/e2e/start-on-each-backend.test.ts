import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, startBackendWorld } from './helpers/backend-world.js';
import { type BotProcess, isRunning, runBot } from './helpers/bot-process.js';

const READY = '"msg":"ready"';

/**
 * The built bot on each backend alone, with only the variables every set-up needs (Discord's, the
 * key secret) and that backend's own: it reaches `ready`, and stops cleanly, with nothing on stderr.
 */
describe('the built bot on one backend, with only its settings', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const bots: BotProcess[] = [];
  afterEach(async () => {
    for (const bot of bots.splice(0)) {
      if (bot.child.pid && isRunning(bot.child.pid)) bot.child.kill('SIGKILL');
    }
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.each(BACKENDS)('%s', async (backend) => {
    const { dir, env } = await startBackendWorld(backend, cleanups);
    const bot = runBot(dir, env);
    bots.push(bot);
    await bot.printed(READY);
    bot.child.kill('SIGTERM');
    const exit = await bot.exited;
    expect(exit.code).toBe(0);
    expect(exit.stderr).toBe('');
  });
});
