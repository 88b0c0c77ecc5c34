import { describe, expect, it } from 'vitest';
import { negativeFor } from '../../../src/backends/comfyui/comfy-prompt.js';
import { registerWorkflow } from '../../../src/backends/comfyui/comfy-workflow.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';

/** The fixture's workflow with its negative text `text` (a string, or a link to another node). */
function withNegative(text: unknown) {
  const graph = workflow();
  const negative = graph['7'];
  if (negative) negative.inputs.text = text;
  return registerWorkflow('txt2img', graph);
}

describe('negativeFor', () => {
  it("keeps the workflow's own, then the request's unless its terms are there already", () => {
    const own = withNegative('blurry, low quality,');
    expect(negativeFor(own, { prompt: 'p' })).toBeUndefined();
    expect(negativeFor(own, { prompt: 'p', negativePrompt: '  ' })).toBeUndefined();
    expect(negativeFor(own, { prompt: 'p', negativePrompt: 'owls' })).toBe(
      'blurry, low quality, owls',
    );
    expect(negativeFor(own, { prompt: 'p', negativePrompt: 'Low Quality' })).toBe(
      'blurry, low quality,',
    );
    expect(negativeFor(own, { prompt: 'p', negativePrompt: 'low' })).toBe(
      'blurry, low quality, low',
    );
  });

  it('writes the request’s alone where the workflow has none, or another node feeds it', () => {
    expect(negativeFor(withNegative(''), { prompt: 'p', negativePrompt: 'owls' })).toBe('owls');
    const linked = withNegative(['12', 0]);
    expect(negativeFor(linked, { prompt: 'p', negativePrompt: 'owls' })).toBe('owls');
    expect(negativeFor(linked, { prompt: 'p' })).toBeUndefined();
  });
});
