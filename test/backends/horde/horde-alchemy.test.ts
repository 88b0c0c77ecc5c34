import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { HordeBackend } from '../../../src/backends/horde/horde-backend.js';
import {
  InvalidApiKeyError,
  InvalidParameterError,
  ServiceTimeoutError,
  TaskFailedError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';
import type { TaskCost } from '../../../src/image-backend/backend-types.js';
import type { SubmitInput } from '../../../src/image-backend/image-actions.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';

const KEY = 'alice-horde-key-0001';
const KUDOS = 1000;

async function inputImage(width: number, height: number, colour = '#3366cc'): Promise<InputImage> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return { bytes: await canvas.encode('png'), type: 'image/png', width, height };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const upscale = (image: InputImage, factor: number): SubmitInput => ({
  action: { kind: 'upscale', factor },
  image,
});

function backendOn(horde: HordeEmulator) {
  return new HordeBackend({
    baseUrl: `${horde.url}/api`,
    timeoutMs: 5_000,
    clientAgent: 'test:1:tests@example.org',
    download: async (url) => Buffer.from(await (await fetch(url)).arrayBuffer()),
    alchemy: { pollMs: 5 },
  });
}

describe('HordeBackend: an upscale through alchemy, against the Horde emulator', () => {
  let time = 1_700_000_000_000;
  let horde: HordeEmulator;
  let backend: HordeBackend;
  beforeAll(async () => {
    horde = await startHordeEmulator({
      now: () => time,
      rateLimits: false,
      users: [{ alias: 'alice', apiKey: KEY, kudos: KUDOS }],
    });
    backend = backendOn(horde);
  });
  beforeEach(() => {
    horde.resetStats();
    horde.setKudos(KEY, KUDOS);
  });
  afterAll(async () => {
    await backend.close();
    await horde.close();
  });

  it('sends the source with RealESRGAN_x2plus (×2) or x4plus (×4), polls it to an image of that size, and costs what it was estimated and charged', async () => {
    for (const [image, factor, cost] of [
      [await inputImage(300, 200), 2, 5],
      [await inputImage(1100, 600, '#dd2222'), 4, 20],
    ] as const) {
      const input = upscale(image, factor);
      const estimate = await backend.estimate(KEY, { prompt: '' }, { input });
      const submitted = await backend.submit(KEY, { prompt: 'ignored' }, { input });
      expect(submitted).toMatchObject({ status: 'queued', family: 'alchemy', cost });
      const [, id] = /^alchemy-\d+-(.+)$/.exec(submitted.taskId) ?? [];
      const seen = horde.interrogation(id ?? '');
      expect(seen?.body).toEqual({
        forms: [{ name: `RealESRGAN_x${factor}plus` }],
        slow_workers: true,
      });
      expect(seen?.source).toMatchObject({ digest: sha256(image.bytes), r2stored: true });
      expect(await backend.taskStatus(KEY, submitted.taskId)).toEqual({
        taskId: submitted.taskId,
        state: 'processing',
      });
      time += 10_000;
      const done = await backend.taskStatus(KEY, submitted.taskId);
      if (done.state !== 'completed') throw new Error(JSON.stringify(done));
      expect(done.cost).toEqual({ amount: cost, unit: 'kudos' });
      const bytes = await backend.downloadImage(done.imageUrl);
      expect(imageSize(bytes)).toMatchObject({
        type: 'webp',
        width: image.width * factor,
        height: image.height * factor,
      });
      expect(estimate).toBe(cost);
      expect(horde.interrogation(id ?? '')?.forms[0]?.paid).toBe(cost);
    }
    expect(horde.kudosOf(KEY)).toBe(KUDOS - 25);
    expect(horde.stats.violations).toEqual([]);
  });

  it('refuses before sending: a factor it does not offer, a result over 4096×4096 pixels, a source over 16 tiles or the input caps', async () => {
    const cases: [SubmitInput, string][] = [
      [upscale(await inputImage(64, 64), 3), 'factor'],
      [upscale(await inputImage(1100, 1000), 4), 'image pixels'],
      [upscale(await inputImage(1100, 3800), 2), 'image tiles'],
      [upscale({ ...(await inputImage(64, 64)), width: 3073, height: 3072 }, 2), 'image pixels'],
    ];
    for (const [input, parameter] of cases) {
      await expect(backend.submit(KEY, { prompt: '' }, { input })).rejects.toMatchObject({
        parameter,
      });
      await expect(backend.estimate(KEY, { prompt: '' }, { input })).rejects.toThrow(
        InvalidParameterError,
      );
    }
    expect(horde.stats.requests.interrogate_async).toBe(0);
  });

  it('a faulted upscale fails faulted with nothing spent; a cancelled one stops being handed out; an expired one is an unknown task', async () => {
    horde.setFaults({ faultNext: 1 });
    const image = await inputImage(64, 64);
    const faulted = await backend.submit(KEY, { prompt: '' }, { input: upscale(image, 2) });
    time += 60_000;
    expect(await backend.taskStatus(KEY, faulted.taskId)).toMatchObject({
      state: 'failed',
      reason: 'faulted',
      cost: { amount: 0, unit: 'kudos' },
    });
    const cancelled = await backend.submit(KEY, { prompt: '' }, { input: upscale(image, 2) });
    await backend.cancel(KEY, cancelled.taskId);
    const [, id] = /^alchemy-\d+-(.+)$/.exec(cancelled.taskId) ?? [];
    expect(horde.interrogation(id ?? '')?.forms[0]?.state).toBe('cancelled');
    time += 21 * 60_000;
    const gone = await backend.taskStatus(KEY, cancelled.taskId).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(UnknownTaskError);
    expect((gone as UnknownTaskError).taskId).toBe(cancelled.taskId);
    expect(horde.stats.violations).toEqual([]);
  });
});

describe('HordeBackend.describe: a caption by alchemy, against the Horde emulator', () => {
  let horde: HordeEmulator;
  let backend: HordeBackend;
  beforeAll(async () => {
    horde = await startHordeEmulator({
      timeScale: 0.002,
      rateLimits: false,
      users: [{ alias: 'alice', apiKey: KEY, kudos: KUDOS }],
    });
    backend = backendOn(horde);
  });
  beforeEach(() => {
    horde.resetStats();
    horde.setKudos(KEY, KUDOS);
  });
  afterAll(async () => {
    await backend.close();
    await horde.close();
  });

  it('sends a caption form, polls until it is done, returns the caption and tells its price (what the Horde charged)', async () => {
    const costs: TaskCost[] = [];
    const image = await inputImage(300, 200, '#22aa22');
    const caption = await backend.describe(KEY, image, { onCost: (cost) => costs.push(cost) });
    expect(caption).toBe('a plain green picture');
    expect(costs).toEqual([{ amount: 3, unit: 'kudos' }]);
    expect(horde.kudosOf(KEY)).toBe(KUDOS - 3);
    // What a kudos budget is refused before asking: the price the Horde charged.
    expect(backend.capabilities.imagesIn?.describeCost).toBe(3);
    expect(horde.stats.requests.interrogate_status).toBeGreaterThanOrEqual(1);
    expect(horde.stats.violations).toEqual([]);
  });

  it('sends an image over 16 tiles at 1024 pixels on its longer side, so that an alchemist takes it', async () => {
    const caption = await backend.describe(KEY, await inputImage(3072, 2048, '#dd2222'));
    expect(caption).toBe('a plain red picture');
    expect(horde.stats.interrogations).toBe(1);
  });

  it('a faulted caption fails with nothing spent; an unknown key is refused', async () => {
    horde.setFaults({ faultNext: 1 });
    const image = await inputImage(64, 64);
    const costs: TaskCost[] = [];
    const faulted = await backend
      .describe(KEY, image, { onCost: (cost) => costs.push(cost) })
      .catch((e: unknown) => e);
    expect(faulted).toBeInstanceOf(TaskFailedError);
    expect(faulted).toMatchObject({ reason: 'faulted', spent: { amount: 0 } });
    expect(costs).toEqual([]);
    await expect(backend.describe('no-such-key-0000', image)).rejects.toThrow(InvalidApiKeyError);
    expect(horde.kudosOf(KEY)).toBe(KUDOS);
  });

  it('aborted, or past its time, it cancels the request at the Horde', async () => {
    const idle = await startHordeEmulator({
      rateLimits: false,
      alchemists: { threads: 0 },
      users: [{ alias: 'alice', apiKey: KEY, kudos: KUDOS }],
    });
    const waiting = backendOn(idle);
    const timed = backendOn(idle);
    try {
      const image = await inputImage(64, 64);
      const stop = new AbortController();
      const sent = setInterval(() => {
        if (idle.stats.interrogations === 1) stop.abort(new Error('the member left'));
      }, 5);
      await expect(waiting.describe(KEY, image, { signal: stop.signal })).rejects.toThrow(
        'the member left',
      );
      clearInterval(sent);
      await expect(timed.describe(KEY, image, { timeoutMs: 1_000 })).rejects.toThrow(
        ServiceTimeoutError,
      );
      expect(idle.stats.interrogations).toBe(2);
      expect(idle.stats.requests.interrogate_cancel).toBe(2);
      expect(idle.kudosOf(KEY)).toBe(KUDOS);
    } finally {
      await waiting.close();
      await timed.close();
      await idle.close();
    }
  });
});
