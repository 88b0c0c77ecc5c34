import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import {
  eventually,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { animateWorkflow, animateWorkflows, pressAnimate, videoFacts } from './animate-kit.js';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

const MiB = 1024 * 1024;
const CRF = 'format.codec.encoding.crf';

/** The prompt `id` ran (its graph) and the nodes it took from the cache, from the emulator. */
function ran(env: ComfyEnv, id: string) {
  const entry = env.comfy.history(id);
  const cached = entry?.status.messages.find(([type]) => type === 'execution_cached')?.[1] as
    | { nodes: string[] }
    | undefined;
  return { graph: entry?.prompt[2] as Graph, cached: cached?.nodes ?? [], entry };
}

/**
 * The shipped animate workflow at its own size (1280 × 704: a square card's 960 × 960) and 45
 * frames: with the emulator's grain at 40 its video at libx264's default crf 23 is 11.5 MiB, over
 * a server's 10 MiB (crf 26 makes 7.5 MiB).
 */
const largeAnimate = () => {
  const graph = animateWorkflow(45);
  Object.assign(graph['8']?.inputs ?? {}, { width: 1280, height: 704 });
  return graph;
};

describe('Animate keeps its video within the upload limit by the encoder’s own settings', () => {
  let env: ComfyEnv | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it('encodes a video over a server’s 10 MiB again at a higher crf from the same prompt (ComfyUI runs the encoder alone) and posts it within the limit', async () => {
    env = await startComfyEnv({
      workflows: { ...animateWorkflows(), animate: largeAnimate() },
      comfy: { videoGrain: 40 },
      env: { SERVER_KEY_DAILY_LIMIT: '20', ANIMATION_COUNTS_AS: '4' },
    });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const run = await pressAnimate(env, card);
    // An image asked while the animation runs waits in the line until its video fits: run before
    // the encode again, it would take the animation's nodes out of ComfyUI's cache.
    await eventually(
      async () => (await env?.app.context.jobs.get(run.id))?.state === 'processing',
      60_000,
    );
    const waiting = await runImagine(env, { prompt: 'a waiting owl' });
    const result = await waitForResult(run, 240_000);
    expect(titleOf(result)).toBe('🎬 Animation ready');
    const [posted] = result.attachments;
    expect(posted?.filename).toMatch(/\.mp4$/);
    expect(posted?.bytes.length).toBeLessThanOrEqual(10 * MiB);
    expect(videoFacts(posted?.bytes ?? Buffer.alloc(0))).toMatchObject({
      codec: 'h264',
      width: 960,
      height: 960,
      frames: 45,
    });
    // The animation was queued at the crf the limit allows by its size (the default here), and
    // its video, over the limit, encoded again at a higher one: every node but SaveVideo cached.
    const taskId = await taskIdOf(env, run);
    const first = ran(env, taskId);
    expect(first.graph['12']?.inputs).toMatchObject({
      format: 'mp4',
      'format.codec': 'h264',
      'format.codec.encoding': 're-encode',
      [CRF]: 23,
    });
    const outputs = Object.values(first.entry?.outputs ?? {}) as {
      images: { filename: string }[];
      animated?: boolean[];
    }[];
    const [firstFile] = outputs.find((out) => out.animated)?.images ?? [];
    expect(
      (await env.comfy.written('output', '', firstFile?.filename ?? ''))?.length,
    ).toBeGreaterThan(10 * MiB);
    const again = env.comfy.stats.gpu.runs
      .filter(({ id }) => id !== taskId)
      .map(({ id }) => ran(env as ComfyEnv, id))
      .filter(({ graph }) => graph?.['12']?.class_type === 'SaveVideo');
    expect(again.length).toBeGreaterThanOrEqual(1);
    for (const { graph, cached } of again) {
      expect(Number(graph['12']?.inputs[CRF])).toBeGreaterThan(23);
      expect(cached).toEqual(expect.arrayContaining(['1', '5', '8', '9', '10', '11', '16']));
      expect(cached).not.toContain('12');
    }
    const owl = await waitForResult(waiting, 30_000);
    expect(titleOf(owl)).toBe('✅ Image ready');
    const owlTask = await taskIdOf(env, waiting);
    const runs = env.comfy.stats.gpu.runs;
    const owlRun = runs.find(({ id }) => id === owlTask);
    const encodes = runs.filter(
      ({ id }) =>
        id !== taskId && ran(env as ComfyEnv, id).graph?.['12']?.class_type === 'SaveVideo',
    );
    expect(encodes.length).toBe(again.length);
    for (const encode of encodes)
      expect(owlRun?.startedAt).toBeGreaterThanOrEqual(encode.endedAt ?? 0);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.uploadLimit).toBe(10 * MiB);
    // Counted once, as one animation: the card's image, 4, and the owl.
    const usage = await env.app.context.stores.usage.remaining(env.guild.id, env.user.id, 20);
    expect(usage?.left).toBe(14);
    expect(run.followUps).toEqual([]);
    expect(env.comfy.stats.violations).toEqual([]);
  }, 240_000);

  it('on a server whose SaveVideo takes no quality (ComfyUI a125cd84) queues no crf, and refuses a video over the limit as before', async () => {
    env = await startComfyEnv({
      workflows: animateWorkflows(),
      comfy: { videoGrain: 100, saveVideo: 'a125cd84' },
      discord: { attachmentSizeLimit: 65_536 },
    });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const run = await pressAnimate(env, card);
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('⚠️ Animation made, not posted');
    expect(result.attachments.some((file) => file.filename.endsWith('.mp4'))).toBe(false);
    const { graph } = ran(env, await taskIdOf(env, run));
    expect(Object.keys(graph['12']?.inputs ?? {}).sort()).toEqual([
      'codec',
      'filename_prefix',
      'format',
      'video',
    ]);
    expect(env.comfy.stats.gpu.runs).toHaveLength(2);
  });
});
