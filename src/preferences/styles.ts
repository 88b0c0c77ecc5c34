import type { Stores } from '../store/create-stores.js';
import type { StoredStyle } from '../store/styles-store.js';
import { type Defaults, defaultsOf, STYLE_NAME_MAX } from './default-fields.js';
import type { LoraChoice } from './lora-choice.js';

/** Where a style's prompt goes in its template. */
export const PROMPT_PLACEHOLDER = '{prompt}';

/** The fields a style may set besides its prompts. */
export const STYLE_FIELDS = ['workflow', 'size', 'steps', 'cfg'] as const;

/** Limits of a style's texts, in characters. */
export const STYLE_LIMITS = {
  name: STYLE_NAME_MAX,
  template: 1_000,
  negativePrompt: 1_000,
} as const;

/** A named style: a prompt template, a negative prompt, and options it sets. */
export interface Style {
  readonly name: string;
  /** Holds {@link PROMPT_PLACEHOLDER} at least once. */
  readonly template: string;
  readonly negativePrompt?: string;
  /** Only {@link STYLE_FIELDS}. */
  readonly options: Defaults;
  /**
   * The LoRAs it applies when the member names none, with their weights (their trigger words are
   * in its template); a server's own styles only.
   */
  readonly loras?: readonly LoraChoice[];
  /** Shipped with the bot (cannot be edited or removed), else the server's own. */
  readonly builtIn: boolean;
}

const builtIn = (style: Omit<Style, 'builtIn'>): Style => ({ ...style, builtIn: true });

/** The styles every server has. */
export const BUILT_IN_STYLES: readonly Style[] = [
  builtIn({
    name: 'photo',
    template: '{prompt}, professional photograph, 35mm lens, natural light, sharp focus',
    negativePrompt: 'illustration, painting, cartoon, blurry, lowres',
    options: {},
  }),
  builtIn({
    name: 'anime',
    template: '{prompt}, anime style, clean line art, vibrant colors, detailed background',
    negativePrompt: 'photo, realistic, 3d render, lowres, bad anatomy',
    options: { workflow: 'anime' },
  }),
  builtIn({
    name: 'oil-painting',
    template: 'an oil painting of {prompt}, thick brush strokes, rich colors, canvas texture',
    negativePrompt: 'photo, 3d render, flat colors',
    options: {},
  }),
  builtIn({
    name: 'pixel-art',
    template: 'pixel art of {prompt}, 16-bit, limited palette, crisp pixels',
    negativePrompt: 'blurry, smooth gradients, photo',
    options: { size: 'square' },
  }),
  builtIn({
    name: 'cinematic',
    template: 'cinematic still of {prompt}, dramatic lighting, shallow depth of field, film grain',
    negativePrompt: 'cartoon, flat lighting, lowres',
    options: { size: 'wide' },
  }),
];

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether `name` is a built-in style's (any case): a server cannot take it. */
export const isBuiltInName = (name: string) =>
  BUILT_IN_STYLES.some((style) => sameName(style.name, name));

/** A server's stored style as a {@link Style}; options no longer valid are left out. */
export function styleOf(stored: StoredStyle): Style {
  const options = defaultsOf(stored.options);
  return {
    name: stored.name,
    template: stored.template,
    ...(stored.negativePrompt ? { negativePrompt: stored.negativePrompt } : {}),
    ...(stored.loras?.length ? { loras: stored.loras } : {}),
    options: Object.fromEntries(
      STYLE_FIELDS.flatMap((f) => (options[f] === undefined ? [] : [[f, options[f]]])),
    ),
    builtIn: false,
  };
}

/** Every style of a server (none of its own in a DM): the built-in ones, then its own. */
export async function listStyles(
  stores: Pick<Stores, 'styles'>,
  guildId: string | null,
): Promise<Style[]> {
  const own = guildId ? (await stores.styles.list(guildId)).map(styleOf) : [];
  return [...BUILT_IN_STYLES, ...own];
}

/** The style of `styles` named `name` (any case), or undefined. */
export const styleNamed = (styles: readonly Style[], name: string): Style | undefined =>
  styles.find((style) => sameName(style.name, name.trim()));

/** The prompt a style makes of `prompt`: every {@link PROMPT_PLACEHOLDER} replaced by it. */
export const expandStyle = (style: Pick<Style, 'template'>, prompt: string): string =>
  style.template.replaceAll(PROMPT_PLACEHOLDER, prompt);
