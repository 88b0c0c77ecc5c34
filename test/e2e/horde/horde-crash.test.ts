import { afterEach, describe, expect, it } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { type CrashWorld, startCrashWorld } from '../helpers/crash-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, linkHordeBeforeStart } from './horde-kit.js';

describe('a Horde generation when the bot is killed (SIGKILL)', () => {
  let horde: HordeEmulator;
  let world: CrashWorld;
  afterEach(async () => {
    await world?.close();
    await horde?.close();
  });

  it('is polled again by the next process and delivered once, its request submitted once', async () => {
    horde = await startHordeEmulator({
      timeScale: 1,
      jobDurationMs: [3_000, 3_000],
      users: [{ alias: 'alice', apiKey: ALICE_HORDE_KEY, kudos: ALICE_KUDOS }],
    });
    world = await startCrashWorld({
      env: { BACKENDS: 'horde', HORDE_URL: `${horde.url}/api`, HORDE_CLIENT_CONTACT: 'tests' },
      link: linkHordeBeforeStart,
    });
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
