import { describe, expect, it } from 'vitest';
import type { ComfyEmulator, Workflow } from '../../../sandbox/comfyui/index.js';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { call, post, startComfy, workflow } from './comfy-fixture.js';

type Outputs = Record<string, { images: { filename: string }[] }>;

/** The default workflow with LoRA loaders chained between the checkpoint and the sampler. */
function withLoras(
  loras: readonly { name: string; model: number; clip?: number; modelOnly?: boolean }[],
): Workflow {
  const base = workflow({ text: 'a red fox' }) as Record<string, Workflow[string]>;
  let model: [string, number] = ['4', 0];
  let clip: [string, number] = ['4', 1];
  loras.forEach((lora, index) => {
    const id = `l${index}`;
    base[id] = lora.modelOnly
      ? {
          class_type: 'LoraLoaderModelOnly',
          inputs: { model, lora_name: lora.name, strength_model: lora.model },
        }
      : {
          class_type: 'LoraLoader',
          inputs: {
            model,
            clip,
            lora_name: lora.name,
            strength_model: lora.model,
            strength_clip: lora.clip ?? lora.model,
          },
        };
    model = [id, 0];
    if (!lora.modelOnly) clip = [id, 1];
  });
  const node = (id: string) => base[id] as Workflow[string];
  node('3').inputs = { ...node('3').inputs, model };
  node('6').inputs = { ...node('6').inputs, clip };
  node('7').inputs = { ...node('7').inputs, clip };
  return base as Workflow;
}

async function saved(comfy: ComfyEmulator, advance: () => void, promptId: string) {
  advance();
  const file = ((comfy.history(promptId)?.outputs ?? {}) as Outputs)['9']?.images[0];
  return comfy.file('output', '', file?.filename ?? '') as Buffer;
}

describe('ComfyUI emulator: LoraLoader and LoraLoaderModelOnly', () => {
  it("lists both in /object_info with the loras folder's files as lora_name's choices, a file added at once", async () => {
    const { comfy, base } = await startComfy();
    const info = (await call(`${base}/object_info`)).json;
    expect(info.LoraLoader).toMatchObject({
      input: {
        required: {
          model: ['MODEL'],
          clip: ['CLIP'],
          lora_name: [
            [
              'add_detail.safetensors',
              'pixel-art-xl-v1.1.safetensors',
              'styles/film-grain.safetensors',
            ],
          ],
          strength_model: ['FLOAT', { default: 1, min: -100, max: 100, step: 0.01 }],
        },
      },
      output: ['MODEL', 'CLIP'],
      display_name: 'Load LoRA',
      category: 'loaders',
      python_module: 'nodes',
    });
    expect(info.LoraLoaderModelOnly.input_order).toEqual({
      required: ['model', 'lora_name', 'strength_model'],
    });
    comfy.addLora('a-new-one.safetensors');
    const again = (await call(`${base}/object_info/LoraLoaderModelOnly`)).json;
    expect(again.LoraLoaderModelOnly.input.required.lora_name[0][0]).toBe('a-new-one.safetensors');
    expect(comfy.stats.violations).toEqual([]);
  });

  it('chains loaders: each LoRA marks the image at its model strength; both at 0 change nothing', async () => {
    const { comfy, clock, base } = await startComfy();
    const run = async (prompt: Workflow) => {
      const queued = await post(`${base}/prompt`, { prompt });
      expect(queued.status).toBe(200);
      return saved(comfy, () => clock.advance(60_000), queued.json.prompt_id);
    };
    const names = ['add_detail.safetensors', 'styles/film-grain.safetensors'];
    const two = await run(
      withLoras([
        { name: names[0] as string, model: 0.6, clip: 1 },
        { name: names[1] as string, model: 1.5, modelOnly: true },
      ]),
    );
    expect(await lorasIn(two, names)).toEqual([0.6, 1.5]);
    const none = await run(withLoras([{ name: names[0] as string, model: 0, clip: 0 }]));
    expect(await lorasIn(none, names)).toEqual([undefined, undefined]);
    expect(comfy.stats.violations).toEqual([]);
  });

  it("refuses a lora_name the folder does not hold, as validation refuses any combo's value", async () => {
    const { base } = await startComfy();
    const refused = await post(`${base}/prompt`, {
      prompt: withLoras([{ name: 'gone.safetensors', model: 1 }]),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.node_errors.l0.errors[0]).toMatchObject({
      type: 'value_not_in_list',
      message: 'Value not in list',
    });
    expect(refused.json.node_errors.l0.errors[0].details).toContain(
      "lora_name: 'gone.safetensors' not in",
    );
  });

  it('answers a LoRA file’s metadata at /view_metadata/loras as view_metadata does, 404 for one without, a non-safetensors name or another folder', async () => {
    const { base } = await startComfy();
    const path = (folder: string, file: string) =>
      `${base}/view_metadata/${folder}?filename=${encodeURIComponent(file)}`;
    const xl = await call(path('loras', 'pixel-art-xl-v1.1.safetensors'));
    expect(xl.status).toBe(200);
    expect(xl.json).toMatchObject({ ss_base_model_version: 'sdxl_base_v1-0' });
    expect(
      (await call(`${base}/api/view_metadata/loras?filename=add_detail.safetensors`)).json,
    ).toMatchObject({ ss_base_model_version: 'sd_v1' });
    expect((await call(path('loras', 'styles/film-grain.safetensors'))).status).toBe(404);
    expect((await call(path('loras', 'add_detail.ckpt'))).status).toBe(404);
    expect((await call(path('loras', 'missing.safetensors'))).status).toBe(404);
    expect((await call(path('checkpoints', 'add_detail.safetensors'))).status).toBe(404);
    expect((await call(`${base}/view_metadata/loras`)).status).toBe(404);
  });
});
