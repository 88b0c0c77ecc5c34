import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import {
  ImageTooLargeError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../../src/image-backend/backend-errors.js';
import { type CannedServer, startCannedServer } from './helpers/canned-server.js';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);

let server: CannedServer;
let client: ImageApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = new ImageApiClient({
    baseUrl: server.url,
    retryBaseMs: 5,
    retryMaxMs: 10,
    allowPrivateImageHosts: true,
  });
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('downloadImage', () => {
  it('streams the image without sending any credential', async () => {
    server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG.subarray(0, 1000));
      setTimeout(() => res.end(PNG.subarray(1000)), 10);
    });
    const image = await client.downloadImage(`${server.url}/images/1.png?sig=abc`);
    expect(image.equals(PNG)).toBe(true);
    const [request] = server.requests;
    expect(request?.url).toBe('/images/1.png?sig=abc');
    expect(request?.headers['x-api-key']).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('follows redirects', async () => {
    server.handle((request, res) => {
      if (request.url === '/old.png') {
        res.writeHead(302, { location: '/new.png' }).end();
      } else {
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      }
    });
    expect((await client.downloadImage(`${server.url}/old.png`)).length).toBe(PNG.length);
    expect(server.requests.map((request) => request.url)).toEqual(['/old.png', '/new.png']);
  });

  it('stops a streamed body past maxBytes', async () => {
    server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG);
      res.write(PNG);
      res.end(PNG);
    });
    const error = await client
      .downloadImage(`${server.url}/big.png`, { maxBytes: 5000 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect((error as ImageTooLargeError).maxBytes).toBe(5000);
    expect((error as ImageTooLargeError).message).toBe(
      'The generated image is larger than 5 KB, too big to post here.',
    );
  });

  it('refuses a declared Content-Length past maxBytes before reading', async () => {
    server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '20000000' });
      res.write(PNG);
    });
    await expect(client.downloadImage(`${server.url}/huge.png`)).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
  });

  it('rejects an HTML page, a 404 and a non-http URL as unexpected', async () => {
    server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    });
    await expect(client.downloadImage(`${server.url}/a.png`)).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    server.handle((_request, res) => res.writeHead(404).end());
    await expect(client.downloadImage(`${server.url}/a.png`)).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    await expect(client.downloadImage('file:///etc/passwd')).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    await expect(client.downloadImage('not a url')).rejects.toBeInstanceOf(UnexpectedResponseError);
    expect(server.requests).toHaveLength(2);
  });

  it('retries a 503 and gives up at the bound', async () => {
    server.handle((_request, res) => res.writeHead(503).end());
    await expect(client.downloadImage(`${server.url}/a.png`)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(server.requests).toHaveLength(4);
  });

  it('times out a stalled download', async () => {
    server.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG.subarray(0, 100));
    });
    await expect(
      client.downloadImage(`${server.url}/slow.png`, { timeoutMs: 80 }),
    ).rejects.toBeInstanceOf(ServiceTimeoutError);
  });
});
