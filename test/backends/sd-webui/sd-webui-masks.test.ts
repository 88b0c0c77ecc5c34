import { afterEach, describe, expect, it } from 'vitest';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { SdWebuiBackend } from '../../../src/backends/sd-webui/sd-webui-backend.js';
import type { TaskStatus } from '../../../src/image-backend/backend-types.js';
import type { SubmitInput } from '../../../src/image-backend/image-actions.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';
import { panPlan } from '../../../src/region-edits/canvas-plan.js';
import { encodeMask, filledPlane, fillRect } from '../../../src/region-edits/mask-alpha.js';
import { outpaintImages } from '../../../src/region-edits/outpaint-images.js';
import { paintedOnlyIn, pixels, sourcePng } from '../../sandbox/mask-pictures.js';

let webui: SdWebuiEmulator;
let backend: SdWebuiBackend;
afterEach(async () => {
  await backend?.close();
  await webui?.close();
});

const BLUE: [number, number, number] = [30, 90, 200];
const region = { left: 40, top: 24, width: 48, height: 40 };

async function start() {
  webui = await startSdWebuiEmulator({ stepMs: 1 });
  backend = new SdWebuiBackend({ baseUrl: webui.url, timeoutMs: 5_000 });
  const bytes = await sourcePng(128, 96, BLUE);
  const photo: InputImage = { bytes, type: 'image/png', width: 128, height: 96 };
  const plane = filledPlane(photo, 255);
  fillRect(plane, region, 0);
  const mask: InputImage = { ...photo, bytes: await encodeMask(plane) };
  return { photo, mask };
}

/** Submits `input`, waits for its end; the image and the body the WebUI received. */
async function run(input: SubmitInput) {
  const bodies: Record<string, unknown>[] = [];
  webui.onReceived((call) => bodies.push(call.body as Record<string, unknown>));
  const { taskId } = await backend.submit('', { prompt: 'a lantern', steps: 2 }, { input });
  let status: TaskStatus;
  do {
    status = await backend.taskStatus('', taskId);
    await new Promise((resolve) => setTimeout(resolve, 10));
  } while (status.state !== 'completed' && status.state !== 'failed');
  if (status.state !== 'completed') throw new Error(status.error);
  return { png: await backend.downloadImage(status.imageUrl), body: bodies[0] ?? {} };
}

describe('the WebUI backend sends a mask as img2img takes it (on its emulator)', () => {
  it('takes a mask; a masked edit changes only the masked part, the answer the image’s size', async () => {
    const { photo, mask } = await start();
    expect(backend.capabilities.imagesIn?.edit?.mask).toBe(true);
    const { png, body } = await run({
      action: { kind: 'edit', strength: 0.9 },
      image: photo,
      mask,
    });
    expect(body).toMatchObject({
      mask: mask.bytes.toString('base64'),
      inpainting_mask_invert: 1,
      mask_round: false,
      mask_blur: 0,
      inpainting_fill: 1,
      inpaint_full_res: true,
      denoising_strength: 0.9,
    });
    expect((await pixels(png)).width).toBe(128);
    expect(await paintedOnlyIn(png, region, BLUE)).toEqual({ keptOutside: true, newInside: true });
    expect(webui.stats.violations).toEqual([]);
  });

  it('Vary (Region) at strength 1; Pan right keeps the original and draws the new side', async () => {
    const { photo, mask } = await start();
    const varied = await run({ action: { kind: 'region' }, image: photo, mask });
    expect(varied.body.denoising_strength).toBe(1);
    expect(await paintedOnlyIn(varied.png, region, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
    const plan = panPlan(photo, 'right', { maxPixels: 1024 * 1024, multiple: 8 });
    const canvas = await outpaintImages(photo, plan);
    const size = { width: plan.width, height: plan.height };
    const panned = await run({
      action: { kind: 'pan', direction: 'right' },
      image: { bytes: canvas.source, type: 'image/png', ...size },
      mask: { bytes: canvas.mask, type: 'image/png', ...size },
    });
    const { at, width } = await pixels(panned.png);
    expect(width).toBe(plan.width);
    expect(at(4, 4)).toEqual(BLUE);
    expect(at(plan.width - 4, 4)).not.toEqual(BLUE);
  });
});
