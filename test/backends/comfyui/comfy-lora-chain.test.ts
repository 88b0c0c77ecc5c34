import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chainLoras, lorasFor } from '../../../src/backends/comfyui/comfy-lora-chain.js';
import {
  type ApiWorkflow,
  fillWorkflow,
  registerWorkflow,
  WorkflowRefusedError,
} from '../../../src/backends/comfyui/comfy-workflow.js';
import { InvalidParameterError } from '../../../src/image-backend/backend-errors.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';

const shipped = (): unknown =>
  JSON.parse(
    readFileSync(new URL('../../../comfyui-workflows/sd15.json', import.meta.url), 'utf8'),
  );

/** The default workflow with two loaders titled `lora` between the checkpoint and the sampler. */
function twoLoaders(): ApiWorkflow {
  const graph = workflow() as ApiWorkflow;
  graph['20'] = {
    class_type: 'LoraLoader',
    inputs: {
      model: ['4', 0],
      clip: ['4', 1],
      lora_name: 'a',
      strength_model: 1,
      strength_clip: 1,
    },
    _meta: { title: 'lora' },
  };
  graph['21'] = {
    class_type: 'LoraLoaderModelOnly',
    inputs: { model: ['20', 0], lora_name: 'b', strength_model: 1 },
    _meta: { title: 'LoRA' },
  };
  (graph['3'] as ApiWorkflow[string]).inputs.model = ['21', 0];
  (graph['6'] as ApiWorkflow[string]).inputs.clip = ['20', 1];
  (graph['7'] as ApiWorkflow[string]).inputs.clip = ['20', 1];
  return graph;
}

const use = (name: string, weight = 1) => ({ name, label: name, weight });

describe('LoRA loaders titled "lora"', () => {
  it('are found in the order the model passes them; the shipped workflows have one', () => {
    expect(registerWorkflow('two', twoLoaders()).loras).toEqual(['20', '21']);
    expect(registerWorkflow('sd15', shipped()).loras).toEqual(['20']);
    expect(registerWorkflow('plain', workflow()).loras).toEqual([]);
  });

  it('refuse a workflow whose "lora" is not a loader, or whose loaders are not one chain', () => {
    const notLoader = twoLoaders();
    (notLoader['20'] as ApiWorkflow[string]).class_type = 'CLIPSetLastLayer';
    expect(() => registerWorkflow('x', notLoader)).toThrow(
      /is titled "lora" but is not a LoraLoader/,
    );
    const apart = twoLoaders();
    (apart['21'] as ApiWorkflow[string]).inputs.model = ['4', 0];
    expect(() => registerWorkflow('x', apart)).toThrow(WorkflowRefusedError);
    expect(() => registerWorkflow('x', apart)).toThrow(/are not one chain/);
  });

  it('write each LoRA into a loader, both strengths its weight', () => {
    const registered = registerWorkflow('two', twoLoaders());
    const graph = fillWorkflow(registered, {});
    chainLoras(graph, registered.loras, [use('x.safetensors', 0.5), use('y.safetensors', -1)]);
    expect(graph['20']?.inputs).toMatchObject({ lora_name: 'x.safetensors', strength_model: 0.5 });
    expect(graph['20']?.inputs.strength_clip).toBe(0.5);
    expect(graph['21']?.inputs).toEqual({
      model: ['20', 0],
      lora_name: 'y.safetensors',
      strength_model: -1,
    });
  });

  it('take out the loaders left without a LoRA, what they fed fed by what fed them', () => {
    const registered = registerWorkflow('two', twoLoaders());
    const none = fillWorkflow(registered, {});
    chainLoras(none, registered.loras, []);
    expect(Object.keys(none)).not.toContain('20');
    expect(Object.keys(none)).not.toContain('21');
    expect(none['3']?.inputs.model).toEqual(['4', 0]);
    expect(none['6']?.inputs.clip).toEqual(['4', 1]);
    const one = fillWorkflow(registered, {});
    chainLoras(one, registered.loras, [use('x')]);
    expect(Object.keys(one)).not.toContain('21');
    expect(one['3']?.inputs.model).toEqual(['20', 0]);
  });

  it('chain copies of the last loader for more LoRAs than loaders', () => {
    const registered = registerWorkflow('sd15', shipped());
    const graph = fillWorkflow(registered, {});
    chainLoras(graph, registered.loras, [use('x'), use('y', 0.3), use('z', 2)]);
    const [first, second, third] = ['20', '21', '22'].map((id) => graph[id]?.inputs);
    expect(first).toMatchObject({ model: ['4', 0], clip: ['4', 1], lora_name: 'x' });
    expect(second).toMatchObject({ model: ['20', 0], clip: ['20', 1], lora_name: 'y' });
    expect(third).toMatchObject({ model: ['21', 0], clip: ['21', 1], lora_name: 'z' });
    expect(graph['3']?.inputs.model).toEqual(['22', 0]);
    expect(graph['6']?.inputs.clip).toEqual(['22', 1]);
    expect(registered.graph['3']?.inputs.model).toEqual(['20', 0]);
  });

  it('refuse LoRAs for a workflow without loaders', () => {
    expect(() => lorasFor({ name: 'plain', loras: [] }, [use('x')])).toThrow(InvalidParameterError);
    expect(lorasFor({ name: 'plain', loras: [] }, [])).toEqual([]);
  });
});
