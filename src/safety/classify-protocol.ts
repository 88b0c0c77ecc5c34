/**
 * What the classifier's thread is sent: a still image (PNG, JPEG, WebP or GIF bytes) within the
 * pixel cap, by request id.
 */
export interface ClassifyRequest {
  readonly id: number;
  readonly image: Uint8Array;
}

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
