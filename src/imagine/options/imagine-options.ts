import { EMBED_LIMITS } from '../../discord/text.js';
import {
  GENERATION_LIMITS,
  GENERATION_PARAMETERS as P,
} from '../../image-backend/generation-parameters.js';
import { MAX_IMAGES } from '../../preferences/default-fields.js';
import { presetDimensions, SIZE_CHOICES } from '../../preferences/size-presets.js';
import type { ImagineOptionSpec, InputOf, SummaryField } from './option-spec.js';

/**
 * `/imagine`'s options, declared once, in Discord's order; limits are the parameter's unless
 * narrowed. Derived from it: the registration payload and reading (`imagine-command.ts`),
 * {@link ImagineInput}, and `buildGenerationSpec` (a later option overrides an earlier one).
 */
export const IMAGINE_OPTIONS = {
  /** Discord allows 6000 characters in an option; the bot takes 4000. */
  prompt: { name: 'prompt', type: 'string', parameter: 'prompt', required: true, maxLength: 4_000 },
  /** A named style (bot-only): its template, negative prompt and options (`applyPreferences`). */
  style: { name: 'style', type: 'string', maxLength: 100, autocomplete: true },
  negativePrompt: {
    name: 'negative_prompt',
    type: 'string',
    parameter: 'negativePrompt',
    maxLength: 2_000,
  },
  /** The workflows of the server's backend, offered as the member types (`workflowChoices`). */
  workflow: { name: 'workflow', type: 'string', parameter: 'workflow', autocomplete: true },
  /** A preset width and height (bot-only). */
  size: { name: 'size', type: 'string', choices: SIZE_CHOICES, sets: presetDimensions },
  width: { name: 'width', type: 'integer', parameter: 'width', min: GENERATION_LIMITS.botMinSize },
  height: {
    name: 'height',
    type: 'integer',
    parameter: 'height',
    min: GENERATION_LIMITS.botMinSize,
  },
  steps: { name: 'steps', type: 'integer', parameter: 'steps' },
  seed: { name: 'seed', type: 'integer', parameter: 'seed', showRange: false },
  cfg: { name: 'cfg', type: 'number', parameter: 'cfg' },
  /** Discord's autocomplete values hold 100 characters. */
  model: { name: 'model', type: 'string', parameter: 'model', maxLength: 100, autocomplete: true },
  /** Which values a backend takes is its own (`ParameterRange.values`): offered by autocomplete. */
  sampler: {
    name: 'sampler',
    type: 'string',
    parameter: 'sampler',
    maxLength: 100,
    autocomplete: true,
  },
  /**
   * Up to three LoRAs (bot-only), each `name` or `name:weight`, of those the server offers
   * (`chosenLoras`: its allow-list and what its backend has), offered by autocomplete. One text
   * each rather than a weight option beside it: the weight stays with its LoRA, the same form
   * serves styles and defaults, and three options stay free of Discord's 25.
   */
  lora: { name: 'lora', type: 'string', maxLength: 100, autocomplete: true, loras: true },
  lora2: { name: 'lora2', type: 'string', maxLength: 100, autocomplete: true, loras: true },
  lora3: { name: 'lora3', type: 'string', maxLength: 100, autocomplete: true, loras: true },
  /** How many images (bot-only): one generation each, shown together in one reply. */
  count: { name: 'count', type: 'integer', min: 1, max: MAX_IMAGES },
  /** A node-graph workflow file sent as the prompt (bot-only: downloaded after the checks). */
  workflowFile: { name: 'workflow_file', type: 'attachment' },
  /**
   * An image the prompt edits (bot-only): taken in by `intakeInput` on a backend whose
   * `imagesIn.edit` offers it, refused elsewhere.
   */
  image: { name: 'image', type: 'attachment', imagesIn: true },
  /** How far an edit may stray from its image (bot-only): sent where `imagesIn.edit.strength` is. */
  strength: { name: 'strength', type: 'number', min: 0, max: 1, imagesIn: true },
  /**
   * Where the edit may change its image (bot-only): a PNG, transparent there, checked against the
   * image (`checkAttachedMask`) on a backend that takes a mask (`imagesIn.edit.mask`).
   */
  mask: { name: 'mask', type: 'attachment', imagesIn: true },
  /**
   * Up to three images an edit by words follows (bot-only): a subject or a style beside `image`,
   * or, without it, the first is the one changed; taken in as `image` is, on a backend whose
   * `imagesIn.edit.references` takes as many, refused elsewhere (`checkReferenceOptions`).
   */
  reference: { name: 'reference', type: 'attachment', imagesIn: true, references: true },
  reference2: { name: 'reference2', type: 'attachment', imagesIn: true, references: true },
  reference3: { name: 'reference3', type: 'attachment', imagesIn: true, references: true },
} as const satisfies Record<string, ImagineOptionSpec>;

/** The `/imagine` options as the member gave them, before any checking. */
export type ImagineInput = InputOf<typeof IMAGINE_OPTIONS>;

/** A generation's summary on its card and in Details, in order; empty fields are left out. */
export const IMAGINE_SUMMARY: readonly SummaryField[] = [
  {
    label: 'negativePrompt',
    value: 'negativePrompt',
    userText: EMBED_LIMITS.fieldValue,
    wide: true,
  },
  { label: 'workflow', value: 'workflow' },
  { label: 'workflowFile', value: (shown) => shown.workflowFile, userText: 200 },
  {
    label: 'size',
    value: ({ width, height, defaults }) => {
      const [w = defaults?.width, h = defaults?.height] = [width, height];
      return w === undefined || h === undefined ? undefined : `${w}×${h}`;
    },
  },
  { label: 'steps', value: 'steps' },
  {
    label: 'seed',
    value: ({ seed }, t) => (seed === P.seed.serviceDefault ? t.t('imagine.summary.random') : seed),
  },
  { label: 'cfg', value: 'cfg' },
  { label: 'model', value: 'model' },
  { label: 'sampler', value: 'sampler' },
  {
    label: 'loras',
    value: ({ loras, unappliedLoras }, t) =>
      loras
        ?.map(({ name, label, weight }) =>
          unappliedLoras?.includes(name)
            ? `${label} ×${weight} ${t.t('imagine.summary.notApplied')}`
            : `${label} ×${weight}`,
        )
        .join(', ') || undefined,
    userText: 300,
  },
];

/** The `/imagine` options that name a LoRA, in order. */
export const LORA_OPTIONS = [IMAGINE_OPTIONS.lora, IMAGINE_OPTIONS.lora2, IMAGINE_OPTIONS.lora3];

/** The `/imagine` options that attach a reference image, in order. */
export const REFERENCE_OPTIONS = [
  IMAGINE_OPTIONS.reference,
  IMAGINE_OPTIONS.reference2,
  IMAGINE_OPTIONS.reference3,
];
