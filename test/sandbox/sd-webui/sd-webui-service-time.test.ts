import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ServiceTimePreset } from '../../../sandbox/emulator-kit/service-time-presets.js';
import {
  type SdWebuiEmulator,
  type SdWebuiEmulatorOptions,
  startSdWebuiEmulator,
} from '../../../sandbox/sd-webui/index.js';
import { maskPng, sourcePng } from '../mask-pictures.js';

/** A GPU whose figures are easy to add up: each kind's rate twice the one before. */
const GPU: ServiceTimePreset = {
  name: 'test-gpu',
  source: 'these tests',
  switchSeconds: 10,
  kinds: {
    'text-to-image': { baseSeconds: 1, perStepPerMegapixel: 2 },
    'image-to-image': { baseSeconds: 0.5, perStepPerMegapixel: 4 },
    inpaint: { baseSeconds: 0.25, perStepPerMegapixel: 8 },
    outpaint: { baseSeconds: 0.125, perStepPerMegapixel: 16 },
    upscale: { baseSeconds: 0, perStepPerMegapixel: 1000 },
    video: { baseSeconds: 2, perStepPerMegapixel: 32 },
  },
};

/** One step of a 512² picture on {@link GPU}, in ms. */
const STEP = 1000 * ((512 * 512) / 1e6) * 2;

/** A WebUI emulator on a clock the test moves (`clock.time`), closed after the test. */
async function startOnClock(clock: { time: number }, options: SdWebuiEmulatorOptions = {}) {
  const webui = await startSdWebuiEmulator({
    now: () => clock.time,
    serviceTime: GPU,
    previewEvery: 0,
    ...options,
  });
  onTestFinished(() => webui.close());
  return webui;
}

function post(webui: SdWebuiEmulator, path: string, body: unknown) {
  return fetch(`${webui.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** `POST /internal/progress` of task `id`. */
async function progressOf(webui: SdWebuiEmulator, id: string) {
  const answer = await post(webui, '/internal/progress', { id_task: id, id_live_preview: -1 });
  return (await answer.json()) as { active: boolean; queued: boolean; progress: number | null };
}

/** Waits (reading every 10 ms of real time) until `check` holds; the clock moves only by hand. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 1_000; tries++) {
    if (await check()) return;
    await sleep(10);
  }
  throw new Error(`never: ${what}`);
}

/** A 512² text-to-image call of 4 steps, its task `id`, on `model` when named. */
const txt2img = (webui: SdWebuiEmulator, id: string, model?: string) =>
  post(webui, '/sdapi/v1/txt2img', {
    prompt: 'a fox',
    steps: 4,
    width: 512,
    height: 512,
    force_task_id: id,
    ...(model && { override_settings: { sd_model_checkpoint: model } }),
  });

/** Runs `call` to its end: once it holds the GPU, an hour of the clock passes. */
async function runToEnd(clock: { time: number }, webui: SdWebuiEmulator, call: Promise<Response>) {
  const jobs = webui.stats.gpu.jobs;
  await until(() => webui.queue().running !== undefined, 'the job runs');
  clock.time += 3_600_000;
  const answer = await call;
  expect(answer.status).toBe(200);
  expect(webui.stats.gpu.jobs).toBe(jobs + 1);
}

describe('the WebUI emulator: a service-time model on its own clock', () => {
  it('runs a job for the switch, its base and steps × megapixels × seconds per step per megapixel; /internal/progress follows', async () => {
    const clock = { time: 1_700_000_000_000 };
    const webui = await startOnClock(clock);
    let answered = false;
    const call = txt2img(webui, 'a', 'sd_xl_base_1.0').then((answer) => {
      answered = true;
      return answer;
    });
    await until(async () => (await progressOf(webui, 'a')).active, 'the job runs');
    // SDXL's steps take 0.92 of SD 1.5's (FAMILY_RATES).
    const step = STEP * 0.92;
    clock.time += 10_000 + 1_000 + 3 * step + 1;
    await until(async () => (await progressOf(webui, 'a')).progress === 0.75, 'three steps');
    await sleep(100);
    expect((await progressOf(webui, 'a')).progress).toBe(0.75);
    expect(answered).toBe(false);
    clock.time += step;
    expect((await call).status).toBe(200);
    expect(webui.stats.gpu.busyMs).toBeCloseTo(10_000 + 1_000 + 4 * step, 3);
    expect(webui.stats.gpu).toMatchObject({ jobs: 1, switches: 1 });
    expect(webui.stats.violations).toEqual([]);
  });

  it('keeps the last checkpoint loaded: each alternation between override_settings and the global model costs a switch', async () => {
    const clock = { time: 1_700_000_000_000 };
    const webui = await startOnClock(clock);
    const busy: number[] = [];
    for (const [id, model] of [
      ['a', 'sd_xl_base_1.0'],
      ['b', undefined],
      ['c', undefined],
      ['d', 'v1-5-pruned-emaonly'],
    ] as const) {
      const before = webui.stats.gpu.busyMs;
      await runToEnd(clock, webui, txt2img(webui, id, model));
      busy.push(Math.round(webui.stats.gpu.busyMs - before));
    }
    // SDXL's steps take 0.92 of SD 1.5's (FAMILY_RATES).
    const work = Math.round(1_000 + 4 * STEP);
    const sdxl = Math.round(1_000 + 4 * STEP * 0.92);
    expect(busy).toEqual([10_000 + sdxl, 10_000 + work, work, work]);
    expect(webui.stats.gpu.switches).toBe(2);
    expect(webui.stats.modelsUsed).toEqual([
      'sd_xl_base_1.0',
      'v1-5-pruned-emaonly',
      'v1-5-pruned-emaonly',
      'v1-5-pruned-emaonly',
    ]);
  });

  it('prices an edit (its denoised steps), an inpaint and an upscale apart', async () => {
    const clock = { time: 1_700_000_000_000 };
    const webui = await startOnClock(clock);
    const image = (await sourcePng(64, 48)).toString('base64');
    const edit = { prompt: 'a fox', steps: 4, width: 64, height: 48, init_images: [image] };
    const mask = (
      await maskPng(64, 48, { left: 8, top: 8, width: 16, height: 16 }, 'grey')
    ).toString('base64');
    const calls = [
      () => post(webui, '/sdapi/v1/img2img', { ...edit, denoising_strength: 0.5 }),
      () => post(webui, '/sdapi/v1/img2img', { ...edit, denoising_strength: 1, mask }),
      () =>
        post(webui, '/sdapi/v1/extra-single-image', {
          image,
          upscaler_1: 'R-ESRGAN 4x+',
          upscaling_resize: 2,
        }),
    ];
    const busy: number[] = [];
    for (const call of calls) {
      const before = webui.stats.gpu.busyMs;
      await runToEnd(clock, webui, call());
      busy.push((webui.stats.gpu.busyMs - before) / 1000);
    }
    const photo = (64 * 48) / 1e6;
    expect(busy[0]).toBeCloseTo(0.5 + 2 * photo * 4, 3);
    expect(busy[1]).toBeCloseTo(0.25 + 3 * photo * 8, 3);
    expect(busy[2]).toBeCloseTo(photo * 1000, 3);
    expect(webui.stats.gpu.switches).toBe(0);
  });

  it('two instances on one clock run two jobs at once; each holds its own queue', async () => {
    const clock = { time: 1_700_000_000_000 };
    const gpus = [await startOnClock(clock, { seed: 1 }), await startOnClock(clock, { seed: 2 })];
    const calls = gpus.map((webui, at) => txt2img(webui, `job-${at}`));
    const waiting = txt2img(gpus[0] as SdWebuiEmulator, 'job-2');
    await until(
      () => gpus.every((webui) => webui.queue().running !== undefined),
      'both GPUs run a job',
    );
    await until(() => gpus[0]?.queue().pending.length === 1, 'the third job waits');
    expect(gpus[1]?.queue().pending).toEqual([]);
    clock.time += 1_000 + 4 * STEP + 1;
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([200, 200]);
    expect(gpus.map((webui) => Math.round(webui.stats.gpu.busyMs))).toEqual([
      Math.round(1_000 + 4 * STEP),
      Math.round(1_000 + 4 * STEP),
    ]);
    expect(gpus[0]?.queue().running).toBe('job-2');
    clock.time += 3_600_000;
    expect((await waiting).status).toBe(200);
  });
});
