import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ImageApi, NO_FAULTS, startImageApi } from '../../../sandbox/image-api/index.js';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import { SubmissionUncertainError } from '../../../src/image-backend/backend-errors.js';

let api: ImageApi;
let client: ImageApiClient;
let key: string;

const submit = () => client.submit(key, { prompt: 'a cat' });

beforeAll(async () => {
  api = await startImageApi({
    timeScale: 0.001,
    users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
  });
  client = new ImageApiClient({
    baseUrl: api.url,
    submitRetryBaseMs: 100,
    submitRetryBudgetMs: 3_000,
    timeoutMs: 2_000,
  });
  key = api.issueKey('alice');
});
afterEach(() => {
  api.setFaults(NO_FAULTS);
  api.resetStats();
});
afterAll(async () => {
  await client.close();
  await api.close();
});

describe('submissions through emulator faults', () => {
  it('submits once the service accepts connections again', async () => {
    await api.refuseConnections(150);
    const started = performance.now();
    await expect(submit()).resolves.toMatchObject({ family: 'node-graph' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(api.stats.submissions).toBe(1);
  });

  it('outlasts a 1.2 s outage with the default submission retries', async () => {
    const patient = new ImageApiClient({ baseUrl: api.url, random: () => 0.5 });
    await api.refuseConnections(1_200);
    const started = performance.now();
    await expect(patient.submit(key, { prompt: 'a cat' })).resolves.toMatchObject({
      status: 'queued',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_200);
    expect(api.stats.submissions).toBe(1);
    await patient.close();
  });

  it('waits out a 429 with Retry-After: 1 and is charged once', async () => {
    const before = api.balanceOf('alice');
    api.setFaults({ rateLimitNext: 1, retryAfterSeconds: 1, endpoints: ['image_generation'] });
    const started = performance.now();
    await expect(submit()).resolves.toMatchObject({ status: 'queued' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(api.stats.requests.image_generation).toBe(2);
    expect(api.balanceOf('alice')).toBe(before - 1);
  });

  it.each([
    ['a 5xx', { serverErrorRate: 1 }],
    ['a dropped connection', { dropRate: 1 }],
    ['truncated JSON', { truncatedJsonRate: 1 }],
  ])('says the submission may have been charged when %s loses the answer', async (_n, faults) => {
    const before = api.balanceOf('alice');
    api.setFaults({ ...faults, afterHandling: true, endpoints: ['image_generation'] });
    await expect(submit()).rejects.toBeInstanceOf(SubmissionUncertainError);
    expect(api.stats.requests.image_generation).toBe(1);
    expect(api.balanceOf('alice')).toBe(before - 1);
  });
});
