import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  call,
  connect,
  img2imgWorkflow,
  png,
  post,
  startComfy,
  upload,
  upscaleWorkflow,
} from './comfy-fixture.js';

/** The saved image's size and the colour of its pixel (x, y). */
async function pixel(bytes: Buffer, x: number, y: number) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, rgba: [...ctx.getImageData(x, y, 1, 1).data] };
}

type Outputs = Record<string, { images: { filename: string; subfolder: string; type: string }[] }>;

describe('ComfyUI emulator: LoadImage, VAEEncode and the upscale nodes', () => {
  it('lists the uploaded images as LoadImage choices; the V3 upscale nodes as node_info V1 describes them', async () => {
    const { comfy, base } = await startComfy();
    await upload(base, png(8, 8), 'b.png');
    await upload(base, png(8, 8), 'a.jpg', { subfolder: 'sub' });
    await upload(base, png(8, 8), 'a.png');
    const info = (await call(`${base}/object_info/LoadImage`)).json.LoadImage;
    expect(info.input.required.image).toEqual([['a.png', 'b.png'], { image_upload: true }]);
    expect(info.output).toEqual(['IMAGE', 'MASK']);
    const loader = (await call(`${base}/object_info/UpscaleModelLoader`)).json.UpscaleModelLoader;
    expect(loader).toMatchObject({
      input: {
        required: {
          model_name: [
            'COMBO',
            { multiselect: false, options: ['RealESRGAN_x2plus.pth', 'RealESRGAN_x4plus.pth'] },
          ],
        },
      },
      output: ['UPSCALE_MODEL'],
      output_tooltips: [null],
      python_module: 'comfy_extras.nodes_upscale_model',
      deprecated: false,
    });
    const upscale = (await call(`${base}/object_info/ImageUpscaleWithModel`)).json;
    expect(upscale.ImageUpscaleWithModel.input.required).toEqual({
      upscale_model: ['UPSCALE_MODEL', {}],
      image: ['IMAGE', {}],
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('runs image to image: the upload encoded at its size cut to multiples of 8, sampled over by denoise', async () => {
    const { comfy, clock, base } = await startComfy();
    await upload(base, png(100, 60, 'rgb(10, 200, 30)'), 'in.png');
    const kept = (await post(`${base}/prompt`, { prompt: img2imgWorkflow('in.png', 0) })).json;
    clock.advance(60_000);
    const keptFile = ((comfy.history(kept.prompt_id)?.outputs ?? {}) as Outputs)['9']?.images[0];
    const same = await pixel(comfy.file('output', '', keptFile?.filename ?? '') as Buffer, 50, 30);
    expect(same).toEqual({ width: 96, height: 56, rgba: [10, 200, 30, 255] });
    const edited = (await post(`${base}/prompt`, { prompt: img2imgWorkflow('in.png', 1) })).json;
    clock.advance(60_000);
    const editedFile = ((comfy.history(edited.prompt_id)?.outputs ?? {}) as Outputs)['9']
      ?.images[0];
    const drawn = await pixel(
      comfy.file('output', '', editedFile?.filename ?? '') as Buffer,
      50,
      30,
    );
    expect(drawn.width).toBe(96);
    expect(drawn.rgba).not.toEqual([10, 200, 30, 255]);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('upscales by the model: ×4, progress per 512-px tile (no previews), the pixels of the upload', async () => {
    const { comfy, clock, base } = await startComfy();
    const ws = await connect(comfy.wsUrl('c1'));
    await upload(base, png(300, 200, 'rgb(0, 0, 255)'), 'small.png');
    const queued = await post(`${base}/prompt`, {
      prompt: upscaleWorkflow('small.png'),
      client_id: 'c1',
    });
    expect(queued.status).toBe(200);
    clock.advance(60_000);
    await ws.next('execution_success');
    const progress = ws.messages.filter((m) => m.type === 'progress').map((m) => m.data);
    expect(progress.map((p) => [p.node, p.value, p.max])).toEqual([['3', 1, 1]]);
    expect(ws.binary).toEqual([]);
    const file = ((comfy.history(queued.json.prompt_id)?.outputs ?? {}) as Outputs)['4']?.images[0];
    expect(file).toEqual({ filename: 'upscaled_00001_.png', subfolder: '', type: 'output' });
    const big = await pixel(comfy.file('output', '', 'upscaled_00001_.png') as Buffer, 1000, 700);
    expect(big).toEqual({ width: 1200, height: 800, rgba: [0, 0, 255, 255] });
    await upload(base, png(1200, 800), 'large.png');
    const two = await post(`${base}/prompt`, {
      prompt: upscaleWorkflow('large.png', 'RealESRGAN_x2plus.pth'),
      client_id: 'c1',
    });
    clock.advance(60_000);
    await ws.next('execution_success', (d) => d.prompt_id === two.json.prompt_id);
    const tiles = ws.messages.filter(
      (m) => m.type === 'progress' && m.data.prompt_id === two.json.prompt_id,
    );
    expect(tiles.map((m) => m.data.max)).toEqual(Array(6).fill(6));
    expect(comfy.stats.violations).toEqual([]);
  });

  it('fails as the server does: a missing file at validation, bytes that are no image and a model not installed when they run', async () => {
    const { comfy, clock, base } = await startComfy();
    const missing = await post(`${base}/prompt`, { prompt: upscaleWorkflow('nope.png') });
    expect(missing.status).toBe(400);
    expect(missing.json.node_errors['1'].errors).toEqual([
      {
        type: 'custom_validation_failed',
        message: 'Custom validation failed for node',
        details: 'image - Invalid image file: nope.png',
        extra_info: { input_name: 'image' },
      },
    ]);
    await upload(base, Buffer.from('not an image'), 'text.png');
    const broken = await post(`${base}/prompt`, { prompt: upscaleWorkflow('text.png') });
    clock.advance(60_000);
    const error = comfy
      .history(broken.json.prompt_id)
      ?.status.messages.find(([type]) => type === 'execution_error')?.[1] as Record<string, string>;
    expect(error).toMatchObject({
      node_type: 'LoadImage',
      exception_type: 'PIL.UnidentifiedImageError',
      exception_message: "cannot identify image file '/home/comfy/ComfyUI/input/text.png'\n",
    });
    await upload(base, png(8, 8), 'ok.png');
    const noModel = await post(`${base}/prompt`, {
      prompt: upscaleWorkflow('ok.png', '4x-UltraSharp.pth'),
    });
    expect(noModel.status).toBe(200);
    clock.advance(60_000);
    const failed = comfy
      .history(noModel.json.prompt_id)
      ?.status.messages.find(([type]) => type === 'execution_error')?.[1] as Record<string, string>;
    expect(failed).toMatchObject({
      node_type: 'UpscaleModelLoader',
      exception_type: 'FileNotFoundError',
      exception_message:
        "Model in folder 'upscale_models' with filename '4x-UltraSharp.pth' not found.\n",
    });
    expect(comfy.stats.violations).toEqual([]);
  });
});
