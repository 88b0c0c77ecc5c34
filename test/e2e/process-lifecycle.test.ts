import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBot, startBotWorld } from './helpers/bot-process.js';

describe('the bot as a process', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const world = () => startBotWorld(cleanups);

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

  it('refuses to start on a bad environment: exit 1, one log line naming each variable, no stack', async () => {
    const { dir } = await world();
    const bot = runBot(dir, { KEY_ENCRYPTION_SECRET: 'short', POLL_INTERVAL_MS: 'often' });
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    expect(exit.stdout).toBe('');
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: expect.any(String),
      level: 'error',
      msg:
        'invalid configuration: ' +
        'DISCORD_TOKEN is required: the bot token from the Discord developer portal; ' +
        'KEY_ENCRYPTION_SECRET must be at least 32 characters (try: openssl rand -hex 32); ' +
        'POLL_INTERVAL_MS must be a whole number from 10 to 60000 (default 2750); ' +
        'IMAGE_API_URL is required: the base URL of the image service, e.g. https://example.com',
    });
  });

  it('fails fast on a SQLite path that cannot be created, saying where and why', async () => {
    const { dir, env } = await world();
    // Under /proc, Node's recursive mkdir loops for ever (ENOENT on the folder, EEXIST on its
    // parent): the bot must not wait on it. No time limit here: a hang is the test's own timeout.
    const bot = runBot(dir, { ...env, DATABASE_URL: 'sqlite:///proc/self/nope/bot.sqlite' });
    children.push(bot.child);
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const { msg, error } = JSON.parse(lines[0] ?? '') as { msg: string; error: unknown };
    expect(msg).toBe(
      'could not start the bot: cannot create the folder of /proc/self/nope/bot.sqlite (ENOENT): ' +
        '/proc/self/nope is not a folder this process can use: set DATABASE_URL=sqlite://<a path it may write>',
    );
    expect(error).toMatchObject({
      detail: 'cannot create the folder of /proc/self/nope/bot.sqlite',
      cause: { code: 'ENOENT' },
    });
  });

  it('names METRICS_PORT when its port is taken', async () => {
    const { dir, env } = await world();
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    cleanups.push(() => new Promise((done) => taken.close(done)));
    const { port } = taken.address() as AddressInfo;
    const bot = runBot(dir, { ...env, METRICS_PORT: String(port) });
    children.push(bot.child);
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    const { msg } = JSON.parse(exit.stderr.trim().split('\n').at(-1) ?? '') as { msg: string };
    expect(msg).toBe(
      `could not start the bot: cannot serve /healthz and /metrics on 127.0.0.1:${port} ` +
        '(EADDRINUSE): another process listens there: set METRICS_PORT to a free port (0 picks ' +
        'one), or stop the other process',
    );
  });

  it.each([
    [
      'a folder it may not write',
      (_dir: string) => 'sqlite:///sys/bot.sqlite',
      new RegExp(
        '^could not start the bot: cannot open the SQLite database /sys/bot\\.sqlite \\(unable to open ' +
          `database file\\): this process \\(uid ${process.getuid?.()}\\) may not write in /sys: give it ` +
          'that folder \\(chown, or a volume it owns\\), or set DATABASE_URL=sqlite://<a path it may write>$',
      ),
    ],
    [
      'a file that is no database',
      (dir: string) => `sqlite://${join(dir, 'notes.txt')}`,
      /^could not start the bot: \/.*notes\.txt is not a SQLite database \(file is not a database\): name the bot's database, or a file npm run backup wrote$/,
    ],
  ])('says what to change for %s, never to try again', async (_, url, said) => {
    const { dir, env } = await world();
    await writeFile(join(dir, 'notes.txt'), 'not a database, '.repeat(64));
    const bot = runBot(dir, { ...env, DATABASE_URL: url(dir) });
    children.push(bot.child);
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const { msg } = JSON.parse(lines[0] ?? '') as { msg: string };
    expect(msg).toMatch(said);
    expect(msg).not.toMatch(/try again/i);
  });
});
