import { describe, expect, expectTypeOf, it } from 'vitest';
import { GENERATION_PARAMETERS } from '../../../src/image-backend/generation-parameters.js';
import { optionDescription } from '../../../src/imagine/options/imagine-command.js';
import {
  IMAGINE_OPTIONS,
  type ImagineInput,
} from '../../../src/imagine/options/imagine-options.js';
import {
  type AttachmentRef,
  boundsOf,
  type ImagineOptionSpec,
} from '../../../src/imagine/options/option-spec.js';
import { en } from '../../helpers/i18n.js';

const options: [string, ImagineOptionSpec][] = Object.entries(IMAGINE_OPTIONS);

/** The Discord option type each kind of parameter is read with. */
const TYPE_OF_KIND = {
  prompt: 'string',
  text: 'string',
  choice: 'string',
  integer: 'integer',
  number: 'number',
} as const;

describe('IMAGINE_OPTIONS', () => {
  it('reads each parameter with its kind’s type, and narrows its limits, never widens them', () => {
    for (const [, option] of options) {
      if (option.parameter === undefined) continue;
      const spec = GENERATION_PARAMETERS[option.parameter];
      expect(option.type, option.name).toBe(TYPE_OF_KIND[spec.kind]);
      if (!('min' in spec)) continue;
      const { min = spec.min, max = spec.max } = boundsOf(option);
      expect(min, option.name).toBeGreaterThanOrEqual(spec.min);
      expect(max, option.name).toBeLessThanOrEqual(spec.max);
    }
    expect(new Set(options.map(([, option]) => option.name)).size).toBe(options.length);
  });

  it('derives the input type: the prompt required, the rest optional, read by option type', () => {
    expectTypeOf<ImagineInput>().toEqualTypeOf<{
      readonly prompt: string;
      readonly style?: string;
      readonly negativePrompt?: string;
      readonly workflow?: string;
      readonly size?: string;
      readonly width?: number;
      readonly height?: number;
      readonly steps?: number;
      readonly seed?: number;
      readonly cfg?: number;
      readonly model?: string;
      readonly sampler?: string;
      readonly lora?: string;
      readonly lora2?: string;
      readonly lora3?: string;
      readonly count?: number;
      readonly workflowFile?: AttachmentRef;
      readonly image?: AttachmentRef;
      readonly strength?: number;
      readonly mask?: AttachmentRef;
      readonly reference?: AttachmentRef;
      readonly reference2?: AttachmentRef;
      readonly reference3?: AttachmentRef;
    }>();
  });
});

describe('optionDescription', () => {
  it('appends the range, the bot’s own bounds first, unless told not to', () => {
    expect(optionDescription(IMAGINE_OPTIONS.width, en)).toBe('Width in pixels, 64–2048');
    expect(optionDescription(IMAGINE_OPTIONS.seed, en)).toBe(
      'Seed for a repeatable image (-1: random)',
    );
    const narrowed = { ...IMAGINE_OPTIONS.steps, min: 1, max: 4 } as const;
    expect(optionDescription(narrowed, en)).toBe('Sampling steps, 1–4');
  });

  it('names the workflows that use the parameter, when not all do', () => {
    expect(optionDescription(IMAGINE_OPTIONS.cfg, en)).toBe('CFG scale, 1–30 (anime and rr3 only)');
    expect(optionDescription(IMAGINE_OPTIONS.model, en)).toBe(
      'Model path (default and anime only)',
    );
    expect(optionDescription(IMAGINE_OPTIONS.steps, en)).toBe('Sampling steps, 1–50');
  });
});
