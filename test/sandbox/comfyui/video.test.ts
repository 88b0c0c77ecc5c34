import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { type ComfyEmulator, VIDEO_FILE_NODES } from '../../../sandbox/comfyui/index.js';
import { frameMark, markX } from '../../../sandbox/emulator-kit/frame-mark.js';
import { call, connect, png, post, startComfy, upload } from './comfy-fixture.js';
import {
  frameOf,
  meanColour,
  probe,
  shippedVideoWorkflow,
  sizeOf,
  videoWorkflow,
} from './video-kit.js';

type FileRef = { filename: string; subfolder: string; type: string };
type Outputs = Record<string, { images: FileRef[]; animated?: boolean[] }>;

/** The outputs of a finished prompt's history entry. */
const outputsOf = (comfy: ComfyEmulator, promptId: string) =>
  (comfy.history(promptId)?.outputs ?? {}) as Outputs;

/** A `width` × `height` PNG: its left half `left`, its right half `right`. */
function twoColour(width: number, height: number, left: string, right: string): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = left;
  ctx.fillRect(0, 0, width / 2, height);
  ctx.fillStyle = right;
  ctx.fillRect(width / 2, 0, width / 2, height);
  return canvas.encodeSync('png');
}

const near = (a: number[], b: number[], by: number) =>
  a.every((v, i) => Math.abs(v - (b[i] as number)) <= by);

describe('ComfyUI emulator: the video nodes', () => {
  it('lists the loaders, the image-to-video and video nodes as node_info describes them (V3: hidden inputs, a null display name; a125cd84’s SaveVideo)', async () => {
    const { comfy, base } = await startComfy({ saveVideo: 'a125cd84' });
    const info = (await call(`${base}/object_info`)).json;
    expect(info.UNETLoader).toMatchObject({
      input: {
        required: {
          unet_name: [
            [
              'flux1-dev-kontext_fp8_scaled.safetensors',
              'flux1-dev.safetensors',
              'flux1-fill-dev.safetensors',
              'qwen_image_edit_2509_fp8_e4m3fn.safetensors',
              'qwen_image_fp8_e4m3fn.safetensors',
              'wan2.2_ti2v_5B_fp16.safetensors',
            ],
          ],
          weight_dtype: [['default', 'fp8_e4m3fn', 'fp8_e4m3fn_fast', 'fp8_e5m2']],
        },
      },
      output: ['MODEL'],
      display_name: 'Load Diffusion Model',
      python_module: 'nodes',
    });
    expect(info.CLIPLoader.input.required.clip_name).toEqual([
      [
        'clip_l.safetensors',
        'qwen_2.5_vl_7b_fp8_scaled.safetensors',
        't5xxl_fp16.safetensors',
        't5xxl_fp8_e4m3fn_scaled.safetensors',
        'umt5_xxl_fp8_e4m3fn_scaled.safetensors',
      ],
    ]);
    expect(info.CLIPLoader.input.required.type[0]).toContain('wan');
    expect(info.CLIPLoader.input.optional).toEqual({
      device: [['default', 'cpu'], { advanced: true }],
    });
    expect(info.VAELoader.input.required.vae_name).toEqual([
      ['ae.safetensors', 'qwen_image_vae.safetensors', 'wan2.2_vae.safetensors', 'pixel_space'],
    ]);
    expect(info.ModelSamplingSD3).toMatchObject({
      display_name: 'ModelSamplingSD3',
      python_module: 'comfy_extras.nodes_model_advanced',
    });
    expect(info.Wan22ImageToVideoLatent).toMatchObject({
      input: {
        required: {
          vae: ['VAE', {}],
          width: ['INT', { default: 1280, min: 32, max: 16384, step: 32 }],
          length: ['INT', { default: 49, min: 1, max: 16384, step: 4 }],
        },
        optional: { start_image: ['IMAGE', {}] },
      },
      input_order: {
        required: ['vae', 'width', 'height', 'length', 'batch_size'],
        optional: ['start_image'],
      },
      output: ['LATENT'],
      display_name: null,
      python_module: 'comfy_extras.nodes_wan',
    });
    expect(info.WanImageToVideo.output_name).toEqual(['positive', 'negative', 'latent']);
    expect(info.SaveVideo).toMatchObject({
      input: {
        required: {
          video: ['VIDEO', {}],
          filename_prefix: ['STRING', { default: 'video/ComfyUI' }],
          format: ['COMBO', { default: 'auto', multiselect: false, options: ['auto', 'mp4'] }],
          codec: ['COMBO', { default: 'auto', multiselect: false, options: ['auto', 'h264'] }],
        },
        hidden: { prompt: ['PROMPT'], extra_pnginfo: ['EXTRA_PNGINFO'] },
      },
      input_order: {
        required: ['video', 'filename_prefix', 'format', 'codec'],
        hidden: ['prompt', 'extra_pnginfo'],
      },
      output: [],
      output_node: true,
      display_name: 'Save Video',
      experimental: false,
    });
    expect(info.SaveWEBM).toMatchObject({
      display_name: null,
      experimental: true,
      output_node: true,
    });
    expect(info.CreateVideo.input.optional).toEqual({ audio: ['AUDIO', {}] });
    expect(info.ImageFromBatch).toMatchObject({
      input: { required: { batch_index: ['INT', { default: 0, min: 0, max: 4095 }] } },
      display_name: 'ImageFromBatch',
      python_module: 'comfy_extras.nodes_images',
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('accepts the shipped image-to-video workflow as the server does: every class and input in /object_info, queued', async () => {
    const { comfy, base } = await startComfy();
    await upload(base, png(64, 64), 'example.png');
    const shipped = shippedVideoWorkflow();
    const info = (await call(`${base}/object_info`)).json;
    for (const node of Object.values(shipped)) {
      const declared = info[node.class_type]?.input;
      expect(declared, node.class_type).toBeDefined();
      const names = [...Object.keys(declared.required), ...Object.keys(declared.optional ?? {})];
      for (const input of Object.keys(node.inputs)) expect(names, node.class_type).toContain(input);
      for (const input of Object.keys(declared.required)) {
        expect(Object.keys(node.inputs), node.class_type).toContain(input);
      }
    }
    const queued = await post(`${base}/prompt`, { prompt: shipped, client_id: 'x' });
    expect(queued.status).toBe(200);
    expect(queued.json.node_errors).toEqual({});
    expect(comfy.stats.violations).toEqual([]);
  });
});

describe('ComfyUI emulator: an image becomes a video', () => {
  it('runs the shipped workflow: progress per step, executed with the video (animated) and three sampled frames, a real H.264 MP4 of the frames, rate and size asked, its first frame the input', async () => {
    const { comfy, clock, base } = await startComfy();
    await upload(base, twoColour(160, 96, 'rgb(220, 40, 40)', 'rgb(30, 60, 200)'), 'fox.png');
    const ws = await connect(comfy.wsUrl('bot'));
    const queued = await post(`${base}/prompt`, {
      prompt: videoWorkflow('fox.png', { width: 128, height: 96, length: 10, fps: 8, steps: 3 }),
      client_id: 'bot',
    });
    expect(queued.status).toBe(200);
    clock.advance(60_000);
    const done = await ws.next('executing', (d) => d.node === null);
    expect(done.prompt_id).toBe(queued.json.prompt_id);
    const progress = ws.messages.filter((m) => m.type === 'progress').map((m) => m.data);
    expect(progress.map((p) => [p.node, p.value, p.max])).toEqual([
      ['9', 1, 3],
      ['9', 2, 3],
      ['9', 3, 3],
    ]);
    const executed = Object.fromEntries(
      ws.messages.filter((m) => m.type === 'executed').map((m) => [m.data.node, m.data.output]),
    );
    expect(executed['12']).toEqual({
      images: [{ filename: 'imagine-bot-animate_00001_.mp4', subfolder: '', type: 'output' }],
      animated: [true],
    });
    const outputs = outputsOf(comfy, queued.json.prompt_id);
    expect(outputs['12']).toEqual(executed['12']);
    expect(Object.keys(outputs).sort()).toEqual(['12', '16', '17', '18']);

    const view = await fetch(`${base}/view?filename=imagine-bot-animate_00001_.mp4&type=output`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('video/mp4');
    const video = Buffer.from(await view.arrayBuffer());
    const probed = await probe(video);
    // length 10 is cut to 9 frames: Wan's VAE makes (10 - 1) // 4 + 1 = 3 latent frames, decoded to 9.
    expect(probed).toMatchObject({
      codec: 'h264',
      pixFmt: 'yuv420p',
      width: 128,
      height: 96,
      frames: 9,
      rate: '8/1',
    });
    expect(JSON.parse(probed.tags.prompt ?? '{}')['12'].class_type).toBe('SaveVideo');
    // The first frame is the input, covering 128 × 96 (160 × 96 cut about its centre): red | blue.
    const first = await frameOf(video, 0);
    expect(await sizeOf(first)).toEqual({ width: 128, height: 96 });
    expect(
      near(await meanColour(first, { x: 20, y: 70, width: 30, height: 20 }), [220, 40, 40], 24),
    ).toBe(true);
    expect(
      near(await meanColour(first, { x: 80, y: 70, width: 40, height: 20 }), [30, 60, 200], 24),
    ).toBe(true);
    const last = await frameOf(video, 8);
    expect(await meanColour(last)).not.toEqual(await meanColour(first));
    expect(comfy.stats.violations).toEqual([]);
  });

  it('serves the sampled frames (first, middle, last) as PNGs of the video’s size, each the frame it names', async () => {
    const { comfy, clock, base } = await startComfy();
    await upload(base, png(128, 96, 'rgb(40, 160, 90)'), 'still.png');
    const queued = await post(`${base}/prompt`, {
      prompt: videoWorkflow('still.png', { length: 9, middle: 4 }),
    });
    clock.advance(60_000);
    const outputs = outputsOf(comfy, queued.json.prompt_id);
    const video = (await comfy.written(
      'output',
      '',
      outputs['12']?.images[0]?.filename ?? '',
    )) as Buffer;
    for (const [node, index] of [
      ['16', 0],
      ['17', 4],
      ['18', 8],
    ] as const) {
      const ref = outputs[node]?.images[0] as FileRef;
      expect(ref.type).toBe('temp');
      const served = await fetch(
        `${base}/view?filename=${ref.filename}&subfolder=${ref.subfolder}&type=temp`,
      );
      expect(served.headers.get('content-type')).toBe('image/png');
      const sample = Buffer.from(await served.arrayBuffer());
      expect(await sizeOf(sample)).toEqual({ width: 128, height: 96 });
      // The clip's mark (its colour from the prompt, seed and clip) sits where frame `index` has it.
      const mark = frameMark('the fox turns its head\u00007\u00000', 128, 96);
      const at = { x: markX(mark, 128, { index, of: 9 }) + 2, y: mark.y + 2, width: 8, height: 8 };
      const decoded = await frameOf(video, index);
      expect(near(await meanColour(sample, at), [...mark.colour], 2), `sample ${index}`).toBe(true);
      expect(near(await meanColour(decoded, at), [...mark.colour], 12), `frame ${index}`).toBe(
        true,
      );
    }
    expect(comfy.stats.violations).toEqual([]);
  });
});

describe('ComfyUI emulator: a video as the server writes it, and as it fails', () => {
  it('tags the MP4 as SaveVideo does: the prompt and extra_pnginfo’s keys, each JSON-dumped', async () => {
    const { comfy, clock, base } = await startComfy();
    await upload(base, png(64, 64), 'in.png');
    const prompt = videoWorkflow('in.png');
    const queued = await post(`${base}/prompt`, {
      prompt,
      extra_data: { extra_pnginfo: { workflow: { nodes: [1, 'a'] } } },
    });
    clock.advance(60_000);
    const outputs = outputsOf(comfy, queued.json.prompt_id);
    const file = outputs['12']?.images[0] as FileRef;
    const video = (await comfy.written('output', '', file.filename)) as Buffer;
    const { tags } = await probe(video);
    expect(tags.workflow).toBe('{"nodes": [1, "a"]}');
    expect(JSON.parse(tags.prompt ?? '')).toEqual(prompt);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('writes SaveWEBM’s images as WebM: vp9 at its crf and fps, the prompt tagged', async () => {
    const { comfy, clock, base } = await startComfy();
    await upload(base, png(64, 64), 'in.png');
    const graph = videoWorkflow('in.png', { width: 96, height: 64, length: 5 });
    delete graph['11'];
    graph['12'] = {
      class_type: 'SaveWEBM',
      inputs: { images: ['10', 0], filename_prefix: 'clips/fox', codec: 'vp9', fps: 12, crf: 40 },
    };
    const queued = await post(`${base}/prompt`, { prompt: graph });
    expect(queued.status).toBe(200);
    clock.advance(60_000);
    const file = outputsOf(comfy, queued.json.prompt_id)['12'];
    expect(file).toEqual({
      images: [{ filename: 'fox_00001_.webm', subfolder: 'clips', type: 'output' }],
      animated: [true],
    });
    const view = await fetch(`${base}/view?filename=fox_00001_.webm&subfolder=clips&type=output`);
    expect(view.headers.get('content-type')).toBe('video/webm');
    const probed = await probe(Buffer.from(await view.arrayBuffer()), 'video.webm');
    expect(probed).toMatchObject({ codec: 'vp9', width: 96, height: 64, frames: 5, rate: '12/1' });
    expect(probed.format).toContain('webm');
    expect(Object.keys(probed.tags).map((k) => k.toLowerCase())).toContain('prompt');
    expect(comfy.stats.violations).toEqual([]);
  });

  it('refuses a workflow naming a model file the server lacks: 400 prompt_outputs_failed_validation, value_not_in_list', async () => {
    const { comfy, base } = await startComfy({ modelFiles: { vaes: [] } });
    await upload(base, png(64, 64), 'example.png');
    const refused = await post(`${base}/prompt`, { prompt: shippedVideoWorkflow() });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({
      type: 'prompt_outputs_failed_validation',
      message: 'Prompt outputs failed validation',
    });
    expect(refused.json.node_errors['3']).toEqual({
      errors: [
        {
          type: 'value_not_in_list',
          message: 'Value not in list',
          details: "vae_name: 'wan2.2_vae.safetensors' not in ['pixel_space']",
          extra_info: {
            input_name: 'vae_name',
            input_config: [['pixel_space'], {}],
            received_value: 'wan2.2_vae.safetensors',
          },
        },
      ],
      dependent_outputs: ['12', '16', '17', '18'],
      class_type: 'VAELoader',
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('has no video nodes without PyAV: /object_info lacks them, a workflow with one is invalid_prompt', async () => {
    const { comfy, base } = await startComfy({ withoutNodes: VIDEO_FILE_NODES });
    await upload(base, png(64, 64), 'example.png');
    expect((await call(`${base}/object_info/SaveVideo`)).json).toEqual({});
    const refused = await post(`${base}/prompt`, { prompt: shippedVideoWorkflow() });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      error: {
        type: 'invalid_prompt',
        message: 'Cannot execute because node CreateVideo does not exist.',
        details: "Node ID '#11'",
        extra_info: {},
      },
      node_errors: {},
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('fails a125cd84’s SaveVideo when it runs on a format it cannot write (a V3 combo is not checked at validation)', async () => {
    const { comfy, clock, base } = await startComfy({ saveVideo: 'a125cd84' });
    await upload(base, png(64, 64), 'in.png');
    const graph = videoWorkflow('in.png');
    Object.assign((graph['12'] as { inputs: Record<string, unknown> }).inputs, { format: 'webm' });
    const ws = await connect(comfy.wsUrl('bot'));
    const queued = await post(`${base}/prompt`, { prompt: graph, client_id: 'bot' });
    expect(queued.status).toBe(200);
    clock.advance(60_000);
    const error = await ws.next('execution_error');
    expect(error).toMatchObject({
      node_id: '12',
      node_type: 'SaveVideo',
      exception_type: 'ValueError',
      exception_message: "'webm' is not a valid VideoContainer\n",
    });
    expect(comfy.history(queued.json.prompt_id)?.status.status_str).toBe('error');
    expect(comfy.stats.violations).toEqual([]);
  });

  it('says plainly when ffmpeg is missing: the video’s /view is a 500, written() names what to install', async () => {
    const lines: string[] = [];
    const { comfy, clock, base } = await startComfy({
      ffmpeg: '/nonexistent/ffmpeg',
      log: (line) => lines.push(line),
    });
    await upload(base, png(64, 64), 'in.png');
    const queued = await post(`${base}/prompt`, { prompt: videoWorkflow('in.png') });
    clock.advance(60_000);
    const file = outputsOf(comfy, queued.json.prompt_id)['12']?.images[0] as FileRef;
    const view = await fetch(`${base}/view?filename=${file.filename}&type=output`);
    expect(view.status).toBe(500);
    await expect(comfy.written('output', '', file.filename)).rejects.toThrow(
      /ffmpeg, and "\/nonexistent\/ffmpeg" could not be run: install Debian's ffmpeg \(apt-get install ffmpeg\)/,
    );
    expect(lines.some((line) => line.includes('apt-get install ffmpeg'))).toBe(true);
  });
});
