import { afterEach, describe, expect, it } from 'vitest';
import {
  childPidsOf,
  isRunning,
  runBot,
  startBotWorld,
  TSX_BOT,
  untilExited,
} from './helpers/bot-process.js';

/** How soon a bot whose parent was killed must have stopped. */
const STOP_DEADLINE_MS = 5_000;

describe('a bot whose parent process dies', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const orphans: number[] = [];
  afterEach(async () => {
    for (const pid of orphans.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('stops gracefully within seconds when its parent is SIGKILLed', async () => {
    const { dir, env } = await startBotWorld(cleanups);
    // tsx's CLI is the parent: it runs the bot in a second node process, as `npm start` once did.
    const parent = runBot(dir, env, { args: TSX_BOT });
    await parent.printed('"msg":"ready"');
    const bots = childPidsOf(parent.child.pid ?? 0);
    orphans.push(...bots);
    expect(bots).toHaveLength(1);

    const killed = Date.now();
    parent.child.kill('SIGKILL');
    expect(await untilExited(bots, STOP_DEADLINE_MS)).toEqual([]);
    expect(Date.now() - killed).toBeLessThan(STOP_DEADLINE_MS);
    await parent.closed;
    expect(parent.stdout()).toContain('"reason":"parent exited"');
    expect(parent.stdout()).toContain('"msg":"stopped"');
  });
});
