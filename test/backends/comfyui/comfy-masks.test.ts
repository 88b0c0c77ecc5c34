import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { ComfyBackend } from '../../../src/backends/comfyui/comfy-backend.js';
import { registerWorkflow } from '../../../src/backends/comfyui/comfy-workflow.js';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { createLogger } from '../../../src/core/logger.js';
import type { SubmitInput } from '../../../src/image-backend/image-actions.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';
import { zoomOutPlan } from '../../../src/region-edits/canvas-plan.js';
import { encodeMask, filledPlane, fillRect } from '../../../src/region-edits/mask-alpha.js';
import { outpaintImages } from '../../../src/region-edits/outpaint-images.js';
import { paintedOnlyIn, pixels, sourcePng } from '../../sandbox/mask-pictures.js';
import { comfyBackend } from './comfy-backend-kit.js';

type Node = { class_type: string; inputs: Record<string, unknown> };

const BLUE: [number, number, number] = [30, 90, 200];
const region = { left: 32, top: 16, width: 48, height: 32 };

/** A mask of `size` (the bot's form) freeing `box`. */
async function maskOf(width: number, height: number, box: typeof region): Promise<InputImage> {
  const plane = filledPlane({ width, height }, 255);
  fillRect(plane, box, 0);
  return { bytes: await encodeMask(plane), type: 'image/png', width, height };
}

describe('ComfyBackend maps a mask to the shipped inpaint workflow, against the ComfyUI emulator', () => {
  let comfy: ComfyEmulator;
  let backend: ComfyBackend;
  let photo: InputImage;
  const logger = createLogger({ write: () => {} });
  beforeAll(async () => {
    comfy = await startComfyEmulator({ timeScale: 0.005, previews: false });
    backend = comfyBackend({
      baseUrl: comfy.url,
      timeoutMs: 5_000,
      workflows: loadWorkflows('comfyui-workflows', logger),
      logger,
    });
    const bytes = await sourcePng(128, 96, BLUE);
    photo = { bytes, type: 'image/png', width: 128, height: 96 };
  });
  afterAll(async () => {
    await backend.close();
    await comfy.close();
  });

  async function run(input: SubmitInput) {
    const { taskId } = await backend.submit('', { prompt: 'a red fox', seed: 3 }, { input });
    for (let polls = 0; polls < 200; polls++) {
      const status = await backend.taskStatus('', taskId);
      if (status.state === 'completed') {
        const image = await backend.downloadImage(status.imageUrl);
        const prompt = comfy.history(taskId)?.prompt[2] as Record<string, Node>;
        return { image, prompt };
      }
      if (status.state === 'failed') throw new Error(status.error);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('never ended');
  }

  it('takes a mask once the server lists the inpaint workflow’s nodes; not where it lacks one', async () => {
    const lacking = comfyBackend({
      baseUrl: comfy.url,
      workflows: [
        ...loadWorkflows('comfyui-workflows', logger).filter(({ role }) => role !== 'inpaint'),
        registerWorkflow('custom-inpaint', {
          ...JSON.parse(
            JSON.stringify(
              loadWorkflows('comfyui-workflows', logger).find(({ role }) => role === 'inpaint')
                ?.graph,
            ),
          ),
          '11': {
            class_type: 'InpaintModelConditioningX',
            inputs: { samples: ['10', 0], mask: ['1', 1] },
          },
        }),
      ],
      logger,
    });
    await lacking.probe();
    expect(lacking.capabilities.imagesIn?.edit?.mask).toBe(false);
    await lacking.close();
    await backend.probe();
    expect(backend.capabilities.imagesIn?.edit?.mask).toBe(true);
  });

  it('a masked edit uploads the image, then its mask through /upload/mask (alpha put in), and runs the inpaint workflow: pixels outside the mask unchanged', async () => {
    const mask = await maskOf(128, 96, region);
    const { image, prompt } = await run({
      action: { kind: 'edit', strength: 0.8 },
      image: photo,
      mask,
    });
    const loaded = String(prompt['1']?.inputs.image);
    expect(loaded).toMatch(/^imagine-bot\/[0-9a-f-]{36}\.png \[temp\]$/);
    const file = comfy.file('temp', 'imagine-bot', loaded.slice(12, -7)) as Buffer;
    const alpha = await sharp(file).extractChannel(3).raw().toBuffer();
    expect([alpha[0], alpha[20 * 128 + 40]]).toEqual([255, 0]);
    expect(prompt['3']?.inputs).toMatchObject({ denoise: 0.8, seed: 3 });
    expect(comfy.stats.requests).toMatchObject({ upload_image: 1, upload_mask: 1 });
    expect((await pixels(image)).width).toBe(128);
    expect(await paintedOnlyIn(image, region, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('Vary (Region) draws its region anew (strength 1); Zoom out’s canvas keeps the original and draws the border', async () => {
    const mask = await maskOf(128, 96, region);
    const varied = await run({ action: { kind: 'region' }, image: photo, mask });
    expect(varied.prompt['3']?.inputs.denoise).toBe(1);
    expect(await paintedOnlyIn(varied.image, region, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
    const plan = zoomOutPlan(photo, 2, { maxPixels: 256 * 192, multiple: 8 });
    const canvas = await outpaintImages(photo, plan);
    const size = { width: plan.width, height: plan.height };
    const zoomed = await run({
      action: { kind: 'zoom', factor: 2 },
      image: { bytes: canvas.source, type: 'image/png', ...size },
      mask: { bytes: canvas.mask, type: 'image/png', ...size },
    });
    const { at, width } = await pixels(zoomed.image);
    expect(width).toBe(plan.width);
    const middle = { x: plan.placed.left + plan.placed.width / 2, y: plan.height / 2 };
    expect(at(middle.x, middle.y)).toEqual(BLUE);
    expect(at(2, 2)).not.toEqual([0, 0, 0]);
    expect(at(2, 2)).not.toEqual(BLUE);
  });
});
