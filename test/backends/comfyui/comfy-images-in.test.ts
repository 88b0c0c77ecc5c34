import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { ComfyBackend } from '../../../src/backends/comfyui/comfy-backend.js';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { createLogger } from '../../../src/core/logger.js';
import {
  BackendSetupError,
  InvalidParameterError,
} from '../../../src/image-backend/backend-errors.js';
import type { SubmitInput } from '../../../src/image-backend/image-actions.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';
import { comfyBackend } from './comfy-backend-kit.js';

async function inputImage(width: number, height: number, colour: string): Promise<InputImage> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return { bytes: await canvas.encode('png'), type: 'image/png', width, height };
}

/** An image's size and the colour of its middle pixel. */
async function look(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const middle = [...ctx.getImageData(image.width >> 1, image.height >> 1, 1, 1).data];
  return { width: image.width, height: image.height, middle };
}

type Node = { class_type: string; inputs: Record<string, unknown> };

describe('ComfyBackend takes images in, against the ComfyUI emulator (the shipped workflows)', () => {
  let comfy: ComfyEmulator;
  let backend: ComfyBackend;
  let photo: InputImage;
  const logger = createLogger({ write: () => {} });
  beforeAll(async () => {
    comfy = await startComfyEmulator({ timeScale: 0.005, previews: false });
    backend = comfyBackend({
      baseUrl: comfy.url,
      timeoutMs: 5_000,
      workflows: loadWorkflows('comfyui-workflows', logger),
      logger,
    });
    photo = await inputImage(300, 200, '#3366cc');
  });
  beforeEach(() => comfy.resetStats());
  afterAll(async () => {
    await backend.close();
    await comfy.close();
  });

  /** Submits, polls to the end and reads the image; the prompt ComfyUI ran. */
  async function run(input: SubmitInput, request: Record<string, unknown> = {}) {
    const { taskId } = await backend.submit('', { prompt: 'a red fox', ...request }, { input });
    for (let polls = 0; polls < 200; polls++) {
      const status = await backend.taskStatus('', taskId);
      if (status.state === 'completed') {
        const image = await backend.downloadImage(status.imageUrl);
        const prompt = comfy.history(taskId)?.prompt[2] as Record<string, Node>;
        return { image, prompt, look: await look(image) };
      }
      if (status.state === 'failed') throw new Error(status.error);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('never ended');
  }

  const loaded = (prompt: Record<string, Node>) =>
    String(Object.values(prompt).find((node) => node.class_type === 'LoadImage')?.inputs.image);

  it('declares what its workflows take: an edit (strength 0–1, the edit workflow’s own 0.6), ×2 and ×4, no describe; generations keep the text-to-image workflows', async () => {
    expect(backend.capabilities.imagesIn).toEqual({
      edit: { strength: { min: 0, max: 1, default: 0.6 }, mask: false },
      upscale: { factors: [2, 4], maxResultPixels: 4096 * 4096 },
      maxInput: { bytes: 20 * 1024 * 1024, pixels: 4096 * 4096 },
      types: ['image/png', 'image/jpeg', 'image/webp'],
      sentCopies: 1,
    });
    expect(await backend.choices()).toEqual(['sd15']);
  });

  it('an edit uploads the image to temp/ under a random name, and queues the edit workflow with it, its strength and a size of its aspect; the result is drawn over it', async () => {
    const { prompt, look: result } = await run(
      { action: { kind: 'edit', strength: 0.5 }, image: photo },
      { seed: 7, steps: 4 },
    );
    const name = loaded(prompt);
    expect(name).toMatch(/^imagine-bot\/[0-9a-f-]{36}\.png \[temp\]$/);
    const file = name.slice('imagine-bot/'.length, -' [temp]'.length);
    expect(comfy.file('temp', 'imagine-bot', file)?.equals(photo.bytes)).toBe(true);
    expect(comfy.inputFiles()).toEqual([]);
    expect(prompt['3']?.inputs).toMatchObject({ denoise: 0.5, seed: 7, steps: 4 });
    expect(prompt['6']?.inputs.text).toBe('a red fox');
    expect(prompt['2']?.inputs).toMatchObject({ width: 512, height: 344 });
    expect(result.width).toBe(512);
    expect(result.height).toBe(344);
    expect(comfy.stats.requests.upload_image).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('a vary sends its strength (subtle 0.35, strong 0.7); an edit without one the default; a strength of 0 gives back the image', async () => {
    const subtle = await run({ action: { kind: 'vary', strength: 'subtle' }, image: photo });
    expect(subtle.prompt['3']?.inputs.denoise).toBe(0.35);
    const strong = await run({ action: { kind: 'vary', strength: 'strong' }, image: photo });
    expect(strong.prompt['3']?.inputs.denoise).toBe(0.7);
    const plain = await run({ action: { kind: 'edit' }, image: photo });
    expect(plain.prompt['3']?.inputs.denoise).toBe(0.6);
    const same = await run(
      { action: { kind: 'edit', strength: 0 }, image: photo },
      { width: 300, height: 200 },
    );
    expect(same.look).toEqual({ width: 296, height: 200, middle: [51, 102, 204, 255] });
  });

  it('an upscale queues the workflow of its factor: ×4 is the image’s own pixels at four times its size', async () => {
    const small = await inputImage(100, 80, '#cc3300');
    const four = await run({ action: { kind: 'upscale', factor: 4 }, image: small });
    expect(four.look).toEqual({ width: 400, height: 320, middle: [204, 51, 0, 255] });
    expect(Object.values(four.prompt).map((node) => node.class_type)).toContain(
      'ImageUpscaleWithModel',
    );
    const two = await run({ action: { kind: 'upscale', factor: 2 }, image: small });
    expect(two.look.width).toBe(200);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('refuses before sending anything: a factor no workflow offers, a strength past 1, an upscale whose result is over 4096² pixels, a type it does not take', async () => {
    const submit = (input: SubmitInput) => backend.submit('', { prompt: 'x' }, { input });
    await expect(submit({ action: { kind: 'upscale', factor: 3 }, image: photo })).rejects.toThrow(
      InvalidParameterError,
    );
    await expect(
      submit({ action: { kind: 'edit', strength: 1.5 }, image: photo }),
    ).rejects.toBeInstanceOf(InvalidParameterError);
    const big = { ...photo, width: 1200, height: 1000 };
    await expect(submit({ action: { kind: 'upscale', factor: 4 }, image: big })).rejects.toThrow(
      InvalidParameterError,
    );
    const gif = { ...photo, type: 'image/gif' } as unknown as InputImage;
    await expect(submit({ action: { kind: 'edit' }, image: gif })).rejects.toThrow(
      InvalidParameterError,
    );
    expect(comfy.stats.requests.upload_image).toBe(0);
    expect(comfy.stats.requests.prompt_post).toBe(0);
  });
});

describe('ComfyBackend upload refused by the server', () => {
  it('an upload over the server’s --max-upload-size is the operator’s to fix (413: BackendSetupError), nothing queued', async () => {
    const comfy = await startComfyEmulator({ maxUploadMb: 0.001 });
    const logger = createLogger({ write: () => {} });
    const backend = comfyBackend({
      baseUrl: comfy.url,
      workflows: loadWorkflows('comfyui-workflows', logger),
      logger,
    });
    try {
      const image = await inputImage(300, 200, '#3366cc');
      await expect(
        backend.submit('', { prompt: 'x' }, { input: { action: { kind: 'edit' }, image } }),
      ).rejects.toBeInstanceOf(BackendSetupError);
      expect(comfy.stats.requests.prompt_post).toBe(0);
    } finally {
      await backend.close();
      await comfy.close();
    }
  });
});
