import { describe, expect, it, vi } from 'vitest';
import { AdjustableClock, type InteractionRun } from '../../../sandbox/discord/index.js';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { PROCESSES_TIMEOUT_MS, type ShardWorld, useShardWorld } from '../helpers/shard-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/**
 * A holder stopped after it saved an interaction's job and sent its answer, before the answer
 * reached Discord: the emulator holds the callback on its way in (dropped when a SIGKILL closes the
 * holder's connection). Its standby takes the shard, finds the interaction claimed and its job
 * saved (accepted, never sent to the service), and resumes that job as interrupted. The emulator's
 * clock stands still, so Discord's 3 s cannot pass on a busy machine: what is tested is who
 * answers, not how fast (`npm run bench:chaos` measures that).
 */
describe.skipIf(!redisServerInstalled)(
  'an interaction whose holder saved its job and stopped before its answer reached Discord',
  () => {
    const startWorld = useShardWorld();

    /** A holder and its standby on one shard; alice's /imagine, its answer held on the way. */
    const heldAnswer = async (prompt: string) => {
      const world = await startWorld({ shards: 1, discordClock: AdjustableClock.frozen() });
      const holder = await world.startBot('0');
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');
      const answer = world.discord.holdNext({ route: 'interactionCallback' });
      const run = await world.imagine(0, prompt);
      await answer.held;
      return { world, holder, standby, answer, run };
    };

    /** The answers Discord got for `run`, by status, once logged. */
    const callbacksOf = (world: ShardWorld, run: InteractionRun) =>
      world.discord.requests
        .filter((request) => request.path.startsWith(`/interactions/${run.id}/`))
        .map((request) => request.status);

    it(
      'killed: is answered once, by the process that takes its shard: the failed card, nothing charged',
      async () => {
        const { world, holder, standby, answer, run } = await heldAnswer('a kite at the handover');
        const credits = world.imageApi.balanceOf('alice');
        await holder.kill();
        await vi.waitFor(() => expect(answer.dropped).toBe(1));
        const redis = await connectRedis(world.redis.url);
        const claimed = await redis.exists(`imagine:claim:interaction:${run.id}`);
        const saved = await redis.exists(`jobs-active::jobs-active:job:${run.id}`);
        redis.destroy();
        expect([claimed, saved]).toEqual([1, 1]);
        expect(run.acknowledged).toBe(false);

        await standby.printed('took the lease of a shard');
        const ended = await waitForResult(run, 15_000);
        expect(run.status.ackMissed).toBe(false);
        expect([run.responseType, run.ephemeral]).toEqual([4, false]);
        expect(titleOf(ended)).toBe('❌ Generation failed');
        expect(cardText(ended)).toContain('restarted before your request was sent');
        expect(cardText(ended)).toContain('nothing was charged');
        expect(ended.buttons.map((button) => button.customId)).toContain(`imagine:retry:${run.id}`);
        // One answer, and no message of its own in the channel beside it.
        await vi.waitFor(() => expect(callbacksOf(world, run)).toEqual([200]));
        expect(world.discord.messages(world.channelOn(0)).map((m) => m.id)).toEqual([ended.id]);
        expect(world.imageApi.stats.submissions).toBe(0);
        expect(world.imageApi.balanceOf('alice')).toBe(credits);
      },
      PROCESSES_TIMEOUT_MS,
    );

    it(
      'paused: is answered by the process that took its shard; the holder’s late answer is refused and it sends nothing else',
      async () => {
        const { world, holder, standby, answer, run } = await heldAnswer('a kite in the pause');
        holder.child.kill('SIGSTOP');
        await standby.printed('took the lease of a shard');
        const ended = await waitForResult(run, 15_000);
        expect(titleOf(ended)).toBe('❌ Generation failed');
        await vi.waitFor(() => expect(callbacksOf(world, run)).toEqual([200]));
        const before = world.discord.requests.length;

        // Its answer reaches Discord after all, and it runs again.
        answer.release();
        holder.child.kill('SIGCONT');
        await holder.logged('interaction answered elsewhere before this answer');
        expect(callbacksOf(world, run)).toEqual([200, 400]);
        const after = world.discord.requests.slice(before);
        expect(after.filter((request) => request.method !== 'GET').map((r) => r.route)).toEqual([
          'interactionCallback',
        ]);
        expect(run.original()?.history.map((version) => titleOf(version))).toEqual([
          '❌ Generation failed',
        ]);
        expect(world.discord.messages(world.channelOn(0)).map((m) => m.id)).toEqual([ended.id]);
        expect(world.imageApi.stats.submissions).toBe(0);
      },
      PROCESSES_TIMEOUT_MS,
    );
  },
);
