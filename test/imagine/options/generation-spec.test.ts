import { describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../../../src/image-backend/errors.js';
import { WorkflowFileError } from '../../../src/imagine/errors.js';
import { buildGenerationSpec } from '../../../src/imagine/options/generation-spec.js';
import type { ImagineInput } from '../../../src/imagine/options/imagine-options.js';
import { SIZE_PRESETS } from '../../../src/preferences/size-presets.js';

const limits = { workflowFileMaxBytes: 1_024 };
const build = (input: Partial<ImagineInput>) =>
  buildGenerationSpec({ prompt: 'a cat', ...input }, limits);

const refusal = (input: Partial<ImagineInput>) => {
  try {
    build(input);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
};

describe('buildGenerationSpec', () => {
  it('sends only what was given, on the default workflow', () => {
    expect(build({})).toEqual({
      request: { prompt: 'a cat', workflow: 'default' },
      promptLabel: 'a cat',
      ignoredOptions: [],
    });
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
