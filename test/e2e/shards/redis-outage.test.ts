import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { submittedTaskId } from '../helpers/bot-process.js';
import type { KillableBot } from '../helpers/crash-world.js';
import { type ShardWorld, startShardWorld } from '../helpers/shard-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** Up to three bot processes started, and outages of seconds: 11 s idle, 40 s at load 16. */
const OUTAGE_TEST_MS = 120_000;

const UNREACHABLE =
  "The bot's storage is unreachable right now; nothing was started or charged. Try again in a minute.";

/**
 * Redis stopped (SIGKILL) and started again mid-run, on the same port and append-only file, under
 * real bot processes: nothing new is taken during the outage, nothing is lost, and the generation
 * in flight is delivered exactly once after it.
 */
describe.skipIf(!redisServerInstalled)('a Redis outage under running bots', () => {
  let world: ShardWorld;
  afterEach(async () => {
    await world?.close();
  });

  const logged = (bot: KillableBot, text: string) =>
    `${bot.stdout()}${bot.stderr()}`.split(text).length - 1;
  /** Starts a generation whose task runs until told, and waits until it is submitted. */
  const hangingGeneration = async (bot: KillableBot) => {
    world.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await world.imagine(0, 'a comet');
    await bot.printed('"msg":"task submitted"');
    return { run, taskId: submittedTaskId(bot) };
  };
  /** `/imagine` during the outage: refused privately, in time, and nothing reaches the service. */
  const refusedWhileDown = async () => {
    const { stats } = world.imageApi;
    const [submissions, requests] = [stats.submissions, stats.requests.image_generation];
    const refused = await world.imagine(1, 'a kite');
    const reply = await refused.waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(reply.content).toContain(UNREACHABLE);
    const { createdAt, acknowledgedAt } = refused.status;
    expect(Date.parse(acknowledgedAt ?? '') - Date.parse(createdAt)).toBeLessThan(3_000);
    expect(stats.submissions).toBe(submissions);
    expect(stats.requests.image_generation).toBe(requests);
  };
  /** The generation `run` shows its image, and exactly one image was posted in all. */
  const deliveredOnce = async (run: InteractionRun) => {
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    await sleep(1_000);
    expect(world.uploads()).toHaveLength(1);
    expect(world.discord.messages(world.channelOn(0))).toHaveLength(1);
  };

  it(
    'refuses new work while Redis is down, keeps the shard, and delivers the generation in flight once after',
    async () => {
      world = await startShardWorld({ env: { SHARD_LEASE_MS: '15000' }, persistentRedis: true });
      const bot = await world.startBot('0-1');
      const { run, taskId } = await hangingGeneration(bot);

      await world.redis.kill();
      await vi.waitFor(() => expect(logged(bot, 'the store is unreachable')).toBe(1));
      await refusedWhileDown();
      await refusedWhileDown();
      world.imageApi.setTaskFate(taskId, 'complete');
      await sleep(1_500);
      expect(world.uploads()).toHaveLength(0);

      await world.redis.restart();
      await deliveredOnce(run);
      // Told once every connection is back: the delivery needs only some of them, so on a busy
      // machine the last one's reconnection can come after it.
      await vi.waitFor(() => expect(logged(bot, 'the store is reachable again')).toBe(1), {
        timeout: 5_000,
      });
      expect(logged(bot, 'the store is unreachable')).toBe(1);
      expect(bot.stderr()).not.toContain('lost the lease');
      expect(world.imageApi.stats.submissions).toBe(1);

      const after = await world.imagine(1, 'a kite');
      expect(titleOf(await waitForResult(after))).toBe('✅ Image ready');
      expect(world.imageApi.stats.submissions).toBe(2);
    },
    OUTAGE_TEST_MS,
  );

  it(
    'answers within 3 s what arrives while Redis is down, though its holder then finds its lease lost',
    async () => {
      world = await startShardWorld({ env: { SHARD_LEASE_MS: '1000' }, persistentRedis: true });
      const bot = await world.startBot('0-1');
      await world.redis.kill();
      await vi.waitFor(() => expect(logged(bot, 'the store is unreachable')).toBe(1));
      // Down past the lease: the holder cannot be sure of it, and Redis, back at once, says it expired.
      await sleep(1_500);
      const sent = await world.imagine(1, 'a kite');
      await world.redis.restart();
      const reply = await sent.waitForReply();
      const { createdAt, acknowledgedAt } = sent.status;
      expect(Date.parse(acknowledgedAt ?? '') - Date.parse(createdAt)).toBeLessThan(3_000);
      if (sent.ephemeral) {
        expect(reply.content).toContain(UNREACHABLE);
        await vi.waitFor(() => expect(bot.stderr()).toContain('lost the lease of a shard'));
        expect(world.imageApi.stats.submissions).toBe(0);
      } else {
        // On a busy machine the store can answer again within the holder's wait: the holder
        // takes its lease back and serves the interaction as usual.
        expect(bot.stdout()).toContain('"epoch":2');
        expect(titleOf(await waitForResult(sent))).toBe('✅ Image ready');
        expect(world.imageApi.stats.submissions).toBe(1);
      }
    },
    OUTAGE_TEST_MS,
  );

  it(
    'after an outage longer than the lease, the shard changes hands and its generation is still delivered once',
    async () => {
      // A lease long enough not to lapse on a loaded machine, and an outage longer than it.
      world = await startShardWorld({ env: { SHARD_LEASE_MS: '3000' }, persistentRedis: true });
      const owner = await world.startBot('0');
      await world.startBot('1');
      const { run, taskId } = await hangingGeneration(owner);
      const standby = await world.startBot('0', { ready: false });
      await standby.printed('waiting for the lease of a shard another process holds');

      await world.redis.kill();
      await vi.waitFor(() => expect(logged(owner, 'the store is unreachable')).toBe(1));
      await refusedWhileDown();
      world.imageApi.setTaskFate(taskId, 'complete');
      await sleep(4_000);
      expect(world.uploads()).toHaveLength(0);

      await world.redis.restart();
      await vi.waitFor(() => expect(owner.stderr()).toContain('lost the lease of a shard'), {
        timeout: 10_000,
      });
      await deliveredOnce(run);
      expect(world.imageApi.stats.submissions).toBe(1);
    },
    OUTAGE_TEST_MS,
  );
});
