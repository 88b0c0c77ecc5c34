import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BotProcess,
  childPidsOf,
  isRunning,
  runBot,
  startBotWorld,
  untilExited,
} from './helpers/bot-process.js';

const READY = '"msg":"ready"';

/**
 * Lays out what a deployment holds in a temporary folder: package.json, node_modules (a link) and
 * `dist/` compiled from tsconfig.build.json. `--noCheck` only skips type checking, which
 * `npm run typecheck` already does for the same files; the emitted JavaScript is the same.
 */
async function buildDeployment(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'imagine-bot-built-'));
  const tsc = resolve('node_modules/typescript/bin/tsc');
  const args = ['-p', resolve('tsconfig.build.json'), '--noCheck', '--outDir', join(root, 'dist')];
  await promisify(execFile)(process.execPath, [tsc, ...args]);
  await copyFile(resolve('package.json'), join(root, 'package.json'));
  await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

describe('the built bot (npm run build)', () => {
  let root = '';
  beforeAll(async () => {
    root = await buildDeployment();
  }, 120_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

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
