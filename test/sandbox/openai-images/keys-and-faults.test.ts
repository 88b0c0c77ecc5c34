import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { NO_OPENAI_FAULTS } from '../../../sandbox/openai-images/index.js';
import {
  ALICE_KEY,
  call,
  openAiClient,
  postGeneration,
  startOpenAiImages,
  untilInFlight,
} from './openai-fixture.js';

const FOX = { model: 'gpt-image-1', prompt: 'a fox', quality: 'low' } as const;

describe('OpenAI Images emulator: keys, quota and faults', () => {
  it('lists the models for a valid key (the cheap key check) and refuses unknown, revoked and missing keys with 401', async () => {
    const { emulator, client } = await startOpenAiImages();
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual([
      'gpt-image-1',
      'gpt-image-1-mini',
      'gpt-image-1.5',
      'gpt-image-2',
    ]);
    expect(await client.models.retrieve('gpt-image-2')).toMatchObject({ object: 'model' });
    await expect(client.models.retrieve('dall-e-2')).rejects.toMatchObject({
      status: 404,
      code: 'model_not_found',
    });
    const unknown = openAiClient(emulator, 'sk-unknown-0000000000');
    await expect(unknown.models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(unknown.images.generate(FOX)).rejects.toMatchObject({
      status: 401,
      type: 'invalid_request_error',
      code: 'invalid_api_key',
      message: expect.stringMatching(/Incorrect API key provided: sk-un\*+0000\./),
    });
    emulator.setFaults({ unauthorizedEchoesKey: true });
    await expect(unknown.models.list()).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('Incorrect API key provided: sk-unknown-0000000000.'),
    });
    emulator.setFaults({ unauthorizedEchoesKey: false });
    emulator.revokeKey(ALICE_KEY);
    await expect(client.models.list()).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
    const none = await call(`${emulator.baseURL}/models`);
    expect(none.status).toBe(401);
    expect(none.json.error.message).toMatch(/^You didn't provide an API key/);
    expect(emulator.stats.generations).toBe(0);
    expect(emulator.stats.violations).toEqual([]);
  });

  it('answers 429 insufficient_quota (no retry-after) once a key’s quota is spent; a call in progress is never cut', async () => {
    const { emulator, client } = await startOpenAiImages({
      keys: [{ key: ALICE_KEY, quotaTokens: 300 }],
    });
    const first = await client.images.generate({ ...FOX, n: 2 });
    expect(first.usage?.total_tokens).toBe(2 + 2 * 272);
    expect(emulator.quotaOf(ALICE_KEY)).toBe(300 - 546);
    const refused = await call(`${emulator.baseURL}/images/generations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ALICE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(FOX),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(refused.json).toEqual({
      error: {
        message: expect.stringMatching(/^You exceeded your current quota/),
        type: 'insufficient_quota',
        param: null,
        code: 'insufficient_quota',
      },
    });
    emulator.setQuota(ALICE_KEY, undefined);
    expect((await client.images.generate(FOX)).data).toHaveLength(1);
  });

  it('injects a 429 rate_limit_exceeded with retry-after and x-ratelimit-* headers, which the client retries', async () => {
    const { emulator } = await startOpenAiImages();
    emulator.setFaults({ rateLimitNext: 1 });
    const refused = await call(`${emulator.baseURL}/models`, {
      headers: { authorization: `Bearer ${ALICE_KEY}` },
    });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset-requests')).toBe('1s');
    emulator.setFaults({ rateLimitNext: 1 });
    const retrying = openAiClient(emulator, ALICE_KEY, 1);
    const answer = await retrying.images.generate(FOX);
    expect(answer.data).toHaveLength(1);
    expect(emulator.stats.requests.images_generations).toBe(2);
    expect(emulator.stats.faults.rate_limit).toBe(2);
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ requests: 3, generations: 1 });
  });

  it('limits images per minute per key on the clock (imagesPerMinute): 429 with the seconds until enough are free', async () => {
    const { emulator, client, clock } = await startOpenAiImages({ imagesPerMinute: 3 });
    await client.images.generate({ ...FOX, n: 2 });
    clock.advance(20_000);
    const refused = await postGeneration(emulator, { ...FOX, n: 2 });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      message:
        'Rate limit reached for gpt-image-1 in organization org-emulator on images per minute (IPM): Limit 3, Used 2, Requested 2. Please try again in 40s.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    });
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.headers.get('x-ratelimit-remaining-requests')).toBe('1');
    expect((await client.images.generate(FOX)).data).toHaveLength(1);
    clock.advance(40_000);
    expect((await client.images.generate({ ...FOX, n: 2 })).data).toHaveLength(2);
    expect(emulator.stats).toMatchObject({ rateLimited: 1, generations: 3, violations: [] });
  });

  it('injects 401, insufficient_quota and 5xx answers, and dropped connections, on the routes asked', async () => {
    const { emulator, client } = await startOpenAiImages();
    emulator.setFaults({ routes: ['images_generations'], unauthorizedNext: 1 });
    expect((await client.models.list()).data.length).toBeGreaterThan(0);
    await expect(client.images.generate(FOX)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
    emulator.setFaults({ insufficientQuotaNext: 1 });
    await expect(client.images.generate(FOX)).rejects.toMatchObject({
      status: 429,
      code: 'insufficient_quota',
    });
    emulator.setFaults({ serverErrorNext: 1, serverErrorStatus: 503 });
    await expect(client.images.generate(FOX)).rejects.toMatchObject({
      status: 503,
      type: 'server_error',
    });
    emulator.setFaults({ dropRate: 1 });
    await expect(client.images.generate(FOX)).rejects.toBeInstanceOf(OpenAI.APIConnectionError);
    emulator.setFaults(NO_OPENAI_FAULTS);
    expect((await client.images.generate(FOX)).data).toHaveLength(1);
    expect(emulator.stats.faults).toMatchObject({
      unauthorized: 1,
      insufficient_quota: 1,
      server_error: 1,
      drop: 1,
    });
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ generations: 1 });
    expect(emulator.stats.violations).toEqual([]);
  });

  it('makes a call slow: slowFactor multiplies the duration on the clock, latencyMs adds real time', async () => {
    const { emulator, client, clock } = await startOpenAiImages({ timeScale: 1 });
    emulator.setFaults({ slowFactor: 3 });
    const pending = client.images.generate(FOX);
    const [run] = await untilInFlight(emulator);
    expect((run?.finishesAt ?? 0) - (run?.startedAt ?? 0)).toBe(30_000);
    clock.advance(30_000);
    await pending;
    emulator.setFaults({ slowFactor: 1, latencyMs: 150, routes: ['models_list'] });
    const started = performance.now();
    await client.models.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(emulator.stats.faults).toMatchObject({ slow: 1, latency: 1 });
  });
});
