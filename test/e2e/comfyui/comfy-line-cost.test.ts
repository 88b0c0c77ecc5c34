import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { comfyRegistration } from '../../../src/backends/comfyui/comfy-registration.js';
import { BackendRegistry } from '../../../src/image-backend/backend-registry.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { KIND_PRICES } from '../../../src/jobs/line/gpu-prices.js';
import { LineLanes } from '../../../src/jobs/line/line-lanes.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { makeRegistered } from '../helpers/registered-backend.js';
import { writeWorkflows } from './comfy-kit.js';

/** A shipped workflow, as an owner copies it into COMFYUI_WORKFLOWS_DIR. */
const shipped = (file: string) => JSON.parse(readFileSync(`comfyui-workflows/${file}`, 'utf8'));

/** Seconds an SD 1.5-priced text-to-image job of `steps` over `megapixels` costs, times `family`. */
const seconds = (steps: number, megapixels: number, family = 1) =>
  KIND_PRICES['text-to-image'].baseSeconds +
  steps * megapixels * KIND_PRICES['text-to-image'].perStepPerMegapixel * family;

describe('the fair line prices a ComfyUI image by what its workflow runs', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /**
   * ComfyUI with `workflows` registered as the bot registers them (its emulator given `loras`),
   * and the cost the line gives a job of `request` (with `input`) on it.
   */
  async function pricing(workflows: Record<string, unknown>, loras?: string[]) {
    const comfy = await startComfyEmulator({
      stepMs: 10,
      nodeMs: 5,
      previews: false,
      ...(loras && { loras }),
    });
    cleanups.push(() => comfy.close());
    const dir = await writeWorkflows(workflows);
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const kit = await makeRegistered(comfyRegistration, {
      COMFYUI_URL: comfy.url,
      COMFYUI_WORKFLOWS_DIR: dir,
    });
    cleanups.push(() => kit.close());
    const lanes = new LineLanes(
      new BackendRegistry([{ id: 'comfyui', name: 'ComfyUI', signup: {}, backend: kit.backend }]),
      1,
    );
    const costOf = (request: Record<string, unknown>, input?: GenerationJob['input']) => {
      const job = {
        id: 'j1',
        scope: 'guild-1',
        userId: 'alice',
        backend: 'comfyui',
        request: { prompt: 'a lighthouse', ...request },
        createdAt: 0,
        ...(input && { input }),
      };
      return lanes.entryOf(lanes.of(job), job, 1, 'local').cost;
    };
    return { kit, costOf };
  }

  it("an image whose size and steps the member left out costs its workflow's own (512 × 512, 20 steps), as the same typed out does", async () => {
    const { costOf } = await pricing({
      base: workflow({ width: 512, height: 512, steps: 20 }),
      big: workflow({ width: 1024, height: 1024, steps: 20 }),
    });
    expect(costOf({})).toBeCloseTo(seconds(20, 0.262144), 5);
    expect(costOf({ width: 512, height: 512, steps: 20 })).toBeCloseTo(costOf({}), 5);
    // A checkpoint drawing a megapixel is SDXL by its nodes: 0.92 of SD 1.5's time a step.
    expect(costOf({ workflow: 'big' })).toBeCloseTo(seconds(20, 1.048576, 0.92), 5);
    expect(costOf({ steps: 30 })).toBeCloseTo(seconds(30, 0.262144), 5);
  });

  it("prices by GPU time: a Flux.1 image by its family's rate, an Animate by every frame it samples, far above an image", async () => {
    // The shipped Flux.1 workflow's LoRA slot names the file an owner replaces.
    const { kit, costOf } = await pricing(
      {
        sd15: workflow({ width: 512, height: 512, steps: 20 }),
        flux: shipped('families/flux1-dev.json'),
        animate: shipped('video/wan22-ti2v-5b-animate.json'),
      },
      ['example-lora.safetensors'],
    );
    // The start's probe reads the server's nodes: Animate is offered where its video nodes are.
    await kit.backend.probe?.();
    const image = costOf({ workflow: 'sd15' });
    expect(image).toBeCloseTo(seconds(20, 0.262144), 5);
    const fluxGraph = shipped('families/flux1-dev.json') as Record<
      string,
      { inputs: Record<string, unknown> }
    >;
    const fluxSteps = Number(
      Object.values(fluxGraph).find((n) => 'steps' in n.inputs)?.inputs.steps,
    );
    expect(costOf({ workflow: 'flux' })).toBeCloseTo(seconds(fluxSteps, 1.048576, 4.4), 5);
    const animate = costOf(
      { workflow: 'sd15' },
      { action: { kind: 'animate', motion: 'low' }, ref: 'r1' },
    );
    // 121 frames of 1280 × 704 at 20 steps: 0.099 s a step a megapixel of every frame.
    const frames = kit.backend.capabilities.imagesIn?.animate?.frames ?? 0;
    expect(frames).toBe(121);
    expect(animate).toBeCloseTo(20 * 0.90112 * frames * KIND_PRICES.video.perStepPerMegapixel, 3);
    expect(animate / image).toBeGreaterThan(150);
  });
});
