import { afterEach, describe, expect, it } from 'vitest';
import { type HordeCrashWorld, startHordeCrashWorld } from '../helpers/crash-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

describe('a Horde generation when the bot is killed (SIGKILL)', () => {
  let world: HordeCrashWorld;
  afterEach(() => world?.close());

  it('is polled again by the next process and delivered once, its request submitted once', async () => {
    world = await startHordeCrashWorld({ timeScale: 1, jobDurationMs: [3_000, 3_000] });
    const { horde } = world;
    const first = await world.startBot();
    const run = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'a fox across a crash' },
    });
    await first.printed('"msg":"task submitted"');
    await first.kill();
    await world.startBot();
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(ended.attachments).toHaveLength(1);
    expect(horde.stats.submissions).toBe(1);
    expect(horde.stats.violations).toEqual([]);
  });
});
