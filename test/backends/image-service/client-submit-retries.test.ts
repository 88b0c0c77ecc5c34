import { describe, expect, it } from 'vitest';
import {
  InvalidParameterError,
  RateLimitedError,
  ServiceUnavailableError,
  SubmissionUncertainError,
} from '../../../src/image-backend/backend-errors.js';
import { useCannedHarness } from './helpers/canned-harness.js';
import { failed, ok, refusedUrl, sendJson } from './helpers/canned-server.js';
import { spyLogger } from './helpers/spy-logger.js';
import { TEST_KEY } from './helpers/test-keys.js';

const harness = useCannedHarness();
const clientFor = harness.clientFor.bind(harness);
const TASK = ok({ id: '1234567', status: 'queued' });
const UNCERTAIN =
  'This generation may have reached the image backend and been charged, but its answer was lost. Check your balance or usage there before trying again.';
const FAST = { submitRetries: 3, submitRetryBaseMs: 10 } as const;
const submitWith = (client: ReturnType<typeof clientFor>) =>
  client.submit(TEST_KEY, { prompt: 'a cat' }).catch((caught: unknown) => caught);

describe('submissions that never reached the service are retried', () => {
  it('waits out a 429 with Retry-After, then submits', async () => {
    const client = clientFor();
    let count = 0;
    harness.server.handle((_request, res) => {
      count += 1;
      if (count === 1) sendJson(res, 429, failed('Too many requests'), { 'retry-after': '0.2' });
      else sendJson(res, 200, TASK);
    });
    await expect(client.submit(TEST_KEY, { prompt: 'a cat' })).resolves.toMatchObject({
      taskId: '1234567',
    });
    const [first, second] = harness.server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it('backs off on a 429 without Retry-After, and gives up after submitRetries', async () => {
    const { logger, debug } = spyLogger();
    const client = clientFor({ ...FAST, logger });
    harness.server.handle((_request, res) => sendJson(res, 429, failed('slow down')));
    expect(await submitWith(client)).toBeInstanceOf(RateLimitedError);
    expect(harness.server.requests).toHaveLength(4);
    expect(debug.mock.calls.map(([, fields]) => fields.operation)).toEqual([
      'submit',
      'submit',
      'submit',
    ]);
  });

  it('reports a Retry-After past the budget left at once', async () => {
    const client = clientFor({ submitRetryBudgetMs: 1_500 });
    harness.server.handle((_request, res) => sendJson(res, 429, '', { 'retry-after': '2' }));
    const error = await submitWith(client);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(2_000);
    expect(harness.server.requests).toHaveLength(1);
  });

  it('stops waiting once the budget is spent, whatever submitRetries says', async () => {
    const { logger, debug } = spyLogger();
    const client = clientFor({
      baseUrl: await refusedUrl(),
      submitRetries: 50,
      submitRetryBaseMs: 40,
      submitRetryBudgetMs: 150,
      logger,
    });
    const started = performance.now();
    const error = await submitWith(client);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).not.toBeInstanceOf(SubmissionUncertainError);
    const waits = debug.mock.calls.map(([, fields]) => fields.delayMs as number);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(150);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('retries a TLS handshake failure (nothing was sent) and then says unavailable', async () => {
    const { logger, debug } = spyLogger();
    const client = clientFor({
      ...FAST,
      baseUrl: harness.server.url.replace('http', 'https'),
      logger,
    });
    const error = await submitWith(client);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).not.toBeInstanceOf(SubmissionUncertainError);
    expect((error as ServiceUnavailableError).detail).toMatch(/ERR_SSL_/);
    expect(debug).toHaveBeenCalledTimes(3);
    expect(harness.server.requests).toHaveLength(0);
  });
});

describe('a submission that may have reached the service', () => {
  const reset = (_r: unknown, _res: unknown, req: { socket: { resetAndDestroy(): void } }) =>
    req.socket.resetAndDestroy();
  it.each([
    [
      'a 500',
      (_r: unknown, res: Parameters<typeof sendJson>[0]) => sendJson(res, 500, failed('boom')),
    ],
    [
      'a 502 page',
      (_r: unknown, res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 502, '<html>Bad Gateway</html>'),
    ],
    ['a reset', reset],
    [
      'an HTML page on 200',
      (_r: unknown, res: Parameters<typeof sendJson>[0]) => sendJson(res, 200, '<html>ok</html>'),
    ],
    [
      'truncated JSON',
      (_r: unknown, res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 200, '{"success":true,"data":{"id":"12'),
    ],
    [
      'a success without id',
      (_r: unknown, res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 200, ok({ status: 'queued' })),
    ],
  ])('fails as SubmissionUncertainError after %s, sent once', async (_name, handler) => {
    const client = clientFor(FAST);
    harness.server.handle(handler as never);
    const error = await submitWith(client);
    expect(error).toBeInstanceOf(SubmissionUncertainError);
    expect((error as SubmissionUncertainError).message).toBe(UNCERTAIN);
    expect((error as SubmissionUncertainError).detail).toMatch(/may have been taken/);
    expect(harness.server.requests).toHaveLength(1);
  });

  it('keeps the 5xx status on SubmissionUncertainError', async () => {
    const client = clientFor(FAST);
    harness.server.handle((_request, res) => sendJson(res, 504, ''));
    const error = (await submitWith(client)) as SubmissionUncertainError;
    expect(error.status).toBe(504);
  });

  it('fails as SubmissionUncertainError after a timeout once sent', async () => {
    const client = clientFor({ ...FAST, timeoutMs: 100 });
    harness.server.handle(() => {});
    expect(await submitWith(client)).toBeInstanceOf(SubmissionUncertainError);
    expect(harness.server.requests).toHaveLength(1);
  });

  it('keeps a 503 past the retries, a readable refusal and non-submissions as they were', async () => {
    const client = clientFor(FAST);
    harness.server.handle((_request, res) => sendJson(res, 503, failed('maintenance')));
    const unavailable = await submitWith(client);
    expect(unavailable).toBeInstanceOf(ServiceUnavailableError);
    expect(unavailable).not.toBeInstanceOf(SubmissionUncertainError);
    expect(harness.server.requests).toHaveLength(1 + FAST.submitRetries);
    harness.server.handle((_request, res) => sendJson(res, 400, failed('width too large')));
    expect(await submitWith(client)).toBeInstanceOf(InvalidParameterError);
    harness.server.handle((_request, res) => sendJson(res, 500, failed('boom')));
    const generate = await client.generateApiKey('login-token').catch((caught: unknown) => caught);
    expect(generate).toBeInstanceOf(ServiceUnavailableError);
    expect(generate).not.toBeInstanceOf(SubmissionUncertainError);
    expect(harness.server.requests).toHaveLength(1 + FAST.submitRetries + 2);
  });

  it('sends a submission again after a 503 (not processed), waiting its Retry-After', async () => {
    const client = clientFor(FAST);
    let answered = 0;
    harness.server.handle((_request, res) => {
      answered += 1;
      if (answered === 1) sendJson(res, 503, failed('maintenance'), { 'retry-after': '0.2' });
      else sendJson(res, 200, TASK);
    });
    await expect(client.submit(TEST_KEY, { prompt: 'a cat' })).resolves.toMatchObject({
      taskId: '1234567',
    });
    const [first, second] = harness.server.requests;
    expect(harness.server.requests).toHaveLength(2);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(190);
  });
});

describe('closing the client', () => {
  it('ends a submission waiting to retry at once, as unavailable since nothing was sent', async () => {
    const client = clientFor({ baseUrl: await refusedUrl(), submitRetryBaseMs: 10_000 });
    const pending = submitWith(client);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await client.close();
    const error = await pending;
    expect(performance.now() - started).toBeLessThan(500);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).not.toBeInstanceOf(SubmissionUncertainError);
    expect((error as ServiceUnavailableError).detail).toBe('the client was closed');
  });
});
