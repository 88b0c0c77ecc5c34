import { describe, expect, it } from 'vitest';
import {
  InvalidApiKeyError,
  RateLimitedError,
  ServiceUnavailableError,
} from '../../../src/image-backend/backend-errors.js';
import { useCannedHarness } from './helpers/canned-harness.js';
import { failed, ok, refusedUrl, sendJson } from './helpers/canned-server.js';
import { spyLogger } from './helpers/spy-logger.js';
import { TEST_KEY } from './helpers/test-keys.js';

const harness = useCannedHarness();
const clientFor = harness.clientFor.bind(harness);
const BALANCE = ok({ user_id: 1, username: 'alice', balance: 5, currency: 'credits' });
const reset = (_r: unknown, _res: unknown, req: { socket: { resetAndDestroy(): void } }) =>
  req.socket.resetAndDestroy();

describe('retries of idempotent calls', () => {
  it('retries 5xx with capped exponential backoff and stops at the bound', async () => {
    const { logger, debug } = spyLogger();
    const client = clientFor({ retries: 3, logger });
    harness.server.handle((_request, res) => sendJson(res, 503, failed('down')));
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(harness.server.requests).toHaveLength(4);
    expect(debug.mock.calls.map(([, fields]) => fields.delayMs)).toEqual([19, 39, 49]);
    const gaps = harness.server.requests
      .slice(1)
      .map((request, index) => request.at - (harness.server.requests[index]?.at ?? 0));
    expect(gaps.every((gap, index) => gap >= ([19, 39, 49][index] ?? 0) - 2)).toBe(true);
  });

  it('recovers from a connection reset and a 429 on task status', async () => {
    const client = clientFor({ retries: 3 });
    let count = 0;
    harness.server.handle((request, res, req) => {
      count += 1;
      if (count === 1) return reset(request, res, req);
      if (count === 2) return sendJson(res, 429, failed('slow down'), { 'retry-after': '0' });
      sendJson(res, 200, ok({ id: '9', status: 'processing', progress: 10 }));
    });
    await expect(client.taskStatus(TEST_KEY, '9')).resolves.toEqual({
      taskId: '9',
      state: 'processing',
      progress: 10,
    });
    expect(harness.server.requests).toHaveLength(3);
  });

  it('tells onRequest of every request as it ends, each retry on its own', async () => {
    const requests: unknown[] = [];
    const client = clientFor({ retries: 3, onRequest: (request) => requests.push(request) });
    let count = 0;
    harness.server.handle((request, res, req) => {
      count += 1;
      if (count === 1) return reset(request, res, req);
      if (count === 2) return sendJson(res, 429, failed('slow down'), { 'retry-after': '0' });
      sendJson(res, 200, ok({ id: '9', status: 'processing', progress: 10 }));
    });
    await client.taskStatus(TEST_KEY, '9');
    expect(requests).toEqual([
      { operation: 'taskStatus', outcome: 'error' },
      { operation: 'taskStatus', outcome: 'error' },
      { operation: 'taskStatus', outcome: 'ok' },
    ]);
    harness.server.handle((_request, res) => sendJson(res, 401, failed('Invalid API key')));
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(requests.at(-1)).toEqual({ operation: 'balance', outcome: 'error' });
    expect(requests).toHaveLength(4);
  });

  it('waits for Retry-After under the cap and gives up at once above it', async () => {
    const client = clientFor({ retries: 2, maxRetryAfterMs: 1000 });
    let count = 0;
    harness.server.handle((_request, res) => {
      count += 1;
      if (count === 1) sendJson(res, 429, '', { 'retry-after': '0.2' });
      else sendJson(res, 200, BALANCE);
    });
    await client.balance(TEST_KEY);
    const [first, second] = harness.server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(190);

    harness.server.requests.length = 0;
    harness.server.handle((_request, res) => sendJson(res, 429, '', { 'retry-after': '60' }));
    const error = await client.balance(TEST_KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(60_000);
    expect(harness.server.requests).toHaveLength(1);
  });

  it('does not retry what the caller must fix', async () => {
    const client = clientFor({ retries: 3 });
    harness.server.handle((_request, res) => sendJson(res, 401, failed('Invalid API key')));
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(harness.server.requests).toHaveLength(1);
  });
});

describe('no repeated writes', () => {
  it.each([
    [
      'a 5xx',
      (_r: unknown, res: Parameters<typeof sendJson>[0]) => sendJson(res, 500, failed('boom')),
    ],
    ['a reset', reset],
    [
      'a 429',
      // Past maxRetryAfterMs: a 429 the client may wait out is retried (client-submit-retries).
      (_r: unknown, res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 429, '', { 'retry-after': '60' }),
    ],
  ])('sends a submission once after %s', async (_name, handler) => {
    const client = clientFor({ retries: 3 });
    harness.server.handle(handler as never);
    await expect(client.submit(TEST_KEY, { prompt: 'a cat' })).rejects.toBeInstanceOf(
      _name === 'a 429' ? RateLimitedError : ServiceUnavailableError,
    );
    expect(harness.server.requests).toHaveLength(1);
  });

  it('sends generate and revoke once after a 5xx', async () => {
    const client = clientFor({ retries: 3 });
    harness.server.handle((_request, res) => sendJson(res, 502, ''));
    await expect(client.generateApiKey('login-token')).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await expect(client.revokeApiKey(TEST_KEY, { all: true })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(harness.server.requests).toHaveLength(2);
  });

  it('retries a submission whose connection was refused (nothing was sent)', async () => {
    const { logger, debug } = spyLogger();
    const options = { retries: 2, retryBaseMs: 5, submitRetries: 2, submitRetryBaseMs: 5, logger };
    const baseUrl = await refusedUrl();
    const error = await clientFor({ ...options, baseUrl })
      .submit(TEST_KEY, { prompt: 'a cat' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    // The operator's log names the host and the cause.
    expect((error as ServiceUnavailableError).detail).toMatch(
      new RegExp(`^POST submit to ${new URL(baseUrl).host}: ECONNREFUSED`),
    );
    expect(debug).toHaveBeenCalledTimes(2);
  });
});
