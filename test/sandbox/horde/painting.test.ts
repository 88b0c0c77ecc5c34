import { describe, expect, it } from 'vitest';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../mask-pictures.js';
import { startHorde } from './horde-fixture.js';

const BLUE: [number, number, number] = [30, 90, 200];
const MODELS = [
  { name: 'stable_diffusion', threads: 1 },
  { name: 'stable_diffusion_inpainting', threads: 1 },
];
const hole = { left: 128, top: 192, width: 128, height: 64 };
/**
 * How far a kept pixel may move in the worker's upload (lossy WebP, quality 95), and how far from
 * the painted part its chroma reaches (subsampled by two).
 */
const LOSSY = 2;
const grown = (box: typeof hole, by = 2) => ({
  left: box.left - by,
  top: box.top - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

const painting = (source: Buffer, extra: Record<string, unknown> = {}) => ({
  prompt: 'a red fox',
  params: { width: 512, height: 512, steps: 20, seed: '42' },
  source_image: source.toString('base64'),
  source_processing: 'inpainting',
  models: ['stable_diffusion_inpainting'],
  ...extra,
});

/** Starts the emulator with an inpainting model and returns what a finished request's image is. */
async function withInpainting() {
  const { horde, clock, client } = await startHorde({ models: MODELS });
  const image = async (id: string) => {
    clock.advance(30_000);
    const status = (await client.status(id)).json;
    return Buffer.from(await (await fetch(status.generations[0].img)).arrayBuffer());
  };
  return { horde, client, image };
}

describe('AI Horde emulator: inpainting and outpainting', () => {
  it('paints where the source is transparent and keeps every other pixel; the status names the inpainting model its worker ran', async () => {
    const { horde, client, image } = await withInpainting();
    const answer = await client.submit(painting(await sourcePng(512, 512, BLUE, hole)));
    expect(answer.status).toBe(202);
    expect(answer.json.warnings).toBeUndefined();
    expect(horde.request(answer.json.id)?.source?.processing).toBe('inpainting');
    const painted = await image(answer.json.id);
    expect(await paintedOnlyIn(painted, grown(hole), BLUE, 4, LOSSY)).toEqual({
      keptOutside: true,
      newInside: true,
    });
    expect((await paintedOnlyIn(painted, hole, BLUE)).keptOutside).toBe(false);
    const status = (await client.status(answer.json.id)).json;
    expect(status.generations[0].model).toBe('stable_diffusion_inpainting');
    expect(horde.stats.violations).toEqual([]);
  });

  it('reads a source_mask as greyscale, white may change, over the source’s own alpha', async () => {
    const { horde, client, image } = await withInpainting();
    const mask = await maskPng(256, 256, { left: 64, top: 96, width: 64, height: 32 }, 'grey');
    const source = await sourcePng(512, 512, BLUE, { left: 0, top: 0, width: 32, height: 32 });
    const answer = await client.submit(painting(source, { source_mask: mask.toString('base64') }));
    expect(horde.request(answer.json.id)?.source?.mask).toMatchObject({ width: 256, height: 256 });
    const edge = { left: 124, top: 188, width: 136, height: 72 };
    const result = await paintedOnlyIn(await image(answer.json.id), edge, BLUE, 8, LOSSY);
    expect(result).toEqual({ keptOutside: true, newInside: true });
  });

  it('stretches a source and mask of another shape to the request’s size, as a worker does', async () => {
    const { client, image } = await withInpainting();
    const source = await sourcePng(768, 512, BLUE);
    const mask = await maskPng(768, 512, { left: 0, top: 0, width: 384, height: 512 }, 'grey');
    const answer = await client.submit(
      painting(source, {
        params: { width: 512, height: 512, seed: '42' },
        source_mask: mask.toString('base64'),
      }),
    );
    const painted = await image(answer.json.id);
    const left = { left: 0, top: 0, width: 256, height: 512 };
    expect(await pixels(painted)).toMatchObject({ width: 512, height: 512 });
    expect(await paintedOnlyIn(painted, grown(left, 6), BLUE, 8, LOSSY)).toEqual({
      keptOutside: true,
      newInside: true,
    });
  });

  it('outpaints a transparent border around the source and keeps the source', async () => {
    const { client, image } = await withInpainting();
    const centre = { left: 128, top: 128, width: 256, height: 256 };
    const canvas = await sourcePng(512, 512, BLUE, centre, true);
    const answer = await client.submit(painting(canvas, { source_processing: 'outpainting' }));
    const bytes = await image(answer.json.id);
    const top = { left: 0, top: 0, width: 512, height: 128 };
    expect((await paintedOnlyIn(bytes, top, BLUE, 2, LOSSY)).newInside).toBe(true);
    const side = { ...centre, left: 0, width: 128 };
    expect((await paintedOnlyIn(bytes, side, BLUE, 2, LOSSY)).keptOutside).toBe(false);
    expect((await paintedOnlyIn(bytes, centre, BLUE, 2, LOSSY)).newInside).toBe(false);
  });

  it('refuses inpainting without a mask or alpha (400 InpaintingMissingMask), and with ControlNet', async () => {
    const { horde, client } = await withInpainting();
    const opaque = await client.submit(painting(await sourcePng(64, 64)));
    expect(opaque).toMatchObject({
      status: 400,
      json: {
        rc: 'InpaintingMissingMask',
        message:
          'Image validation failed. Inpainting requests must either include a mask, or an alpha channel.',
      },
    });
    const outpaint = await client.submit(
      painting(await sourcePng(64, 64), { source_processing: 'outpainting' }),
    );
    expect(outpaint.status).toBe(202);
    const controlled = await client.submit(
      painting(await sourcePng(64, 64, BLUE, hole), {
        params: { width: 512, height: 512, control_type: 'canny' },
      }),
    );
    expect(controlled).toMatchObject({ status: 400, json: { rc: 'ControlNetInpaintingMismatch' } });
    expect(horde.stats.violations).toEqual([]);
  });

  it('leaves a painting request for another model, and words for the inpainting model, to no worker', async () => {
    const { client } = await withInpainting();
    const source = await sourcePng(64, 64, BLUE, hole);
    const other = await client.submit(painting(source, { models: ['stable_diffusion'] }));
    expect(other.json.warnings?.[0]?.code).toBe('NoAvailableWorker');
    expect((await client.check(other.json.id)).json.is_possible).toBe(false);
    const words = await client.submit({
      prompt: 'a red fox',
      models: ['stable_diffusion_inpainting'],
    });
    expect(words.json.warnings?.[0]?.code).toBe('NoAvailableWorker');
    const plain = await client.submit({ prompt: 'a red fox', models: ['stable_diffusion'] });
    expect(plain.json.warnings).toBeUndefined();
  });
});
