import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BotProcess, type Exit, runBot, startBotWorld } from './helpers/bot-process.js';

const READY = '"msg":"ready"';
/** Up to three bot processes started one after another: more than the default 20 s on a busy machine. */
const THREE_STARTS_MS = 45_000;

/** The bot's first outcome: `ready`, or how it exited before it was. */
async function outcome(bot: BotProcess): Promise<'ready' | Exit> {
  const ready = bot.printed(READY).then(() => 'ready' as const);
  ready.catch(() => {});
  return Promise.race([ready, bot.exited]);
}

describe('the embedded SQLite store serves one process', { timeout: THREE_STARTS_MS }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const start = (dir: string, env: Record<string, string>) => {
    const bot = runBot(dir, env);
    children.push(bot.child);
    return bot;
  };

  it('refuses a second bot on the same file: exit 1, one line saying why and what to use', async () => {
    const { dir, env } = await startBotWorld(cleanups);
    const first = start(dir, env);
    await first.printed(READY);

    const second = await outcome(start(dir, env));
    expect(second).not.toBe('ready');
    const exit = second as Exit;
    expect(exit.code).toBe(1);
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg:
        `could not start the bot: Another process is using ${join(dir, 'data', 'bot.sqlite')}. ` +
        'The embedded SQLite store serves one process; stop the other one, or use a shared ' +
        'store (DATABASE_URL=redis://…) to run several.',
    });
    expect(exit.stdout).not.toContain(READY);

    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('"msg":"stopped"');
  });

  it('holds no lock past its process: after a SIGKILL, the next bot starts at once', async () => {
    const { dir, env } = await startBotWorld(cleanups);
    const killed = start(dir, env);
    await killed.printed(READY);
    killed.child.kill('SIGKILL');
    expect((await killed.exited).signal).toBe('SIGKILL');

    const next = start(dir, env);
    expect(await outcome(next)).toBe('ready');
    // The file is now an existing WAL database: the restarted bot holds it as the first one did.
    const third = await outcome(start(dir, env));
    expect(third).not.toBe('ready');
    expect((third as Exit).code).toBe(1);
    next.child.kill('SIGTERM');
    const exit = await next.exited;
    expect(exit.code).toBe(0);
    expect(exit.stderr).toBe('');
  });
});
