import { GENERATION_PARAMETERS as P } from '../image-backend/generation-parameters.js';
import type { StoredDefaults } from '../store/defaults-store.js';
import { SIZE_PRESETS, type SizePreset } from './size-presets.js';

/** Most images one `/imagine` may ask for. */
export const MAX_IMAGES = 4;

/** Where a result is posted: in the channel, or only for the member (an ephemeral reply). */
export const VISIBILITIES = ['public', 'private'] as const;

/** A {@link VISIBILITIES} entry. */
export type Visibility = (typeof VISIBILITIES)[number];

/** Longest name of a style, in characters. */
export const STYLE_NAME_MAX = 32;

/** What values one default field takes. */
export type FieldRule =
  | { readonly kind: 'choice'; readonly choices: readonly string[] }
  | { readonly kind: 'integer' | 'number'; readonly min: number; readonly max: number }
  | { readonly kind: 'text'; readonly maxLength: number };

/**
 * The `/imagine` options members, channels and servers may set defaults for (`/settings`), declared
 * once: each one's values, checked the way `/imagine` checks the option of the same name.
 */
export const DEFAULT_FIELDS = {
  /**
   * A workflow's name: which workflows exist depends on the server's backend (`workflowChoices`:
   * the image service's four, a ComfyUI server's own); one it does not offer is left out at use.
   */
  workflow: { kind: 'text', maxLength: 100 },
  size: { kind: 'choice', choices: Object.keys(SIZE_PRESETS) as SizePreset[] },
  steps: { kind: 'integer', min: P.steps.min, max: P.steps.max },
  negativePrompt: { kind: 'text', maxLength: 2_000 },
  cfg: { kind: 'number', min: P.cfg.min, max: P.cfg.max },
  model: { kind: 'text', maxLength: 100 },
  count: { kind: 'integer', min: 1, max: MAX_IMAGES },
  visibility: { kind: 'choice', choices: VISIBILITIES },
  /** A style's name: which styles exist depends on the server (`loadDefaultLayers`). */
  style: { kind: 'text', maxLength: STYLE_NAME_MAX },
} as const satisfies Record<string, FieldRule>;

/** A field of {@link DEFAULT_FIELDS}, named as `/imagine`'s input names its option. */
export type DefaultField = keyof typeof DEFAULT_FIELDS;

/** The fields in the order they are shown. */
export const DEFAULT_FIELD_NAMES = Object.keys(DEFAULT_FIELDS) as DefaultField[];

/** Values of the fields, each one optional: a choice's, text, or a number. */
export type Defaults = {
  readonly [F in DefaultField]?: (typeof DEFAULT_FIELDS)[F] extends {
    readonly choices: readonly (infer C)[];
  }
    ? C
    : (typeof DEFAULT_FIELDS)[F] extends { readonly kind: 'text' }
      ? string
      : number;
};

/** Why {@link checkDefault} refused a value. */
export type FieldProblem =
  | { readonly problem: 'oneOf'; readonly allowed: readonly string[] }
  | {
      readonly problem: 'range';
      readonly min: number;
      readonly max: number;
      readonly whole: boolean;
    }
  | { readonly problem: 'tooLong'; readonly max: number }
  | { readonly problem: 'empty' }
  /** Not among the values the server's backend lists now (its models). */
  | { readonly problem: 'unlisted' };

/**
 * The value of `field` in `raw` (text as typed in a form, or a stored value), checked by
 * {@link DEFAULT_FIELDS}; text is trimmed and numbers parsed.
 */
export function checkDefault(
  field: DefaultField,
  raw: string | number,
): { readonly value: string | number } | FieldProblem {
  const rule: FieldRule = DEFAULT_FIELDS[field];
  const text = String(raw).trim();
  if (text === '') return { problem: 'empty' };
  if (rule.kind === 'choice') {
    return rule.choices.includes(text)
      ? { value: text }
      : { problem: 'oneOf', allowed: rule.choices };
  }
  if (rule.kind === 'text') {
    return text.length > rule.maxLength
      ? { problem: 'tooLong', max: rule.maxLength }
      : { value: text };
  }
  const value = Number(text.replace(',', '.'));
  const whole = rule.kind === 'integer';
  const fits = Number.isFinite(value) && (!whole || Number.isInteger(value));
  if (!fits || value < rule.min || value > rule.max) {
    return { problem: 'range', min: rule.min, max: rule.max, whole };
  }
  return { value };
}

/** The stored defaults of a scope as {@link Defaults}: values no longer valid are left out. */
export function defaultsOf(stored: StoredDefaults): Defaults {
  const found: Record<string, string | number> = {};
  for (const field of DEFAULT_FIELD_NAMES) {
    const raw = stored[field];
    if (raw === undefined) continue;
    const checked = checkDefault(field, raw);
    if ('value' in checked) found[field] = checked.value;
  }
  return found as Defaults;
}
