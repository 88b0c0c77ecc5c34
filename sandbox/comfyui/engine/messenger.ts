/** Where the executor's events go: the WebSocket clients, by ComfyUI's `sid` rules. */
export interface Messenger {
  /** Sends `{type, data}` to client `sid`, or to every client when `sid` is undefined. */
  json(type: string, data: Record<string, unknown>, sid: string | undefined): void;
  /**
   * Sends a JPEG latent preview to `sid` (every client when undefined): a type-4 frame with
   * `metadata` to a client that announced `supports_preview_metadata`, else a type-1 frame.
   */
  preview(jpeg: Buffer, metadata: Record<string, unknown>, sid: string | undefined): void;
  /** Terminates client `sid`'s socket (no close frame), if it is connected. */
  drop(sid: string): void;
}

/** A scheduled action of a running prompt, at a clock time. */
export interface Step {
  readonly at: number;
  readonly run: () => void;
}
