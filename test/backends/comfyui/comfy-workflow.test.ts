import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fillWorkflow,
  registerWorkflow,
  WorkflowRefusedError,
} from '../../../src/backends/comfyui/comfy-workflow.js';
import { img2imgWorkflow, upscaleWorkflow, workflow } from '../../sandbox/comfyui/comfy-fixture.js';

describe('registerWorkflow', () => {
  it('finds the inputs by class: the CLIPTextEncode nodes wired to the KSampler, its seed and steps, the latent', () => {
    const registered = registerWorkflow('txt2img', workflow());
    expect(registered.slots).toEqual({
      positive: { node: '6', input: 'text' },
      negative: { node: '7', input: 'text' },
      seed: { node: '3', input: 'seed' },
      steps: { node: '3', input: 'steps' },
      width: { node: '5', input: 'width' },
      height: { node: '5', input: 'height' },
      batch: { node: '5', input: 'batch_size' },
    });
    const filled = fillWorkflow(registered, { positive: 'a cat', seed: 7, batch: 1 });
    expect(filled['6']?.inputs.text).toBe('a cat');
    expect(filled['3']?.inputs.seed).toBe(7);
    expect(filled['3']?.inputs.steps).toBe(4);
    expect(registered.graph['6']?.inputs.text).toBe('a red fox');
  });

  it('prefers nodes titled positive and negative', () => {
    const graph = workflow();
    const titled = {
      ...graph,
      '6': { ...graph['6'], _meta: { title: 'Negative' } },
      '7': { ...graph['7'], _meta: { title: 'positive' } },
    };
    const { slots } = registerWorkflow('swapped', titled);
    expect(slots.positive?.node).toBe('7');
    expect(slots.negative?.node).toBe('6');
  });

  it('reads the example workflow the bot ships by its node titles', () => {
    const example = JSON.parse(readFileSync('comfyui-workflows/sd15.json', 'utf8'));
    const { slots, graph } = registerWorkflow('sd15', example);
    expect(slots).toEqual({
      positive: { node: '6', input: 'text' },
      negative: { node: '7', input: 'text' },
      seed: { node: '3', input: 'seed' },
      steps: { node: '3', input: 'steps' },
      width: { node: '5', input: 'width' },
      height: { node: '5', input: 'height' },
      batch: { node: '5', input: 'batch_size' },
    });
    expect(graph['4']?.inputs.ckpt_name).toBe('v1-5-pruned-emaonly.safetensors');
  });

  it('blames a missing KSampler on the sampler, not on the CLIPTextEncode nodes', () => {
    const graph = workflow();
    delete graph['3'];
    expect(() => registerWorkflow('no-sampler', graph)).toThrow(
      'workflow no-sampler refused: has no KSampler node (the bot writes the seed and steps ' +
        'there): add one, or title the node whose seed and steps the bot fills "sampler"',
    );
    const two = { ...workflow(), '10': workflow()['3'] };
    expect(() => registerWorkflow('two', two)).toThrow(
      'has 2 KSampler nodes (3, 10): title the node whose seed and steps the bot fills "sampler"',
    );
  });

  it('refuses a workflow without an EmptyLatentImage, naming the sampler it should feed', () => {
    const graph = workflow();
    delete graph['5'];
    const refuse = () => registerWorkflow('no-latent', graph);
    expect(refuse).toThrow(WorkflowRefusedError);
    expect(refuse).toThrow(
      "workflow no-latent refused: has no EmptyLatentImage wired to node 3 (KSampler)'s " +
        'latent_image input (the bot writes the width, height and batch_size there): add one, ' +
        'or title the node that holds them "latent"',
    );
  });

  it('refuses a workflow whose positive or negative prompt is not a CLIPTextEncode', () => {
    const graph = workflow();
    const sampler = graph['3'];
    if (sampler) sampler.inputs.negative = ['4', 1];
    delete graph['7'];
    expect(() => registerWorkflow('one-prompt', graph)).toThrow(
      "has no CLIPTextEncode wired to node 3 (KSampler)'s negative input, nor a node titled " +
        '"negative": wire the negative prompt\'s CLIPTextEncode there, or title the node whose ' +
        'text input takes it "negative"',
    );
    const noPositive = workflow();
    delete noPositive['6'];
    expect(() => registerWorkflow('no-positive', noPositive)).toThrow(
      "has no CLIPTextEncode wired to node 3 (KSampler)'s positive input",
    );
  });

  it('names the node and the input it lacks when a titled node is of another kind', () => {
    const graph = workflow();
    const sampler = graph['3'];
    if (sampler) {
      sampler.class_type = 'KSamplerAdvanced';
      sampler.inputs = { ...sampler.inputs, noise_seed: 1 };
      delete sampler.inputs.seed;
      Object.assign(sampler, { _meta: { title: 'Sampler' } });
    }
    expect(() => registerWorkflow('advanced', graph)).toThrow(
      'node 3 (KSamplerAdvanced) has no seed input, where the bot writes the seed: use a ' +
        'KSampler titled "sampler" instead',
    );
  });

  it('says a UI-format file must be exported in API format, and names a node without a class', () => {
    expect(() => registerWorkflow('ui-format', { nodes: [], links: [] })).toThrow(
      'workflow ui-format refused: is in ComfyUI\'s UI format (what Save writes: "nodes" and ' +
        '"links"), not its API format: in ComfyUI, open the workflow and use Workflow → Export (API)',
    );
    const graph: Record<string, unknown> = workflow();
    graph['12'] = { inputs: {} };
    expect(() => registerWorkflow('classless', graph)).toThrow(
      'has node 12 without a valid class_type, so it is not a workflow in API format',
    );
    expect(() => registerWorkflow('list', [1, 2])).toThrow('is not an object of nodes');
    expect(() => registerWorkflow('empty', {})).toThrow('has no nodes');
  });
});

describe('registerWorkflow: roles by the nodes, checked at start', () => {
  const img2img = img2imgWorkflow('in.png', 0.45);
  const upscale = upscaleWorkflow('in.png');

  it('an edit: a LoadImage into the KSampler through VAEEncode; its image, strength (denoise) and prompts; its own denoise kept', () => {
    const registered = registerWorkflow('edit', img2img);
    expect(registered.role).toBe('edit');
    expect(registered.strength).toBe(0.45);
    expect(registered.slots).toEqual({
      positive: { node: '6', input: 'text' },
      negative: { node: '7', input: 'text' },
      seed: { node: '3', input: 'seed' },
      steps: { node: '3', input: 'steps' },
      image: { node: '10', input: 'image' },
      strength: { node: '3', input: 'denoise' },
    });
    const filled = fillWorkflow(registered, { image: 'x.png [temp]', strength: 0.3, width: 9 });
    expect(filled['10']?.inputs.image).toBe('x.png [temp]');
    expect(filled['3']?.inputs.denoise).toBe(0.3);
    expect(filled['5']?.inputs.width).toBe(64);
  });

  it('an upscale: a LoadImage into an upscale model and no sampler; its factor from the model name, a title, or times ImageScaleBy', () => {
    expect(registerWorkflow('up', upscale)).toMatchObject({
      role: 'upscale',
      factor: 4,
      slots: { image: { node: '1', input: 'image' } },
    });
    const named = (model: string) => ({
      ...upscale,
      '2': { class_type: 'UpscaleModelLoader', inputs: { model_name: model } },
    });
    expect(registerWorkflow('a', named('4x-UltraSharp.pth')).factor).toBe(4);
    expect(registerWorkflow('b', named('RealESRGAN_x2plus.pth')).factor).toBe(2);
    expect(registerWorkflow('c', named('2xModernSpanimationV1.pth')).factor).toBe(2);
    const titledX2 = {
      ...named('Siax.pth'),
      '3': { ...upscale['3'], _meta: { title: 'Upscale ×2' } },
    };
    expect(registerWorkflow('d', titledX2).factor).toBe(2);
    const halved = {
      ...upscale,
      '5': {
        class_type: 'ImageScaleBy',
        inputs: { image: ['3', 0], upscale_method: 'area', scale_by: 0.5 },
      },
      '4': { class_type: 'SaveImage', inputs: { filename_prefix: 'x', images: ['5', 0] } },
    };
    expect(registerWorkflow('e', halved).factor).toBe(2);
  });

  it('refuses, naming the file’s node and the fix: an untold factor, one not whole, several LoadImage untitled, a LoadImage that goes nowhere, an edit sampling an empty latent', () => {
    const model = (name: string) => ({
      ...upscale,
      '2': { class_type: 'UpscaleModelLoader', inputs: { model_name: name } },
    });
    expect(() => registerWorkflow('siax', model('Siax.pth'))).toThrow(
      'workflow siax refused: cannot tell by how much it upscales (its model "Siax.pth" does not ' +
        'say, as 4x-… or …_x4… do): title its upscale node "upscale x4" (or x2, …)',
    );
    const odd = {
      ...upscale,
      '5': {
        class_type: 'ImageScaleBy',
        inputs: { image: ['3', 0], upscale_method: 'area', scale_by: 0.375 },
      },
    };
    expect(() => registerWorkflow('odd', odd)).toThrow(
      'workflow odd refused: upscales by 1.5, not a whole number from 2 to 8',
    );
    const two = { ...img2img, '12': { class_type: 'LoadImage', inputs: { image: 'b.png' } } };
    expect(() => registerWorkflow('two', two)).toThrow(
      "workflow two refused: has 2 LoadImage nodes (10, 12): title the one the member's image " +
        'goes into "input image"',
    );
    const titledTwo = { ...two, '12': { ...two['12'], _meta: { title: 'Input Image' } } };
    expect(registerWorkflow('titled', titledTwo).slots.image?.node).toBe('12');
    const alone = { ...upscale };
    delete alone['2'];
    delete alone['3'];
    expect(() => registerWorkflow('alone', alone)).toThrow(
      'workflow alone refused: has node 1 (LoadImage) but neither a KSampler',
    );
    const empty = { ...workflow(), '10': { class_type: 'LoadImage', inputs: { image: 'a.png' } } };
    expect(() => registerWorkflow('empty', empty)).toThrow(
      'workflow empty refused: has a LoadImage, but node 3 (KSampler) starts from node 5 ' +
        "(EmptyLatentImage), so the member's image would be ignored: wire a VAEEncode of the " +
        'LoadImage to its latent_image (image to image), or take the LoadImage out (text to image)',
    );
  });
});
