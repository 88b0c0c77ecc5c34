import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { jobIdsOf, jobsOf, mostHeld, sentInOrder } from '../helpers/pool-line.js';
import {
  addMember,
  eventually,
  runImagine,
  suggestChoices,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

const SD15 = 'v1-5-pruned-emaonly.safetensors';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

describe('ComfyUI on two GPU servers behind the fair line', { timeout: 120_000 }, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("starts a light member's image before a flood's later ones, both servers busy, each given only its one slot", async () => {
    let now = Date.now();
    const clock = { now: () => now, stepMs: 1_000 };
    env = await startComfyEnv({
      comfy: clock,
      more: [clock],
      env: { MAX_ACTIVE_PER_MEMBER: '8' },
    });
    const [one, two] = env.servers as [ComfyEmulator, ComfyEmulator];
    const advance = (ms: number) => {
      now += ms;
      for (const server of env.servers) server.advance();
    };
    const bob = await addMember(env, 'bob');
    const floods = [
      await runImagine(env, { prompt: 'a fox', count: 4, steps: 2 }),
      await runImagine(env, { prompt: 'a fox', count: 4, steps: 2 }),
    ];
    const alice = floods.flatMap((run) => jobIdsOf(run, 4));
    // Both servers run one of the flood's images each; the other six wait in the bot's line.
    await eventually(async () => one.queue().running && two.queue().running, 20_000);
    const light = await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob });
    await waitForPosition(light, 1);
    expect(one.queue().pending).toEqual([]);
    expect(two.queue().pending).toEqual([]);

    const all = [...alice, light.id];
    await eventually(
      async () => {
        advance(1_500);
        const jobs = await jobsOf(env, all);
        return jobs.every((job) => job.state === 'completed') && jobs;
      },
      90_000,
      50,
    );
    const order = sentInOrder(await jobsOf(env, all));
    expect(order).toHaveLength(9);
    // The light member's turn came with the first slot freed: third or fourth, never ninth.
    expect(order.indexOf(light.id)).toBeLessThanOrEqual(3);
    for (const run of [...floods, light]) expect(titleOf(await waitForResult(run))).toMatch(/✅/);
    for (const server of env.servers) {
      expect(mostHeld(server.stats.gpu)).toEqual({ waiting: 0, running: 1 });
      expect(server.stats.gpu.jobs).toBeGreaterThanOrEqual(3);
      expect(server.stats.violations).toEqual([]);
    }
    const servers = new Set((await jobsOf(env, all)).map((job) => job.server));
    expect(servers).toEqual(new Set([idOf(one), idOf(two)]));
  });

  it('sends a workflow whose checkpoint one server has only there, offers it, and refuses privately one no server has, nothing sent or charged', async () => {
    env = await startComfyEnv({
      comfy: { checkpoints: [SD15] },
      more: [{}],
      workflows: {
        sd15: workflow({ checkpoint: SD15 }),
        sdxl: workflow({ checkpoint: 'sd_xl_base_1.0.safetensors' }),
        flux: workflow({ checkpoint: 'flux1.safetensors' }),
      },
    });
    const [lacking, having] = env.servers as [ComfyEmulator, ComfyEmulator];
    const offered = (await suggestChoices(env, '', 'workflow')).map(({ value }) => value);
    expect(offered).toEqual(expect.arrayContaining(['sd15', 'sdxl']));

    const runs = [];
    for (let at = 0; at < 3; at += 1)
      runs.push(await runImagine(env, { prompt: 'owl', workflow: 'sdxl', steps: 1 }));
    for (const run of runs)
      expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
    const jobs = await jobsOf(
      env,
      runs.map(({ id }) => id),
    );
    expect(jobs.map((job) => job.server)).toEqual(Array(3).fill(idOf(having)));
    expect(lacking.stats.requests.prompt_post ?? 0).toBe(0);

    const refused = await runImagine(env, { prompt: 'owl', workflow: 'flux' });
    const { ephemeral } = await refused.waitForAck();
    const notice = ephemeral ? await refused.waitForReply() : await refused.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toContain(
      'None of the ComfyUI servers answering now can run this (its model, workflow or LoRAs), so nothing was sent or charged.',
    );
    expect(await env.app.context.jobs.get(refused.id)).toBeUndefined();
    expect(having.stats.requests.prompt_post).toBe(3);
    expect(lacking.stats.requests.prompt_post ?? 0).toBe(0);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(3);
  });

  it("keeps a single-server owner's settings: one COMFYUI_URL, its task ids its own, one job at a time sent", async () => {
    env = await startComfyEnv();
    const run = await runImagine(env, { prompt: 'a fox', count: 3, steps: 2 });
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ 3 images ready');
    const jobs = await jobsOf(env, jobIdsOf(run, 3));
    for (const job of jobs) {
      expect(job.taskId).not.toContain('|');
      expect(env.comfy.history(job.taskId ?? '')).toBeDefined();
      expect(job.server).toBe(idOf(env.comfy));
    }
    expect(mostHeld(env.comfy.stats.gpu)).toEqual({ waiting: 0, running: 1 });
  });
});
