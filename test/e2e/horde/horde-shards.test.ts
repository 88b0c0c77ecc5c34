import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, linkHordeBeforeStart } from './horde-kit.js';

/** Two real bot processes, one per shard, on one Redis, both on the Horde emulator. */
describe.skipIf(!redisServerInstalled)('several bot processes on the AI Horde', () => {
  const startWorld = useShardWorld();
  let horde: HordeEmulator | undefined;
  afterEach(async () => {
    await horde?.close();
  });

  it(
    'each process runs its own shard’s Horde generation, delivered once and submitted once',
    async () => {
      horde = await startHordeEmulator({
        timeScale: 0.01,
        users: [{ alias: 'alice', apiKey: ALICE_HORDE_KEY, kudos: ALICE_KUDOS }],
      });
      const world = await startWorld({
        env: {
          BACKENDS: 'horde',
          HORDE_URL: `${horde.url}/api`,
          HORDE_MODEL_REFERENCE_URL: horde.modelReferenceUrl,
          HORDE_CLIENT_CONTACT: 'tests',
        },
        link: linkHordeBeforeStart,
      });
      const [zero, one] = [await world.startBot('0'), await world.startBot('1')];
      const onZero = await world.imagine(0, 'a lighthouse');
      const onOne = await world.imagine(1, 'a harbour');
      expect(titleOf(await waitForResult(onZero, 20_000))).toBe('✅ Image ready');
      expect(titleOf(await waitForResult(onOne, 20_000))).toBe('✅ Image ready');
      await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));
      expect(horde.stats.submissions).toBe(2);
      expect(horde.stats.violations).toEqual([]);
      expect(zero.stdout()).toContain(`"jobId":"${onZero.id}"`);
      expect(zero.stdout()).not.toContain(onOne.id);
      expect(one.stdout()).toContain(`"jobId":"${onOne.id}"`);
      expect(one.stdout()).not.toContain(onZero.id);
    },
    PROCESSES_TIMEOUT_MS,
  );

  it(
    'keeps the Horde’s limits per address for both processes together: count:4 on each shard at once, no 429',
    async () => {
      horde = await startHordeEmulator({
        timeScale: 0.01,
        users: [{ alias: 'alice', apiKey: ALICE_HORDE_KEY, kudos: ALICE_KUDOS }],
      });
      const world = await startWorld({
        env: {
          BACKENDS: 'horde',
          HORDE_URL: `${horde.url}/api`,
          HORDE_MODEL_REFERENCE_URL: horde.modelReferenceUrl,
          HORDE_CLIENT_CONTACT: 'tests',
          MAX_ACTIVE_PER_MEMBER: '8',
        },
        link: linkHordeBeforeStart,
      });
      await Promise.all([world.startBot('0'), world.startBot('1')]);
      const runs = await Promise.all(
        [0, 1].map((shard) =>
          world.discord.runCommand({
            channel: world.channelOn(shard),
            user: world.user,
            name: 'imagine',
            options: { prompt: `four lighthouses on shard ${shard}`, count: 4 },
          }),
        ),
      );
      for (const run of runs) {
        const final = await waitForResult(run, 30_000);
        expect(cardText(final)).not.toMatch(/too many requests|being limited|couldn't|failed/i);
        expect(final.attachments).toHaveLength(4);
      }
      const { stats } = horde;
      expect(stats.submissions).toBe(8);
      expect(stats.requests.generate_async).toBe(8);
      // On the emulator's clock: no window of a limit counted more than it allows, so no 429.
      expect(stats.rateLimited).toBe(0);
      expect(stats.windowPeaks.get('generate_async 2 per 1 second')).toBeLessThanOrEqual(2);
      expect(stats.windowPeaks.get('generate_async 90 per 1 minute')).toBe(8);
      for (const [limit, peak] of stats.windowPeaks) {
        const allowed = Number(/^\S+ (\d+) per/.exec(limit)?.[1]);
        expect(peak, limit).toBeLessThanOrEqual(allowed);
      }
      expect(stats.requests.generate_check).toBeGreaterThanOrEqual(8);
      expect(stats.violations).toEqual([]);
    },
    PROCESSES_TIMEOUT_MS,
  );
});
