import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import OpenAI from 'openai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type OpenAiImagesEmulator,
  type OpenAiImagesOptions,
  startOpenAiImagesEmulator,
  textTokens,
} from '../../../sandbox/openai-images/index.js';
import {
  OpenAiImagesBackend,
  type OpenAiImagesBackendOptions,
} from '../../../src/backends/openai-images/openai-images-backend.js';
import { pieceCopies } from '../../../src/backends/openai-images/openai-images-edit.js';
import { failureOfCall } from '../../../src/backends/openai-images/openai-images-failure.js';
import {
  BackendSetupError,
  InvalidParameterError,
  PromptRefusedError,
  QuotaExceededError,
} from '../../../src/image-backend/backend-errors.js';
import {
  offeredChoices,
  type SubmitInput,
  tokenOf,
} from '../../../src/image-backend/image-actions.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';
import type { KeyUsage } from '../../../src/image-backend/key-usage.js';

const KEY = 'sk-test-alice-0001';

async function inputImage(width: number, height: number, colour = '#3366cc'): Promise<InputImage> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return { bytes: await canvas.encode('png'), type: 'image/png', width, height };
}

const edit = (image: InputImage): SubmitInput => ({ action: { kind: 'edit' }, image });

describe('OpenAiImagesBackend edits an image through POST /images/edits on the emulator', () => {
  let emulator: OpenAiImagesEmulator;
  let backend: OpenAiImagesBackend;
  let options: OpenAiImagesBackendOptions;
  let photo: InputImage;
  const used = new Map<string, KeyUsage>();

  async function start(emulatorOptions: OpenAiImagesOptions = {}, model = 'gpt-image-1') {
    emulator = await startOpenAiImagesEmulator({
      timeScale: 0.01,
      keys: [{ key: KEY }],
      ...emulatorOptions,
    });
    options = {
      baseUrl: emulator.baseURL,
      timeoutMs: 10_000,
      download: async (url) => Buffer.from(await (await fetch(url)).arrayBuffer()),
      settings: {
        model,
        sizes: ['1024x1024', '1536x1024', '1024x1536'],
        quality: 'low',
        outputFormat: 'webp',
        background: 'auto',
        moderation: 'auto',
        partialImages: 2,
      },
      usage: {
        add: async (key, { images, tokens }) => {
          const was = used.get(key) ?? { images: 0, tokens: 0 };
          used.set(key, { images: was.images + images, tokens: was.tokens + tokens });
        },
        month: async (key) => used.get(key) ?? { images: 0, tokens: 0 },
      },
    };
    backend = new OpenAiImagesBackend(options);
  }
  beforeEach(async () => {
    used.clear();
    photo = await inputImage(300, 200);
    await start();
  });
  afterEach(async () => {
    await backend.close();
    await emulator.close();
  });

  const until = async (taskId: string) => {
    for (;;) {
      const status = await backend.taskStatus(KEY, taskId);
      if (status.state === 'completed' || status.state === 'failed') return status;
      await new Promise((done) => setTimeout(done, 20));
    }
  };

  it('declares edit by words, vary and the masked actions, no strength, no upscale or describe, PNG/JPEG/WebP under 50 MB', () => {
    const { imagesIn } = backend.capabilities;
    expect(offeredChoices(imagesIn).map(tokenOf)).toEqual([
      'vary-subtle',
      'vary-strong',
      'edit',
      'region',
      'zoom-1.5',
      'zoom-2',
      'zoom-0',
      'pan-left',
      'pan-right',
      'pan-up',
      'pan-down',
    ]);
    expect(imagesIn).toEqual({
      edit: { byWords: true, mask: true, restoresKept: true, references: 15 },
      maxInput: { bytes: 49_999_999, pixels: 4096 * 4096 },
      types: ['image/png', 'image/jpeg', 'image/webp'],
    });
    expect('describe' in backend).toBe(false);
  });

  it('streams an edit: partial images counted, the image as bytes, its tokens (input image included) as cost and in the record', async () => {
    const { taskId } = await backend.submit(
      KEY,
      { prompt: 'make it night' },
      { input: edit(photo) },
    );
    const done = await until(taskId);
    if (done.state !== 'completed') throw new Error(`ended ${JSON.stringify(done)}`);
    const image = await backend.downloadImage(done.imageUrl);
    expect(image.toString('latin1', 8, 12)).toBe('WEBP');
    const [sent] = emulator.edits();
    expect(sent).toMatchObject({
      model: 'gpt-image-1',
      prompt: 'make it night',
      inputs: [
        {
          type: 'image/png',
          bytes: photo.bytes.length,
          sha256: createHash('sha256').update(photo.bytes).digest('hex'),
          width: 300,
          height: 200,
        },
      ],
      mask: false,
      inputFidelity: undefined,
      size: '1536x1024',
      stream: true,
      partialImages: 2,
    });
    expect(sent?.fields).not.toContain('moderation');
    const spent = emulator.usageOf(KEY);
    expect(spent.inputTokens).toBeGreaterThan(textTokens('make it night'));
    expect(done.cost).toEqual({ amount: spent.totalTokens, unit: 'tokens' });
    expect(used.get(KEY)).toEqual({ images: 1, tokens: spent.totalTokens });
    expect(emulator.stats).toMatchObject({ edits: 1, partialImages: 2 });
    expect(emulator.stats.requests.images_generations).toBe(0);
    expect(emulator.stats.violations).toEqual([]);
  });

  it('carries the latest partial edit image as the task’s preview while it streams', async () => {
    await backend.close();
    await emulator.close();
    let now = Date.now();
    await start({ now: () => now, timeScale: 1 });
    const { taskId } = await backend.submit(KEY, { prompt: 'a hat' }, { input: edit(photo) });
    const [call] = emulator.inFlight();
    const startedAt = call?.startedAt ?? now;
    const duration = (call?.finishesAt ?? now) - startedAt;
    now = startedAt + Math.round(duration * 0.4);
    for (;;) {
      const status = await backend.taskStatus(KEY, taskId);
      if (status.state === 'processing' && status.preview) {
        expect(status.preview.format).toBe('webp');
        expect(status.progress).toBe(33);
        break;
      }
      await new Promise((done) => setTimeout(done, 10));
    }
    now += duration;
    expect((await until(taskId)).state).toBe('completed');
  });

  it('streams an input as copies of 256 KiB, never views of the job’s buffer, so freeing it spares what the socket still holds', async () => {
    const bytes = Buffer.alloc(600_000);
    for (let at = 0; at < bytes.length; at += 1) bytes[at] = at % 251;
    const pieces: Uint8Array[] = [];
    for await (const piece of pieceCopies(bytes)) pieces.push(piece);
    expect(pieces.map((piece) => piece.byteLength)).toEqual([262_144, 262_144, 75_712]);
    expect(pieces.some((piece) => piece.buffer === bytes.buffer)).toBe(false);
    const sent = Buffer.concat(pieces);
    (bytes.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
    expect(pieces.map((piece) => piece.byteLength)).toEqual([262_144, 262_144, 75_712]);
    expect(createHash('sha256').update(Buffer.concat(pieces)).digest('hex')).toBe(
      createHash('sha256').update(sent).digest('hex'),
    );
  });

  it('keeps nothing of an input past submit, masked or not (no keepsInput): delivery restores a masked answer from the stored input', async () => {
    const kept: Promise<unknown>[] = [];
    const keepsInput = (until: Promise<unknown>) => kept.push(until);
    const plain = await backend.submit(
      KEY,
      { prompt: 'in snow' },
      { input: edit(photo), keepsInput },
    );
    const mask = await inputImage(300, 200, 'rgba(0, 0, 0, 0)');
    const masked = await backend.submit(
      KEY,
      { prompt: 'a boat' },
      { input: { action: { kind: 'region' }, image: photo, mask }, keepsInput },
    );
    expect(kept).toHaveLength(0);
    expect([(await until(plain.taskId)).state, (await until(masked.taskId)).state]).toEqual([
      'completed',
      'completed',
    ]);
  });

  it('makes a different image from a different input, the same prompt', async () => {
    const run = async (image: InputImage) => {
      const { taskId } = await backend.submit(KEY, { prompt: 'same' }, { input: edit(image) });
      const done = await until(taskId);
      if (done.state !== 'completed') throw new Error('not completed');
      return backend.downloadImage(done.imageUrl);
    };
    const blue = await run(await inputImage(64, 64, '#0000ff'));
    const red = await run(await inputImage(64, 64, '#ff0000'));
    expect(blue.equals(red)).toBe(false);
  });

  it('Vary subtle sends input_fidelity high, strong low, on gpt-image-1; neither on gpt-image-2, whose fidelity is its own', async () => {
    for (const strength of ['subtle', 'strong'] as const) {
      const input: SubmitInput = { action: { kind: 'vary', strength }, image: photo };
      await until((await backend.submit(KEY, { prompt: 'a fox' }, { input })).taskId);
    }
    expect(emulator.edits().map((e) => e.inputFidelity)).toEqual(['high', 'low']);
    await backend.close();
    await emulator.close();
    await start({}, 'gpt-image-2');
    const input: SubmitInput = { action: { kind: 'vary', strength: 'subtle' }, image: photo };
    const done = await until((await backend.submit(KEY, { prompt: 'a fox' }, { input })).taskId);
    expect(done.state).toBe('completed');
    expect(emulator.edits()[0]?.inputFidelity).toBeUndefined();
    expect(emulator.stats.violations).toEqual([]);
  });

  it('reads a provider’s non-streamed answer: b64_json, or a URL fetched through the bot’s download', async () => {
    await backend.close();
    await emulator.close();
    await start({ streams: false });
    const b64 = await until(
      (await backend.submit(KEY, { prompt: 'x' }, { input: edit(photo) })).taskId,
    );
    if (b64.state !== 'completed') throw new Error('not completed');
    expect((await backend.downloadImage(b64.imageUrl)).toString('latin1', 8, 12)).toBe('WEBP');
    await backend.close();
    await emulator.close();
    await start({ streams: false, imageAnswer: 'url' });
    const url = await until(
      (await backend.submit(KEY, { prompt: 'x' }, { input: edit(photo) })).taskId,
    );
    if (url.state !== 'completed') throw new Error('not completed');
    expect(url.imageUrl).toMatch(new RegExp(`^${emulator.url}/images/`));
    expect((await backend.downloadImage(url.imageUrl)).toString('latin1', 8, 12)).toBe('WEBP');
    expect(emulator.stats.edits).toBe(1);
    expect(used.get(KEY)?.images).toBe(2);
  });

  it('maps the provider’s refusals to the port’s errors, nothing charged', async () => {
    await expect(
      backend.submit(KEY, { prompt: 'a moderation-test cat' }, { input: edit(photo) }),
    ).rejects.toBeInstanceOf(PromptRefusedError);
    emulator.setQuota(KEY, 0);
    await expect(
      backend.submit(KEY, { prompt: 'x' }, { input: edit(photo) }),
    ).rejects.toBeInstanceOf(QuotaExceededError);
    expect(emulator.usageOf(KEY)).toMatchObject({ images: 0, totalTokens: 0 });
    expect(used.size).toBe(0);
  });

  it('a compatible provider without /images/edits (404) is the operator’s to fix, nothing charged', async () => {
    await backend.close();
    await emulator.close();
    await start({ edits: false });
    await expect(
      backend.submit(KEY, { prompt: 'x' }, { input: edit(photo) }),
    ).rejects.toBeInstanceOf(BackendSetupError);
    expect(emulator.stats.requests.images_edits).toBe(1);
    expect(emulator.usageOf(KEY).images).toBe(0);
    expect(used.size).toBe(0);
  });

  it('a stream cut mid-edit fails the task as cut; the emulator charged nothing, the bot recorded nothing', async () => {
    emulator.setFaults({ cutStreamNext: 1 });
    const done = await until(
      (await backend.submit(KEY, { prompt: 'x' }, { input: edit(photo) })).taskId,
    );
    expect(done).toMatchObject({ state: 'failed', reason: 'cut' });
    expect(emulator.usageOf(KEY).images).toBe(0);
    expect(used.size).toBe(0);
  });

  it('refuses before sending what the model does not take: over its caps, an upscale; nothing on a DALL·E model', async () => {
    const huge = { ...photo, width: 5000, height: 4000 };
    const big = { ...photo, bytes: Buffer.alloc(50_000_000) };
    await expect(
      backend.submit(KEY, { prompt: 'x' }, { input: edit(huge) }),
    ).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(backend.submit(KEY, { prompt: 'x' }, { input: edit(big) })).rejects.toBeInstanceOf(
      InvalidParameterError,
    );
    const upscale: SubmitInput = { action: { kind: 'upscale', factor: 2 }, image: photo };
    await expect(backend.submit(KEY, { prompt: 'x' }, { input: upscale })).rejects.toBeInstanceOf(
      InvalidParameterError,
    );
    const dallE = new OpenAiImagesBackend({
      ...options,
      settings: { ...options.settings, model: 'dall-e-3' },
    });
    expect(dallE.capabilities.imagesIn).toBeUndefined();
    await expect(dallE.submit(KEY, { prompt: 'x' }, { input: edit(photo) })).rejects.toBeInstanceOf(
      InvalidParameterError,
    );
    expect(emulator.stats.requests.images_edits).toBe(0);
  });
});

describe('failureOfCall on an edit', () => {
  const refusal = (param: string | null, code: string) =>
    failureOfCall(
      OpenAI.APIError.generate(
        400,
        { error: { message: 'refused', type: 'invalid_request_error', param, code } },
        undefined,
        new Headers(),
      ),
      1000,
    );
  it('tells the member their image was refused (not the operator’s setting), and the operator a setting', () => {
    expect(refusal('image', 'unsupported_file_mimetype')).toBeInstanceOf(InvalidParameterError);
    expect(refusal('mask', 'invalid_value')).toBeInstanceOf(InvalidParameterError);
    expect(refusal(null, 'invalid_image_file')).toBeInstanceOf(InvalidParameterError);
    expect(refusal('input_fidelity', 'invalid_value')).toBeInstanceOf(BackendSetupError);
  });
});
