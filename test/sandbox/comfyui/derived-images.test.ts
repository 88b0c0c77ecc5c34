import { describe, expect, it } from 'vitest';
import { composedPng, likeness, meanDifference, sizeOf } from '../derived-pictures.js';
import { img2imgWorkflow, post, startComfy, upload, upscaleWorkflow } from './comfy-fixture.js';

type Outputs = Record<string, { images: { filename: string; subfolder: string; type: string }[] }>;

describe('ComfyUI emulator: what a workflow makes of an upload follows the upload', () => {
  it('image to image keeps the upload’s composition, changed by the sampler’s denoise; an upscale is the upload enlarged', async () => {
    const { comfy, clock, base } = await startComfy();
    const source = await composedPng(320, 256);
    await upload(base, source, 'in.png');
    const saved = async (prompt: Record<string, unknown>, node: string) => {
      const queued = (await post(`${base}/prompt`, { prompt })).json;
      clock.advance(60_000);
      const file = ((comfy.history(queued.prompt_id)?.outputs ?? {}) as Outputs)[node]?.images[0];
      return comfy.file('output', '', file?.filename ?? '') as Buffer;
    };
    const low = await saved(img2imgWorkflow('in.png', 0.3), '9');
    const high = await saved(img2imgWorkflow('in.png', 0.9), '9');
    expect(await sizeOf(low)).toEqual({ width: 320, height: 256 });
    expect(await likeness(source, low)).toBeGreaterThan(0.8);
    expect(await meanDifference(source, low)).toBeGreaterThan(5);
    expect(await likeness(source, high)).toBeLessThan((await likeness(source, low)) - 0.3);

    const upscaled = await saved(upscaleWorkflow('in.png', 'RealESRGAN_x2plus.pth'), '4');
    expect(await sizeOf(upscaled)).toEqual({ width: 640, height: 512 });
    expect(await meanDifference(source, upscaled)).toBeLessThan(3);
    expect(comfy.stats.violations).toEqual([]);
  });
});
