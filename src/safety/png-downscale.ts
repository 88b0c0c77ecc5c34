import { createInflate } from 'node:zlib';

/** Channels per pixel of each colour type a PNG declares (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Where a small pixel samples the source along one axis: the two pixels around it, and how far. */
type Sample = readonly [low: number, high: number, fraction: number];

/**
 * Bilinear sampling from `length` pixels to `side`, as Skia draws an image smaller without
 * mipmaps (the canvas's default smoothing, which the whole decode in `classify-worker.ts` uses):
 * each small pixel's centre, mapped back, between the two source pixels around it.
 */
const samplesOf = (length: number, side: number): Sample[] =>
  Array.from({ length: side }, (_, small) => {
    const at = Math.min(Math.max(((small + 0.5) * length) / side - 0.5, 0), length - 1);
    const low = Math.floor(at);
    return [low, Math.min(low + 1, length - 1), at - low] as const;
  });

/** What {@link downscalePng} reads of a PNG: its header, palette and transparency, and its data. */
interface PngParts {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly colorType: number;
  readonly palette: Uint8Array | undefined;
  readonly alphas: Uint8Array | undefined;
  /** The `IDAT` chunks' data, in order: views of the PNG's bytes, nothing copied. */
  readonly data: Uint8Array[];
}

function partsOf(png: Uint8Array): PngParts | undefined {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let header: Omit<PngParts, 'palette' | 'alphas' | 'data'> | undefined;
  let palette: Uint8Array | undefined;
  let alphas: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 8 <= png.byteLength; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (body.byteLength < length) return undefined;
    if (type === 'IHDR') {
      if (length < 13 || body[12] !== 0) return undefined; // interlaced: not read here
      const { width, height } = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
      header = { width, height, depth: body[8] ?? 0, colorType: body[9] ?? -1 };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alphas = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  return header && { ...header, palette, alphas, data };
}

/**
 * A still PNG's RGBA pixels at `side`×`side`, sampled as Skia draws it that small ({@link samplesOf},
 * colours premultiplied by their alpha), read row by row as its data inflates: the memory it takes
 * is two of the image's rows and the small picture's sums, never the decoded image (a 20 MiB PNG of
 * 2643×2643 decodes to 28 MB). Undefined for a PNG it does not read: interlaced, of fewer than
 * 8 bits a channel, smaller than `side` either way, or cut short; the caller then decodes it whole.
 */
export async function downscalePng(
  png: Uint8Array,
  side: number,
): Promise<Uint8ClampedArray | undefined> {
  const parts = partsOf(png);
  if (!parts) return undefined;
  const { width, height, depth, colorType, palette, alphas } = parts;
  const channels = CHANNELS[colorType];
  if (!channels || (depth !== 8 && depth !== 16) || (colorType === 3 && (depth !== 8 || !palette)))
    return undefined;
  if (width < side || height < side) return undefined;
  const step = depth / 8;
  const pixelBytes = channels * step;
  const rowBytes = width * pixelBytes;
  let previous = new Uint8Array(rowBytes);
  let row = new Uint8Array(rowBytes);
  const xs = samplesOf(width, side);
  /** Per source row, the small rows it is sampled into and with what weight. */
  const weightsOf = new Map<number, [number, number][]>();
  samplesOf(height, side).forEach(([low, high, fraction], small) => {
    for (const [at, weight] of [
      [low, 1 - fraction],
      [high, fraction],
    ] as const) {
      if (weight > 0) weightsOf.set(at, [...(weightsOf.get(at) ?? []), [small, weight]]);
    }
  });
  /** Per small pixel: R, G and B times alpha, then alpha, as Skia blends (premultiplied). */
  const sums = new Float64Array(side * side * 4);
  /** The row's pixel `x` premultiplied, into `into` (R, G, B, alpha). */
  const into = new Float64Array(4);
  const read = (x: number) => {
    const at = x * pixelBytes;
    let alpha = 255;
    if (colorType === 3) {
      const index = row[at] ?? 0;
      alpha = alphas?.[index] ?? 255;
      into[0] = palette?.[index * 3] ?? 0;
      into[1] = palette?.[index * 3 + 1] ?? 0;
      into[2] = palette?.[index * 3 + 2] ?? 0;
    } else if (channels <= 2) {
      into[0] = into[1] = into[2] = row[at] ?? 0;
      if (channels === 2) alpha = row[at + step] ?? 0;
    } else {
      into[0] = row[at] ?? 0;
      into[1] = row[at + step] ?? 0;
      into[2] = row[at + 2 * step] ?? 0;
      if (channels === 4) alpha = row[at + 3 * step] ?? 0;
    }
    into[0] = (into[0] ?? 0) * alpha;
    into[1] = (into[1] ?? 0) * alpha;
    into[2] = (into[2] ?? 0) * alpha;
    into[3] = alpha;
  };
  let y = 0;
  let filled = -1; // bytes of `row` read so far, its filter byte first (-1: none)
  let filter = 0;

  const addRow = () => {
    const targets = weightsOf.get(y);
    if (!targets) return;
    for (let small = 0; small < side; small++) {
      const [low, high, fraction] = xs[small] as Sample;
      read(low);
      const [r0, g0, b0, a0] = into;
      read(high);
      const mix = (a: number | undefined, b: number | undefined) =>
        (a ?? 0) * (1 - fraction) + (b ?? 0) * fraction;
      const pixel = [mix(r0, into[0]), mix(g0, into[1]), mix(b0, into[2]), mix(a0, into[3])];
      for (const [smallRow, weight] of targets) {
        const to = (smallRow * side + small) * 4;
        for (let c = 0; c < 4; c++) sums[to + c] = (sums[to + c] ?? 0) + (pixel[c] ?? 0) * weight;
      }
    }
  };

  /** Undoes the row's filter (PNG's five: none, sub, up, average, Paeth) against the row above. */
  const unfilter = () => {
    const bpp = pixelBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? (row[i - bpp] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
      const raw = row[i] ?? 0;
      if (filter === 1) row[i] = raw + left;
      else if (filter === 2) row[i] = raw + up;
      else if (filter === 3) row[i] = raw + ((left + up) >> 1);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        row[i] = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
    }
  };

  const take = (chunk: Uint8Array) => {
    for (let at = 0; at < chunk.byteLength && y < height; ) {
      if (filled < 0) {
        filter = chunk[at] ?? 0;
        filled = 0;
        at += 1;
        continue;
      }
      const count = Math.min(rowBytes - filled, chunk.byteLength - at);
      row.set(chunk.subarray(at, at + count), filled);
      filled += count;
      at += count;
      if (filled < rowBytes) continue;
      unfilter();
      addRow();
      [previous, row] = [row, previous];
      filled = -1;
      y += 1;
    }
  };

  const inflate = createInflate();
  const reading = (async () => {
    for await (const chunk of inflate) {
      take(chunk as Buffer);
      if (y >= height) break; // what inflates past the last row is not read (nor inflated)
    }
  })();
  for (const data of parts.data) inflate.write(data);
  inflate.end();
  try {
    await reading;
  } catch {
    return undefined;
  }
  if (y < height) return undefined;
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < side * side * 4; i += 4) {
    const alpha = sums[i + 3] ?? 0;
    if (alpha === 0) continue;
    pixels[i] = (sums[i] ?? 0) / alpha;
    pixels[i + 1] = (sums[i + 1] ?? 0) / alpha;
    pixels[i + 2] = (sums[i + 2] ?? 0) / alpha;
    pixels[i + 3] = alpha;
  }
  return pixels;
}
