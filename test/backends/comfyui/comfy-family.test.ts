import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyOf, sharedFamilies } from '../../../src/backends/comfyui/comfy-family.js';
import type { ApiWorkflow } from '../../../src/backends/comfyui/comfy-workflow-graph.js';

const shipped = (file: string) =>
  JSON.parse(readFileSync(`comfyui-workflows/${file}`, 'utf8')) as ApiWorkflow;

describe('familyOf: the model family read from a workflow’s nodes', () => {
  it('tells each shipped workflow’s family, whatever its file or model is named', () => {
    expect(familyOf(shipped('sd15.json'))).toBe('sd15');
    expect(familyOf(shipped('sd15-img2img.json'))).toBe('sd15');
    expect(familyOf(shipped('families/sdxl.json'))).toBe('sdxl');
    expect(familyOf(shipped('families/flux1-dev.json'))).toBe('flux');
    expect(familyOf(shipped('families/qwen-image.json'))).toBe('qwen-image');
    expect(familyOf(shipped('video/wan22-ti2v-5b-animate.json'))).toBe('wan');
    expect(familyOf(shipped('upscale-x2.json'))).toBeUndefined();
  });

  it('reads a checkpoint’s family from its own latent, not from the checkpoint’s name', () => {
    const graph = shipped('sd15.json');
    const latent = Object.values(graph).find((node) => node.class_type === 'EmptyLatentImage');
    if (latent) Object.assign(latent.inputs, { width: 1024, height: 1024 });
    expect(familyOf(graph)).toBe('sdxl');
    const flux = shipped('families/flux1-dev.json');
    for (const node of Object.values(flux)) {
      if (node.class_type === 'UNETLoader') node.inputs.unet_name = 'sd15-renamed.safetensors';
    }
    expect(familyOf(flux)).toBe('flux');
  });

  it('gives an inpaint workflow, which names no size, the family of another loading the same model file', () => {
    const named = (graph: ApiWorkflow) => ({ graph, family: familyOf(graph) });
    const [sdxl, inpaint, sd15Inpaint] = sharedFamilies([
      named(shipped('families/sdxl.json')),
      named(shipped('families/sdxl-inpaint.json')),
      named(shipped('sd15-inpaint.json')),
    ]);
    expect(familyOf(shipped('families/sdxl-inpaint.json'))).toBeUndefined();
    expect(sdxl?.family).toBe('sdxl');
    expect(inpaint?.family).toBe('sdxl');
    expect(sd15Inpaint?.family).toBeUndefined();
    expect(familyOf(shipped('families/sdxl-img2img.json'))).toBe('sdxl');
  });
});
