import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { ComfyBackend } from '../../../src/backends/comfyui/comfy-backend.js';
import { registerWorkflow } from '../../../src/backends/comfyui/comfy-workflow.js';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { createLogger } from '../../../src/core/logger.js';
import type { StatusOptions, TaskStatus } from '../../../src/image-backend/backend-types.js';
import { comfyBackend } from './comfy-backend-kit.js';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
const CRF = 'format.codec.encoding.crf';

/** The crf prompt `id` queued its SaveVideo at. */
const crfOf = (comfy: ComfyEmulator, id: string) =>
  (comfy.history(id)?.prompt[2] as Graph | undefined)?.['12']?.inputs[CRF];

/** The shipped animate workflow at 256 × 160, 9 frames (the middle frame 4). */
function small(): Graph {
  const graph = JSON.parse(
    readFileSync('comfyui-workflows/video/wan22-ti2v-5b-animate.json', 'utf8'),
  ) as Graph;
  Object.assign(graph['8']?.inputs ?? {}, { width: 256, height: 160, length: 9 });
  Object.assign(graph['14']?.inputs ?? {}, { batch_index: 4 });
  return graph;
}

const logger = createLogger({ write: () => {} });

/** A backend on `comfy` with the shipped workflows and {@link small}, as the bot registers them. */
function backendOn(comfy: ComfyEmulator): ComfyBackend {
  return comfyBackend({
    baseUrl: comfy.url,
    timeoutMs: 10_000,
    botId: 'bot-1',
    clientId: 'bot-1-client',
    workflows: [
      ...loadWorkflows('comfyui-workflows', logger),
      registerWorkflow('animate', small()),
    ],
    logger,
  });
}

/** Polls `taskId` until `until` says so (or it fails). */
async function pollUntil(
  backend: ComfyBackend,
  taskId: string,
  options: StatusOptions,
  until: (status: TaskStatus) => boolean,
): Promise<TaskStatus> {
  for (let polls = 0; polls < 2_000; polls++) {
    const status = await backend.taskStatus('', taskId, options);
    if (status.state === 'failed') throw new Error(status.error);
    if (until(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never');
}

describe('ComfyBackend keeps an animation within the upload limit (ComfyVideoFit)', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const one of open.splice(0).reverse()) await one.close();
  });

  it('queues at the crf the limit allows, encodes a video over it again under an id drawn from the task, and a restarted backend finds that encode instead of queueing another', async () => {
    const comfy = await startComfyEmulator({ timeScale: 0.005, previews: false, videoGrain: 100 });
    open.push(comfy);
    const first = backendOn(comfy);
    open.push(first);
    await first.probe();
    const canvas = createCanvas(300, 200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#3366cc';
    ctx.fillRect(0, 0, 300, 200);
    const image = {
      bytes: await canvas.encode('png'),
      type: 'image/png' as const,
      width: 300,
      height: 200,
    };
    // 30 KB: under what crf 23 makes of 9 grainy frames of 256 × 160, over what crf 40 makes.
    const options = { uploadLimit: 30_000 };
    const { taskId } = await first.submit(
      '',
      { prompt: 'the waves roll in', seed: 5 },
      { input: { action: { kind: 'animate', motion: 'low' }, image }, ...options },
    );
    const refitting = await pollUntil(
      first,
      taskId,
      options,
      (s) => s.state === 'processing' && s.refitting === true,
    );
    expect(refitting).toMatchObject({ taskId, state: 'processing', refitting: true });
    expect(crfOf(comfy, taskId)).toBe(23);

    // A restarted bot (a new backend, same bot id) finds that encode (under way or ended) and
    // queues none of its own.
    await first.close();
    open.splice(open.indexOf(first), 1);
    const again = backendOn(comfy);
    open.push(again);
    const done = await pollUntil(again, taskId, options, (s) => s.state === 'completed');
    if (done.state !== 'completed' || !done.video) throw new Error('no video');
    const runs = comfy.stats.gpu.runs.map(({ id }) => id);
    const encodes = runs.filter((id) => id !== taskId);
    expect(encodes.length).toBeGreaterThanOrEqual(1);
    expect(encodes.length).toBeLessThanOrEqual(3);
    expect(new Set(runs).size).toBe(runs.length);
    const last = encodes.at(-1) as string;
    expect(Number(crfOf(comfy, last))).toBeGreaterThan(23);
    const file = new URL(done.video.url).searchParams.get('filename') as string;
    const bytes = await comfy.written('output', '', file);
    expect(bytes?.length).toBeLessThanOrEqual(30_000);
    // Without a limit (/show, a fresh URL) the last encode is still the one given.
    const shown = await again.taskStatus('', taskId);
    expect(shown).toMatchObject({ state: 'completed', video: { url: done.video.url } });
    expect(comfy.stats.gpu.runs).toHaveLength(runs.length);
    expect(comfy.stats.violations).toEqual([]);
  }, 120_000);
});
