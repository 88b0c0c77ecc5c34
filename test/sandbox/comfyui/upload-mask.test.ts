import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maskPng, sourcePng } from '../mask-pictures.js';
import { call, startComfy, upload } from './comfy-fixture.js';

/** `POST /upload/mask` of `mask` named `name`, pointing at `originalRef` (JSON as given). */
function uploadMask(base: string, mask: Buffer, name: string, originalRef?: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(mask)], { type: 'image/png' }), name);
  if (originalRef !== undefined) form.append('original_ref', originalRef);
  return call(`${base}/upload/mask`, { method: 'POST', body: form });
}

const hole = { left: 8, top: 16, width: 16, height: 8 };

describe('ComfyUI emulator: POST /upload/mask, as server.py upload_mask', () => {
  it('writes the original with the mask’s alpha as its own, colour kept, under the upload’s name', async () => {
    const { comfy, base } = await startComfy();
    await upload(base, await sourcePng(64, 32), 'photo.png');
    const ref = JSON.stringify({ filename: 'photo.png', subfolder: '', type: 'input' });
    const answer = await uploadMask(
      base,
      await maskPng(64, 32, hole, 'alpha'),
      'clipspace-mask.png',
      ref,
    );
    expect(answer).toMatchObject({
      status: 200,
      json: { name: 'clipspace-mask.png', subfolder: '', type: 'input' },
    });
    const written = comfy.file('input', '', 'clipspace-mask.png') as Buffer;
    const { data, info } = await sharp(written).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const at = (x: number, y: number) => [...data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4)];
    expect(at(10, 20)).toEqual([30, 90, 200, 0]);
    expect(at(40, 4)).toEqual([30, 90, 200, 255]);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('throws (500) on a mask of another size or no original_ref; writes nothing, 200, for a bad or missing original', async () => {
    const { comfy, base } = await startComfy();
    await upload(base, await sourcePng(64, 32), 'photo.png');
    const mask = await maskPng(32, 32, hole, 'alpha');
    const ref = JSON.stringify({ filename: 'photo.png', type: 'input' });
    expect((await uploadMask(base, mask, 'm1.png', ref)).status).toBe(500);
    expect((await uploadMask(base, mask, 'm2.png')).status).toBe(500);
    const fits = await maskPng(64, 32, hole, 'alpha');
    for (const [name, bad] of [
      ['m3.png', { filename: '../photo.png', type: 'input' }],
      ['m4.png', { filename: 'photo.png' }],
      ['m5.png', { filename: 'gone.png', type: 'input' }],
    ] as const) {
      const answer = await uploadMask(base, fits, name, JSON.stringify(bad));
      expect(answer.status).toBe(200);
      expect(comfy.file('input', '', name)).toBeUndefined();
    }
    const annotated = JSON.stringify({ filename: 'photo.png [input]', type: 'output' });
    expect((await uploadMask(base, fits, 'm6.png', annotated)).status).toBe(200);
    expect(comfy.file('input', '', 'm6.png')).toBeDefined();
  });
});
