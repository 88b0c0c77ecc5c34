import { describe, expect, it } from 'vitest';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import {
  ServiceTimeoutError,
  ServiceUnavailableError,
} from '../../../src/image-backend/backend-errors.js';
import { useCannedHarness } from './helpers/canned-harness.js';
import { sendJson } from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

const harness = useCannedHarness();
const clientFor = harness.clientFor.bind(harness);

describe('timeouts and aborts', () => {
  it('times out a hanging answer with ServiceTimeoutError and does not retry it', async () => {
    const client = clientFor({ timeoutMs: 100, retries: 3 });
    harness.server.handle(() => {});
    const started = performance.now();
    const error = await client.balance(TEST_KEY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceTimeoutError);
    expect((error as ServiceTimeoutError).timeoutMs).toBe(100);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(harness.server.requests).toHaveLength(1);
  });

  it('applies a per-call timeout over the default, also to a body that stalls', async () => {
    const client = clientFor();
    harness.server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":true,');
    });
    await expect(client.balance(TEST_KEY, { timeoutMs: 80 })).rejects.toBeInstanceOf(
      ServiceTimeoutError,
    );
  });

  it('rethrows the caller abort reason, during a request and during a backoff sleep', async () => {
    const client = clientFor({ retries: 3, retryBaseMs: 5_000, retryMaxMs: 5_000 });
    harness.server.handle(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('member cancelled')), 30);
    await expect(client.balance(TEST_KEY, { signal: controller.signal })).rejects.toThrow(
      'member cancelled',
    );

    harness.server.handle((_request, res) => sendJson(res, 503, ''));
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
    expect(harness.server.requests).toHaveLength(0);
  });

  it('maps a socket closed mid-body to ServiceUnavailableError', async () => {
    const client = clientFor({ retries: 0 });
    harness.server.handle((_request, res, req) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":true,', () => req.socket.destroy());
    });
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('fails calls after close() at once, without retrying', async () => {
    const client = new ImageApiClient({ baseUrl: harness.server.url });
    await client.close();
    const started = performance.now();
    await expect(client.balance(TEST_KEY)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(client.downloadImage(`${harness.server.url}/a.png`)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(performance.now() - started).toBeLessThan(50);
    expect(harness.server.requests).toHaveLength(0);
  });
});
