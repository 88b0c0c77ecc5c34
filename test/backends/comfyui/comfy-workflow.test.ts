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

  it('refuses a workflow without an EmptyLatentImage, naming the node it lacks', () => {
    const graph = workflow();
    delete graph['5'];
    const refuse = () => registerWorkflow('no-latent', graph);
    expect(refuse).toThrow(WorkflowRefusedError);
    expect(refuse).toThrow(
      'workflow no-latent refused: it lacks the EmptyLatentImage node (its width input)',
    );
  });

  it('refuses a workflow whose negative is not a CLIPTextEncode, and a file that is no workflow', () => {
    const graph = workflow();
    const sampler = graph['3'];
    if (sampler) sampler.inputs.negative = ['4', 1];
    delete graph['7'];
    expect(() => registerWorkflow('one-prompt', graph)).toThrow(
      'it lacks the CLIPTextEncode wired to KSampler.negative node (its negative input)',
    );
    expect(() => registerWorkflow('ui-format', { nodes: [], links: [] })).toThrow(
      WorkflowRefusedError,
    );
  });
});
