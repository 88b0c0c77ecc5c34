import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  type ComfyEmulator,
  type ComfyEmulatorOptions,
  startComfyEmulator,
  type Workflow,
} from '../../../sandbox/comfyui/index.js';
import type { ServiceTimePreset } from '../../../sandbox/emulator-kit/service-time-presets.js';
import {
  connect,
  img2imgWorkflow,
  png,
  post,
  startComfy,
  upload,
  upscaleWorkflow,
  workflow,
} from './comfy-fixture.js';
import { videoWorkflow } from './video-kit.js';

/** A GPU whose figures are easy to add up: each kind's rate twice the one before. */
const GPU: ServiceTimePreset = {
  name: 'test-gpu',
  source: 'these tests',
  switchSeconds: 10,
  kinds: {
    'text-to-image': { baseSeconds: 1, perStepPerMegapixel: 2 },
    'image-to-image': { baseSeconds: 0.5, perStepPerMegapixel: 4 },
    inpaint: { baseSeconds: 0.25, perStepPerMegapixel: 8 },
    outpaint: { baseSeconds: 0.125, perStepPerMegapixel: 16 },
    upscale: { baseSeconds: 0, perStepPerMegapixel: 1000 },
    video: { baseSeconds: 2, perStepPerMegapixel: 32 },
  },
};

/** 512 × 512, in megapixels. */
const MP512 = (512 * 512) / 1e6;

/** A text-to-image prompt at 512², `steps` steps, on `checkpoint`. */
function prompt(seed: number, steps = 4, checkpoint = 'v1-5-pruned-emaonly.safetensors'): Workflow {
  const base = workflow({ seed, steps, width: 512, height: 512 });
  return {
    ...base,
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
  };
}

/** Milliseconds between a finished prompt's `execution_start` and its end, on the emulator's clock. */
function ranFor(comfy: ComfyEmulator, promptId: string): { start: number; end: number } {
  const messages = comfy.history(promptId)?.status.messages ?? [];
  const at = (type: string) =>
    (messages.find(([name]) => name === type)?.[1] as { timestamp: number } | undefined)?.timestamp;
  return { start: at('execution_start') ?? Number.NaN, end: at('execution_success') ?? Number.NaN };
}

describe('ComfyUI emulator: a service-time model on its own clock', () => {
  it('runs a prompt for the switch, its base and steps × megapixels × seconds per step per megapixel; progress follows', async () => {
    const { comfy, clock, base } = await startComfy({ serviceTime: GPU });
    const ws = await connect(comfy.wsUrl('bot'));
    const id = (await post(`${base}/prompt`, { prompt: prompt(1), client_id: 'bot' })).json
      .prompt_id;
    const step = 1000 * MP512 * 2;
    clock.advance(10_000 + 1_000 + 2 * step + 1);
    expect(comfy.stats.wsMessages.get('progress')).toBe(2);
    await ws.next('progress', (d) => d.value === 2);
    clock.advance(step);
    expect(comfy.history(id)).toBeUndefined();
    // An hour of the emulator's clock later: the prompt ended when the model says, not when read.
    clock.advance(3_600_000);
    const { start, end } = ranFor(comfy, id);
    expect(end - start).toBe(Math.floor(10_000 + 1_000 + 4 * step));
    expect(comfy.stats.gpu).toMatchObject({ jobs: 1, switches: 1 });
    expect(comfy.stats.gpu.busyMs).toBeCloseTo(10_000 + 1_000 + 4 * step, 3);
    expect(comfy.stats.violations).toEqual([]);
  });

  it("prices a step by the family of the model the sampler runs: SDXL's checkpoint 0.92×, Flux.1's diffusion model 4.4× SD 1.5's rate (FAMILY_RATES)", async () => {
    // The shipped Flux.1 workflow's LoRA slot names the file an owner replaces.
    const loras = ['example-lora.safetensors'];
    const { comfy, clock, base } = await startComfy({ serviceTime: GPU, loras });
    const sdxl = (
      await post(`${base}/prompt`, { prompt: prompt(1, 4, 'sd_xl_base_1.0.safetensors') })
    ).json.prompt_id;
    const flux = JSON.parse(readFileSync('comfyui-workflows/families/flux1-dev.json', 'utf8'));
    const fluxId = (await post(`${base}/prompt`, { prompt: flux })).json.prompt_id;
    clock.advance(3_600_000);
    const step = 1000 * MP512 * 2;
    const tookSdxl = ranFor(comfy, sdxl);
    expect(tookSdxl.end - tookSdxl.start).toBe(Math.floor(10_000 + 1_000 + 4 * step * 0.92));
    const sampler = Object.values(flux as Workflow).find((node) => node.class_type === 'KSampler');
    const latent = Object.values(flux as Workflow).find((node) =>
      String(node.class_type).startsWith('Empty'),
    );
    const { width, height } = (latent?.inputs ?? {}) as { width: number; height: number };
    const steps = Number(sampler?.inputs.steps);
    const tookFlux = ranFor(comfy, fluxId);
    const fluxWork = 1000 * steps * ((width * height) / 1e6) * 2 * 4.4;
    expect(tookFlux.end - tookFlux.start).toBeCloseTo(10_000 + 1_000 + fluxWork, -1);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('keeps the last checkpoint loaded: the same one costs no switch, another one does; one prompt at a time', async () => {
    const { comfy, clock, base } = await startComfy({ serviceTime: GPU });
    const ids: string[] = [];
    for (const [seed, checkpoint] of [
      [1, 'v1-5-pruned-emaonly.safetensors'],
      [2, 'v1-5-pruned-emaonly.safetensors'],
      [3, 'sd_xl_base_1.0.safetensors'],
    ] as const) {
      ids.push(
        (await post(`${base}/prompt`, { prompt: prompt(seed, 4, checkpoint) })).json.prompt_id,
      );
    }
    expect(comfy.queue().pending).toHaveLength(2);
    clock.advance(3_600_000);
    const runs = ids.map((id) => ranFor(comfy, id));
    const work = 1_000 + 4 * 1000 * MP512 * 2;
    const sdxlWork = 1_000 + 4 * 1000 * MP512 * 2 * 0.92;
    expect(runs.map((r) => r.end - r.start)).toEqual([
      Math.floor(10_000 + work),
      Math.floor(work),
      Math.floor(10_000 + sdxlWork),
    ]);
    // Each starts where the one before ended: the GPU runs one prompt at a time.
    expect(runs[1]?.start).toBe(runs[0]?.end);
    expect(runs[2]?.start).toBe(runs[1]?.end);
    expect(comfy.stats.gpu).toMatchObject({ jobs: 3, switches: 2 });
    // Queued at one moment; then, as each prompt ends, the next takes the GPU.
    const queue = comfy.stats.gpu.queue.map((sample) => ({ ...sample, at: Math.floor(sample.at) }));
    expect(queue).toEqual([
      { at: runs[0]?.start, waiting: 2, running: 1 },
      { at: runs[1]?.start, waiting: 1, running: 1 },
      { at: runs[2]?.start, waiting: 0, running: 1 },
      { at: expect.any(Number), waiting: 0, running: 0 },
    ]);
  });

  it('prices each kind apart: an edit, an inpaint, an outpaint and an upscale', async () => {
    const { comfy, clock, base } = await startComfy({ serviceTime: GPU });
    await upload(base, png(64, 48), 'photo.png');
    const edit = img2imgWorkflow('photo.png');
    const masked = (latent: Workflow[string]): Workflow =>
      ({
        ...edit,
        '3': { ...edit['3'], inputs: { ...edit['3']?.inputs, latent_image: ['11', 0] } },
        '11': latent,
      }) as Workflow;
    const inpaint = masked({
      class_type: 'VAEEncodeForInpaint',
      inputs: { pixels: ['10', 0], vae: ['4', 2], mask: ['10', 1], grow_mask_by: 0 },
    });
    const outpaint = {
      ...masked({
        class_type: 'VAEEncodeForInpaint',
        inputs: { pixels: ['12', 0], vae: ['4', 2], mask: ['12', 1], grow_mask_by: 0 },
      }),
      '12': {
        class_type: 'ImagePadForOutpaint',
        inputs: { image: ['10', 0], left: 0, top: 0, right: 64, bottom: 0, feathering: 0 },
      },
    } as Workflow;
    const ids: string[] = [];
    for (const graph of [edit, inpaint, outpaint, upscaleWorkflow('photo.png')]) {
      const answer = await post(`${base}/prompt`, { prompt: graph });
      expect(answer.status, answer.text).toBe(200);
      ids.push(answer.json.prompt_id);
    }
    clock.advance(3_600_000);
    const photo = (64 * 48) / 1e6;
    const wide = (128 * 48) / 1e6;
    const seconds = ids.map((id) => {
      const { start, end } = ranFor(comfy, id);
      return (end - start) / 1000;
    });
    expect(seconds[0]).toBeCloseTo(10 + 0.5 + 4 * photo * 4, 2);
    expect(seconds[1]).toBeCloseTo(0.25 + 4 * photo * 8, 2);
    expect(seconds[2]).toBeCloseTo(0.125 + 4 * wide * 16, 2);
    expect(seconds[3]).toBeCloseTo(photo * 1000, 2);
    expect(comfy.stats.gpu).toMatchObject({ jobs: 4, switches: 1 });
  });

  it('prices a video by every frame: steps × the frames’ megapixels, after its diffusion model’s switch', async () => {
    const { comfy, clock, base } = await startComfy({ serviceTime: GPU });
    await upload(base, png(64, 48), 'photo.png');
    const graph = videoWorkflow('photo.png', { width: 128, height: 96, length: 9, steps: 3 });
    const ws = await connect(comfy.wsUrl('bot'));
    const id = (await post(`${base}/prompt`, { prompt: graph, client_id: 'bot' })).json.prompt_id;
    clock.advance(3_600_000);
    await ws.next('executing', (d) => d.node === null);
    const frames = (128 * 96 * 9) / 1e6;
    const { start, end } = ranFor(comfy, id);
    expect((end - start) / 1000).toBeCloseTo(10 + 2 + 3 * frames * 32, 2);
    expect(comfy.stats.gpu).toMatchObject({ jobs: 1, switches: 1 });
    expect(comfy.stats.wsMessages.get('progress')).toBe(3);
  });

  it('multiplies every service time by the time scale', async () => {
    const { comfy, clock, base } = await startComfy({ serviceTime: GPU, timeScale: 0.01 });
    const id = (await post(`${base}/prompt`, { prompt: prompt(1) })).json.prompt_id;
    clock.advance(3_600_000);
    const { start, end } = ranFor(comfy, id);
    expect(end - start).toBe(Math.floor((10_000 + 1_000 + 4 * 1000 * MP512 * 2) * 0.01));
  });

  it('two instances on one clock run two prompts at once, each on its own GPU', async () => {
    let time = 1_700_000_000_000;
    const start = async (options: ComfyEmulatorOptions) => {
      const comfy = await startComfyEmulator({ now: () => time, serviceTime: GPU, ...options });
      onTestFinished(() => comfy.close());
      return comfy;
    };
    const gpus = [await start({ seed: 1 }), await start({ seed: 2, serviceTime: 'rtx-4090' })];
    expect(gpus[0]?.url).not.toBe(gpus[1]?.url);
    const ids = await Promise.all(
      gpus.map(
        async (comfy) => (await post(`${comfy.url}/prompt`, { prompt: prompt(1) })).json.prompt_id,
      ),
    );
    time += 3_600_000;
    for (const comfy of gpus) comfy.advance();
    const [slow, fast] = gpus.map((comfy, at) => ranFor(comfy, ids[at] as string));
    expect(slow?.start).toBe(fast?.start);
    expect((slow?.end ?? 0) - (slow?.start ?? 0)).toBe(Math.floor(11_000 + 4 * 1000 * MP512 * 2));
    // The RTX 4090 preset: its switch, its base and 4 steps at 512².
    expect((fast?.end ?? 0) - (fast?.start ?? 0)).toBe(
      Math.floor(5_000 + 590 + 4 * 1000 * MP512 * 0.0744),
    );
    expect(gpus.map((comfy) => comfy.stats.gpu.jobs)).toEqual([1, 1]);
  });

  it('keeps its own step durations without a preset, as before', async () => {
    const { comfy, clock, base } = await startComfy({ stepMs: 100, nodeMs: 10 });
    const id = (await post(`${base}/prompt`, { prompt: workflow() })).json.prompt_id;
    clock.advance(3_600_000);
    const { start, end } = ranFor(comfy, id);
    expect(end - start).toBe(6 * 10 + 4 * 100);
    expect(comfy.stats.gpu).toMatchObject({ jobs: 1, switches: 1, busyMs: 460 });
  });
});
