import { afterEach, describe, expect, it } from 'vitest';
import { type HordeCrashWorld, startHordeCrashWorld } from '../helpers/crash-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** A process's JSON log lines. */
const linesOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string });

describe('Horde generations when the bot is stopped (SIGTERM)', () => {
  let world: HordeCrashWorld;
  afterEach(() => world?.close());

  it('stops at once while submissions wait their turn at the Horde’s pace: none sent after, each sent one recorded, all delivered by the next process', async () => {
    world = await startHordeCrashWorld(
      { timeScale: 1, jobDurationMs: [2_000, 2_000] },
      {
        env: { MAX_ACTIVE_PER_MEMBER: '8', GUILD_MAX_ACTIVE_JOBS: '8', GUILD_MAX_CONCURRENT: '8' },
      },
    );
    const { horde } = world;
    const first = await world.startBot();
    const runs = [];
    for (const prompt of ['four foxes', 'four owls']) {
      runs.push(
        await world.discord.runCommand({
          channel: world.channel,
          user: world.user,
          name: 'imagine',
          options: { prompt: `${prompt} across a restart`, count: 4 },
        }),
      );
    }
    // The first request is sent; the others wait for the submissions' pace (700 ms apart).
    await first.printed('"msg":"task submitted"');
    first.child.kill('SIGTERM');
    const exit = await first.exited;
    const lines = linesOf(`${exit.stdout}\n${exit.stderr}`);
    expect(exit.code).toBe(0);
    expect(lines.filter(({ level }) => level === 'warn' || level === 'error')).toEqual([]);
    const recorded = lines.filter(({ msg }) => msg === 'task submitted').length;
    expect(horde.stats.submissions).toBe(recorded);
    expect(recorded).toBeLessThan(8);

    await world.startBot();
    for (const run of runs) {
      const ended = await waitForResult(run, 40_000);
      expect(titleOf(ended), cardText(ended)).toMatch(/^✅/);
      expect(ended.attachments).toHaveLength(4);
    }
    expect(horde.stats.submissions).toBe(8);
    expect(horde.stats.violations).toEqual([]);
  }, 120_000);
});
