import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BotProcess,
  botDeployment,
  childPidsOf,
  isRunning,
  runBot,
  startBotWorld,
  untilExited,
} from './helpers/bot-process.js';

const READY = '"msg":"ready"';

/** The deployment is the run's build (helpers/bot-deployment.ts), laid out as `npm run build` does. */
describe('the built bot (npm run build)', () => {
  const root = botDeployment();

  const cleanups: (() => Promise<unknown>)[] = [];
  const pids: number[] = [];
  afterEach(async () => {
    for (const pid of pids.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const track = (bot: BotProcess) => {
    pids.push(bot.child.pid ?? 0);
    return bot;
  };

  it('starts as one node process from dist/ and exits 0 on SIGTERM', async () => {
    const { dir, env } = await startBotWorld(cleanups);
    const bot = track(runBot(dir, env, { args: [join(root, 'dist', 'src', 'index.js')] }));
    await bot.printed(READY);
    expect(childPidsOf(bot.child.pid ?? 0)).toEqual([]);
    bot.child.kill('SIGTERM');
    const exit = await bot.exited;
    expect(exit.code).toBe(0);
    expect(exit.stdout).toContain('"msg":"stopped"');
    expect(exit.stderr).toBe('');
  });

  it('npm start runs node itself, and the bot stops when npm is SIGKILLed', async () => {
    const { env } = await startBotWorld(cleanups);
    const npm = track(
      runBot(root, { HOME: process.env.HOME ?? root, ...env }, { command: 'npm', args: ['start'] }),
    );
    await npm.printed(READY);
    const children = childPidsOf(npm.child.pid ?? 0);
    pids.push(...children);
    expect(children).toHaveLength(1);
    const [bot = 0] = children;

    npm.child.kill('SIGKILL');
    expect(await untilExited([bot], 5_000)).toEqual([]);
    await npm.closed;
    expect(npm.stdout()).toContain('"reason":"parent exited"');
    expect(npm.stdout()).toContain('"msg":"stopped"');
  });
});
