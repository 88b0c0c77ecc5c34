import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import { UnexpectedResponseError } from '../../../src/image-backend/backend-errors.js';
import { type CannedServer, ok, sendJson, startCannedServer } from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

let server: CannedServer;
let client: ImageApiClient;

const answer = (status: number, body: unknown, headers?: Record<string, string>) =>
  server.handle((_request, res) => sendJson(res, status, body, headers));

beforeAll(async () => {
  server = await startCannedServer();
  client = new ImageApiClient({ baseUrl: server.url, retries: 0 });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('submission answers', () => {
  it('reads a node-graph submission and ignores extra fields', async () => {
    const id = '3f2b8c1e-9d4a-4b7e-8f00-0123456789ab';
    answer(200, ok({ id, status: 'queued', message: 'webhooks soon', eta: 12 }));
    await expect(client.submit(TEST_KEY, { prompt: 'a cat' })).resolves.toEqual({
      taskId: id,
      family: 'node-graph',
      status: 'queued',
      message: 'webhooks soon',
    });
  });

  it('turns a numeric rr3 id into a string and keeps provider and check_status', async () => {
    answer(200, ok({ id: 987654, provider: 'rr3', status: 'queued', check_status: '?x=1' }));
    await expect(client.submit(TEST_KEY, { prompt: 'a cat', workflow: 'rr3' })).resolves.toEqual({
      taskId: '987654',
      family: 'rr3',
      status: 'queued',
      provider: 'rr3',
      checkStatus: '?x=1',
    });
  });

  it('falls back on the workflow for an id of neither shape', async () => {
    answer(200, ok({ id: 'task-7' }));
    const submission = await client.submit(TEST_KEY, { prompt: 'a cat', workflow: 'anime' });
    expect(submission).toEqual({ taskId: 'task-7', family: 'node-graph', status: 'queued' });
  });

  it('accepts an answer without the envelope', async () => {
    answer(200, { id: '42', status: 'queued' });
    await expect(client.submit(TEST_KEY, { prompt: 'a cat' })).resolves.toMatchObject({
      taskId: '42',
      family: 'rr3',
    });
  });
});

describe('task status answers', () => {
  it.each([
    [
      { id: 5, status: 'pending' },
      { taskId: '5', state: 'pending' },
    ],
    [
      { id: '5', status: 'QUEUED' },
      { taskId: '5', state: 'queued' },
    ],
    [
      { id: '5', status: 'processing', progress: 42 },
      { taskId: '5', state: 'processing', progress: 42 },
    ],
    [
      { id: '5', status: 'processing', progress: '57.5' },
      { taskId: '5', state: 'processing', progress: 57.5 },
    ],
    [
      { id: '5', status: 'processing', progress: 140 },
      { taskId: '5', state: 'processing', progress: 100 },
    ],
    [
      { id: '5', status: 'processing', progress: '-3' },
      { taskId: '5', state: 'processing', progress: 0 },
    ],
    [
      { id: '5', status: 'processing', progress: 'soon', result: null },
      { taskId: '5', state: 'processing' },
    ],
    [
      { status: 'processing', created_at: null },
      { taskId: '5', state: 'processing' },
    ],
    [
      { id: '5', status: 'completed', result: { image_url: 'https://cdn.example/a.png' } },
      { taskId: '5', state: 'completed', imageUrl: 'https://cdn.example/a.png' },
    ],
    [
      { id: '5', status: 'failed', error: 'Task processing failed or timed out', result: null },
      { taskId: '5', state: 'failed', error: 'Task processing failed or timed out' },
    ],
    [
      { id: '5', status: 'failed', error: { code: 'E1', message: 'GPU fell over' } },
      { taskId: '5', state: 'failed', error: 'GPU fell over' },
    ],
    [
      { id: '5', status: 'failed', error: null },
      { taskId: '5', state: 'failed', error: 'The generation failed.' },
    ],
  ])('reads %o', async (data, expected) => {
    answer(200, ok(data));
    await expect(client.taskStatus(TEST_KEY, '5')).resolves.toEqual(expected);
  });

  it('resolves a relative image URL against the base URL', async () => {
    answer(200, ok({ id: '5', status: 'completed', result: { image_url: '/images/5.png' } }));
    const status = await client.taskStatus(TEST_KEY, '5');
    expect(status).toEqual({
      taskId: '5',
      state: 'completed',
      imageUrl: `${server.url}/images/5.png`,
    });
  });

  it.each([
    ['an unknown status', ok({ id: '5', status: 'exploded' })],
    ['a completed task without image URL', ok({ id: '5', status: 'completed', result: null })],
    ['no status at all', ok({ id: '5' })],
    ['data that is not an object', ok('done')],
    ['a JSON array', [1, 2]],
  ])('rejects %s as unexpected, with a snippet for the log', async (_name, body) => {
    answer(200, body);
    const error = await client.taskStatus(TEST_KEY, '5').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as UnexpectedResponseError).detail).toMatch(/^GET taskStatus: HTTP 200/);
  });
});

describe('balance answers', () => {
  it('reads the spec shape', async () => {
    answer(200, ok({ user_id: 7, username: 'alice', balance: 12.5, currency: 'credits' }));
    await expect(client.balance(TEST_KEY)).resolves.toEqual({
      userId: '7',
      username: 'alice',
      balance: 12.5,
      currency: 'credits',
    });
  });

  it('accepts a numeric string balance and fills a missing currency', async () => {
    answer(200, ok({ user_id: '7', username: 'alice', balance: '3.25', plan: 'free' }));
    await expect(client.balance(TEST_KEY)).resolves.toEqual({
      userId: '7',
      username: 'alice',
      balance: 3.25,
      currency: 'credits',
    });
  });
});
