import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/core/byte-budget.js';
import {
  ImageHostRefusedError,
  ImageTooLargeError,
} from '../../src/image-backend/backend-errors.js';
import {
  type DownloadPolicy,
  ImageDownloader,
  type ImageDownloadOptions,
} from '../../src/image-backend/image-download.js';

const PNG = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(2_000)]);

/** A server on loopback: `/image` a PNG, `/same` a redirect to its `/image`, `/away` to `to`. */
function imageServer(seen: IncomingHttpHeaders[], to: () => string): Server {
  return createServer((request, response) => {
    seen.push(request.headers);
    if (request.url === '/same') return response.writeHead(302, { location: '/image' }).end();
    if (request.url === '/away') return response.writeHead(302, { location: to() }).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
}

describe('the port’s download: one policy per source of URLs', () => {
  const home: IncomingHttpHeaders[] = [];
  const other: IncomingHttpHeaders[] = [];
  let server: Server;
  let elsewhere: Server;
  let base: URL;
  let away: string;
  const made: ImageDownloader[] = [];

  const downloader = (
    policy: DownloadPolicy,
    settings: Omit<ImageDownloadOptions, 'baseUrl' | 'policy'> = {},
  ) => {
    const images = new ImageDownloader({ baseUrl: base, policy, retries: 0, ...settings });
    made.push(images);
    return images;
  };
  const operator = (settings: Omit<ImageDownloadOptions, 'baseUrl' | 'policy'> = {}) =>
    downloader({ kind: 'operator-origin', headers: { authorization: 'Bearer t0k' } }, settings);

  beforeAll(async () => {
    server = imageServer(home, () => away);
    elsewhere = imageServer(other, () => away);
    const listen = (s: Server) =>
      new Promise<number>((resolve) =>
        s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)),
      );
    base = new URL(`http://127.0.0.1:${await listen(server)}/`);
    away = `http://127.0.0.1:${await listen(elsewhere)}/image`;
  });
  beforeEach(() => {
    home.length = 0;
    other.length = 0;
  });
  afterAll(async () => {
    await Promise.all(made.map((images) => images.close()));
    await Promise.all([server, elsewhere].map((s) => new Promise((done) => s.close(done))));
  });

  it('the operator’s origin: read at its loopback address with its credentials, a same-origin redirect followed', async () => {
    const images = operator();
    expect(await images.download(new URL('/same', base).href)).toEqual(PNG);
    expect(home.map((headers) => headers.authorization)).toEqual(['Bearer t0k', 'Bearer t0k']);
  });

  it('the operator’s origin: another port of the same host refused, at first or by redirect, never reached', async () => {
    const images = operator();
    await expect(images.download(away)).rejects.toBeInstanceOf(ImageHostRefusedError);
    await expect(images.download(new URL('/away', base).href)).rejects.toBeInstanceOf(
      ImageHostRefusedError,
    );
    expect(home).toHaveLength(1);
    expect(other).toHaveLength(0);
  });

  it('the operator’s origin keeps the byte bound and the memory budget', async () => {
    const url = new URL('/image', base).href;
    await expect(operator().download(url, { maxBytes: PNG.length - 1 })).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
    const budgeted = operator({ imageDownloadMemoryBytes: PNG.length - 1 });
    await expect(budgeted.download(url)).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it('downloaders given one memory hold at most it together: the process’s IMAGE_DOWNLOAD_MEMORY_BYTES, whichever backend downloads', async () => {
    const memory = new ByteBudget(PNG.length);
    const [first, second] = [
      operator({ memory }),
      downloader({ kind: 'public-urls' }, { memory, allowPrivateImageHosts: true }),
    ];
    const url = new URL('/image', base).href;
    const taken = await memory.acquire(PNG.length);
    const downloads = [first, second].map((images) =>
      images.download(url, { maxBytes: PNG.length }),
    );
    await expect.poll(() => memory.waiting).toBe(2);
    expect(home).toHaveLength(0);
    taken.release();
    expect(await Promise.all(downloads)).toEqual([PNG, PNG]);
    expect([memory.peak, memory.held]).toEqual([PNG.length, 0]);
  });

  it('public URLs: loopback refused unless private hosts are allowed; no credentials, redirects checked against the hosts', async () => {
    const url = new URL('/image', base).href;
    const strict = downloader({ kind: 'public-urls' });
    await expect(strict.download(url)).rejects.toBeInstanceOf(ImageHostRefusedError);
    expect(home).toHaveLength(0);
    const loose = downloader({ kind: 'public-urls' }, { allowPrivateImageHosts: true });
    expect(await loose.download(url)).toEqual(PNG);
    expect(home[0]?.authorization).toBeUndefined();
    // The other port is the same host: public URLs are judged by host, as IMAGE_HOSTS lists them.
    expect(await loose.download(new URL('/away', base).href)).toEqual(PNG);
    expect(other).toHaveLength(1);
  });
});
