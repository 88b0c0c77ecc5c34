/** The shapes a member picks a size by (`/imagine size:`), in the order they are offered. */
export const SIZE_SHAPES = ['square', 'portrait', 'landscape', 'wide'] as const;

/** A {@link SIZE_SHAPES} entry. */
export type SizeShape = (typeof SIZE_SHAPES)[number];

/** A width and height in pixels. */
export interface PixelDimensions {
  readonly width: number;
  readonly height: number;
}

/** Each shape's width and height for one model family: the sizes it was trained at. */
export type ShapeSizes = Readonly<Record<SizeShape, PixelDimensions>>;

/**
 * About one megapixel, in SDXL's training buckets (1024², 832×1216, 1216×832, 1344×768), which
 * Flux.1 draws as well: the shapes' sizes unless a backend names its model family's own
 * (`BackendCapabilities.workflowSizes`).
 */
export const MEGAPIXEL_SIZES: ShapeSizes = {
  square: { width: 1024, height: 1024 },
  portrait: { width: 832, height: 1216 },
  landscape: { width: 1216, height: 832 },
  wide: { width: 1344, height: 768 },
};

/** Stable Diffusion 1.5's: trained at 512², so about a quarter of a megapixel. */
export const SD15_SIZES: ShapeSizes = {
  square: { width: 512, height: 512 },
  portrait: { width: 512, height: 768 },
  landscape: { width: 768, height: 512 },
  wide: { width: 768, height: 432 },
};

/**
 * Qwen-Image's: the sizes its model card lists per aspect (1:1 1328², 2:3 1056×1584, 3:2
 * 1584×1056, 16:9 1664×928), as ComfyUI's template draws them.
 */
export const QWEN_IMAGE_SIZES: ShapeSizes = {
  square: { width: 1328, height: 1328 },
  portrait: { width: 1056, height: 1584 },
  landscape: { width: 1584, height: 1056 },
  wide: { width: 1664, height: 928 },
};
