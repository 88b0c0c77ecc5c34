import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDiscordEmulator } from '../../sandbox/discord/index.js';
import { startImageApi } from '../../sandbox/image-api/index.js';
import { TEST_SECRET } from './helpers/bot-env.js';

const TSX = resolve('node_modules/tsx/dist/cli.mjs');
const ENTRY = resolve('src/index.ts');

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `src/index.ts` in a folder of its own (no `.env` there) with exactly `env`. */
function runBot(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [TSX, ENTRY], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((done) =>
    child.on('exit', (code) => done({ code, stdout, stderr })),
  );
  const printed = async (text: string) => {
    while (!stdout.includes(text)) {
      if (child.exitCode !== null) throw new Error(`exited before printing ${text}: ${stderr}`);
      await new Promise((wait) => setTimeout(wait, 20));
    }
  };
  return { child, exited, printed };
}

describe('the bot as a process', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const world = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'imagine-bot-process-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const discord = await startDiscordEmulator();
    cleanups.push(() => discord.close());
    const imageApi = await startImageApi();
    cleanups.push(() => imageApi.close());
    discord.setupGuild();
    return {
      dir,
      env: {
        DISCORD_TOKEN: discord.token,
        DISCORD_API_URL: `${discord.url}/api`,
        DISCORD_CDN_URL: `${discord.url}/cdn`,
        IMAGE_API_URL: imageApi.url,
        KEY_ENCRYPTION_SECRET: TEST_SECRET,
        DATABASE_URL: `sqlite://${join(dir, 'data', 'bot.sqlite')}`,
      },
    };
  };

  it.each(['SIGTERM', 'SIGINT'] as const)('exits 0 within 5 s on %s', async (signal) => {
    const { dir, env } = await world();
    const bot = runBot(dir, env);
    children.push(bot.child);
    await bot.printed('"msg":"ready"');
    const sent = Date.now();
    bot.child.kill(signal);
    const exit = await bot.exited;
    expect(exit.code).toBe(0);
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(exit.stdout).toContain('"msg":"stopped"');
  });

  it('refuses to start on a bad environment: exit 1, one line per variable, no stack', async () => {
    const { dir } = await world();
    const bot = runBot(dir, { KEY_ENCRYPTION_SECRET: 'short', POLL_INTERVAL_MS: 'often' });
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      '  - DISCORD_TOKEN is required: the bot token from the Discord developer portal',
      '  - IMAGE_API_URL is required: the base URL of the image service, e.g. https://example.com',
      '  - KEY_ENCRYPTION_SECRET must be at least 32 characters (try: openssl rand -hex 32)',
      '  - POLL_INTERVAL_MS must be a whole number from 10 to 60000 (default 2500)',
    ]);
  });
});
