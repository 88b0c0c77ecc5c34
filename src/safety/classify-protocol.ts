/** The model's input side, in pixels: an image is shrunk to `MODEL_SIDE`×`MODEL_SIDE`. */
export const MODEL_SIDE = 224;

/**
 * What the classifier's process is sent, by request id: a still image (PNG, JPEG, WebP or GIF
 * bytes) within the pixel cap, or its RGBA pixels already shrunk to {@link MODEL_SIDE} (a large
 * still PNG, JPEG or WebP, shrunk by libvips as it was read: `image-classifier.ts`).
 */
export type ClassifyRequest =
  | { readonly id: number; readonly image: Uint8Array }
  | { readonly id: number; readonly pixels: Uint8ClampedArray };

/**
 * What it answers: the model's probability of each of its classes (`drawing`, `hentai`,
 * `neutral`, `porn`, `sexy`) and the CPU time the image took, or why it could not.
 */
export type ClassifyReply =
  | {
      readonly id: number;
      readonly scores: Readonly<Record<string, number>>;
      readonly cpuMs: number;
    }
  | { readonly id: number; readonly error: string };
