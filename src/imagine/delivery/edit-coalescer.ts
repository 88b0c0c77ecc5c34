import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { RestartingError } from '../../core/app-error.js';
import { withDefaults } from '../../core/with-defaults.js';
import { WakeQueue } from './wake-queue.js';

type Send = () => Promise<void>;

/** Options of {@link EditCoalescer}. */
export interface EditCoalescerOptions<E = Send> {
  /** Least time between the starts of two edits of one message, in ms. @default 1500 */
  intervalMs?: number;
  /** Least time between two edits of a message in the same stage (progress), in ms. @default 5000 */
  progressIntervalMs?: number;
  /**
   * Progress edits per second for the whole process: each message's progress spacing stretches
   * to `messages / progressEditsPerSecond` seconds when that is longer. @default 10
   */
  progressEditsPerSecond?: number;
  /** @default Date.now */
  now?: () => number;
  /** Told about a progress edit that failed; it is dropped (the next one carries the state). */
  onDropped?: (key: string, error: unknown) => void;
  /**
   * Sends a progress edit of `key` as queued (thousands may wait, so it may be plain data rendered
   * only when sent). @default calls the edit (a function that sends itself)
   */
  sendEdit?: (key: string, edit: E) => Promise<void>;
}

const EDIT_COALESCER_DEFAULTS = {
  intervalMs: 1_500,
  progressIntervalMs: 5_000,
  progressEditsPerSecond: 10,
  now: Date.now,
  onDropped: () => undefined,
  sendEdit: (_key: string, edit: unknown) => (edit as Send)(),
} as const;

/** A stage without its places (`waiting@2,waiting@3` → `waiting,waiting`). */
const placeless = (stage: string) => stage.replace(/@[^,]*/g, '');

/** What a message shows: its exact signature, and the stage (e.g. queued, generating) it is in. */
interface Shown {
  signature: string;
  stage: string;
}

interface Slot<E> {
  /** The message's key. */
  readonly key: string;
  /** The last edit that went through. */
  shown?: Shown;
  /** The edit in flight. */
  sending?: Shown;
  inFlight?: Promise<void>;
  pending?: Shown & { edit: E };
  /** When its pending edit is due (an entry in the coalescer's wake-ups), if it waits for one. */
  dueAt?: number;
  /** When the last edit started. */
  lastAt: number;
  finishing: boolean;
}

/**
 * Spaces and coalesces the edits of each message (by key): an edit showing what is shown or about
 * to be is skipped, a later one replaces it. A new stage waits `intervalMs` after the last edit;
 * progress within a stage, its spacing stretched to the process's budget; a new place in a stage
 * (`waiting@2`), both. A final edit cancels pending progress, waits for the edit in flight and
 * `intervalMs`, is never dropped, and rejects when it fails.
 */
export class EditCoalescer<E = Send> {
  readonly #options: Required<EditCoalescerOptions<E>>;
  readonly #slots = new Map<string, Slot<E>>();
  readonly #abort = new AbortController();
  /** The slots' pending edits by when they are due: one timer for all of them. */
  readonly #due: WakeQueue<Slot<E>>;

  constructor(options: EditCoalescerOptions<E> = {}) {
    this.#options = withDefaults(
      EDIT_COALESCER_DEFAULTS as Required<EditCoalescerOptions<E>>,
      options,
    );
    setMaxListeners(0, this.#abort.signal);
    this.#due = new WakeQueue((slot, at) => {
      if (slot.dueAt !== at) return;
      slot.dueAt = undefined;
      this.#flush(slot.key, slot);
    }, this.#options.now);
  }

  /**
   * Queues `edit`, which shows `signature`, in `stage` (progress when the message is in it); never
   * throws. @param stage @default signature (every change is a new stage)
   */
  progress(key: string, signature: string, edit: E, stage = signature): void {
    if (this.#abort.signal.aborted) return;
    const slot = this.#slot(key);
    if (slot.finishing) return;
    if (signature === (slot.pending ?? slot.sending ?? slot.shown)?.signature) return;
    if (slot.inFlight === undefined && signature === slot.shown?.signature) {
      this.#cancelPending(slot);
      return;
    }
    const wasScheduledAsProgress = slot.pending && !this.#isNewStage(slot, slot.pending.stage);
    slot.pending = { signature, stage, edit };
    if (wasScheduledAsProgress && this.#isNewStage(slot, stage)) slot.dueAt = undefined;
    this.#schedule(key, slot);
  }

  /** Records that the message `key` shows `signature` in `stage` since `at` (e.g. its first answer). */
  seed(key: string, signature: string, stage: string, at: number): void {
    const slot = this.#slot(key);
    if (slot.shown || slot.sending || slot.pending) return;
    slot.shown = { signature, stage };
    slot.lastAt = at;
  }

  /**
   * Sends the final edit of `key` once the edit in flight ended and the interval passed, ignoring
   * progress meanwhile; the key is forgotten after (a message has one final edit).
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
      if (this.#slots.get(key) === slot) this.#slots.delete(key);
    }
  }

  /**
   * Forgets `key` at once (its message is no longer this process's): its pending edit and timer
   * are dropped, nothing follows an edit in flight, and a later `progress` starts afresh.
   */
  forget(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    slot.finishing = true;
    this.#cancelPending(slot);
    this.#slots.delete(key);
  }

  /** How many messages have edits pending or in flight. */
  get size(): number {
    return this.#slots.size;
  }

  /** Drops every pending edit and refuses new ones; waits being made by `final` end. */
  close(): void {
    this.#abort.abort();
    for (const slot of this.#slots.values()) this.#cancelPending(slot);
    this.#due.close();
  }

  #slot(key: string): Slot<E> {
    const slot = this.#slots.get(key) ?? {
      key,
      lastAt: Number.NEGATIVE_INFINITY,
      finishing: false,
    };
    this.#slots.set(key, slot);
    return slot;
  }

  #cancelPending(slot: Slot<E>): void {
    slot.pending = undefined;
    slot.dueAt = undefined;
  }

  #isNewStage(slot: Slot<E>, stage: string): boolean {
    return stage !== (slot.sending ?? slot.shown)?.stage;
  }

  /** The spacing of the next edit: a new stage's, a new place's (budgeted) or progress's. */
  #spacing(slot: Slot<E>, stage: string): number {
    const { intervalMs, progressIntervalMs, progressEditsPerSecond } = this.#options;
    const budgeted = (this.#slots.size * 1_000) / progressEditsPerSecond;
    if (!this.#isNewStage(slot, stage)) return Math.max(intervalMs, progressIntervalMs, budgeted);
    const shown = (slot.sending ?? slot.shown)?.stage;
    const newPlace = shown !== undefined && placeless(shown) === placeless(stage);
    return newPlace ? Math.max(intervalMs, budgeted) : intervalMs;
  }

  #schedule(key: string, slot: Slot<E>): void {
    if (slot.dueAt !== undefined || slot.inFlight || !slot.pending) return;
    const dueAt = slot.lastAt + this.#spacing(slot, slot.pending.stage);
    if (dueAt <= this.#options.now()) {
      this.#flush(key, slot);
      return;
    }
    slot.dueAt = dueAt;
    this.#due.add(dueAt, slot);
  }

  #flush(key: string, slot: Slot<E>): void {
    const next = slot.pending;
    if (!next || slot.finishing || this.#abort.signal.aborted) return;
    slot.pending = undefined;
    slot.sending = { signature: next.signature, stage: next.stage };
    slot.lastAt = this.#options.now();
    slot.inFlight = this.#options
      .sendEdit(key, next.edit)
      .then(
        () => {
          slot.shown = { signature: next.signature, stage: next.stage };
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
