import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageApi } from '../../../sandbox/image-api/index.js';
import {
  startImageApi,
  TASK_FAILED_ERROR,
  WEBHOOK_MESSAGE,
} from '../../../sandbox/image-api/index.js';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import {
  InsufficientCreditsError,
  InvalidApiKeyError,
  InvalidLoginTokenError,
  InvalidParameterError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';
import { isApiKeyFormat } from '../../../src/image-backend/credentials.js';
import { pollTask } from './helpers/poll-task.js';
import { OTHER_KEY } from './helpers/test-keys.js';

let api: ImageApi;
let client: ImageApiClient;
let key: string;

beforeAll(async () => {
  api = await startImageApi({
    timeScale: 0.001,
    users: [
      { name: 'alice', loginToken: 'login-token-alice', credits: 100 },
      { name: 'bob', loginToken: 'login-token-bob', credits: 0 },
    ],
  });
  client = new ImageApiClient({
    baseUrl: api.url,
    retryBaseMs: 5,
    retryMaxMs: 20,
    allowPrivateImageHosts: true,
  });
  key = api.issueKey('alice');
});
afterAll(async () => {
  await client.close();
  await api.close();
});

describe('against the emulator: generation', () => {
  it('submits, polls to completion and downloads the exact image', async () => {
    const before = api.balanceOf('alice');
    const submission = await client.submit(key, { prompt: 'a lighthouse at dusk' });
    expect(submission).toEqual({
      taskId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      family: 'node-graph',
      status: 'queued',
      message: WEBHOOK_MESSAGE,
    });
    const { final, seen } = await pollTask(client, key, submission.taskId);
    expect(final).toEqual({
      taskId: submission.taskId,
      state: 'completed',
      imageUrl: `${api.url}/images/${submission.taskId}.png`,
    });
    for (const status of seen.filter((item) => item.state === 'processing')) {
      expect(status).toEqual({
        taskId: submission.taskId,
        state: 'processing',
        progress: expect.any(Number),
      });
    }
    if (final.state !== 'completed') throw new Error('not completed');
    const image = await client.downloadImage(final.imageUrl);
    expect(image.equals(await api.imageFor(submission.taskId))).toBe(true);
    expect(api.balanceOf('alice')).toBe(before - 1);
  });

  it('submits rr3 with every parameter, snake_cased on the wire', async () => {
    const submission = await client.submit(key, {
      prompt: 'a fox',
      negativePrompt: 'blurry',
      width: 768,
      height: 640,
      steps: 12,
      workflow: 'rr3',
      seed: 42,
      cfg: 5.5,
    });
    expect(submission).toEqual({
      taskId: expect.stringMatching(/^\d+$/),
      family: 'rr3',
      status: 'queued',
      provider: 'rr3',
      checkStatus: `?endpoint=task_status&task_id=${submission.taskId}`,
    });
    expect(api.task(submission.taskId)?.params).toMatchObject({
      prompt: 'a fox',
      negativePrompt: 'blurry',
      width: 768,
      height: 640,
      steps: 12,
      workflow: 'rr3',
      seed: 42,
      cfg: 5.5,
    });
  });

  it('submits a node-graph object prompt with a model', async () => {
    const graph = { '3': { class_type: 'KSampler', inputs: { seed: 1 } } };
    const submission = await client.submit(key, {
      prompt: graph,
      workflow: 'anime',
      model: 'm.safetensors',
    });
    expect(api.task(submission.taskId)?.params).toMatchObject({
      prompt: graph,
      model: 'm.safetensors',
    });
  });

  it('reports a failed task with its error text', async () => {
    api.setFaults({ failNextTasks: 1 });
    const { taskId } = await client.submit(key, { prompt: 'doomed' });
    const { final } = await pollTask(client, key, taskId);
    expect(final).toEqual({ taskId, state: 'failed', error: TASK_FAILED_ERROR });
  });

  it('maps an unknown task, parameters the service refuses and missing credits', async () => {
    await expect(client.taskStatus(key, randomUUID())).rejects.toBeInstanceOf(UnknownTaskError);
    const small = await client.submit(key, { prompt: 'tiny', width: 32 }).catch((error) => error);
    expect(small).toBeInstanceOf(InvalidParameterError);
    expect(small).toMatchObject({ parameter: 'width', limit: '64-2048' });
    const bobKey = api.issueKey('bob');
    await expect(client.submit(bobKey, { prompt: 'a cat' })).rejects.toBeInstanceOf(
      InsufficientCreditsError,
    );
    expect(api.stats.insufficientCredits).toBe(1);
  });
});

describe('against the emulator: balance and keys', () => {
  it('reads the balance of the key user', async () => {
    await expect(client.balance(key)).resolves.toEqual({
      userId: expect.any(String),
      username: 'alice',
      balance: api.balanceOf('alice'),
      currency: 'credits',
    });
  });

  it('generates, reads and revokes keys', async () => {
    const fresh = await client.generateApiKey('login-token-alice');
    expect(isApiKeyFormat(fresh)).toBe(true);
    await expect(client.getApiKey('login-token-alice')).resolves.toBe(fresh);
    await expect(client.balance(fresh)).resolves.toMatchObject({ username: 'alice' });
    await expect(client.revokeApiKey(key, { key: fresh })).resolves.toBe(1);
    await expect(client.balance(fresh)).rejects.toBeInstanceOf(InvalidApiKeyError);
    const revoked = await client.revokeApiKey(key, { all: true });
    expect(revoked).toBeGreaterThanOrEqual(1);
    await expect(client.getApiKey('login-token-alice')).resolves.toBeNull();
    await expect(client.balance(key)).rejects.toBeInstanceOf(InvalidApiKeyError);
    key = api.issueKey('alice');
  });

  it('maps a wrong login token and an unknown key', async () => {
    await expect(client.generateApiKey('nope')).rejects.toBeInstanceOf(InvalidLoginTokenError);
    await expect(client.getApiKey('nope')).rejects.toBeInstanceOf(InvalidLoginTokenError);
    await expect(client.submit(OTHER_KEY, { prompt: 'x' })).rejects.toBeInstanceOf(
      InvalidApiKeyError,
    );
    await expect(client.taskStatus(OTHER_KEY, '1')).rejects.toBeInstanceOf(InvalidApiKeyError);
    await expect(client.revokeApiKey(OTHER_KEY, { all: true })).rejects.toBeInstanceOf(
      InvalidApiKeyError,
    );
  });
});
