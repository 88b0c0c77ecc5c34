import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { downscalePng } from '../../src/safety/png-downscale.js';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * A PNG of `samples` (rows of `width` pixels, each channel 0–255), row y filtered with filter
 * y % 5 (none, sub, up, average, Paeth), its data split over several IDAT chunks.
 */
function encodePng(
  width: number,
  height: number,
  colorType: number,
  depth: 8 | 16,
  sample: (x: number, y: number, channel: number) => number,
  extra: Buffer[] = [],
): Buffer {
  const step = depth / 8;
  const channels = CHANNELS[colorType] ?? 0;
  const bpp = channels * step;
  const rowBytes = width * bpp;
  const raw = Buffer.alloc(height * (rowBytes + 1));
  let previous = new Uint8Array(rowBytes);
  for (let y = 0; y < height; y++) {
    const row = new Uint8Array(rowBytes);
    for (let x = 0; x < width; x++)
      for (let c = 0; c < channels; c++) {
        const value = sample(x, y, c);
        row[x * bpp + c * step] = value;
        if (step === 2) row[x * bpp + c * step + 1] = (x * 7 + y) & 0xff;
      }
    const filter = y % 5;
    const out = raw.subarray(y * (rowBytes + 1));
    out[0] = filter;
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
      const b = previous[i] ?? 0;
      const c = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      out[1 + i] = ((row[i] ?? 0) - predictor) & 0xff;
    }
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colorType, 0, 0, 0], 8);
  const data = deflateSync(raw);
  const third = Math.ceil(data.length / 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    ...[0, 1, 2].map((i) => chunk('IDAT', data.subarray(i * third, (i + 1) * third))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('downscalePng', () => {
  const red = (x: number, y: number) => (x * 3 + y * 5) & 0xff;
  const green = (x: number, y: number) => (x * y) & 0xff;
  const blue = (x: number, y: number) => (255 - x + y) & 0xff;
  const channel = [red, green, blue];

  it('reads RGB and RGBA (8 and 16 bits), grey and grey + alpha, every filter, to the mean of each block', async () => {
    for (const [colorType, depth] of [
      [2, 8],
      [6, 8],
      [2, 16],
      [6, 16],
      [0, 8],
      [4, 8],
    ] as const) {
      const sample = (x: number, y: number, c: number) =>
        colorType === 6 && c === 3
          ? 255
          : (colorType === 0 || colorType === 4) && c === 1
            ? 255
            : (channel[c]?.(x, y) ?? 0);
      const png = encodePng(64, 48, colorType, depth, sample);
      const pixels = await downscalePng(png, 16);
      expect(pixels, `colour type ${colorType}, ${depth} bits`).toBeDefined();
      for (const [x, y] of [
        [0, 0],
        [5, 7],
        [15, 15],
      ] as const) {
        const at = (y * 16 + x) * 4;
        // 64×48 to 16×16, sampled as Skia does: each centre mapped back, between two pixels.
        const around = (small: number, length: number) => {
          const point = Math.min(Math.max(((small + 0.5) * length) / 16 - 0.5, 0), length - 1);
          return [
            Math.floor(point),
            Math.min(Math.floor(point) + 1, length - 1),
            point % 1,
          ] as const;
        };
        const mean = (f: (x: number, y: number) => number) => {
          const [x0, x1, fx] = around(x, 64);
          const [y0, y1, fy] = around(y, 48);
          const row = (yy: number) => f(x0, yy) * (1 - fx) + f(x1, yy) * fx;
          return row(y0) * (1 - fy) + row(y1) * fy;
        };
        const grey = colorType === 0 || colorType === 4;
        const expected = grey ? [red, red, red] : [red, green, blue];
        for (const [c, f] of expected.entries())
          expect(Math.abs((pixels?.[at + c] ?? -9) - mean(f))).toBeLessThanOrEqual(1);
        expect(pixels?.[at + 3]).toBe(255);
      }
    }
  });

  it('reads a palette with its transparency, colours weighted by their alpha', async () => {
    const palette = chunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255]));
    const alphas = chunk('tRNS', Buffer.from([255, 0]));
    // Index 0 (opaque red) on even columns, 1 (transparent blue) on odd ones: each small pixel
    // halfway between one of each.
    const png = encodePng(32, 32, 3, 8, (x) => x % 2, [palette, alphas]);
    const pixels = (await downscalePng(png, 16)) ?? new Uint8ClampedArray();
    expect([...pixels.subarray(0, 4)]).toEqual([255, 0, 0, 128]);
    expect([...pixels.subarray(36, 40)]).toEqual([255, 0, 0, 128]);
  });

  it('agrees with a whole decode drawn small by the canvas, and leaves out what it does not read', async () => {
    const canvas = createCanvas(1000, 700);
    const context = canvas.getContext('2d');
    for (let x = 0; x < 1000; x += 10) {
      context.fillStyle = `rgb(${x % 256}, ${(x * 7) % 256}, ${255 - (x % 256)})`;
      context.fillRect(x, 0, 10, 700);
    }
    context.fillStyle = 'rgba(224, 192, 32, 0.5)';
    context.fillRect(100, 60, 200, 300);
    const png = await canvas.encode('png');
    const pixels = (await downscalePng(png, 224)) ?? new Uint8ClampedArray();
    const whole = createCanvas(224, 224).getContext('2d');
    whole.drawImage(await loadImage(png), 0, 0, 224, 224);
    const reference = whole.getImageData(0, 0, 224, 224).data;
    let difference = 0;
    for (let i = 0; i < reference.length; i++)
      difference += Math.abs((reference[i] ?? 0) - (pixels[i] ?? -255));
    expect(difference / reference.length).toBeLessThan(1);
    expect(await downscalePng(png, 1024)).toBeUndefined();
    expect(await downscalePng(png.subarray(0, png.length - 200), 224)).toBeUndefined();
    expect(
      await downscalePng(encodePng(32, 32, 2, 8, () => 0).fill(1, 28, 29), 16),
    ).toBeUndefined();
  });
});
