import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HORDE_IMAGES_IN } from '../../src/backends/horde/horde-capabilities.js';
import { createLogger } from '../../src/core/logger.js';
import type { InputImage } from '../../src/image-backend/images-in.js';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { keptRestorer } from '../../src/jobs/kept-restore.js';
import { cellsMask } from '../../src/region-edits/cell-mask.js';

const flat = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

const rgb = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
  ];
  return { width: info.width, height: info.height, at };
};

/** A card of 96×64 in blue, its mask freeing the grid's cell A1 (the top-left sixteenth). */
async function kept() {
  const image: InputImage = {
    bytes: await flat(96, 64, '#2050c0').png().toBuffer(),
    type: 'image/png',
    width: 96,
    height: 64,
  };
  const maskBytes = await cellsMask(['A1'], { width: 96, height: 64 });
  const mask: InputImage = { bytes: maskBytes, type: 'image/png', width: 96, height: 64 };
  return { image, mask };
}

const job = (action: { kind: string }, backend = 'horde') =>
  ({ id: 'j1', backend, input: { action, ref: 'r1' } }) as unknown as GenerationJob;

describe('keptRestorer: a masked result put back at its input’s size with its kept pixels', () => {
  it('on a backend that restoresKept, the result stretched to the card’s size, every kept pixel the card’s, the freed cell the result’s', async () => {
    const input = await kept();
    const restore = keptRestorer({
      inputs: () => ({ get: async () => input.image, mask: async () => input.mask }),
      imagesInOf: () => HORDE_IMAGES_IN,
      logger: createLogger({ level: 'silent' }),
    });
    const drawn = await flat(64, 64, '#e0a020').webp({ quality: 80 }).toBuffer();
    const shown = await rgb(await restore(job({ kind: 'region' }), drawn));
    expect({ width: shown.width, height: shown.height }).toEqual({ width: 96, height: 64 });
    expect(shown.at(95, 63)).toEqual([0x20, 0x50, 0xc0]);
    expect(shown.at(60, 10)).toEqual([0x20, 0x50, 0xc0]);
    const [red = 0] = shown.at(5, 5);
    expect(red).toBeGreaterThan(0xc0);
  });

  it('leaves alone an unmasked job, a backend that answers at its input’s size, and one whose input is gone (logged)', async () => {
    const input = await kept();
    const lines: string[] = [];
    const drawn = await flat(64, 64, '#e0a020').png().toBuffer();
    const restore = (restoresKept: boolean, gone = false) =>
      keptRestorer({
        inputs: () => ({
          get: async () => (gone ? undefined : input.image),
          mask: async () => (gone ? undefined : input.mask),
        }),
        imagesInOf: () => ({ ...HORDE_IMAGES_IN, edit: { ...HORDE_IMAGES_IN.edit, restoresKept } }),
        logger: createLogger({ level: 'info', write: (line) => lines.push(line) }),
      });
    expect(await restore(true)(job({ kind: 'vary' }), drawn)).toBe(drawn);
    expect(await restore(false)(job({ kind: 'region' }), drawn)).toBe(drawn);
    expect(await restore(true, true)(job({ kind: 'zoom' }), drawn)).toBe(drawn);
    expect(lines.join('\n')).toContain('its input is no longer kept');
  });
});
