import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImageApiClientOptions } from '../../../src/backends/image-service/client-options.js';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import {
  ImageHostRefusedError,
  ImageTooLargeError,
  UnexpectedResponseError,
} from '../../../src/image-backend/backend-errors.js';
import { type CannedServer, startCannedServer } from './helpers/canned-server.js';
import { spyLogger } from './helpers/spy-logger.js';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);
const REFUSED = 'The bot could not fetch this image safely, so it is not shown here.';

let server: CannedServer;
const clients: ImageApiClient[] = [];
const clientFor = (options: Partial<ImageApiClientOptions> = {}) => {
  const client = new ImageApiClient({ baseUrl: server.url, retryBaseMs: 5, ...options });
  clients.push(client);
  return client;
};
const failure = (promise: Promise<unknown>) => promise.catch((caught: unknown) => caught);
const png = () =>
  server.handle((_request, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG));
const port = () => new URL(server.url).port;

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

describe('image hosts', () => {
  it('refuses a loopback image on the service host unless private hosts are allowed', async () => {
    png();
    const { logger } = spyLogger();
    const error = await failure(clientFor({ logger }).downloadImage(`${server.url}/a.png`));
    expect(error).toBeInstanceOf(ImageHostRefusedError);
    expect((error as ImageHostRefusedError).message).toBe(REFUSED);
    expect((error as ImageHostRefusedError).detail).toContain('127.0.0.1');
    expect(logger.warn).toHaveBeenCalledWith('refused to download an image', {
      host: '127.0.0.1',
      detail: expect.stringContaining('loopback'),
    });
    expect(server.requests).toHaveLength(0);
    const allowed = clientFor({ allowPrivateImageHosts: true });
    expect((await allowed.downloadImage(`${server.url}/a.png`)).equals(PNG)).toBe(true);
  });

  it('refuses a host that is neither the service host nor listed', async () => {
    png();
    const url = `http://localhost:${port()}/a.png`;
    const unlisted = clientFor({ allowPrivateImageHosts: true });
    expect(await failure(unlisted.downloadImage(url))).toBeInstanceOf(ImageHostRefusedError);
    const listed = clientFor({ allowPrivateImageHosts: true, imageHosts: ['localhost'] });
    expect((await listed.downloadImage(url)).equals(PNG)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('checks the address a listed host name resolves to, before connecting', async () => {
    png();
    const client = clientFor({ imageHosts: ['localhost'] });
    const error = await failure(client.downloadImage(`http://localhost:${port()}/a.png`));
    expect(error).toBeInstanceOf(ImageHostRefusedError);
    expect((error as ImageHostRefusedError).detail).toMatch(/resolves to (127\.0\.0\.1|::1)/);
    expect(server.requests).toHaveLength(0);
  });

  it('checks every redirect hop: an unlisted host, then an address never allowed', async () => {
    const client = clientFor({ allowPrivateImageHosts: true, imageHosts: ['0.0.0.0'] });
    for (const target of [`http://localhost:${port()}/b.png`, `http://0.0.0.0:${port()}/b.png`]) {
      server.requests.length = 0;
      server.handle((_request, res) => res.writeHead(302, { location: target }).end());
      const error = await failure(client.downloadImage(`${server.url}/a.png`));
      expect(error).toBeInstanceOf(ImageHostRefusedError);
      expect(server.requests.map((request) => request.url)).toEqual(['/a.png']);
    }
  });

  it('follows allowed redirects up to maxRedirects', async () => {
    const client = clientFor({ allowPrivateImageHosts: true, maxRedirects: 2 });
    server.handle((request, res) => {
      const hop = Number(request.url.slice(1, 2));
      res.writeHead(302, { location: `/${hop + 1}.png` }).end();
    });
    const error = await failure(client.downloadImage(`${server.url}/0.png`));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(server.requests.map((request) => request.url)).toEqual(['/0.png', '/1.png', '/2.png']);
  });
});

describe('the memory budget of image downloads', () => {
  /** Streams `PNG` slowly (without Content-Length unless `declared`), recording start and end. */
  const slowPng = (events: string[], declared: boolean) =>
    server.handle((request, res) => {
      events.push(`start ${request.url}`);
      res.writeHead(200, {
        'content-type': 'image/png',
        ...(declared && { 'content-length': String(PNG.length) }),
      });
      res.write(PNG.subarray(0, 100));
      setTimeout(() => {
        events.push(`end ${request.url}`);
        res.end(PNG.subarray(100));
      }, 150);
    });

  it('makes a download wait while the others hold the budget', async () => {
    const client = clientFor({ allowPrivateImageHosts: true, imageDownloadMemoryBytes: 13_000 });
    const events: string[] = [];
    slowPng(events, false);
    const both = [1, 2].map((n) => client.downloadImage(`${server.url}/${n}`, { maxBytes: 8_000 }));
    await Promise.all(both);
    expect(events).toEqual(['start /1', 'end /1', 'start /2', 'end /2']);
  });

  it('holds only the declared Content-Length, so the next download starts at once', async () => {
    const client = clientFor({ allowPrivateImageHosts: true, imageDownloadMemoryBytes: 13_000 });
    const events: string[] = [];
    slowPng(events, true);
    const both = [1, 2].map((n) => client.downloadImage(`${server.url}/${n}`, { maxBytes: 8_000 }));
    await Promise.all(both);
    expect(events.slice(0, 2)).toEqual(['start /1', 'start /2']);
  });

  it('caps one download at the whole budget', async () => {
    const client = clientFor({ allowPrivateImageHosts: true, imageDownloadMemoryBytes: 2_000 });
    png();
    const error = await failure(client.downloadImage(`${server.url}/a.png`, { maxBytes: 10_000 }));
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect((error as ImageTooLargeError).maxBytes).toBe(2_000);
  });
});
