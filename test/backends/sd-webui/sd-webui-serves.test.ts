import { describe, expect, it } from 'vitest';
import { type SdServed, sdServes } from '../../../src/backends/sd-webui/sd-webui-serves.js';

/** A WebUI that listed `models` and `loras` (undefined: not read yet), with its routes. */
function served(
  models: string[] | undefined,
  loras: string[] | undefined,
  more: Partial<SdServed> = {},
): SdServed {
  return {
    lists: { modelValues: () => models, samplerValues: () => models && ['Euler', 'DPM++ 2M'] },
    loras: loras?.map((name) => ({ name, alias: name, base: 'SD1' })),
    features: { tasks: true, describe: 'interrogate' },
    upscalerFor: () => 'R-ESRGAN 4x+',
    ...more,
  };
}

const lora = (name: string) => ({ name, label: name, weight: 1 });

describe('sdServes: what one WebUI has for a job, from its own lists', () => {
  it('counts a list not read yet as there', () => {
    const unread = served(undefined, undefined);
    expect(sdServes(unread, { prompt: 'owl', model: 'sdxl', sampler: 'Heun' })).toBe(true);
    expect(sdServes(unread, { prompt: 'owl', loras: [lora('ink')] })).toBe(true);
  });

  it('holds the checkpoint, the sampler and each LoRA to what it listed', () => {
    const webui = served(['v1-5', 'sdxl'], ['ink']);
    expect(sdServes(webui, { prompt: 'owl' })).toBe(true);
    expect(sdServes(webui, { prompt: 'owl', model: 'sdxl', sampler: 'DPM++ 2M' })).toBe(true);
    expect(sdServes(webui, { prompt: 'owl', model: 'flux' })).toBe(false);
    expect(sdServes(webui, { prompt: 'owl', sampler: 'Heun' })).toBe(false);
    expect(sdServes(webui, { prompt: 'owl', loras: [lora('ink')] })).toBe(true);
    expect(sdServes(webui, { prompt: 'owl', loras: [lora('ink'), lora('neon')] })).toBe(false);
  });

  it('asks an upscaler of Upscale and a caption route of describe; takes a mask on every fork', () => {
    const webui = served(['v1-5'], []);
    const upscale = { action: { kind: 'upscale', factor: 2 } } as const;
    const describe = { action: { kind: 'describe' } } as const;
    expect(sdServes(webui, { prompt: '' }, upscale)).toBe(true);
    expect(
      sdServes(served(['v1-5'], [], { upscalerFor: () => undefined }), { prompt: '' }, upscale),
    ).toBe(false);
    expect(sdServes(webui, { prompt: '' }, describe)).toBe(true);
    const noCaption = served(['v1-5'], [], { features: { tasks: false, describe: undefined } });
    expect(sdServes(noCaption, { prompt: '' }, describe)).toBe(false);
    expect(sdServes(webui, { prompt: 'owl' }, { action: { kind: 'region' } })).toBe(true);
  });
});
