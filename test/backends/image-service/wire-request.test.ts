import { describe, expect, it } from 'vitest';
import { IMAGE_SERVICE_CAPABILITIES } from '../../../src/backends/image-service/image-service-capabilities.js';
import { toWireRequest } from '../../../src/image-backend/generation-parameters.js';

describe('toWireRequest', () => {
  it('sends every parameter by its wire name, in the spec order', () => {
    const body = toWireRequest({
      model: 'm/x',
      cfg: 7,
      seed: 42,
      workflow: 'anime',
      steps: 30,
      height: 512,
      width: 768,
      negativePrompt: 'blurry',
      prompt: 'a cat',
    });
    expect(Object.entries(body)).toStrictEqual([
      ['prompt', 'a cat'],
      ['negative_prompt', 'blurry'],
      ['width', 768],
      ['height', 512],
      ['steps', 30],
      ['workflow', 'anime'],
      ['seed', 42],
      ['cfg', 7],
      ['model', 'm/x'],
    ]);
  });

  it('sends a node-graph prompt as the object it is', () => {
    const graph = { '3': { class_type: 'KSampler' } };
    expect(toWireRequest({ prompt: graph })).toStrictEqual({ prompt: graph });
  });

  it('leaves out what the service does not take (a sampler), however it got in', () => {
    const taken = IMAGE_SERVICE_CAPABILITIES.parameters;
    expect(toWireRequest({ prompt: 'a cat', sampler: 'k_euler', steps: 9 }, taken)).toStrictEqual({
      prompt: 'a cat',
      steps: 9,
    });
  });
});
