import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fillWorkflow,
  registerWorkflow,
  WorkflowRefusedError,
} from '../../../src/backends/comfyui/comfy-workflow.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';

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
    expect(slots.positive.node).toBe('7');
    expect(slots.negative.node).toBe('6');
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
