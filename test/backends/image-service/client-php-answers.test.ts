import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import { ServiceMovedError } from '../../../src/image-backend/backend-errors.js';
import { type CannedServer, ok, startCannedServer } from './helpers/canned-server.js';
import { TEST_KEY } from './helpers/test-keys.js';

/** Answers seen from PHP services in the wild: BOMs, redirects, failure reasons in odd fields. */
let server: CannedServer;
let client: ImageApiClient;

const BOM = '\uFEFF';
const BALANCE = ok({ user_id: 1, username: 'alice', balance: 5, currency: 'credits' });

const answerRaw = (status: number, text: string, headers: Record<string, string> = {}) =>
  server.handle((_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(text);
  });

beforeAll(async () => {
  server = await startCannedServer();
  client = new ImageApiClient({ baseUrl: server.url, retries: 3, retryBaseMs: 5 });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('a UTF-8 byte-order mark before the JSON', () => {
  it.each([
    ['one BOM', `${BOM}${JSON.stringify(BALANCE)}`],
    ['a BOM per included file, and a newline', `${BOM}${BOM}\n${JSON.stringify(BALANCE)}`],
  ])('parses with %s', async (_name, text) => {
    answerRaw(200, text);
    await expect(client.balance(TEST_KEY)).resolves.toMatchObject({ username: 'alice' });
  });

  it('parses a failed envelope behind a BOM as that failure', async () => {
    answerRaw(401, `${BOM}{"success":false,"data":null,"error":"Invalid API key"}`);
    await expect(client.balance(TEST_KEY)).rejects.toMatchObject({ name: 'InvalidApiKeyError' });
  });
});

describe('a redirect on an API call', () => {
  it.each([301, 302, 307, 308])(
    'is not followed: HTTP %i says the service moved and logs the new Location',
    async (status) => {
      server.requests.length = 0;
      answerRaw(status, '', { location: 'https://new.example.com/v1/index.php?endpoint=x' });
      const error = await client.balance(TEST_KEY).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceMovedError);
      const moved = error as ServiceMovedError;
      expect(moved.message).toBe(
        "The address of the image backend no longer works: it has moved. Tell the bot's operator so they can update it.",
      );
      expect(moved.status).toBe(status);
      expect(moved.location).toBe('https://new.example.com/v1/index.php?endpoint=x');
      expect(moved.detail).toContain('https://new.example.com/v1/index.php?endpoint=x');
      expect(moved.detail).toContain('IMAGE_API_URL');
      expect(server.requests).toHaveLength(1);
    },
  );

  it('resolves a relative Location, never sends the submission twice, and masks the key', async () => {
    server.requests.length = 0;
    answerRaw(302, '', { location: `/moved/v1/index.php?echo=${TEST_KEY}` });
    const error = await client
      .submit(TEST_KEY, { prompt: 'a cat' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceMovedError);
    expect((error as ServiceMovedError).detail).toContain(`${server.url}/moved/v1/index.php`);
    expect((error as ServiceMovedError).detail).not.toContain(TEST_KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('says so when the redirect has no Location', async () => {
    answerRaw(303, '');
    const error = (await client.balance(TEST_KEY).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(ServiceMovedError);
    expect((error as ServiceMovedError).detail).toContain('(no Location header)');
  });
});

describe('the reason of a failed task', () => {
  it.each([
    ['message', { message: 'Out of GPU memory' }, 'Out of GPU memory'],
    ['msg', { msg: 'NSFW content blocked' }, 'NSFW content blocked'],
    ['detail', { detail: 'Model not loaded' }, 'Model not loaded'],
    ['error', { error: 'Sampler crashed' }, 'Sampler crashed'],
    ['error over message', { error: 'Sampler crashed', message: 'other' }, 'Sampler crashed'],
    ['message when error is null', { error: null, message: 'Queue flushed' }, 'Queue flushed'],
  ])('is kept from %s', async (_name, fields, reason) => {
    answerRaw(200, JSON.stringify(ok({ id: '5', status: 'failed', result: null, ...fields })));
    await expect(client.taskStatus(TEST_KEY, '5')).resolves.toEqual({
      taskId: '5',
      state: 'failed',
      error: reason,
    });
  });
});
