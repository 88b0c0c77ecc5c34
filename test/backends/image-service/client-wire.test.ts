import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  InvalidApiKeyError,
  InvalidParameterError,
} from '../../../src/image-backend/backend-errors.js';
import { useCannedHarness } from './helpers/canned-harness.js';
import { ok, sendJson } from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

const harness = useCannedHarness();
const clientFor = harness.clientFor.bind(harness);
const BALANCE = ok({ user_id: 1, username: 'alice', balance: 5, currency: 'credits' });
const SUBMITTED = ok({ id: '11', provider: 'rr3', status: 'queued' });

describe('requests on the wire', () => {
  it('names the bot and its package.json version in User-Agent by default', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    harness.server.handle((_request, res) => sendJson(res, 200, BALANCE));
    await clientFor().balance(TEST_KEY);
    expect(harness.server.requests[0]?.headers['user-agent']).toBe(`imagine-bot/${version}`);
  });

  it('sends the key only in x-api-key, snake_case JSON, reads over kept-alive sockets', async () => {
    const client = clientFor({ userAgent: 'test-agent/1' });
    harness.server.handle((request, res) =>
      sendJson(res, 200, request.method === 'POST' ? SUBMITTED : BALANCE),
    );
    await client.submit(` ${TEST_KEY} `, { prompt: 'a cat', negativePrompt: 'dog', width: 640 });
    for (let index = 0; index < 5; index++) await client.balance(TEST_KEY);
    const [post, get] = harness.server.requests;
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
    for (const request of harness.server.requests) {
      expect(request.url).not.toContain('sk-');
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body).not.toContain(TEST_KEY);
    }
    // Reads and writes have an agent each: the five reads share keep-alive sockets.
    const reads = harness.server.requests.filter((request) => request.method === 'GET');
    expect(new Set(reads.map((request) => request.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('sends task status and key-management calls as documented', async () => {
    const client = clientFor();
    harness.server.handle((request, res) => {
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
    const seen = harness.server.requests.map(({ method, url, body, headers }) => ({
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
    const client = clientFor({ baseUrl: `${harness.server.url}/image-service` });
    harness.server.handle((_request, res) => sendJson(res, 200, BALANCE));
    await client.balance(TEST_KEY);
    expect(harness.server.requests[0]?.url).toBe(
      '/image-service/v1/index.php?endpoint=user_balance',
    );
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
    expect(harness.server.requests).toHaveLength(0);
  });
});
