import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageApiClient } from '../../src/api/image-api-client.js';
import type { ImageApiClientOptions } from '../../src/api/image-api-client-options.js';
import { InvalidApiKeyError } from '../../src/errors/invalid-api-key-error.js';
import { InvalidParameterError } from '../../src/errors/invalid-parameter-error.js';
import { RateLimitedError } from '../../src/errors/rate-limited-error.js';
import { ServiceTimeoutError } from '../../src/errors/service-timeout-error.js';
import { ServiceUnavailableError } from '../../src/errors/service-unavailable-error.js';
import type { Logger } from '../../src/logger.js';
import {
  type CannedServer,
  failed,
  ok,
  refusedUrl,
  sendJson,
  startCannedServer,
} from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

let server: CannedServer;
const clients: ImageApiClient[] = [];
const BALANCE = ok({ user_id: 1, username: 'alice', balance: 5, currency: 'credits' });
const SUBMITTED = ok({ id: '11', provider: 'rr3', status: 'queued' });

function spyLogger() {
  const debug = vi.fn();
  const logger: Logger = {
    debug,
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    child: () => logger,
  };
  return { logger, debug };
}

function clientFor(options: Partial<ImageApiClientOptions> = {}) {
  const client = new ImageApiClient({
    baseUrl: server.url,
    retryBaseMs: 20,
    retryMaxMs: 50,
    random: () => 0.999,
    ...options,
  });
  clients.push(client);
  return client;
}

const reset = (_r: unknown, _res: unknown, req: { socket: { resetAndDestroy(): void } }) =>
  req.socket.resetAndDestroy();

beforeAll(async () => {
  server = await startCannedServer();
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
});

describe('requests on the wire', () => {
  it('sends the key only in x-api-key, snake_case JSON, over one keep-alive socket', async () => {
    const client = clientFor({ userAgent: 'test-agent/1' });
    server.handle((request, res) =>
      sendJson(res, 200, request.method === 'POST' ? SUBMITTED : BALANCE),
    );
    await client.submit(` ${TEST_KEY} `, { prompt: 'a cat', negativePrompt: 'dog', width: 640 });
    for (let index = 0; index < 5; index++) await client.balance(TEST_KEY);
    const [post, get] = server.requests;
    expect(post).toMatchObject({ method: 'POST', url: '/v1/index.php?endpoint=image_generation' });
    expect(JSON.parse(post?.body ?? '')).toEqual({
      prompt: 'a cat',
      negative_prompt: 'dog',
      width: 640,
    });
    expect(post?.headers).toMatchObject({
      'x-api-key': TEST_KEY,
      'content-type': 'application/json',
      'user-agent': 'test-agent/1',
    });
    expect(get).toMatchObject({ method: 'GET', url: '/v1/index.php?endpoint=user_balance' });
    for (const request of server.requests) {
      expect(request.url).not.toContain('sk-');
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body).not.toContain(TEST_KEY);
    }
    const sockets = new Set(server.requests.map((request) => request.remotePort));
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('sends task status and key-management calls as documented', async () => {
    const client = clientFor();
    server.handle((request, res) => {
      if (request.url.includes('task_status'))
        sendJson(res, 200, ok({ id: 'ab/c', status: 'pending' }));
      else if (request.url.includes('revoke')) sendJson(res, 200, ok({ revoked: 1 }));
      else sendJson(res, 200, ok({ api_key: TEST_KEY }));
    });
    await client.taskStatus(TEST_KEY, 'ab/c');
    await client.generateApiKey('login-token-alice');
    await client.getApiKey('login-token-alice');
    await client.revokeApiKey(TEST_KEY, { key: TEST_KEY });
    await client.revokeApiKey(TEST_KEY, { all: true });
    const seen = server.requests.map(({ method, url, body, headers }) => ({
      method,
      url,
      body,
      key: headers['x-api-key'],
    }));
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/v1/index.php?endpoint=task_status&task_id=ab%2Fc',
        body: '',
        key: TEST_KEY,
      },
      {
        method: 'POST',
        url: '/api.php?action=generate_api_key',
        body: '{"token":"login-token-alice"}',
        key: undefined,
      },
      {
        method: 'POST',
        url: '/api.php?action=get_api_key',
        body: '{"token":"login-token-alice"}',
        key: undefined,
      },
      {
        method: 'POST',
        url: '/api.php?action=revoke_api_key',
        body: `{"key":"${TEST_KEY}"}`,
        key: TEST_KEY,
      },
      {
        method: 'POST',
        url: '/api.php?action=revoke_api_key',
        body: '{"all":true}',
        key: TEST_KEY,
      },
    ]);
  });

  it('honours a base URL with a path prefix', async () => {
    const client = clientFor({ baseUrl: `${server.url}/image-service` });
    server.handle((_request, res) => sendJson(res, 200, BALANCE));
    await client.balance(TEST_KEY);
    expect(server.requests[0]?.url).toBe('/image-service/v1/index.php?endpoint=user_balance');
  });

  it('checks parameters and credentials before any request', async () => {
    const client = clientFor();
    const error = await client.submit(TEST_KEY, { prompt: 'cat', width: 4096 }).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error).toMatchObject({
      message: 'width must be at most 2048 (got 4096)',
      parameter: 'width',
      limit: 2048,
    });
    await expect(client.balance('  ')).rejects.toBeInstanceOf(InvalidApiKeyError);
    await expect(client.generateApiKey('')).rejects.toThrow(/login token/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('retries of idempotent calls', () => {
  it('retries 5xx with capped exponential backoff and stops at the bound', async () => {
    const { logger, debug } = spyLogger();
    const client = clientFor({ retries: 3, logger });
    server.handle((_request, res) => sendJson(res, 503, failed('down')));
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(server.requests).toHaveLength(4);
    expect(debug.mock.calls.map(([, fields]) => fields.delayMs)).toEqual([19, 39, 49]);
    const gaps = server.requests
      .slice(1)
      .map((request, index) => request.at - (server.requests[index]?.at ?? 0));
    expect(gaps.every((gap, index) => gap >= ([19, 39, 49][index] ?? 0) - 2)).toBe(true);
  });

  it('recovers from a connection reset and a 429 on task status', async () => {
    const client = clientFor({ retries: 3 });
    let count = 0;
    server.handle((request, res, req) => {
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
    expect(server.requests).toHaveLength(3);
  });

  it('waits for Retry-After under the cap and gives up at once above it', async () => {
    const client = clientFor({ retries: 2, maxRetryAfterMs: 1000 });
    let count = 0;
    server.handle((_request, res) => {
      count += 1;
      if (count === 1) sendJson(res, 429, '', { 'retry-after': '0.2' });
      else sendJson(res, 200, BALANCE);
    });
    await client.balance(TEST_KEY);
    const [first, second] = server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(190);

    server.requests.length = 0;
    server.handle((_request, res) => sendJson(res, 429, '', { 'retry-after': '60' }));
    const error = await client.balance(TEST_KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(60_000);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry what the caller must fix', async () => {
    const client = clientFor({ retries: 3 });
    server.handle((_request, res) => sendJson(res, 401, failed('Invalid API key')));
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(server.requests).toHaveLength(1);
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
      (_r: unknown, res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 429, '', { 'retry-after': '0' }),
    ],
  ])('sends a submission once after %s', async (_name, handler) => {
    const client = clientFor({ retries: 3 });
    server.handle(handler as never);
    await expect(client.submit(TEST_KEY, { prompt: 'a cat' })).rejects.toBeInstanceOf(
      _name === 'a 429' ? RateLimitedError : ServiceUnavailableError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('sends generate and revoke once after a 5xx', async () => {
    const client = clientFor({ retries: 3 });
    server.handle((_request, res) => sendJson(res, 502, ''));
    await expect(client.generateApiKey('login-token')).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await expect(client.revokeApiKey(TEST_KEY, { all: true })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('retries a submission whose connection was refused (nothing was sent)', async () => {
    const { logger, debug } = spyLogger();
    const client = new ImageApiClient({
      baseUrl: await refusedUrl(),
      retries: 2,
      retryBaseMs: 5,
      logger,
    });
    clients.push(client);
    const error = await client
      .submit(TEST_KEY, { prompt: 'a cat' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).detail).toContain('ECONNREFUSED');
    expect(debug).toHaveBeenCalledTimes(2);
  });
});

describe('timeouts and aborts', () => {
  it('times out a hanging answer with ServiceTimeoutError and does not retry it', async () => {
    const client = clientFor({ timeoutMs: 100, retries: 3 });
    server.handle(() => {});
    const started = performance.now();
    const error = await client.balance(TEST_KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect((error as ServiceTimeoutError).timeoutMs).toBe(100);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('applies a per-call timeout over the default, also to a body that stalls', async () => {
    const client = clientFor();
    server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":true,');
    });
    await expect(client.balance(TEST_KEY, { timeoutMs: 80 })).rejects.toBeInstanceOf(
      ServiceTimeoutError,
    );
  });

  it('rethrows the caller abort reason, during a request and during a backoff sleep', async () => {
    const client = clientFor({ retries: 3, retryBaseMs: 5_000, retryMaxMs: 5_000 });
    server.handle(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('member cancelled')), 30);
    await expect(client.balance(TEST_KEY, { signal: controller.signal })).rejects.toThrow(
      'member cancelled',
    );

    server.handle((_request, res) => sendJson(res, 503, ''));
    const second = new AbortController();
    setTimeout(() => second.abort(), 100);
    const started = performance.now();
    const error = await client
      .balance(TEST_KEY, { signal: second.signal })
      .catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('does not send anything for an already aborted signal', async () => {
    const client = clientFor();
    await expect(
      client.submit(TEST_KEY, { prompt: 'cat' }, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(0);
  });

  it('maps a socket closed mid-body to ServiceUnavailableError', async () => {
    const client = clientFor({ retries: 0 });
    server.handle((_request, res, req) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":true,', () => req.socket.destroy());
    });
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('fails calls after close() at once, without retrying', async () => {
    const client = new ImageApiClient({ baseUrl: server.url });
    await client.close();
    const started = performance.now();
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(client.downloadImage(`${server.url}/a.png`)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(performance.now() - started).toBeLessThan(50);
    expect(server.requests).toHaveLength(0);
  });
});
