import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import {
  type CannedServer,
  failed,
  ok,
  sendJson,
  startCannedServer,
} from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

let server: CannedServer;
let client: ImageApiClient;

const answer = (status: number, body: unknown) =>
  server.handle((_request, res) => sendJson(res, status, body));

beforeAll(async () => {
  server = await startCannedServer();
  client = new ImageApiClient({ baseUrl: server.url, retries: 0 });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('key management answers', () => {
  it('reads a generated key from api_key or key', async () => {
    answer(200, ok({ api_key: TEST_KEY }));
    await expect(client.generateApiKey('login-token')).resolves.toBe(TEST_KEY);
    answer(200, ok({ key: TEST_KEY }));
    await expect(client.generateApiKey('login-token')).resolves.toBe(TEST_KEY);
  });

  it.each([
    [ok({ api_key: TEST_KEY }), TEST_KEY],
    [ok({ key: TEST_KEY }), TEST_KEY],
    [ok({ api_key: null }), null],
    [ok({ api_key: '' }), null],
    [ok(null), null],
  ])('reads the current key from %o', async (body, expected) => {
    answer(200, body);
    await expect(client.getApiKey('login-token')).resolves.toBe(expected);
  });

  it.each([
    [404, failed('Not found')],
    [200, failed('No active API key')],
    [404, ''],
  ])('reads "no key" from HTTP %i %o', async (status, body) => {
    answer(status, body);
    await expect(client.getApiKey('login-token')).resolves.toBeNull();
  });

  it.each([
    [ok({ revoked: 2 }), 2],
    [ok({ count: '3' }), 3],
    [ok({ revoked: true }), undefined],
    [ok(null), undefined],
    ['', undefined],
  ])('reads a revoke answer %o', async (body, expected) => {
    answer(200, body);
    await expect(client.revokeApiKey(TEST_KEY, { all: true })).resolves.toBe(expected);
  });
});
