import { rm } from 'node:fs/promises';
import { createClient, type RedisClientType } from '@redis/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { writeWorkflows } from '../comfyui/comfy-kit.js';
import { useShardWorld } from '../helpers/shard-world.js';
import { cardText, eventually, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** How many stored jobs are marked shown (their answer sent) and not yet started. */
async function shownJobs(redis: Pick<RedisClientType, 'keys' | 'get'>): Promise<number> {
  const keys = await redis.keys('*jobs-active*');
  const values = await Promise.all(keys.map((key) => redis.get(key).catch(() => null)));
  return values.filter((value) => value?.includes('"shown":true') && value.includes('"accepted"'))
    .length;
}

/** Interactions left unanswered (their answers held on the way): the bot is in a burst. */
const BURST = 16;

/**
 * The holder of a shard on Redis, a ComfyUI slot busy with its image, answers two /imagine of four
 * images each while a burst of interactions is unanswered (their answers held on the way in), so
 * the eight images wait, shown in the line, for the burst to be answered; it is SIGKILLed then.
 * Its standby takes the shard: every one of the eight is run once and posted, none ends "restarted
 * before sending".
 */
describe.skipIf(!redisServerInstalled)('a holder killed with images waiting in the line', () => {
  const startWorld = useShardWorld();
  let comfy: ComfyEmulator | undefined;
  let workflowsDir: string | undefined;
  afterEach(async () => {
    await comfy?.close();
    if (workflowsDir) await rm(workflowsDir, { recursive: true, force: true });
  });

  it('leaves every shown image to the process that takes its shard, each posted once', async () => {
    let now = Date.now();
    const gpu = await startComfyEmulator({ now: () => now, stepMs: 1_000, previews: false });
    comfy = gpu;
    workflowsDir = await writeWorkflows();
    const world = await startWorld({
      shards: 1,
      env: {
        BACKENDS: 'comfyui',
        COMFYUI_URL: gpu.url,
        COMFYUI_WORKFLOWS_DIR: workflowsDir,
        MAX_ACTIVE_PER_MEMBER: '40',
        SERVER_KEY_DAILY_LIMIT: '100',
      },
      link: async () => {},
    });
    const holder = await world.startBot('0');
    const standby = await world.startBot('0', { ready: false });
    await standby.printed('waiting for the lease of a shard another process holds');
    const imagine = (prompt: string, count: number) =>
      world.discord.runCommand({
        channel: world.channelOn(0),
        user: world.user,
        name: 'imagine',
        options: { prompt, count },
      });

    const harbour = await imagine('a harbour', 1);
    await eventually(async () => gpu.queue().running, 20_000);
    const burst = world.discord.holdNext({ route: 'interactionCallback', count: BURST });
    for (let index = 0; index < BURST; index += 1) await imagine(`a kite ${index}`, 1);
    await eventually(async () => burst.holding === BURST, 20_000);
    const floods = [await imagine('a fox', 4), await imagine('a hare', 4)];
    await eventually(async () => floods.every((run) => run.acknowledged), 20_000);
    // Killed once the holder has noted the eight as shown (a write right after each answer).
    const redis = createClient({ url: world.redis.url });
    await redis.connect();
    try {
      await eventually(async () => (await shownJobs(redis)) === 8, 10_000);
    } finally {
      await redis.quit();
    }
    await holder.kill();
    await standby.printed('took the lease of a shard');

    const ended = await eventually(async () => {
      now += 30_000;
      gpu.advance();
      const done = await Promise.all(
        [harbour, ...floods].map((run: InteractionRun) =>
          waitForResult(run, 200).catch(() => undefined),
        ),
      );
      return done.every(Boolean) && done;
    }, 90_000).catch((error: unknown) => {
      const shown = [harbour, ...floods]
        .map(
          (run) =>
            `${run.responseType} ${JSON.stringify(run.status)} ${cardText(run.reply)} ${run.reply?.content ?? ''}`,
        )
        .join('\n---\n');
      throw new Error(
        `${String(error)}\n${shown}\n${holder.stderr().slice(-2_000)}\n${standby.stderr().slice(-2_000)}`,
      );
    });
    const texts = ended.map((card) => cardText(card)).join('\n---\n');
    expect(texts).not.toContain('restarted before');
    expect(ended.map(titleOf), texts + standby.stderr()).toEqual([
      '✅ Image ready',
      expect.stringMatching(/^✅/),
      expect.stringMatching(/^✅/),
    ]);
    // The running image and the eight waiting ones, each sent once; the burst's never were.
    expect(gpu.stats.requests.prompt_post).toBe(9);
    expect(gpu.stats.finished.success).toBe(9);
    expect(gpu.stats.violations).toEqual([]);
  }, 180_000);
});
