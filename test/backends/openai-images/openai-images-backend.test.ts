import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type OpenAiImagesEmulator,
  startOpenAiImagesEmulator,
} from '../../../sandbox/openai-images/index.js';
import {
  OpenAiImagesBackend,
  type OpenAiImagesBackendOptions,
} from '../../../src/backends/openai-images/openai-images-backend.js';
import { sizeFor } from '../../../src/backends/openai-images/openai-images-request.js';
import {
  InvalidApiKeyError,
  PromptRefusedError,
  QuotaExceededError,
  RateLimitedError,
  ServiceUnavailableError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';
import type { KeyUsage } from '../../../src/image-backend/key-usage.js';
import { fetchResultImages } from '../../../src/imagine/delivery/result-image.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { ResultUnfetchedError } from '../../../src/jobs/job-errors.js';

const KEY = 'sk-test-alice-0001';

describe('OpenAiImagesBackend on the emulator', () => {
  let emulator: OpenAiImagesEmulator;
  let backend: OpenAiImagesBackend;
  let options: OpenAiImagesBackendOptions;
  const used = new Map<string, KeyUsage>();
  beforeEach(async () => {
    emulator = await startOpenAiImagesEmulator({ timeScale: 0.01, keys: [{ key: KEY }] });
    used.clear();
    options = {
      baseUrl: emulator.baseURL,
      timeoutMs: 10_000,
      download: async (url) => Buffer.from(await (await fetch(url)).arrayBuffer()),
      settings: {
        model: 'gpt-image-1',
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
  });
  afterEach(async () => {
    await backend.close();
    await emulator.close();
  });

  const until = async (taskId: string, of = backend) => {
    for (;;) {
      const status = await of.taskStatus(KEY, taskId);
      if (status.state === 'completed' || status.state === 'failed') return status;
      await new Promise((done) => setTimeout(done, 20));
    }
  };

  it('streams one image: progress, then bytes by its URL, its tokens as cost and in the record', async () => {
    const { taskId } = await backend.submit(KEY, { prompt: 'a fox', width: 512, height: 1024 });
    const done = await until(taskId);
    if (done.state !== 'completed') throw new Error(`ended ${done.state}`);
    const image = await backend.downloadImage(done.imageUrl);
    expect(image.toString('latin1', 8, 12)).toBe('WEBP');
    const { totalTokens } = emulator.usageOf(KEY);
    expect(done.cost).toEqual({ amount: totalTokens, unit: 'tokens' });
    expect(used.get(KEY)).toEqual({ images: 1, tokens: totalTokens });
    expect(emulator.stats.partialImages).toBe(2);
    expect(emulator.stats.violations).toEqual([]);
  });

  it('carries the latest partial image as the task’s preview while it streams, none once it ended', async () => {
    let now = Date.now();
    const clocked = await startOpenAiImagesEmulator({ now: () => now, keys: [{ key: KEY }] });
    const held = new OpenAiImagesBackend({ ...options, baseUrl: clocked.baseURL });
    try {
      const { taskId } = await held.submit(KEY, { prompt: 'a fox' });
      const [call] = clocked.inFlight();
      const duration = (call?.finishesAt ?? now) - (call?.startedAt ?? now);
      const previewAt = async (fraction: number, serial: number) => {
        now = (call?.startedAt ?? now) + Math.round(duration * fraction);
        for (;;) {
          const status = await held.taskStatus(KEY, taskId);
          if (status.state === 'processing' && status.preview?.serial === serial) return status;
          await new Promise((done) => setTimeout(done, 10));
        }
      };
      const first = await previewAt(0.4, 1);
      expect(first.preview?.format).toBe('webp');
      expect(first.preview?.image.toString('latin1', 8, 12)).toBe('WEBP');
      const second = await previewAt(0.7, 2);
      expect(second.preview?.image.equals(first.preview?.image ?? Buffer.alloc(0))).toBe(false);
      now += duration;
      const done = await until(taskId, held);
      expect(done).not.toHaveProperty('preview');
    } finally {
      await held.close();
      await clocked.close();
    }
  });

  it('maps refusals before the image to port errors, nothing charged', async () => {
    await expect(backend.submit('sk-nobody-0000', { prompt: 'x' })).rejects.toBeInstanceOf(
      InvalidApiKeyError,
    );
    await expect(backend.submit(KEY, { prompt: 'moderation-test' })).rejects.toBeInstanceOf(
      PromptRefusedError,
    );
    emulator.setFaults({ insufficientQuotaNext: 1 });
    await expect(backend.submit(KEY, { prompt: 'x' })).rejects.toBeInstanceOf(QuotaExceededError);
    emulator.setFaults({ rateLimitNext: 1, retryAfterSeconds: 3 });
    await expect(backend.submit(KEY, { prompt: 'x' })).rejects.toMatchObject({
      constructor: RateLimitedError,
      retryAfterMs: 3000,
    });
    emulator.setFaults({ serverErrorNext: 1 });
    const failed = backend.submit(KEY, { prompt: 'x' });
    await expect(failed).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(failed).rejects.toThrow(/nothing was charged/);
    expect(emulator.usageOf(KEY).images).toBe(0);
  });

  it('gives an image up once delivered: an idle bot holds none; its call still reads completed', async () => {
    const { taskId } = await backend.submit(KEY, { prompt: 'a fox' });
    const done = await until(taskId);
    if (done.state !== 'completed') throw new Error(`ended ${done.state}`);
    await expect(backend.downloadImage(done.imageUrl)).resolves.toBeInstanceOf(Buffer);
    backend.delivered(done.imageUrl);
    await expect(backend.downloadImage(done.imageUrl)).rejects.toBeInstanceOf(UnknownTaskError);
    await expect(backend.taskStatus(KEY, taskId)).resolves.toMatchObject({ state: 'completed' });
  });

  it('holds the images of every call within its bound, the oldest given up first; its delivery says made, not delivered', async () => {
    const one = await backend.submit(KEY, { prompt: 'a fox' });
    const first = await until(one.taskId);
    if (first.state !== 'completed') throw new Error(`ended ${first.state}`);
    const size = (await backend.downloadImage(first.imageUrl)).length;
    await backend.close();
    backend = new OpenAiImagesBackend({
      ...options,
      held: { keepMs: 60_000, maxImageBytes: size * 1.5 },
    });
    const [a, b] = await Promise.all([
      backend.submit(KEY, { prompt: 'a fox' }).then(({ taskId }) => until(taskId)),
      backend.submit(KEY, { prompt: 'a fox' }).then(({ taskId }) => until(taskId)),
    ]);
    if (a?.state !== 'completed' || b?.state !== 'completed') throw new Error('not completed');
    const results = await Promise.allSettled(
      [a, b].map((done) => backend.downloadImage(done.imageUrl)),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const dropped = [a, b][results.findIndex((result) => result.status === 'rejected')];
    const job = {
      id: 'j',
      state: 'completed',
      imageUrl: dropped?.imageUrl,
    } as unknown as GenerationJob;
    const memory = new Map();
    const freshImageUrl = async () => dropped?.imageUrl;
    const delivery = { maxBytes: 10_000_000, memory, freshImageUrl };
    const failed = fetchResultImages(() => backend, [job], delivery);
    await expect(failed).rejects.toBeInstanceOf(ResultUnfetchedError);
    await expect(failed.catch((error: Error) => error.cause)).resolves.toBeInstanceOf(
      UnknownTaskError,
    );
    const told = await fetchResultImages(() => backend, [job], delivery);
    expect(told.placements.get('j')).toEqual({
      kind: 'missing',
      reason: { key: 'imagine.result.notFetched' },
    });
  });

  it('a task id it does not hold was in flight at a restart: interrupted, never resent', async () => {
    const status = await backend.taskStatus(KEY, 'oai-00000000-0000-4000-8000-000000000000');
    expect(status).toMatchObject({ state: 'failed', reason: 'interrupted' });
    expect(emulator.stats.requests.images_generations ?? 0).toBe(0);
  });

  it('checks a key with GET /models and reports the record instead of a balance', async () => {
    await expect(backend.balance(KEY)).resolves.toMatchObject({ usage: { images: 0, tokens: 0 } });
    await expect(backend.balance('sk-nobody-0000')).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(emulator.stats.requests.models_list).toBe(2);
    expect(emulator.stats.generations).toBe(0);
  });
});

describe('sizeFor', () => {
  const sizes = ['1024x1024', '1536x1024', '1024x1536'];
  it('sends the size nearest the ratio asked, the first when none is', () => {
    expect(sizeFor({ prompt: 'x' }, sizes)).toBe('1024x1024');
    expect(sizeFor({ prompt: 'x', width: 1024, height: 512 }, sizes)).toBe('1536x1024');
    expect(sizeFor({ prompt: 'x', width: 400, height: 900 }, sizes)).toBe('1024x1536');
    expect(sizeFor({ prompt: 'x', width: 700, height: 690 }, sizes)).toBe('1024x1024');
    expect(sizeFor({ prompt: 'x', width: 700 }, ['auto'])).toBe('auto');
  });
});
