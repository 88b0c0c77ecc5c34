import { describe, expect, it } from 'vitest';
import {
  asksForm,
  CUSTOM_ZOOM,
  fitsSize,
  type ImageAction,
  isOffered,
  offeredChoice,
  offeredChoices,
  tokenOf,
} from '../../src/image-backend/image-actions.js';
import type { ImagesInCapabilities, PixelSize } from '../../src/image-backend/images-in.js';

const limits = { maxInput: { bytes: 1, pixels: 1 }, types: ['image/png'] } as const;
const tokens = (imagesIn: ImagesInCapabilities | undefined, size?: PixelSize) =>
  offeredChoices(imagesIn, size).map(tokenOf);

describe('the image actions a backend offers (IMAGE_ACTIONS)', () => {
  it('offers none on a backend that takes no image', () => {
    expect(tokens(undefined)).toEqual([]);
    expect(tokens({ ...limits, describe: true })).toEqual([]);
  });

  it("offers Vary and Edit with an edit, Upscale per factor, in a card's order", () => {
    const all: ImagesInCapabilities = {
      ...limits,
      edit: {},
      upscale: { factors: [2, 4], maxResultPixels: 16 },
      describe: true,
    };
    expect(tokens(all)).toEqual(['vary-subtle', 'vary-strong', 'upscale-2', 'upscale-4', 'edit']);
  });

  it('offers Vary (Region), Zoom out and Pan only where the backend takes a mask', () => {
    expect(tokens({ ...limits, edit: { mask: true } })).toEqual([
      'vary-subtle',
      'vary-strong',
      'edit',
      'region',
      'zoom-1.5',
      'zoom-2',
      'zoom-0',
      'pan-left',
      'pan-right',
      'pan-up',
      'pan-down',
    ]);
    expect(tokens({ ...limits, edit: { mask: false } })).toEqual([
      'vary-subtle',
      'vary-strong',
      'edit',
    ]);
  });

  it('takes a custom zoom factor within 1.1–2 from a form, but a custom id names only a choice', () => {
    const masks: ImagesInCapabilities = { ...limits, edit: { mask: true } };
    expect(isOffered(masks, { kind: 'zoom', factor: 1.3 })).toBe(true);
    expect(isOffered(masks, { kind: 'zoom', factor: 2.5 })).toBe(false);
    expect(isOffered(masks, { kind: 'zoom', factor: 1.05 })).toBe(false);
    expect(isOffered({ ...limits, edit: {} }, { kind: 'zoom', factor: 1.5 })).toBe(false);
    expect(offeredChoice(masks, 'zoom-1.3')).toBeUndefined();
    expect(asksForm({ kind: 'zoom', factor: CUSTOM_ZOOM })).toBe(true);
    expect(asksForm({ kind: 'zoom', factor: 2 })).toBe(false);
    expect(asksForm({ kind: 'edit' })).toBe(true);
    expect(asksForm({ kind: 'region' })).toBe(false);
  });

  it('offers no Upscale without a factor', () => {
    expect(tokens({ ...limits, edit: {}, upscale: { factors: [], maxResultPixels: 16 } })).toEqual([
      'vary-subtle',
      'vary-strong',
      'edit',
    ]);
  });

  it('reads back only an offered choice from a token (user input)', () => {
    const upscales: ImagesInCapabilities = {
      ...limits,
      upscale: { factors: [2], maxResultPixels: 16 },
    };
    expect(offeredChoice(upscales, 'upscale-2')).toEqual({ kind: 'upscale', factor: 2 });
    for (const forged of ['upscale-3', 'edit', 'vary-subtle', 'upscale-2-2', 'constructor', ''])
      expect(offeredChoice(upscales, forged)).toBeUndefined();
    const edit: ImageAction = { kind: 'edit', strength: 0.5 };
    expect(tokenOf(edit)).toBe('edit');
  });

  it('upscales an image only by the factors whose result and source the backend takes', () => {
    const horde = {
      ...limits,
      maxInput: { bytes: 1, pixels: 3072 * 3072 },
      upscale: { factors: [2, 4], maxResultPixels: 4096 * 4096, tiles: { side: 512, count: 16 } },
    };
    const factors = (width: number, height: number) =>
      tokens(horde, { width, height }).filter((token) => token.startsWith('upscale'));
    expect(factors(512, 512)).toEqual(['upscale-2', 'upscale-4']);
    expect(factors(1024, 1024)).toEqual(['upscale-2', 'upscale-4']);
    expect(factors(2048, 2048)).toEqual(['upscale-2']);
    expect(factors(2560, 1600)).toEqual([]);
    expect(factors(4096, 4096)).toEqual([]);
    expect(fitsSize(horde, { kind: 'edit' }, { width: 8000, height: 8000 })).toBe(true);
  });
});
