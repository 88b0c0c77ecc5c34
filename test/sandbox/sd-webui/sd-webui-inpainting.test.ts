import { afterEach, describe, expect, it } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../mask-pictures.js';

let webui: SdWebuiEmulator;
afterEach(() => webui?.close());

const BLUE: [number, number, number] = [30, 90, 200];
const hole = { left: 32, top: 64, width: 64, height: 32 };

async function img2img(mask: Buffer, extra: Record<string, unknown> = {}) {
  const answer = await fetch(`${webui.url}/sdapi/v1/img2img`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      prompt: 'a lantern',
      steps: 2,
      seed: 3,
      width: 128,
      height: 128,
      init_images: [(await sourcePng(128, 128)).toString('base64')],
      mask: mask.toString('base64'),
      mask_blur: 0,
      ...extra,
    }),
  });
  const json = (await answer.json()) as { images: string[] };
  return { status: answer.status, json, png: Buffer.from(json.images?.[0] ?? '', 'base64') };
}

describe("the WebUI emulator's inpainting (img2img with a mask)", () => {
  it('paints where a greyscale mask is white and keeps every other pixel', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const { status, png } = await img2img(await maskPng(128, 128, hole, 'grey'));
    expect(status).toBe(200);
    expect(await paintedOnlyIn(png, hole, BLUE)).toEqual({ keptOutside: true, newInside: true });
  });

  it('reads an RGBA mask by its alpha, opaque = paint: OpenAI’s mask needs inpainting_mask_invert', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const openAiStyle = await maskPng(128, 128, hole, 'alpha');
    const asSent = await img2img(openAiStyle);
    const outside = { left: 0, top: 0, width: 128, height: 64 };
    expect((await paintedOnlyIn(asSent.png, outside, BLUE)).newInside).toBe(true);
    expect((await paintedOnlyIn(asSent.png, hole, BLUE)).keptOutside).toBe(false);
    const inverted = await img2img(openAiStyle, { inpainting_mask_invert: 1 });
    expect(await paintedOnlyIn(inverted.png, hole, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
  });

  it('answers "only masked" at the source’s size and "whole picture" at the request’s', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const mask = await maskPng(128, 128, hole, 'grey');
    const onlyMasked = await img2img(mask, { width: 256, height: 256 });
    expect((await pixels(onlyMasked.png)).width).toBe(128);
    const whole = await img2img(mask, { width: 256, height: 256, inpaint_full_res: false });
    expect((await pixels(whole.png)).width).toBe(256);
  });

  it('feathers the edge with mask_blur, and refuses a mask Pillow cannot open (500)', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const blurred = await img2img(await maskPng(128, 128, hole, 'grey'), { mask_blur: 4 });
    const { at } = await pixels(blurred.png);
    const near = at(hole.left - 2, hole.top + 16);
    expect(near).not.toEqual(BLUE);
    expect(at(hole.left - 20, hole.top + 16)).toEqual(BLUE);
    const broken = await img2img(Buffer.from('not an image'));
    expect(broken.status).toBe(500);
    expect(broken.json).toMatchObject({ detail: 'Invalid encoded image' });
  });
});
