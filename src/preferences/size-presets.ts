import type { Translator } from '../i18n/translator.js';

/** The shapes of the `size` option, in pixels: SDXL-friendly sizes of about one megapixel. */
export const SIZE_PRESETS = {
  square: { width: 1024, height: 1024 },
  portrait: { width: 832, height: 1216 },
  landscape: { width: 1216, height: 832 },
  wide: { width: 1344, height: 768 },
} as const;

/** A `size` choice. */
export type SizePreset = keyof typeof SIZE_PRESETS;

/** Whether `value` names a {@link SIZE_PRESETS} entry. */
export const isSizePreset = (value: string): value is SizePreset =>
  Object.hasOwn(SIZE_PRESETS, value);

/** The `size` choices as members see them, e.g. `Wide 1344×768` (`commands.imagine.size.choices`). */
export const SIZE_CHOICES = (Object.keys(SIZE_PRESETS) as SizePreset[]).map((value) => ({
  name: (t: Translator) => t.t(`commands.imagine.size.choices.${value}`, SIZE_PRESETS[value]),
  value,
}));

/** The width and height a `size` choice sets (nothing for a name that is not a preset). */
export const presetDimensions = (value: string): { width?: number; height?: number } =>
  isSizePreset(value) ? { ...SIZE_PRESETS[value] } : {};
