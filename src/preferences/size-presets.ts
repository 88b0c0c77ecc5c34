import type { Translator } from '../i18n/translator.js';
import {
  MEGAPIXEL_SIZES,
  type PixelDimensions,
  type ShapeSizes,
  type SizeShape,
} from '../image-backend/size-shapes.js';

/**
 * The shapes of the `size` option, in pixels where the backend names no family's own
 * (`BackendCapabilities.workflowSizes`): about one megapixel.
 */
export const SIZE_PRESETS: ShapeSizes = MEGAPIXEL_SIZES;

/** A `size` choice. */
export type SizePreset = SizeShape;

/** Whether `value` names a {@link SIZE_PRESETS} entry. */
export const isSizePreset = (value: string): value is SizePreset =>
  Object.hasOwn(SIZE_PRESETS, value);

/** The `size` choices as members see them, e.g. `Wide (16:9)` (`commands.imagine.size.choices`). */
export const SIZE_CHOICES = (Object.keys(SIZE_PRESETS) as SizePreset[]).map((value) => ({
  name: (t: Translator) => t.t(`commands.imagine.size.choices.${value}`),
  value,
}));

/**
 * The width and height a `size` choice sets, in `sizes` (the workflow's family's, else
 * {@link SIZE_PRESETS}); nothing for a name that is not a preset.
 */
export const presetDimensions = (
  value: string,
  sizes: ShapeSizes = SIZE_PRESETS,
): Partial<PixelDimensions> => (isSizePreset(value) ? { ...sizes[value] } : {});
