import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HordeEmulator, startHordeEmulator } from '../../../sandbox/horde/index.js';
import { HordeBackend } from '../../../src/backends/horde/horde-backend.js';
import { InvalidParameterError } from '../../../src/image-backend/backend-errors.js';
import type { SubmitInput } from '../../../src/image-backend/image-actions.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';

const KEY = 'alice-horde-key-0001';

async function inputImage(width: number, height: number, colour: string): Promise<InputImage> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return { bytes: await canvas.encode('png'), type: 'image/png', width, height };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('HordeBackend with a source image (img2img) against the Horde emulator', () => {
  let time = 1_700_000_000_000;
  let horde: HordeEmulator;
  let backend: HordeBackend;
  let photo: InputImage;
  beforeAll(async () => {
    horde = await startHordeEmulator({
      now: () => time,
      rateLimits: false,
      users: [{ alias: 'alice', apiKey: KEY, kudos: 1000 }],
    });
    backend = new HordeBackend({
      baseUrl: `${horde.url}/api`,
      timeoutMs: 5_000,
      clientAgent: 'test:1:tests@example.org',
      download: async (url) => Buffer.from(await (await fetch(url)).arrayBuffer()),
    });
    photo = await inputImage(300, 200, '#3366cc');
  });
  beforeEach(() => horde.resetStats());
  afterAll(async () => {
    await backend.close();
    await horde.close();
  });

  /** Submits, lets the emulator's workers finish, polls to completion and downloads the image. */
  async function generate(input: SubmitInput, request: Record<string, unknown> = {}) {
    const submitted = await backend.submit(
      KEY,
      { prompt: 'a red fox', seed: 42, ...request },
      { input },
    );
    time += 30_000;
    const status = await backend.taskStatus(KEY, submitted.taskId);
    if (status.state !== 'completed') throw new Error(`not completed: ${JSON.stringify(status)}`);
    const image = await backend.downloadImage(status.imageUrl ?? '');
    return { id: submitted.taskId, status, image, seen: horde.request(submitted.taskId) };
  }

  it('an edit sends the source, img2img and its strength (default 0.6), sized to its aspect; polled to an image drawn from it', async () => {
    const { seen, status, image } = await generate({ action: { kind: 'edit' }, image: photo });
    expect(seen?.source).toEqual({
      digest: sha256(photo.bytes),
      width: 300,
      height: 200,
      processing: 'img2img',
      strength: 0.6,
    });
    expect(seen?.body).toMatchObject({
      source_image: photo.bytes.toString('base64'),
      source_processing: 'img2img',
      params: { width: 512, height: 320, denoising_strength: 0.6 },
    });
    expect(status).toMatchObject({ state: 'completed', cost: { unit: 'kudos' } });
    const other = await generate({
      action: { kind: 'edit' },
      image: await inputImage(300, 200, '#cc3366'),
    });
    expect(image.equals(other.image)).toBe(false);
    const given = await generate({ action: { kind: 'edit', strength: 0.25 }, image: photo });
    expect(given.seen?.source?.strength).toBe(0.25);
    expect(horde.stats.violations).toEqual([]);
  });

  it('a vary sends its strength (strong 0.7, subtle 0.35) and keeps a size the request names', async () => {
    const tall = await inputImage(200, 400, '#22aa22');
    const strong = await generate(
      { action: { kind: 'vary', strength: 'strong' }, image: tall },
      { width: 448, height: 832 },
    );
    expect(strong.seen?.source).toMatchObject({ digest: sha256(tall.bytes), strength: 0.7 });
    expect(strong.seen?.body).toMatchObject({ params: { width: 448, height: 832 } });
    const subtle = await generate({ action: { kind: 'vary', strength: 'subtle' }, image: tall });
    expect(subtle.seen?.source?.strength).toBe(0.35);
    expect(subtle.seen?.body).toMatchObject({ params: { width: 256, height: 512 } });
  });

  it("an undecodable source gets the emulator's 400 ImageValidationFailed as the port's refusal, nothing spent", async () => {
    const broken: InputImage = { ...photo, bytes: Buffer.from('not an image at all') };
    const submit = backend.submit(
      KEY,
      { prompt: 'a red fox' },
      {
        input: { action: { kind: 'edit' }, image: broken },
      },
    );
    const error = await submit.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(String((error as Error).message)).toMatch(/valid base64 encoded image/);
    expect(String((error as InvalidParameterError).detail)).toMatch(
      /HTTP 400: .*ImageValidationFailed/,
    );
    expect(horde.stats.requests.generate_async).toBe(1);
    expect(horde.stats.submissions).toBe(0);
  });

  it('refuses a source over 3072×3072 pixels, or over 10 MiB, or a strength out of range, before sending anything', async () => {
    const huge: InputImage = { ...photo, width: 3073, height: 3072 };
    const heavy: InputImage = { ...photo, bytes: Buffer.alloc(10 * 1024 * 1024 + 1) };
    for (const input of [
      { action: { kind: 'edit' }, image: huge },
      { action: { kind: 'vary', strength: 'subtle' }, image: huge },
      { action: { kind: 'edit' }, image: heavy },
      { action: { kind: 'edit', strength: 1.5 }, image: photo },
      { action: { kind: 'upscale', factor: 2 }, image: huge },
    ] as SubmitInput[]) {
      await expect(backend.submit(KEY, { prompt: 'a red fox' }, { input })).rejects.toThrow(
        InvalidParameterError,
      );
      await expect(backend.estimate(KEY, { prompt: 'a red fox' }, { input })).rejects.toThrow(
        InvalidParameterError,
      );
    }
    await expect(
      backend.submit(
        KEY,
        { prompt: 'a red fox' },
        { input: { action: { kind: 'edit' }, image: huge } },
      ),
    ).rejects.toMatchObject({ parameter: 'image pixels', limit: 3072 * 3072 });
    expect(horde.stats.requests.generate_async).toBe(0);
  });

  it('estimates an edit at its img2img price (×1.3), from the same body', async () => {
    const request = { prompt: 'a red fox', width: 512, height: 512 };
    const plain = await backend.estimate(KEY, request);
    const edit = await backend.estimate(KEY, request, {
      input: { action: { kind: 'edit' }, image: photo },
    });
    expect(edit).toBeGreaterThan(plain);
    expect(horde.stats.submissions).toBe(0);
  });
});
