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
