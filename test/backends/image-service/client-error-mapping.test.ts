import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import { AppError } from '../../../src/core/app-error.js';
import {
  InsufficientCreditsError,
  InvalidApiKeyError,
  InvalidLoginTokenError,
  InvalidParameterError,
  RateLimitedError,
  ServiceUnavailableError,
  UnexpectedResponseError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';
import { type CannedServer, failed, sendJson, startCannedServer } from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

let server: CannedServer;
let client: ImageApiClient;

const answer = (status: number, body: unknown, headers?: Record<string, string>) =>
  server.handle((_request, res) => sendJson(res, status, body, headers));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );

const submit = () => client.submit(TEST_KEY, { prompt: 'a cat' });
const status = () => client.taskStatus(TEST_KEY, '123');
const generate = () => client.generateApiKey('login-token-alice');

beforeAll(async () => {
  server = await startCannedServer();
  client = new ImageApiClient({ baseUrl: server.url, retries: 0, submitRetries: 0 });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('HTTP status mapping', () => {
  it.each([
    [401, failed('Invalid or revoked API key'), submit, InvalidApiKeyError],
    [403, failed(null), () => client.balance(TEST_KEY), InvalidApiKeyError],
    [401, failed('Invalid login token'), generate, InvalidLoginTokenError],
    [403, 'Forbidden', () => client.getApiKey('login-token-alice'), InvalidLoginTokenError],
    [
      401,
      failed('Invalid or revoked API key'),
      () => client.revokeApiKey(TEST_KEY, { all: true }),
      InvalidApiKeyError,
    ],
    [402, failed('Payment required'), submit, InsufficientCreditsError],
    [403, failed('Insufficient credits'), submit, InsufficientCreditsError],
    [400, failed('prompt is required'), submit, InvalidParameterError],
    [
      422,
      failed({ code: 'bad_request', message: 'steps too large' }),
      submit,
      InvalidParameterError,
    ],
    [400, failed('Insufficient balance: 0.5 credits left'), submit, InsufficientCreditsError],
    [400, failed('Invalid API key'), submit, InvalidApiKeyError],
    [404, failed('Task not found'), status, UnknownTaskError],
    [404, '<html>Not Found</html>', status, UnknownTaskError],
    [404, failed('no route'), () => client.balance(TEST_KEY), UnexpectedResponseError],
    [429, failed('Too many requests'), submit, RateLimitedError],
    [500, failed('boom'), submit, ServiceUnavailableError],
    [502, '<html><body>Bad Gateway</body></html>', submit, ServiceUnavailableError],
    [503, '', submit, ServiceUnavailableError],
    [418, failed(null), submit, UnexpectedResponseError],
  ])('HTTP %i %o → %s', async (code, body, call, type) => {
    answer(code, body);
    expect(await failure(call())).toBeInstanceOf(type);
  });

  it('keeps the status on ServiceUnavailableError', async () => {
    answer(503, failed('maintenance'));
    const error = (await failure(submit())) as ServiceUnavailableError;
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      'Could not reach the image backend right now. Try again in a few minutes.',
    );
  });

  it('reads parameter and limit from the service text', async () => {
    answer(400, failed('width exceeds maximum of 2048'));
    const error = (await failure(submit())) as InvalidParameterError;
    expect(error).toMatchObject({ parameter: 'width', limit: 2048 });
    expect(error.message).toBe(
      'The request was rejected by the image backend: width exceeds maximum of 2048',
    );
  });

  it('reads a range as the limit', async () => {
    answer(400, failed('height must be an integer between 64 and 2048'));
    const error = (await failure(submit())) as InvalidParameterError;
    expect(error).toMatchObject({ parameter: 'height', limit: '64-2048' });
  });

  it('gives a generic parameter message when the service says nothing', async () => {
    answer(400, '');
    const error = (await failure(submit())) as InvalidParameterError;
    expect(error).toMatchObject({ parameter: undefined, limit: undefined });
    expect(error.message).toMatch(/request parameters were rejected/);
  });

  it('reads Retry-After in seconds and as an HTTP date', async () => {
    answer(429, failed('slow down'), { 'retry-after': '7' });
    expect(await failure(submit())).toMatchObject({ retryAfterMs: 7000 });
    expect((await failure(submit())).message).toBe(
      'Too many requests are going to the image backend right now. Try again in 7 s.',
    );
    const date = new Date(Date.now() + 30_000).toUTCString();
    answer(429, '', { 'retry-after': date });
    const error = (await failure(submit())) as RateLimitedError;
    expect(error.retryAfterMs).toBeGreaterThan(25_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(30_000);
  });
});

describe('success: false with HTTP 200, classified by its text', () => {
  it.each([
    ['Insufficient credits', submit, InsufficientCreditsError],
    [{ code: 'INSUFFICIENT_BALANCE', message: 'Top up first' }, submit, InsufficientCreditsError],
    ['Invalid API key', submit, InvalidApiKeyError],
    [{ code: 401, message: 'Unauthorized' }, submit, InvalidApiKeyError],
    ['Invalid token', generate, InvalidLoginTokenError],
    ['Rate limit exceeded', submit, RateLimitedError],
    ['Task not found', status, UnknownTaskError],
    ['steps must be at most 50', submit, InvalidParameterError],
    ['Service temporarily unavailable', submit, ServiceUnavailableError],
    ['Something odd', submit, UnexpectedResponseError],
    [null, submit, UnexpectedResponseError],
  ])('%o → %s', async (error, call, type) => {
    answer(200, failed(error));
    expect(await failure(call())).toBeInstanceOf(type);
  });

  it('treats an envelope without success but with an error as a failure', async () => {
    answer(200, { error: 'Invalid API key' });
    expect(await failure(submit())).toBeInstanceOf(InvalidApiKeyError);
  });
});

describe('unreadable answers', () => {
  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Fatal error</body></html>'],
    ['truncated JSON', '{"success":true,"data":{"id":"12'],
    ['an empty body', ''],
    ['a bare string', '"ok"'],
  ])('maps %s on HTTP 200 to UnexpectedResponseError', async (_name, body) => {
    answer(200, body);
    const error = await failure(client.balance(TEST_KEY));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toBe(
      'The bot could not understand the answer from the image backend. Try again later.',
    );
    expect(error.detail).toMatch(/^GET balance: HTTP 200 \(not a JSON object\)/);
  });

  it('redacts keys and the login token from the logged snippet', async () => {
    answer(200, `<html>key ${TEST_KEY} token login-token-alice</html>`);
    const error = await failure(generate());
    expect(error.detail).toContain('key sk-[redacted] token [redacted]');
    expect(error.detail).not.toContain(TEST_KEY.slice(3));
    expect(error.detail).not.toContain('login-token-alice');
  });

  it('rejects an answer past maxResponseBytes', async () => {
    const small = new ImageApiClient({ baseUrl: server.url, retries: 0, maxResponseBytes: 100 });
    answer(200, { success: true, data: { padding: 'x'.repeat(500) } });
    expect(await failure(small.balance(TEST_KEY))).toBeInstanceOf(UnexpectedResponseError);
    await small.close();
  });
});
