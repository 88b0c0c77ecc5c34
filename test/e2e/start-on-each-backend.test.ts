import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, startBackendWorld } from './helpers/backend-world.js';
import { type BotProcess, isRunning, runBot } from './helpers/bot-process.js';

const READY = '"msg":"ready"';

/**
 * The built bot on each backend alone, with only the variables every set-up needs (Discord's, the
 * key secret) and that backend's own: it logs `serving <backend> at <its URL>` (the start's probe
 * found it usable), reaches `ready`, and stops cleanly, with nothing on stderr.
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
    const { dir, env, backendUrl } = await startBackendWorld(backend, cleanups);
    const bot = runBot(dir, env);
    bots.push(bot);
    await bot.printed(READY);
    // The start asked the backend once and found it usable: one line says where it serves.
    expect(bot.stdout()).toContain(
      `"msg":"serving ${backend} at ${backendUrl.replace(/\/+$/, '')}"`,
    );
    bot.child.kill('SIGTERM');
    const exit = await bot.exited;
    expect(exit.code).toBe(0);
    expect(exit.stderr).toBe('');
  });
});
