import { describe, expect, it, vi } from 'vitest';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import { ownerWithSuccessor, useShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/**
 * A shard handed from one real bot process to another on one Redis (2-shard emulator, leases of
 * 1 s): a rolling restart (SIGTERM), and a holder that loses its lease (frozen with SIGSTOP).
 */
describe.skipIf(!redisServerInstalled)('handing a shard over between processes', () => {
  const startWorld = useShardWorld();

  it('rolls a restart over: the successor resumes the generation in flight and answers what came meanwhile, each image once', async () => {
    const world = await startWorld();
    // The replacement connects and waits for the lease while the owner runs.
    const { owner, successor, run: inFlight, taskId } = await ownerWithSuccessor(world);
    owner.child.kill('SIGTERM');
    await owner.printed('"msg":"shutting down"');
    // Sent to the successor's session, and to the owner's unless it already closed: the owner
    // leaves it (it is stopping), the successor answers it once it holds the lease.
    const meanwhile = await world.imagine(1, 'a harbour at night');
    const successorSession = world.discord.gatewaySessions.at(-1)?.id;
    expect(meanwhile.deliveries.map((d) => d.sessionId)).toContain(successorSession);

    const exit = await owner.exited;
    expect(exit.code).toBe(0);
    await successor.printed('"msg":"ready"');
    expect(titleOf(await waitForResult(meanwhile))).toBe('✅ Image ready');
    // The successor ran it: held for the lease if it came first, else at once as the holder.
    expect(successor.stdout()).toContain(`"jobId":"${meanwhile.id}"`);

    world.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(inFlight);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));
    await new Promise((wait) => setTimeout(wait, 500));
    expect(world.uploads()).toHaveLength(2);
    expect(world.discord.messages(world.channelOn(1))).toHaveLength(2);
    expect(world.imageApi.stats.submissions).toBe(2);
    // The owner may have logged leaving it to the next holder; it ran no job for it.
    expect(owner.stdout()).not.toContain(`"jobId":"${meanwhile.id}"`);
  }, 40_000);

  it("stops a shard's work in the process that lost its lease; the one that took it delivers once", async () => {
    const world = await startWorld();
    const holder = await world.startBot('1');
    world.imageApi.setFaults({ hangNextTasks: 1 });
    const inFlight = await world.imagine(1, 'a lantern');
    await holder.printed('"msg":"task submitted"');
    const taskId = submittedTaskId(holder);
    const standby = await world.startBot('1', { ready: false });
    await standby.printed('waiting for the lease of a shard another process holds');

    // Frozen past its lease (a long pause, a stalled VM): the standby takes the shard over.
    holder.child.kill('SIGSTOP');
    await standby.printed('"msg":"ready"');
    expect(standby.stdout()).toContain('"poll":1');
    holder.child.kill('SIGCONT');
    await holder.logged('gave up the jobs of a shard');
    expect(holder.stderr()).toContain('lost the lease of a shard: stopping its work');

    const after = await world.imagine(1, 'a kite');
    expect(titleOf(await waitForResult(after))).toBe('✅ Image ready');
    await holder.printed('left an interaction of a shard held elsewhere');
    world.imageApi.setTaskFate(taskId, 'complete');
    expect(titleOf(await waitForResult(inFlight))).toBe('✅ Image ready');
    await vi.waitFor(() => expect(world.uploads()).toHaveLength(2));
    await new Promise((wait) => setTimeout(wait, 500));
    expect(world.uploads()).toHaveLength(2);
    expect(world.imageApi.stats.submissions).toBe(2);
    expect(holder.stdout()).not.toContain(`"jobId":"${after.id}"`);
  }, 40_000);
});
