import { describe, expect, it } from 'vitest';
import { workflowRanges } from '../../../src/backends/comfyui/comfy-node-info.js';
import { registerWorkflow } from '../../../src/backends/comfyui/comfy-workflow.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';

/** `/object_info`'s description of a class with these required and optional inputs. */
const described = (
  required: Record<string, unknown[]>,
  optional: Record<string, unknown[]> = {},
) => ({ input: { required, optional }, output: [] });

describe('workflowRanges', () => {
  const registered = registerWorkflow('txt2img', workflow());

  it("reads the min and max each filled input's node declares (steps on the sampler, the size on the latent)", () => {
    const infos = new Map<string, unknown>([
      ['KSampler', described({ steps: ['INT', { default: 4, min: 1, max: 8 }], cfg: ['FLOAT'] })],
      [
        'EmptyLatentImage',
        described(
          { width: ['INT', { min: 16, max: 16384, step: 8 }] },
          { height: ['INT', { min: 64 }] },
        ),
      ],
    ]);
    expect(workflowRanges(registered, infos)).toEqual({
      steps: { min: 1, max: 8 },
      width: { min: 16, max: 16384 },
      height: { min: 64 },
    });
  });

  it('declares nothing for a class the server did not describe, nor for an input without bounds', () => {
    const infos = new Map<string, unknown>([['KSampler', described({ steps: ['INT', {}] })]]);
    expect(workflowRanges(registered, infos)).toEqual({});
    expect(workflowRanges(registered, new Map())).toEqual({});
  });
});
