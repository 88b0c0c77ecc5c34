import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { RestartingError } from '../../core/app-error.js';
import { withDefaults } from '../../core/with-defaults.js';

/** Options of {@link EditCoalescer}. */
export interface EditCoalescerOptions {
  /** Least time between the starts of two edits of one message, in ms (`EDIT_INTERVAL_MS`). @default 1500 */
  intervalMs?: number;
  /** @default Date.now */
  now?: () => number;
  /** Told about a progress edit that failed; it is dropped (the next one carries the state). */
  onDropped?: (key: string, error: unknown) => void;
}

const EDIT_COALESCER_DEFAULTS = {
  intervalMs: 1_500,
  now: Date.now,
  onDropped: () => undefined,
} as const;

type Send = () => Promise<void>;

interface Slot {
  /** Signature of the last edit that went through. */
  shown?: string;
  /** Signature of the edit in flight. */
  sending?: string;
  inFlight?: Promise<void>;
  pending?: { signature: string; send: Send };
  timer?: NodeJS.Timeout;
  /** When the last edit started. */
  lastAt: number;
  finishing: boolean;
}

/**
 * Spaces and coalesces the edits of each message (by key): a progress edit is skipped when it
 * would show what the message shows or is about to, waits until `intervalMs` after the previous
 * edit, and is replaced by any later one (latest state wins). A final edit cancels pending progress,
 * waits for the edit in flight and the interval, is never dropped, and rejects when it fails.
 */
export class EditCoalescer {
  readonly #options: Required<EditCoalescerOptions>;
  readonly #slots = new Map<string, Slot>();
  readonly #abort = new AbortController();

  constructor(options: EditCoalescerOptions = {}) {
    this.#options = withDefaults(EDIT_COALESCER_DEFAULTS, options);
    // Every final edit waiting out its interval listens to it; each listener goes when its wait ends.
    setMaxListeners(0, this.#abort.signal);
  }

  /** Queues a progress edit whose rendered payload is `signature`; never throws. */
  progress(key: string, signature: string, send: Send): void {
    if (this.#abort.signal.aborted) return;
    const slot = this.#slot(key);
    if (slot.finishing) return;
    if (signature === (slot.pending?.signature ?? slot.sending ?? slot.shown)) return;
    if (slot.inFlight === undefined && signature === slot.shown) {
      this.#cancelPending(slot);
      return;
    }
    slot.pending = { signature, send };
    this.#schedule(key, slot);
  }

  /**
   * Sends the final edit of `key` once the edit in flight ended and the interval passed. Progress
   * for `key` is ignored meanwhile; the key is forgotten after (a message has one final edit).
   * @throws what `send` throws; {@link RestartingError} when closed while waiting.
   */
  async final(key: string, send: Send): Promise<void> {
    const slot = this.#slot(key);
    slot.finishing = true;
    this.#cancelPending(slot);
    try {
      await slot.inFlight;
      const wait = slot.lastAt + this.#options.intervalMs - this.#options.now();
      if (wait > 0) {
        await sleep(wait, undefined, { signal: this.#abort.signal }).catch(() => {
          throw new RestartingError();
        });
      }
      slot.lastAt = this.#options.now();
      await send();
    } finally {
      this.#slots.delete(key);
    }
  }

  /** How many messages have edits pending or in flight. */
  get size(): number {
    return this.#slots.size;
  }

  /** Drops every pending edit and refuses new ones; waits being made by `final` end. */
  close(): void {
    this.#abort.abort();
    for (const slot of this.#slots.values()) this.#cancelPending(slot);
  }

  #slot(key: string): Slot {
    let slot = this.#slots.get(key);
    if (!slot) {
      slot = { lastAt: Number.NEGATIVE_INFINITY, finishing: false };
      this.#slots.set(key, slot);
    }
    return slot;
  }

  #cancelPending(slot: Slot): void {
    slot.pending = undefined;
    clearTimeout(slot.timer);
    slot.timer = undefined;
  }

  #schedule(key: string, slot: Slot): void {
    if (slot.timer || slot.inFlight || !slot.pending) return;
    const wait = slot.lastAt + this.#options.intervalMs - this.#options.now();
    if (wait <= 0) {
      this.#flush(key, slot);
      return;
    }
    slot.timer = setTimeout(() => {
      slot.timer = undefined;
      this.#flush(key, slot);
    }, wait);
    slot.timer.unref();
  }

  #flush(key: string, slot: Slot): void {
    const next = slot.pending;
    if (!next || slot.finishing || this.#abort.signal.aborted) return;
    slot.pending = undefined;
    slot.sending = next.signature;
    slot.lastAt = this.#options.now();
    slot.inFlight = next
      .send()
      .then(
        () => {
          slot.shown = next.signature;
        },
        (error: unknown) => this.#options.onDropped(key, error),
      )
      .finally(() => {
        slot.sending = undefined;
        slot.inFlight = undefined;
        if (!slot.finishing) this.#schedule(key, slot);
      });
  }
}
