import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import { connectRedis } from '../../helpers/redis-client.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { writeWorkflows } from '../comfyui/comfy-kit.js';
import { mostHeld } from '../helpers/pool-line.js';
import { type ShardWorld, useShardWorld } from '../helpers/shard-world.js';
import {
  cardText,
  eventually,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';

/** The Redis hashes of the ComfyUI pool's line. */
const LANE = 'imagine:line:pool:comfyui';

/** What the pool's line holds in Redis: waiting entries and claims, by job id. */
async function lineInRedis(world: ShardWorld) {
  const redis = await connectRedis(world.redis.url);
  const [entries, claims] = await Promise.all([
    redis.hKeys(`${LANE}:entries`),
    redis.hKeys(`${LANE}:claims`),
  ]);
  redis.destroy();
  return { entries: entries.sort(), claims: claims.sort() };
}

/**
 * Two bot processes (one per shard) on one Redis and one ComfyUI server of one slot, whose GPU
 * runs on the test's clock: the line is theirs together, so the server never holds a prompt
 * waiting, and the process running a job is SIGKILLed mid-run.
 */
describe.skipIf(!redisServerInstalled)('one GPU shared by two bot processes on Redis', () => {
  const startWorld = useShardWorld();
  let comfy: ComfyEmulator | undefined;
  let workflowsDir: string | undefined;
  afterEach(async () => {
    await comfy?.close();
    if (workflowsDir) await rm(workflowsDir, { recursive: true, force: true });
  });

  /** ComfyUI on the test's clock, and a process for each shard on it: `zero`, and `holder` for shard 1. */
  async function twoProcesses() {
    let now = Date.now();
    const gpu = await startComfyEmulator({ now: () => now, stepMs: 1_000, previews: false });
    comfy = gpu;
    workflowsDir = await writeWorkflows();
    const world = await startWorld({
      env: {
        BACKENDS: 'comfyui',
        COMFYUI_URL: gpu.url,
        COMFYUI_WORKFLOWS_DIR: workflowsDir,
        MAX_ACTIVE_PER_MEMBER: '8',
      },
      link: async () => {},
    });
    const zero = await world.startBot('0');
    const holder = await world.startBot('1');
    /** Runs the GPU on until every one of `runs` shows its final card; resolves to them. */
    const finish = (runs: readonly InteractionRun[]) =>
      eventually(async () => {
        now += 30_000;
        gpu.advance();
        const done = await Promise.all(
          runs.map((run) => waitForResult(run, 200).catch(() => undefined)),
        );
        return done.every(Boolean) ? (done as MessageView[]) : undefined;
      }, 60_000);
    return { gpu, world, zero, holder, finish };
  }

  it('gives the slot to one job at a time across processes; a killed holder’s job is run once and its slot not leaked', async () => {
    const { gpu, world, zero, holder, finish } = await twoProcesses();
    const standby = await world.startBot('1', { ready: false });
    await standby.printed('waiting for the lease of a shard another process holds');

    const harbour = await world.imagine(1, 'a harbour');
    await eventually(async () => gpu.queue().running, 20_000);
    const lighthouse = await world.imagine(0, 'a lighthouse');
    const lantern = await world.imagine(0, 'a lantern');
    // The other process's jobs wait in the shared line, not at the server.
    await waitForPosition(lighthouse, 1);
    await waitForPosition(lantern, 2);
    expect(gpu.stats.requests.prompt_post).toBe(1);
    expect(gpu.queue().pending).toEqual([]);
    expect((await lineInRedis(world)).claims).toEqual([harbour.id]);

    // Killed while its prompt runs: the standby takes the shard and finds the prompt again.
    await holder.kill();
    await standby.printed('took the lease of a shard');
    expect(gpu.stats.requests.prompt_post).toBe(1);

    const finals = await finish([harbour, lighthouse, lantern]);
    expect(
      finals.map(titleOf),
      finals.map(cardText).join('\n---\n') + standby.stderr() + zero.stderr(),
    ).toEqual(['✅ Image ready', '✅ Image ready', '✅ Image ready']);

    // Each job sent once, one at a time; nothing left holding the slot or waiting.
    expect(gpu.stats.requests.prompt_post).toBe(3);
    expect(gpu.stats.finished.success).toBe(3);
    expect(mostHeld(gpu.stats.gpu)).toEqual({ waiting: 0, running: 1 });
    expect(gpu.stats.violations).toEqual([]);
    await eventually(async () => world.uploads().length >= 3, 10_000);
    expect(world.uploads()).toHaveLength(3);
    await eventually(async () => {
      const line = await lineInRedis(world);
      return line.entries.length === 0 && line.claims.length === 0;
    }, 10_000);
  }, 120_000);
  it('frees the slot of a killed process whose shard nobody takes over once its claim lapses', async () => {
    const { gpu, world, holder, finish } = await twoProcesses();
    await world.imagine(1, 'a harbour');
    await eventually(async () => gpu.queue().running, 20_000);
    const lighthouse = await world.imagine(0, 'a lighthouse');
    await waitForPosition(lighthouse, 1);
    await holder.kill();

    // Its prompt ends on the GPU; its claim lapses unrenewed and the other process's job runs.
    const [final] = await finish([lighthouse]);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(gpu.stats.requests.prompt_post).toBe(2);
    expect(mostHeld(gpu.stats.gpu)).toEqual({ waiting: 0, running: 1 });
    expect(await lineInRedis(world)).toEqual({ entries: [], claims: [] });
  }, 120_000);
});
