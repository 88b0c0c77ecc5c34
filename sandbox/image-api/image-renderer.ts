import { hash32 } from '../prng.js';
import { encodePng } from './png-encoder.js';

/** What a generated image is made from. */
export interface RenderInput {
  width: number;
  height: number;
  /** The prompt as submitted: a string or a node-graph object. */
  prompt: string | Record<string, unknown>;
  /** The effective seed (never -1). */
  seed: number;
}

/**
 * Draws a simple deterministic picture (a diagonal gradient over a checkerboard, colours and
 * tile size taken from a hash of prompt and seed) and encodes it as a PNG.
 */
export async function renderImage(input: RenderInput): Promise<Buffer> {
  const { width, height } = input;
  const text = typeof input.prompt === 'string' ? input.prompt : JSON.stringify(input.prompt);
  const h = hash32(`${text}\u0000${input.seed}`);
  const base = [h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff] as const;
  const tile = 8 << ((h >>> 24) & 3);
  const stride = 1 + width * 3;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const tileY = (y / tile) | 0;
    for (let x = 0; x < width; x++) {
      const shade = ((((x / tile) | 0) + tileY) & 1) * 48;
      const ramp = ((x + y) * 255) / (width + height);
      const i = row + 1 + x * 3;
      out[i] = (base[0] + ramp + shade) & 0xff;
      out[i + 1] = (base[1] + shade - ramp) & 0xff;
      out[i + 2] = (base[2] + ((x * 255) / width) * 0.5) & 0xff;
    }
  }
  return encodePng(width, height, out);
}
