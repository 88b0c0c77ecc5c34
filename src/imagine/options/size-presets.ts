/** The shapes of the `size` option, in pixels: SDXL-friendly sizes of about one megapixel. */
export const SIZE_PRESETS = {
  square: { width: 1024, height: 1024, label: 'Square' },
  portrait: { width: 832, height: 1216, label: 'Portrait' },
  landscape: { width: 1216, height: 832, label: 'Landscape' },
  wide: { width: 1344, height: 768, label: 'Wide' },
} as const;

/** A `size` choice. */
export type SizePreset = keyof typeof SIZE_PRESETS;

/** Whether `value` names a {@link SIZE_PRESETS} entry. */
export const isSizePreset = (value: string): value is SizePreset =>
  Object.hasOwn(SIZE_PRESETS, value);

/** The `size` choices as members see them, e.g. `Wide 1344×768`. */
export const SIZE_CHOICES = Object.entries(SIZE_PRESETS).map(([value, preset]) => ({
  name: `${preset.label} ${preset.width}×${preset.height}`,
  value,
}));

/** The width and height a `size` choice sets (nothing for a name that is not a preset). */
export function presetDimensions(value: string): { width?: number; height?: number } {
  if (!isSizePreset(value)) return {};
  const { width, height } = SIZE_PRESETS[value];
  return { width, height };
}
