import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import { useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/**
 * The holder's least time between two edits of a reply: when it is paused, the reply's next edit
 * is still waiting for its turn, which comes long after the holder took the shard back (that
 * takes about 4 s from the answer idle, 6 s at a load of 12 on 2 cores).
 */
const HELD_EDIT_MS = 12_000;

/** Three processes, a pause and a wait for the held edit's turn. */
const RETAKE_TEST_MS = 120_000;

const tookLease = (stdout: string) => stdout.split('"msg":"took the lease of a shard"').length - 1;

/**
 * A holder frozen (SIGSTOP) past its lease with a progress edit of its reply waiting for its turn:
 * the standby takes the shard over and delivers the image, then dies, and the thawed holder takes
 * the shard back. What it kept for the shard under its first lease (the reply, its pending edit
 * and the edit's timer) ended with that lease: it starts from the store, where the reply is
 * delivered, and sends nothing over the image.
 */
describe.skipIf(!redisServerInstalled)(
  'a holder paused past its lease takes the shard back',
  () => {
    const startWorld = useShardWorld();

    it(
      'sends none of the edits it had pending from before the pause: the delivered image stays',
      async () => {
        const world = await startWorld({ env: { SHARD_LEASE_MS: '1500' } });
        await world.startBot('0');
        const holder = await world.startBot('1', {
          env: { EDIT_INTERVAL_MS: String(HELD_EDIT_MS) },
        });
        const standby = await world.startBot('1', { ready: false });
        await standby.printed('waiting for the lease of a shard another process holds');
        world.imageApi.setFaults({ hangNextTasks: 1 });
        const answeredAt = Date.now();
        const run = await world.imagine(1, 'a lighthouse');
        await holder.printed('"msg":"task submitted"');
        const taskId = submittedTaskId(holder);
        // Polled twice: the first status was reported, and its progress edit waits for its turn.
        await vi.waitFor(() =>
          expect(world.imageApi.stats.statusRequests.get(taskId)?.length).toBeGreaterThan(1),
        );

        holder.child.kill('SIGSTOP');
        await standby.printed('"msg":"ready"');
        world.imageApi.setTaskFate(taskId, 'complete');
        expect(titleOf(await waitForResult(run))).toBe('✅ Image ready');
        await vi.waitFor(() => expect(world.uploads()).toHaveLength(1));

        holder.child.kill('SIGCONT');
        await holder.logged('gave up the jobs of a shard');
        await standby.kill();
        await vi.waitFor(() => expect(tookLease(holder.stdout())).toBe(2), { timeout: 10_000 });
        const requestsBefore = world.discord.requests.length;
        // Taken back before the held edit's turn, or this test shows nothing.
        expect(Date.now() - answeredAt).toBeLessThan(HELD_EDIT_MS - 2_000);

        await sleep(answeredAt + HELD_EDIT_MS + 2_000 - Date.now());
        expect(titleOf(run.original() ?? { embeds: [] })).toBe('✅ Image ready');
        expect(world.discord.messages(world.channelOn(1)).map((m) => titleOf(m))).toEqual([
          '✅ Image ready',
        ]);
        expect(world.uploads()).toHaveLength(1);
        const after = world.discord.requests.slice(requestsBefore);
        expect(after.filter((request) => request.method !== 'GET')).toEqual([]);
        expect(world.imageApi.stats.submissions).toBe(1);
      },
      RETAKE_TEST_MS,
    );
  },
);
