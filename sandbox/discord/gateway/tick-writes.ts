import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** Frames held at most before they are flushed, so a long burst reaches the client as it is made. */
const FRAMES_PER_WRITE = 64;

/**
 * Sends gateway frames so that those sent in one tick leave their socket in few writes: the first
 * frame corks the connection's socket, and the tick's end or the {@link FRAMES_PER_WRITE}th frame
 * uncorks it, so a burst of dispatches costs one `writev` system call per 64 frames instead of one
 * `write` per frame, and the first frames of a long burst are not held until its end. The frames,
 * their order and their WebSocket framing are unchanged (only when the bytes are flushed).
 */
export class TickWrites {
  readonly #raw = new WeakMap<WebSocket, Duplex>();
  /** Corked sockets and how many frames each holds. */
  readonly #corked = new Map<Duplex, number>();

  /** Remembers the TCP socket under an accepted WebSocket (from the upgrade). */
  attach(ws: WebSocket, raw: Duplex): void {
    this.#raw.set(ws, raw);
  }

  send(ws: WebSocket, frame: string): void {
    const raw = this.#raw.get(ws);
    if (!raw || raw.destroyed) {
      ws.send(frame);
      return;
    }
    const held = this.#corked.get(raw);
    if (held === undefined) {
      raw.cork();
      if (this.#corked.size === 0) process.nextTick(this.#flush);
    }
    this.#corked.set(raw, (held ?? 0) + 1);
    ws.send(frame);
    if ((held ?? 0) + 1 >= FRAMES_PER_WRITE) {
      this.#corked.delete(raw);
      raw.uncork();
    }
  }

  readonly #flush = (): void => {
    for (const raw of this.#corked.keys()) raw.uncork();
    this.#corked.clear();
  };
}
