import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { ComfyBackend } from '../../../src/backends/comfyui/comfy-backend.js';
import {
  type RegisteredWorkflow,
  registerWorkflow,
} from '../../../src/backends/comfyui/comfy-workflow.js';
import { loadWorkflows } from '../../../src/backends/comfyui/comfy-workflows-dir.js';
import { createLogger } from '../../../src/core/logger.js';
import { comfyBackend } from './comfy-backend-kit.js';

const logger = createLogger({ write: () => {} });

/** The shipped workflows, an SDXL text-to-image one, and an inpaint needing a node not installed. */
function workflows(): RegisteredWorkflow[] {
  const shipped = loadWorkflows('comfyui-workflows', logger);
  const graphOf = (role: string) =>
    JSON.parse(JSON.stringify(shipped.find((workflow) => workflow.role === role)?.graph));
  const sdxl = graphOf('generate');
  sdxl['4'].inputs.ckpt_name = 'sd_xl_base_1.0.safetensors';
  const inpaint = {
    ...graphOf('inpaint'),
    '11': {
      class_type: 'InpaintModelConditioningX',
      inputs: { samples: ['10', 0], mask: ['1', 1] },
    },
  };
  return [
    ...shipped.filter(({ role }) => role !== 'inpaint'),
    registerWorkflow('sdxl', sdxl),
    registerWorkflow('custom-inpaint', inpaint),
  ];
}

describe('ComfyBackend.serves: what one server has for a job, from its own lists', () => {
  let comfy: ComfyEmulator;
  let backend: ComfyBackend;
  beforeAll(async () => {
    comfy = await startComfyEmulator({
      checkpoints: ['v1-5-pruned-emaonly.safetensors'],
      upscaleModels: { 'RealESRGAN_x2plus.pth': 2 },
      loras: ['add_detail.safetensors'],
      previews: false,
    });
    backend = comfyBackend({
      baseUrl: comfy.url,
      timeoutMs: 5_000,
      workflows: workflows(),
      logger,
    });
  });
  afterAll(async () => {
    await backend.close();
    await comfy.close();
  });

  it('counts what it has not read yet as there, then holds each job to the lists it read', async () => {
    const lora = (name: string) => ({ name, label: name, weight: 1 });
    expect(backend.serves({ prompt: 'owl', workflow: 'sdxl' })).toBe(true);
    expect(backend.serves({ prompt: 'owl', loras: [lora('missing.safetensors')] })).toBe(true);
    await backend.probe();
    await backend.loras();
    expect(backend.serves({ prompt: 'owl' })).toBe(true);
    expect(backend.serves({ prompt: 'owl', workflow: 'sd15' })).toBe(true);
    expect(backend.serves({ prompt: 'owl', workflow: 'sdxl' })).toBe(false);
    expect(backend.serves({ prompt: 'owl', workflow: 'nope' })).toBe(true);
    expect(backend.serves({ prompt: 'owl', loras: [lora('add_detail.safetensors')] })).toBe(true);
    expect(backend.serves({ prompt: 'owl', loras: [lora('missing.safetensors')] })).toBe(false);
    const upscale = (factor: number) => ({ action: { kind: 'upscale', factor } as const });
    expect(backend.serves({ prompt: '' }, upscale(2))).toBe(true);
    expect(backend.serves({ prompt: '' }, upscale(4))).toBe(false);
    expect(backend.serves({ prompt: 'owl' }, { action: { kind: 'edit' } })).toBe(true);
    expect(backend.serves({ prompt: 'owl' }, { action: { kind: 'region' } })).toBe(false);
    expect(backend.serves({ prompt: '' }, { action: { kind: 'describe' } })).toBe(false);
  });

  it('names the model file each job loads, which the line keeps a GPU on (modelOf)', () => {
    expect(backend.modelOf({ prompt: 'owl' })).toBe('v1-5-pruned-emaonly.safetensors');
    expect(backend.modelOf({ prompt: 'owl', workflow: 'sdxl' })).toBe('sd_xl_base_1.0.safetensors');
    expect(backend.modelOf({ prompt: 'owl' }, { action: { kind: 'edit' } })).toBe(
      'v1-5-pruned-emaonly.safetensors',
    );
    // An upscale loads an upscale model only, and a workflow not registered runs nowhere.
    expect(backend.modelOf({ prompt: '' }, { action: { kind: 'upscale', factor: 2 } })).toBe(
      undefined,
    );
    expect(backend.modelOf({ prompt: 'owl', workflow: 'nope' })).toBe(undefined);
  });
});
