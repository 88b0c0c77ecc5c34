import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/core/byte-budget.js';
import { fetchMemberFile } from '../../src/discord/member-file.js';
import { InputCodec } from '../../src/image-intake/input-codec.js';
import { checkInputImage } from '../../src/image-intake/input-image.js';
import { InputImageError } from '../../src/image-intake/intake-errors.js';
import {
  jpegSegment,
  pngChunk,
  withJpegSegments,
  withPngChunks,
} from '../safety/metadata-fixtures.js';

const TAKES_ALL = {
  maxInput: { bytes: 10 * 1024 * 1024, pixels: 3072 * 3072 },
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** A PNG of noise, `side`² RGB: it does not compress, so its file is about its pixels' size. */
const noisePng = (side: number) =>
  sharp(
    Buffer.alloc(side * side * 3).map(() => Math.floor(Math.random() * 256)),
    {
      raw: { width: side, height: side, channels: 3 },
    },
  )
    .png()
    .toBuffer();

/** A lease of `budget` that notes what the budget held after each of its resizes. */
async function notedLease(budget: ByteBudget, bytes: number) {
  const lease = await budget.acquire(bytes);
  const held: number[] = [];
  return {
    held,
    lease: {
      ...lease,
      resize: async (size: number) => {
        await lease.resize(size);
        held.push(budget.held);
      },
    },
  };
}

describe("an input's lease, resized to what each step holds (checkInputImage)", () => {
  it('a PNG cleaned of its metadata: the file and its copy, then the copy and its decoded pixels; the file given back at once', async () => {
    const side = 200;
    const plain = await noisePng(side);
    const file = withPngChunks(plain, pngChunk('tEXt', 'parameters\0a prompt'));
    const size = file.length;
    const budget = new ByteBudget(10_000_000);
    const { held, lease } = await notedLease(budget, size);
    const image = await checkInputImage(file, TAKES_ALL, new InputCodec(), lease);
    const decoded = side * side * 3;
    expect(image.decodedBytes).toBe(decoded);
    expect(held).toEqual([2 * size, image.bytes.length + decoded]);
    expect(image.bytes.equals(plain)).toBe(true);
    // The file, replaced by its copy, is given back now, not at the next collection.
    expect(file.length).toBe(0);
  });

  it('a JPEG turned upright: the file, its pixels decoded and its encoding before its turn, then the encoding and its pixels', async () => {
    const jpeg = await sharp(await noisePng(120))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = withJpegSegments(jpeg, jpegSegment(0xfe, 'a comment'));
    const size = file.length;
    const budget = new ByteBudget(10_000_000);
    const { held, lease } = await notedLease(budget, size);
    const image = await checkInputImage(file, TAKES_ALL, new InputCodec(), lease);
    const decoded = 120 * 120 * 3;
    expect(held).toEqual([size + 2 * decoded + 65_536, image.bytes.length + decoded]);
    expect(budget.held).toBe(image.bytes.length + decoded);
  });

  it('an image kept as it is (nothing to cut): its file and its pixels, the file itself handed on', async () => {
    const file = await noisePng(100);
    const budget = new ByteBudget(10_000_000);
    const { held, lease } = await notedLease(budget, file.length);
    const image = await checkInputImage(file, TAKES_ALL, new InputCodec(), lease);
    expect(image.bytes).toBe(file);
    expect(held).toEqual([2 * file.length, file.length + 100 * 100 * 3]);
  });
});

describe('fetchMemberFile: one lease from before the download until its use settled', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serving(body: Buffer): Promise<string> {
    server = createServer((_request, response) => {
      response.setHeader('content-length', body.length);
      response.end(body);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const optionsFor = (origin: string, budget: ByteBudget, beside: number) => ({
    maxBytes: 1_000_000,
    hosts: { DISCORD_CDN_URL: origin },
    accept: 'image/*',
    budget,
    beside,
    tooLarge: () => new InputImageError('tooLarge', { size: '', max: '' }),
    failed: (cause: object) => new InputImageError('downloadFailed', {}, cause),
  });

  it('takes the declared size and what its use holds beside it before the download, then the bytes read; given back after', async () => {
    const body = Buffer.alloc(5_000, 7);
    const origin = await serving(body);
    const budget = new ByteBudget(100_000);
    const seen: number[] = [];
    const result = await fetchMemberFile(
      { url: `${origin}/a.png`, size: 8_000 },
      optionsFor(origin, budget, 40_000),
      async (bytes, lease) => {
        seen.push(budget.peak, budget.held, lease.bytes);
        await lease.resize(bytes.length + 60_000);
        seen.push(budget.held);
        return bytes.length;
      },
    );
    expect(result).toBe(5_000);
    expect(seen).toEqual([48_000, 45_000, 45_000, 65_000]);
    expect([budget.held, budget.waiting]).toEqual([0, 0]);
  });

  it('gives it all back when its use fails, and when the download does', async () => {
    const origin = await serving(Buffer.alloc(100));
    const budget = new ByteBudget(100_000);
    const failing = fetchMemberFile(
      { url: `${origin}/a.png`, size: 100 },
      optionsFor(origin, budget, 1_000),
      async (_bytes, lease) => {
        await lease.resize(50_000);
        throw new Error('unreadable');
      },
    );
    await expect(failing).rejects.toThrow('unreadable');
    expect(budget.held).toBe(0);
    const unreachable = fetchMemberFile(
      { url: 'http://127.0.0.1:9/a.png', size: 100 },
      optionsFor('http://127.0.0.1:9', budget, 1_000),
      async () => 0,
    );
    await expect(unreachable).rejects.toBeInstanceOf(InputImageError);
    expect([budget.held, budget.peak]).toEqual([0, 50_000]);
  });

  it('a file waiting for the budget holds nothing, and one stopped while it waits takes nothing', async () => {
    const origin = await serving(Buffer.alloc(100));
    const budget = new ByteBudget(10_000);
    const other = await budget.acquire(9_000);
    const stop = new AbortController();
    let told = false;
    const waiting = fetchMemberFile(
      { url: `${origin}/a.png`, size: 100 },
      {
        ...optionsFor(origin, budget, 5_000),
        onWait: async () => {
          told = true;
        },
        waitSignal: stop.signal,
      },
      async () => 0,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect([told, budget.held, budget.waiting]).toEqual([true, 9_000, 1]);
    stop.abort(new Error('the answer is due'));
    await expect(waiting).rejects.toBeInstanceOf(InputImageError);
    expect([budget.held, budget.waiting]).toEqual([9_000, 0]);
    other.release();
  });
});
