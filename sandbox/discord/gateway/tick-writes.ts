import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * Sends gateway frames so that those sent in one tick leave their socket in one write: the first
 * frame of a tick corks the connection's socket and the tick's end uncorks it, so a burst of
 * dispatches costs one `writev` system call per connection instead of one `write` per frame. The
 * frames, their order and their WebSocket framing are unchanged (only when the bytes are flushed).
 */
export class TickWrites {
  readonly #raw = new WeakMap<WebSocket, Duplex>();
  readonly #corked = new Set<Duplex>();

  /** Remembers the TCP socket under an accepted WebSocket (from the upgrade). */
  attach(ws: WebSocket, raw: Duplex): void {
    this.#raw.set(ws, raw);
  }

  send(ws: WebSocket, frame: string): void {
    const raw = this.#raw.get(ws);
    if (raw && !this.#corked.has(raw) && !raw.destroyed) {
      raw.cork();
      this.#corked.add(raw);
      if (this.#corked.size === 1) process.nextTick(this.#flush);
    }
    ws.send(frame);
  }

  readonly #flush = (): void => {
    for (const raw of this.#corked) raw.uncork();
    this.#corked.clear();
  };
}
