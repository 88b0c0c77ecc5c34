import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
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
        env: { BACKENDS: 'horde', HORDE_URL: `${horde.url}/api`, HORDE_CLIENT_CONTACT: 'tests' },
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
});
