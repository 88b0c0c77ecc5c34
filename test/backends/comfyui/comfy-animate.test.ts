import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ComfyEmulator,
  startComfyEmulator,
  VIDEO_FILE_NODES,
} from '../../../sandbox/comfyui/index.js';
import type { ComfyBackend } from '../../../src/backends/comfyui/comfy-backend.js';
import {
  registerWorkflow,
  WorkflowRefusedError,
} from '../../../src/backends/comfyui/comfy-workflow.js';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { createLogger } from '../../../src/core/logger.js';
import type { InputImage } from '../../../src/image-backend/images-in.js';
import { comfyBackend } from './comfy-backend-kit.js';

const SHIPPED = 'comfyui-workflows/video/wan22-ti2v-5b-animate.json';
type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
const shipped = (): Graph => JSON.parse(readFileSync(SHIPPED, 'utf8'));

/** The shipped workflow made small for a test: 256 × 160, 9 frames (the middle frame 4). */
function small(): Graph {
  const graph = shipped();
  Object.assign(graph['8']?.inputs ?? {}, { width: 256, height: 160, length: 9 });
  Object.assign(graph['14']?.inputs ?? {}, { batch_index: 4 });
  return graph;
}

async function inputImage(width: number, height: number): Promise<InputImage> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366cc';
  ctx.fillRect(0, 0, width, height);
  return { bytes: await canvas.encode('png'), type: 'image/png', width, height };
}

describe('ComfyUI workflows that animate an image', () => {
  it('the shipped Wan 2.2 TI2V 5B workflow is an animation: its LoadImage into Wan22ImageToVideoLatent, 121 frames at 24 fps as an MP4, its size on that node', () => {
    const workflow = registerWorkflow('wan22-ti2v-5b-animate', shipped());
    expect(workflow.role).toBe('animate');
    expect(workflow.video).toEqual({ frames: 121, fps: 24, type: 'video/mp4' });
    expect(workflow.slots).toMatchObject({
      image: { node: '5', input: 'image' },
      width: { node: '8', input: 'width' },
      height: { node: '8', input: 'height' },
      positive: { node: '6', input: 'text' },
      seed: { node: '9', input: 'seed' },
    });
  });

  it('one without a video output, or without sampled frames, is refused saying what to add', () => {
    const noVideo = shipped();
    delete noVideo['12'];
    expect(() => registerWorkflow('x', noVideo)).toThrow(WorkflowRefusedError);
    expect(() => registerWorkflow('x', noVideo)).toThrow(/saves no video: add a SaveVideo/);
    const noFrames = shipped();
    for (const id of ['16', '17', '18']) delete noFrames[id];
    expect(() => registerWorkflow('x', noFrames)).toThrow(/saves no frames for the image check/);
  });
});

describe('ComfyBackend animates an image against the ComfyUI emulator', () => {
  let comfy: ComfyEmulator;
  let backend: ComfyBackend;
  const logger = createLogger({ write: () => {} });
  beforeAll(async () => {
    comfy = await startComfyEmulator({ timeScale: 0.005, previews: false });
    backend = comfyBackend({
      baseUrl: comfy.url,
      timeoutMs: 5_000,
      workflows: [
        ...loadWorkflows('comfyui-workflows', logger),
        registerWorkflow('animate', small()),
      ],
      logger,
    });
    await backend.probe();
  });
  afterAll(async () => {
    await backend.close();
    await comfy.close();
  });

  it('offers Animate once the server has its nodes: the workflow’s length, frame rate and container', () => {
    expect(backend.capabilities.imagesIn?.animate).toEqual({
      frames: 9,
      fps: 24,
      type: 'video/mp4',
    });
  });

  it('queues the image at its aspect over the workflow’s pixels, the prompt with its motion’s words; the end is the video, its sampled frames, the first its poster', async () => {
    const image = await inputImage(300, 200);
    const { taskId } = await backend.submit(
      '',
      { prompt: 'the waves roll in', seed: 5 },
      { input: { action: { kind: 'animate', motion: 'high' }, image } },
    );
    let status = await backend.taskStatus('', taskId);
    for (let polls = 0; status.state !== 'completed' && polls < 400; polls++) {
      if (status.state === 'failed') throw new Error(status.error);
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await backend.taskStatus('', taskId);
    }
    if (status.state !== 'completed' || !status.video) throw new Error('no video');
    const prompt = comfy.history(taskId)?.prompt[2] as Graph;
    expect(prompt['8']?.inputs).toMatchObject({ width: 256, height: 160, length: 9 });
    expect(prompt['6']?.inputs.text).toBe(
      'the waves roll in, dynamic energetic motion, fast movement, moving camera',
    );
    expect(prompt['9']?.inputs.seed).toBe(5);
    expect(status.video.type).toBe('video/mp4');
    expect(status.video.frames).toHaveLength(3);
    expect(status.imageUrl).toBe(status.video.frames[0]);
    const file = new URL(status.video.url).searchParams.get('filename') as string;
    await comfy.written('output', '', file);
    const video = await backend.downloadImage(status.video.url);
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await backend.downloadImage(status.imageUrl);
    expect(poster.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(comfy.stats.violations).toEqual([]);
  });
});

describe('The start check of an animate workflow', () => {
  const logger = createLogger({ write: () => {} });
  const probeWith = async (options: Parameters<typeof startComfyEmulator>[0]) => {
    const comfy = await startComfyEmulator({ timeScale: 0.005, ...options });
    const backend = comfyBackend({
      baseUrl: comfy.url,
      workflows: [
        ...loadWorkflows('comfyui-workflows', logger),
        registerWorkflow('animate', shipped()),
      ],
      logger,
    });
    try {
      return { probe: await backend.probe(), animate: backend.capabilities.imagesIn?.animate };
    } finally {
      await backend.close();
      await comfy.close();
    }
  };

  it('names a diffusion model the server lacks in one line, with its folder', async () => {
    const { probe } = await probeWith({ modelFiles: { diffusionModels: [] } });
    expect(probe.problems.map(({ line }) => line)).toEqual([
      expect.stringMatching(
        /^ComfyUI at 127\.0\.0\.1:\d+ has no diffusion model wan2\.2_ti2v_5B_fp16\.safetensors \(not in its \/object_info for UNETLoader\), which workflow animate needs: .*put it in models\/diffusion_models on the server/,
      ),
    ]);
  });

  it('names the video nodes of a server without PyAV in one line, and offers no Animate there', async () => {
    const { probe, animate } = await probeWith({ withoutNodes: [...VIDEO_FILE_NODES] });
    expect(probe.problems).toHaveLength(1);
    expect(probe.problems[0]?.line).toMatch(
      /has no node CreateVideo, SaveVideo \(not in its \/object_info\), which workflow animate needs: .*install PyAV/,
    );
    expect(animate).toBeUndefined();
  });
});
