/** The formats a backend sends previews in. */
export type PreviewFormat = 'jpeg' | 'png' | 'webp';

/**
 * The latest preview of a running task (`BackendCapabilities.previews`): an image as the backend
 * sent it, never decoded here. The bytes' own header decides later whether it is shown.
 */
export interface TaskPreview {
  /** Grows with each new preview of the task: the same serial is the same image. */
  readonly serial: number;
  readonly image: Buffer;
  /** As the backend declared it. */
  readonly format: PreviewFormat;
}

/**
 * The largest preview a backend keeps, in bytes: a larger one is dropped before anything reads
 * it (ComfyUI's latent previews are a few KiB; an OpenAI partial image at 1536×1024 PNG is under
 * 4 MiB).
 */
export const MAX_PREVIEW_BYTES = 4 * 1024 * 1024;

/** Whether a base64 text decodes to at most {@link MAX_PREVIEW_BYTES}, told before decoding it. */
export const base64Fits = (base64: string): boolean =>
  Math.floor((base64.length * 3) / 4) <= MAX_PREVIEW_BYTES;
