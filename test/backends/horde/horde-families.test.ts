import { describe, expect, it } from 'vitest';
import {
  familyOfBaseline,
  familyOfCivitaiBase,
  hordeFamilySizes,
  withModelFamilies,
} from '../../../src/backends/horde/horde-families.js';
import type { BackendCapabilities } from '../../../src/image-backend/capabilities.js';
import { jobCost } from '../../../src/jobs/line/job-cost.js';

describe("the Horde's model families", () => {
  it('reads a model reference baseline as the server compares it', () => {
    expect(familyOfBaseline('stable diffusion 1')).toBe('sd1');
    expect(familyOfBaseline('stable diffusion 2 512')).toBe('sd2');
    expect(familyOfBaseline('stable_diffusion_xl')).toBe('sdxl');
    expect(familyOfBaseline('flux_1')).toBe('flux');
    expect(familyOfBaseline('qwen_image')).toBe('qwen-image');
    expect(familyOfBaseline('z_image_turbo')).toBe('z-image');
    expect(familyOfBaseline('something new')).toBeUndefined();
    expect(familyOfBaseline(undefined)).toBeUndefined();
  });

  it("reads CivitAI's baseModel, SDXL's fine-tunes as SDXL, an unknown base as none", () => {
    expect(['SD 1.5', 'SD 1.4', 'SD 1.5 LCM'].map(familyOfCivitaiBase)).toEqual([
      'sd1',
      'sd1',
      'sd1',
    ]);
    expect(['SDXL 1.0', 'Pony', 'Illustrious', 'NoobAI'].map(familyOfCivitaiBase)).toEqual([
      'sdxl',
      'sdxl',
      'sdxl',
      'sdxl',
    ]);
    expect(['Flux.1 D', 'Flux.1 S', 'Qwen', 'SD 3.5'].map(familyOfCivitaiBase)).toEqual([
      'flux',
      'flux',
      'qwen-image',
      'sd3',
    ]);
    expect(familyOfCivitaiBase('Other')).toBeUndefined();
    expect(familyOfCivitaiBase(undefined)).toBeUndefined();
  });

  it("sizes shapes on the Horde's grid of 64, SD 1.5's and Qwen-Image's buckets snapped to it", () => {
    expect(hordeFamilySizes('sd1')?.wide).toEqual({ width: 768, height: 448 });
    expect(hordeFamilySizes('qwen-image')?.square).toEqual({ width: 1344, height: 1344 });
    expect(hordeFamilySizes('sdxl')?.portrait).toEqual({ width: 832, height: 1216 });
    expect(hordeFamilySizes(undefined)).toBeUndefined();
    for (const family of ['sd1', 'qwen-image', 'flux'] as const) {
      for (const { width, height } of Object.values(hordeFamilySizes(family) ?? {})) {
        expect([width % 64, height % 64]).toEqual([0, 0]);
      }
    }
  });

  it("prices a job by its model's family in the line: a Flux.1 image several times SD 1.5's", () => {
    const reference: Record<string, 'sd1' | 'flux' | 'cascade'> = {
      stable_diffusion: 'sd1',
      'Flux.1-Schnell fp8 (Compact)': 'flux',
      'Stable Cascade 1.0': 'cascade',
    };
    const families = {
      known: (model: string) => reference[model],
      read: async (model: string) => reference[model],
    };
    const capabilities = withModelFamilies(
      { parameters: {} } as unknown as BackendCapabilities,
      families,
      'stable_diffusion',
    );
    expect(capabilities.modelFamily?.({})).toBe('sd15');
    expect(capabilities.modelFamily?.({ model: 'Stable Cascade 1.0' })).toBe('sdxl');
    expect(capabilities.modelFamily?.({ model: 'unlisted' })).toBeUndefined();
    const image = { prompt: 'owl', width: 1024, height: 1024, steps: 20 };
    const costOf = (model?: string) =>
      jobCost(image, {}, { kind: 'text-to-image', family: capabilities.modelFamily?.({ model }) });
    expect(costOf('Flux.1-Schnell fp8 (Compact)') / costOf()).toBeGreaterThan(3);
  });
});
