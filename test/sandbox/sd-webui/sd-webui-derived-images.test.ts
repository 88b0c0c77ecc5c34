import { afterEach, describe, expect, it } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { composedPng, likeness, meanDifference, sizeOf } from '../derived-pictures.js';

let webui: SdWebuiEmulator;
afterEach(() => webui?.close());

/** POSTs `body` to `path`; the JSON answer. */
async function post(path: string, body: unknown) {
  const answer = await fetch(`${webui.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { images?: string[]; image?: string };
}

describe('the WebUI emulator: what it makes of an image follows the image', () => {
  it('img2img keeps the input’s composition, changed by denoising_strength', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const source = await composedPng(320, 256);
    const edit = async (strength: number) => {
      const { images = [] } = await post('/sdapi/v1/img2img', {
        prompt: 'a red fox',
        steps: 4,
        seed: 42,
        init_images: [source.toString('base64')],
        denoising_strength: strength,
        width: 320,
        height: 256,
      });
      return Buffer.from(images[0] ?? '', 'base64');
    };
    const low = await edit(0.3);
    const high = await edit(0.9);
    expect(await sizeOf(low)).toEqual({ width: 320, height: 256 });
    expect(await likeness(source, low)).toBeGreaterThan(0.8);
    expect(await meanDifference(source, low)).toBeGreaterThan(5);
    expect(await likeness(source, high)).toBeLessThan((await likeness(source, low)) - 0.3);
    expect(webui.stats.violations).toEqual([]);
  });

  it('extra-single-image is the input enlarged (by a factor or to a size); upscaler None the input as it was', async () => {
    webui = await startSdWebuiEmulator({ stepMs: 1 });
    const source = await composedPng(160, 128);
    const image = source.toString('base64');
    const upscaled = async (body: Record<string, unknown>) =>
      Buffer.from(
        (await post('/sdapi/v1/extra-single-image', { image, ...body })).image ?? '',
        'base64',
      );
    const twice = await upscaled({ upscaler_1: 'R-ESRGAN 4x+', upscaling_resize: 2 });
    expect(await sizeOf(twice)).toEqual({ width: 320, height: 256 });
    expect(await meanDifference(source, twice)).toBeLessThan(3);
    const sized = await upscaled({
      upscaler_1: 'Lanczos',
      resize_mode: 1,
      upscaling_resize_w: 480,
      upscaling_resize_h: 384,
    });
    expect(await sizeOf(sized)).toEqual({ width: 480, height: 384 });
    expect(await meanDifference(source, sized)).toBeLessThan(3);
    const none = await upscaled({ upscaler_1: 'None' });
    expect(await sizeOf(none)).toEqual({ width: 160, height: 128 });
    expect(await meanDifference(source, none)).toBe(0);
    expect(webui.stats.violations).toEqual([]);
  });
});
