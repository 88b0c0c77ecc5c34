import { describe, expect, it } from 'vitest';
import { COMFYUI_CAPABILITIES } from '../../../src/backends/comfyui/comfy-capabilities.js';
import {
  HORDE_CAPABILITIES,
  HORDE_SAMPLERS,
} from '../../../src/backends/horde/horde-capabilities.js';
import { IMAGE_SERVICE_CAPABILITIES } from '../../../src/backends/image-service/image-service-capabilities.js';
import { OPENAI_IMAGES_CAPABILITIES } from '../../../src/backends/openai-images/openai-images-capabilities.js';
import { InvalidParameterError } from '../../../src/image-backend/backend-errors.js';
import { WorkflowFileError } from '../../../src/imagine/imagine-errors.js';
import {
  buildGenerationSpec,
  type TakenParameters,
} from '../../../src/imagine/options/generation-spec.js';
import type { ImagineInput } from '../../../src/imagine/options/imagine-options.js';
import { SIZE_PRESETS } from '../../../src/preferences/size-presets.js';

const limits = { workflowFileMaxBytes: 1_024 };
const build = (input: Partial<ImagineInput>) =>
  buildGenerationSpec({ prompt: 'a cat', ...input }, limits, IMAGE_SERVICE_CAPABILITIES);

const refusal = (input: Partial<ImagineInput>) => {
  try {
    build(input);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
};

describe('buildGenerationSpec', () => {
  it("sends only what was given, on the default workflow, with the service's defaults of the rest", () => {
    expect(build({})).toEqual({
      request: { prompt: 'a cat', workflow: 'default' },
      promptLabel: 'a cat',
      ignoredOptions: [],
      defaults: { width: 512, height: 512, steps: 20 },
    });
    expect(build({ width: 640, steps: 8 }).defaults).toEqual({ height: 512 });
  });

  it('trims text and drops blank optional text', () => {
    const spec = build({ prompt: '  a cat  ', negativePrompt: '  ', model: ' m/x ' });
    expect(spec.request).toEqual({ prompt: 'a cat', workflow: 'default', model: 'm/x' });
  });

  it.each(Object.entries(SIZE_PRESETS))('maps size %s to its pixels', (size, preset) => {
    expect(build({ size }).request).toMatchObject({ width: preset.width, height: preset.height });
  });

  it('lets width and height override the size', () => {
    expect(build({ size: 'wide', height: 512 }).request).toMatchObject({
      width: 1344,
      height: 512,
    });
    expect(build({ width: 640 }).request).toMatchObject({ width: 640 });
    expect(build({ width: 640 }).request.height).toBeUndefined();
  });

  it.each([
    ['default', ['cfg'], { model: 'm' }],
    ['anime', [], { cfg: 7, model: 'm' }],
    ['rr3', ['model'], { cfg: 7 }],
    ['z-image', ['cfg', 'model'], {}],
  ] as const)('%s ignores %o and does not send it', (workflow, ignored, sent) => {
    const spec = build({ workflow, cfg: 7, model: 'm' });
    expect(spec.ignoredOptions).toEqual(ignored);
    expect(spec.request).toEqual({ prompt: 'a cat', workflow, ...sent });
  });

  it.each<[Partial<ImagineInput>, string, string]>([
    [{ width: 4096 }, 'width', '`width` must be at most 2048 (got 4096)'],
    [{ width: 63 }, 'width', '`width` must be at least 64 (got 63)'],
    [{ height: 1.5 }, 'height', '`height` must be a whole number (got 1.5)'],
    [{ steps: 51 }, 'steps', '`steps` must be at most 50 (got 51)'],
    [{ seed: -2 }, 'seed', '`seed` must be at least -1 (got -2)'],
    [{ cfg: 0.5, workflow: 'rr3' }, 'cfg', '`cfg` must be at least 1 (got 0.5)'],
    [{ workflow: 'sdxl' }, 'workflow', '`workflow` must be one of default, anime, z-image, rr3'],
    [{ size: 'huge' }, 'size', '`size` must be one of square, portrait, landscape, wide'],
    [{ prompt: ' ' }, 'prompt', '`prompt` must not be empty'],
    [{ prompt: 'p'.repeat(4_001) }, 'prompt', '`prompt` must be at most 4000 characters'],
    [{ model: 'm'.repeat(101) }, 'model', '`model` must be at most 100 characters'],
  ])('refuses %o naming the option and its limit', (input, parameter, message) => {
    const error = refusal(input);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).parameter).toBe(parameter);
    expect(error.message.startsWith(message)).toBe(true);
    expect(error.message).toContain('nothing was sent and nothing was charged');
  });

  it('drops an option the workflow ignores without checking its range', () => {
    expect(build({ cfg: 99 }).ignoredOptions).toEqual(['cfg']);
  });

  it('keeps the workflow file name and refuses files over the cap or with rr3', () => {
    const file = { name: 'g.json', url: 'http://x/g.json', size: 100 };
    expect(build({ workflowFile: file }).workflowFileName).toBe('g.json');
    const large = refusal({ workflowFile: { ...file, size: 2_048 } });
    expect(large).toBeInstanceOf(WorkflowFileError);
    expect(large.message).toContain('is 2 KB, over the 1 KB limit.');
    const rr3 = refusal({ workflow: 'rr3', workflowFile: file });
    expect(rr3.message).toContain('rr3 takes only a text prompt');
  });
});

describe('buildGenerationSpec on a backend with workflows of its own', () => {
  const comfy = {
    ...limits,
    workflows: {
      names: ['landscape', 'portrait'],
      default: 'landscape',
      edits: [{ name: 'kontext', byWords: true, references: 1 }],
    },
  };

  it('runs the one chosen, else the default, and refuses another naming those offered', () => {
    const on = (input: Partial<ImagineInput>) =>
      buildGenerationSpec({ prompt: 'a cat', ...input }, comfy, COMFYUI_CAPABILITIES).request
        .workflow;
    expect(on({ workflow: 'portrait' })).toBe('portrait');
    expect(on({})).toBe('landscape');
    expect(() => on({ workflow: 'anime' })).toThrow(
      '`workflow` must be one of landscape, portrait, kontext (got "anime")',
    );
  });

  it('takes an edit workflow by name beside an image or a reference, and refuses it without one', () => {
    const image = {
      name: 'a.png',
      url: 'https://cdn.discordapp.com/a.png',
      size: 1,
      contentType: 'image/png',
    };
    const on = (input: Partial<ImagineInput>) =>
      buildGenerationSpec({ prompt: 'a cat', ...input }, comfy, COMFYUI_CAPABILITIES).request
        .workflow;
    expect(on({ workflow: 'kontext', image })).toBe('kontext');
    expect(on({ workflow: 'kontext', reference: image })).toBe('kontext');
    expect(() => on({ workflow: 'kontext' })).toThrow(
      'The workflow kontext changes an image: attach one with image:, or pick another workflow.',
    );
  });

  it("holds a member's value to the chosen workflow's own ranges (its nodes' /object_info bounds)", () => {
    const turbo = {
      ...COMFYUI_CAPABILITIES,
      workflowRanges: (name: string) => (name === 'portrait' ? { steps: { max: 8 } } : undefined),
    };
    const on = (input: Partial<ImagineInput>) =>
      buildGenerationSpec({ prompt: 'a cat', ...input }, comfy, turbo).request;
    expect(on({ workflow: 'portrait', steps: 8 }).steps).toBe(8);
    expect(on({ workflow: 'landscape', steps: 20 }).steps).toBe(20);
    expect(() => on({ workflow: 'portrait', steps: 20 })).toThrow(
      '`steps` must be at most 8 (got 20)',
    );
  });
});

describe('buildGenerationSpec by the declared options', () => {
  it("checks the bot's own limits even of an option the workflow ignores", () => {
    const error = refusal({ workflow: 'rr3', model: 'm'.repeat(101) });
    expect((error as InvalidParameterError).parameter).toBe('model');
  });

  it('names a refused parameter by its option and keeps the limit', () => {
    const error = refusal({ steps: 0 }) as InvalidParameterError;
    expect([error.parameter, error.limit]).toStrictEqual(['steps', 1]);
    expect(error.message.startsWith('`steps` must be at least 1 (got 0)')).toBe(true);
  });
});

describe("buildGenerationSpec by the server's backend", () => {
  const on = (backend: TakenParameters, input: Partial<ImagineInput>) =>
    buildGenerationSpec({ prompt: 'a cat', ...input }, limits, backend);
  const refusedOn = (backend: TakenParameters, input: Partial<ImagineInput>) => {
    try {
      on(backend, input);
    } catch (error) {
      return error as InvalidParameterError;
    }
    throw new Error('expected a refusal');
  };

  it('sends a sampler the Horde takes, with what no workflow filters there', () => {
    const spec = on(HORDE_CAPABILITIES, { sampler: 'k_euler_a', cfg: 7, model: 'm', steps: 20 });
    expect(spec.request).toEqual({
      prompt: 'a cat',
      steps: 20,
      cfg: 7,
      model: 'm',
      sampler: 'k_euler_a',
    });
    expect(spec.ignoredOptions).toEqual([]);
    expect(spec).not.toHaveProperty('ignoredByBackend');
    expect(spec.defaults).toEqual({ width: 512, height: 512 });
  });

  it('lists a workflow typed on the Horde as ignored by the backend, and sends none', () => {
    const spec = on(HORDE_CAPABILITIES, { workflow: 'rr3', cfg: 7 });
    expect(spec.request).toEqual({ prompt: 'a cat', cfg: 7 });
    expect(spec.ignoredOptions).toEqual(['workflow']);
    expect(spec.ignoredByBackend).toEqual(['workflow']);
  });

  it('refuses a sampler the Horde does not take, naming the option and the samplers', () => {
    const error = refusedOn(HORDE_CAPABILITIES, { sampler: 'k_bogus' });
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect([error.parameter, error.limit]).toStrictEqual(['sampler', HORDE_SAMPLERS.join(', ')]);
    expect(error.message).toMatch(
      /^`sampler` must be one of k_euler_a, k_euler, .*\(got "k_bogus"\)/,
    );
    expect(error.message).toContain('nothing was sent and nothing was charged');
  });

  it('does not send a sampler to the image service: listed as ignored by it, its value unchecked', () => {
    for (const sampler of ['k_euler_a', 'k_bogus']) {
      const spec = on(IMAGE_SERVICE_CAPABILITIES, { sampler, cfg: 7 });
      expect(spec.request).toEqual({ prompt: 'a cat', workflow: 'default' });
      expect(spec.ignoredOptions).toEqual(['cfg', 'sampler']);
      expect(spec.ignoredByBackend).toEqual(['sampler']);
    }
    expect(on(IMAGE_SERVICE_CAPABILITIES, { sampler: '  ' }).ignoredOptions).toEqual([]);
  });

  it("checks the bot's own limits of a sampler on every backend", () => {
    const long = { sampler: 's'.repeat(101) };
    expect(refusedOn(IMAGE_SERVICE_CAPABILITIES, long).parameter).toBe('sampler');
    expect(refusedOn(HORDE_CAPABILITIES, long).parameter).toBe('sampler');
  });

  it('lists what a backend without those parameters ignores (OpenAI images: steps, seed)', () => {
    const spec = on(OPENAI_IMAGES_CAPABILITIES, { steps: 20, seed: 4, width: 1024 });
    expect(spec.request).toEqual({ prompt: 'a cat', width: 1024 });
    expect(spec.ignoredByBackend).toEqual(['steps', 'seed']);
    expect(spec).not.toHaveProperty('defaults');
  });
});
