import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, png, post, startComfy, upload, workflow } from './comfy-fixture.js';

describe('ComfyUI emulator: workflow validation as validate_prompt does it', () => {
  it('an unknown class or a node without class_type: invalid_prompt, empty node_errors', async () => {
    const { comfy, base } = await startComfy();
    const unknown = await post(`${base}/prompt`, {
      prompt: { ...workflow(), '10': { class_type: 'Upscale', inputs: {} } },
    });
    expect(unknown).toMatchObject({
      status: 400,
      json: {
        error: {
          type: 'invalid_prompt',
          message: 'Cannot execute because node Upscale does not exist.',
          details: "Node ID '#10'",
          extra_info: {},
        },
        node_errors: {},
      },
    });
    const bare = await post(`${base}/prompt`, { prompt: { '1': { inputs: {} } } });
    expect(bare.json.error.message).toBe(
      'Cannot execute because a node is missing the class_type property.',
    );
    const none = await post(`${base}/prompt`, { prompt: { '4': workflow()['4'] } });
    expect(none.json.error).toEqual({
      type: 'prompt_no_outputs',
      message: 'Prompt has no outputs',
      details: '',
      extra_info: {},
    });
    const empty = await post(`${base}/prompt`, { client_id: 'x' });
    expect(empty).toMatchObject({
      status: 400,
      json: { error: { type: 'no_prompt', message: 'No prompt provided' }, node_errors: {} },
    });
    expect(comfy.stats.rejected).toBe(4);
  });

  it('a missing required input, a bad value and a wrong link are listed per node with the outputs they block', async () => {
    const { comfy, base } = await startComfy();
    const prompt = workflow();
    delete (prompt['6'] as { inputs: Record<string, unknown> }).inputs.text;
    Object.assign((prompt['3'] as { inputs: Record<string, unknown> }).inputs, {
      steps: 0,
      sampler_name: 'fast',
      cfg: 'x',
    });
    Object.assign((prompt['8'] as { inputs: Record<string, unknown> }).inputs, { vae: ['4', 1] });
    const answer = await post(`${base}/prompt`, { prompt });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      type: 'prompt_outputs_failed_validation',
      message: 'Prompt outputs failed validation',
    });
    const errors = answer.json.node_errors;
    expect(Object.keys(errors).sort()).toEqual(['3', '6', '8']);
    expect(errors['6']).toEqual({
      errors: [
        {
          type: 'required_input_missing',
          message: 'Required input is missing',
          details: 'text',
          extra_info: { input_name: 'text' },
        },
      ],
      dependent_outputs: ['9'],
      class_type: 'CLIPTextEncode',
    });
    expect(
      errors['3'].errors.map((e: { type: string; message: string }) => [e.type, e.message]),
    ).toEqual([
      ['value_smaller_than_min', 'Value 0 smaller than min of 1'],
      ['invalid_input_type', 'Failed to convert an input value to a FLOAT value'],
      ['value_not_in_list', 'Value not in list'],
    ]);
    expect(errors['3'].errors[1].details).toBe("cfg, x, could not convert string to float: 'x'");
    expect(errors['3'].errors[2].details).toMatch(
      /^sampler_name: 'fast' not in \(list of length \d+\)$/,
    );
    expect(errors['8'].errors[0]).toMatchObject({
      type: 'return_type_mismatch',
      details: 'vae, received_type(CLIP) mismatch input_type(VAE)',
      extra_info: { input_name: 'vae', received_type: 'CLIP', linked_node: ['4', 1] },
    });
    expect(comfy.stats.violations).toEqual([]);
  });

  it('a checkpoint that is not listed, a link to a missing node', async () => {
    const { base } = await startComfy({ checkpoints: ['only.safetensors'] });
    const answer = await post(`${base}/prompt`, { prompt: workflow() });
    expect(answer.json.node_errors['4'].errors[0]).toEqual({
      type: 'value_not_in_list',
      message: 'Value not in list',
      details: "ckpt_name: 'v1-5-pruned-emaonly.safetensors' not in ['only.safetensors']",
      extra_info: {
        input_name: 'ckpt_name',
        input_config: [['only.safetensors'], {}],
        received_value: 'v1-5-pruned-emaonly.safetensors',
      },
    });
    const prompt = workflow();
    (prompt['9'] as { inputs: Record<string, unknown> }).inputs.images = ['99', 0];
    const missing = await post(`${base}/prompt`, { prompt });
    expect(missing.json.node_errors['9'].errors[0]).toMatchObject({
      type: 'exception_during_validation',
      details: "'99'",
    });
  });

  it('one valid output is enough: 200 with the failing output in node_errors, only the valid one runs', async () => {
    const { comfy, clock, base } = await startComfy();
    const prompt = {
      ...workflow(),
      '10': { class_type: 'PreviewImage', inputs: { images: ['5', 0] } },
    };
    const answer = await post(`${base}/prompt`, { prompt });
    expect(answer.status).toBe(200);
    expect(answer.json.node_errors['10'].errors[0].type).toBe('return_type_mismatch');
    clock.advance(10_000);
    expect(Object.keys(comfy.history(answer.json.prompt_id)?.outputs ?? {})).toEqual(['9']);
    expect(comfy.history(answer.json.prompt_id)?.prompt[4]).toEqual(['9']);
  });

  it('widget values are converted as int() and float() do, and kept converted in the queue and history', async () => {
    const { comfy, clock, base } = await startComfy({ timeScale: 0.37 });
    const prompt = workflow();
    Object.assign((prompt['3'] as { inputs: Record<string, unknown> }).inputs, {
      seed: '42',
      steps: 4.9,
      cfg: '7.5',
    });
    const id = (await post(`${base}/prompt`, { prompt })).json.prompt_id;
    clock.advance(60_000);
    const entry = comfy.history(id);
    expect(entry?.prompt[2]['3']?.inputs).toMatchObject({ seed: 42, steps: 4, cfg: 7.5 });
    expect(
      entry?.status.messages.every(([, data]) =>
        Number.isInteger((data as { timestamp: number }).timestamp),
      ),
    ).toBe(true);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('/object_info lists the known classes as node_info does', async () => {
    const { base } = await startComfy();
    const all = (await call(`${base}/object_info`)).json;
    expect(Object.keys(all)).toEqual([
      'CheckpointLoaderSimple',
      'CLIPTextEncode',
      'EmptyLatentImage',
      'KSampler',
      'VAEDecode',
      'SaveImage',
      'PreviewImage',
      'LoadImage',
      'VAEEncode',
      'ImageScale',
      'ImageScaleBy',
      'UpscaleModelLoader',
      'ImageUpscaleWithModel',
      'LoadImageMask',
      'VAEEncodeForInpaint',
      'SetLatentNoiseMask',
      'ImagePadForOutpaint',
      'ImageCompositeMasked',
      'InpaintModelConditioning',
      'DifferentialDiffusion',
      'LoraLoader',
      'LoraLoaderModelOnly',
      'UNETLoader',
      'CLIPLoader',
      'VAELoader',
      'ModelSamplingSD3',
      'DualCLIPLoader',
      'EmptySD3LatentImage',
      'FluxGuidance',
      'ModelSamplingAuraFlow',
      'ConditioningZeroOut',
      'ReferenceLatent',
      'FluxKontextImageScale',
      'TextEncodeQwenImageEdit',
      'TextEncodeQwenImageEditPlus',
      'CFGNorm',
      'Wan22ImageToVideoLatent',
      'WanImageToVideo',
      'LTXVImgToVideo',
      'LTXVConditioning',
      'CreateVideo',
      'SaveVideo',
      'SaveWEBM',
      'ImageFromBatch',
    ]);
    expect(all.EmptyLatentImage).toMatchObject({
      input: { required: { width: ['INT', { default: 512, min: 16, max: 16384, step: 8 }] } },
      input_order: { required: ['width', 'height', 'batch_size'] },
      output: ['LATENT'],
      output_node: false,
      display_name: 'Empty Latent Image',
    });
    expect(all.EmptySD3LatentImage).toMatchObject({
      input: { required: { width: ['INT', { default: 1024, min: 16, max: 16384, step: 16 }] } },
      display_name: null,
      python_module: 'comfy_extras.nodes_sd3',
    });
    expect(all.DualCLIPLoader).toMatchObject({
      input: {
        required: { type: [['sdxl', 'sd3', 'flux', 'hunyuan_video', 'hidream', 'hunyuan_image']] },
      },
      display_name: 'DualCLIPLoader',
      python_module: 'nodes',
    });
    expect((await call(`${base}/api/object_info/SaveImage`)).json.SaveImage.output_node).toBe(true);
    expect((await call(`${base}/object_info/Nope`)).json).toEqual({});
  });
});

describe('the example workflow the bot ships (comfyui-workflows/sd15.json)', () => {
  it('is accepted as the server accepts it: its classes and inputs in /object_info, queued', async () => {
    const example = JSON.parse(readFileSync('comfyui-workflows/sd15.json', 'utf8')) as Record<
      string,
      { class_type: string; inputs: Record<string, unknown> }
    >;
    const { comfy, base } = await startComfy();
    const info = (await call(`${base}/object_info`)).json;
    for (const node of Object.values(example)) {
      const inputs = info[node.class_type]?.input.required;
      expect(Object.keys(inputs ?? {}).sort(), node.class_type).toEqual(
        Object.keys(node.inputs).sort(),
      );
    }
    // Its loader titled "lora" names a placeholder the bot replaces with a member's LoRA (or takes out).
    const lora = Object.values(example).find((node) => node.class_type === 'LoraLoader');
    expect(lora?.inputs.lora_name).toBe('example-lora.safetensors');
    if (lora) lora.inputs.lora_name = 'add_detail.safetensors';
    const queued = await post(`${base}/prompt`, { prompt: example, client_id: 'x' });
    expect(queued.status).toBe(200);
    expect(queued.json.node_errors).toEqual({});
    expect(comfy.stats.rejected).toBe(0);
    expect(comfy.stats.violations).toEqual([]);
  });
});

describe('the family workflows the bot ships (comfyui-workflows/families/)', () => {
  it.each(['sdxl', 'flux1-dev', 'qwen-image'])(
    '%s has every input its classes declare in /object_info, and is queued as it is',
    async (name) => {
      const graph = JSON.parse(
        readFileSync(`comfyui-workflows/families/${name}.json`, 'utf8'),
      ) as Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      const { comfy, base } = await startComfy();
      const info = (await call(`${base}/object_info`)).json;
      for (const node of Object.values(graph)) {
        const declared = info[node.class_type]?.input;
        expect(declared, node.class_type).toBeDefined();
        expect(Object.keys(node.inputs).sort(), node.class_type).toEqual(
          Object.keys({ ...declared.required, ...declared.optional }).sort(),
        );
      }
      // Its loader titled "lora" names a placeholder the bot replaces with a member's LoRA (or takes out).
      const lora = Object.values(graph).find((node) => node.class_type.startsWith('LoraLoader'));
      if (lora) lora.inputs.lora_name = 'add_detail.safetensors';
      const queued = await post(`${base}/prompt`, { prompt: graph, client_id: 'x' });
      expect(queued.status).toBe(200);
      expect(queued.json.node_errors).toEqual({});
      expect(comfy.stats.rejected).toBe(0);
      expect(comfy.stats.violations).toEqual([]);
    },
  );

  it.each(['sdxl-img2img', 'sdxl-inpaint', 'flux1-fill-dev-inpaint'])(
    '%s has every input its classes declare in /object_info, and is queued with an upload',
    async (name) => {
      const graph = JSON.parse(
        readFileSync(`comfyui-workflows/families/${name}.json`, 'utf8'),
      ) as Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      const { comfy, base } = await startComfy();
      const info = (await call(`${base}/object_info`)).json;
      for (const node of Object.values(graph)) {
        const declared = info[node.class_type]?.input;
        expect(declared, node.class_type).toBeDefined();
        expect(Object.keys(node.inputs).sort(), node.class_type).toEqual(
          Object.keys({ ...declared.required, ...declared.optional }).sort(),
        );
      }
      const uploaded = (await upload(base, png(1024, 1024), 'photo.png')).json;
      for (const node of Object.values(graph)) {
        if (node.class_type === 'LoadImage') node.inputs.image = uploaded.name;
        if (node.class_type.startsWith('LoraLoader'))
          node.inputs.lora_name = 'add_detail.safetensors';
      }
      const queued = await post(`${base}/prompt`, { prompt: graph, client_id: 'x' });
      expect(queued.status).toBe(200);
      expect(queued.json.node_errors).toEqual({});
      expect(comfy.stats.rejected).toBe(0);
      expect(comfy.stats.violations).toEqual([]);
    },
  );

  it.each(['flux1-kontext-dev-edit', 'qwen-image-edit-2509'])(
    '%s takes only inputs its classes declare, every required one, and is queued with an upload',
    async (name) => {
      const graph = JSON.parse(
        readFileSync(`comfyui-workflows/families/${name}.json`, 'utf8'),
      ) as Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      const { comfy, base } = await startComfy();
      const info = (await call(`${base}/object_info`)).json;
      for (const node of Object.values(graph)) {
        const declared = info[node.class_type]?.input;
        expect(declared, node.class_type).toBeDefined();
        const given = Object.keys(node.inputs);
        expect(given, node.class_type).toEqual(
          expect.arrayContaining(Object.keys(declared.required)),
        );
        const known = Object.keys({ ...declared.required, ...declared.optional });
        expect(known, node.class_type).toEqual(expect.arrayContaining(given));
      }
      const uploaded = (await upload(base, png(768, 512), 'photo.png')).json;
      const loaders = Object.values(graph).filter((node) => node.class_type === 'LoadImage');
      // The input image and each reference ("reference 1"…, taken out by the bot when unused).
      expect(loaders.length).toBeGreaterThan(1);
      for (const loader of loaders) loader.inputs.image = uploaded.name;
      const queued = await post(`${base}/prompt`, { prompt: graph, client_id: 'x' });
      expect(queued.status).toBe(200);
      expect(queued.json.node_errors).toEqual({});
      expect(comfy.stats.rejected).toBe(0);
      expect(comfy.stats.violations).toEqual([]);
    },
  );
});
