import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ImageApi, NO_FAULTS, startImageApi } from '../../../sandbox/image-api/index.js';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import {
  RateLimitedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../../src/image-backend/backend-errors.js';

let api: ImageApi;
let client: ImageApiClient;
let key: string;

const RETRIES = 3;
const submit = () => client.submit(key, { prompt: 'a cat' });

beforeAll(async () => {
  api = await startImageApi({
    timeScale: 0.001,
    users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
  });
  client = new ImageApiClient({
    baseUrl: api.url,
    retries: RETRIES,
    retryBaseMs: 5,
    retryMaxMs: 20,
    timeoutMs: 2_000,
    // A Retry-After past this budget is reported at once (see client-submit-retries).
    submitRetryBudgetMs: 2_000,
    submitRetryBaseMs: 5,
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

describe('emulator faults on reads', () => {
  it('retries 429s (honouring Retry-After) until the balance comes through', async () => {
    api.setFaults({ rateLimitNext: 2, retryAfterSeconds: 0, endpoints: ['user_balance'] });
    await expect(client.balance(key)).resolves.toMatchObject({ username: 'alice' });
    expect(api.stats.requests.user_balance).toBe(3);
  });

  it.each([
    ['5xx', { serverErrorRate: 1, serverErrorStatus: 502 }],
    ['dropped connections', { dropRate: 1 }],
    ['being down', { down: 'unavailable' as const }],
  ])('gives up on %s after the retry bound', async (_name, faults) => {
    const { taskId } = await submit();
    api.setFaults({ ...faults, endpoints: ['task_status'] });
    await expect(client.taskStatus(key, taskId)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(api.stats.requests.task_status).toBe(RETRIES + 1);
  });

  it.each([
    ['an HTML page', { htmlRate: 1 }],
    ['truncated JSON', { truncatedJsonRate: 1 }],
  ])('reports %s as unexpected without retrying', async (_name, faults) => {
    api.setFaults(faults);
    const error = await client.balance(key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as UnexpectedResponseError).detail).toMatch(/^GET balance: HTTP 200/);
    expect(api.stats.requests.user_balance).toBe(1);
  });

  it('treats an HTML error page with a 5xx status as unavailable', async () => {
    api.setFaults({ htmlRate: 1, malformedStatus: 502, endpoints: ['user_balance'] });
    await expect(client.balance(key)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('times out a slow answer, and aborts through the signal', async () => {
    api.setFaults({ latencyMs: 300 });
    await expect(client.balance(key, { timeoutMs: 60 })).rejects.toBeInstanceOf(
      ServiceTimeoutError,
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 30);
    await expect(client.balance(key, { signal: controller.signal })).rejects.toThrow('stop');
  });

  it('reports a hanging task as processing with its progress', async () => {
    api.setFaults({ hangNextTasks: 1 });
    const { taskId } = await submit();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(client.taskStatus(key, taskId)).resolves.toEqual({
      taskId,
      state: 'processing',
      progress: expect.any(Number),
    });
  });
});

describe('emulator faults on writes: never charged twice', () => {
  it.each([
    ['a 5xx', { serverErrorRate: 1 }],
    ['a dropped connection', { dropRate: 1 }],
  ])('sends a submission once when %s loses the answer after handling', async (_name, faults) => {
    const before = api.balanceOf('alice');
    api.setFaults({ ...faults, afterHandling: true, endpoints: ['image_generation'] });
    await expect(submit()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(api.stats.requests.image_generation).toBe(1);
    expect(api.stats.submissions).toBe(1);
    expect(api.balanceOf('alice')).toBe(before - 1);
  });

  it('does not retry a rate-limited submission, and reports Retry-After', async () => {
    api.setFaults({ rateLimitNext: 1, retryAfterSeconds: 3 });
    const error = await submit().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(3000);
    expect(api.stats.requests.image_generation).toBe(1);
  });

  it('does not retry key generation or revocation after a 5xx', async () => {
    api.setFaults({
      serverErrorRate: 1,
      afterHandling: true,
      endpoints: ['generate_api_key', 'revoke_api_key'],
    });
    await expect(client.generateApiKey('login-token-alice')).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await expect(client.revokeApiKey(key, { key: api.issueKey('alice') })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(api.stats.requests.generate_api_key).toBe(1);
    expect(api.stats.requests.revoke_api_key).toBe(1);
  });

  it('retries get_api_key, a read, after a 429', async () => {
    api.setFaults({ rateLimitNext: 1, retryAfterSeconds: 0, endpoints: ['get_api_key'] });
    await expect(client.getApiKey('login-token-alice')).resolves.toMatch(/^sk-/);
    expect(api.stats.requests.get_api_key).toBe(2);
  });
});

describe('a stopped service', () => {
  it('reports a refused connection as unavailable', async () => {
    const stopped = await startImageApi();
    const url = stopped.url;
    await stopped.close();
    const lonely = new ImageApiClient({
      baseUrl: url,
      retries: 1,
      retryBaseMs: 5,
      submitRetries: 1,
      submitRetryBaseMs: 5,
    });
    await expect(lonely.balance(key)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(lonely.submit(key, { prompt: 'x' })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await lonely.close();
  });
});
