import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { RestartingError } from '../../core/app-error.js';
import { withDefaults } from '../../core/with-defaults.js';

type Send = () => Promise<void>;

/** Options of {@link EditCoalescer}. */
export interface EditCoalescerOptions<E = Send> {
  /** Least time between the starts of two edits of one message, in ms (`EDIT_INTERVAL_MS`). @default 1500 */
  intervalMs?: number;
  /**
   * Least time between an edit of a message and the next one in the same stage (progress), in ms
   * (`PROGRESS_EDIT_INTERVAL_MS`). @default 5000
   */
  progressIntervalMs?: number;
  /**
   * Progress edits per second the whole process may send (`PROGRESS_EDITS_PER_SECOND`): with
   * more messages in flight than this many per progress interval, each one's progress spacing
   * stretches to `messages / progressEditsPerSecond` seconds. @default 10
   */
  progressEditsPerSecond?: number;
  /** @default Date.now */
  now?: () => number;
  /** Told about a progress edit that failed; it is dropped (the next one carries the state). */
  onDropped?: (key: string, error: unknown) => void;
  /**
   * Sends a progress edit of `key`, given as queued: thousands may wait at once, so an edit can be
   * plain data (e.g. a message's JSON) that this renders and sends when its turn comes.
   * @default calls the edit (a function that sends itself)
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
  /** The last edit that went through. */
  shown?: Shown;
  /** The edit in flight. */
  sending?: Shown;
  inFlight?: Promise<void>;
  pending?: Shown & { edit: E };
  timer?: NodeJS.Timeout;
  /** When the last edit started. */
  lastAt: number;
  finishing: boolean;
}

/**
 * Spaces and coalesces the edits of each message (by key): an edit is skipped when it would show
 * what the message shows or is about to, and is replaced by any later one (latest state wins). An
 * edit into a new stage waits until `intervalMs` after the previous edit; one within the same stage
 * (progress) waits the progress spacing, stretched when many messages are in flight so the process
 * stays within its budget. A stage may name a place (`waiting@2`): a new place in the same stage
 * is shown like a new stage, but within the budget too (a queue of thousands moving by one would
 * otherwise be thousands of edits at once). A final edit cancels pending progress, waits for the edit in flight and
 * `intervalMs`, is never dropped, and rejects when it fails.
 */
export class EditCoalescer<E = Send> {
  readonly #options: Required<EditCoalescerOptions<E>>;
  readonly #slots = new Map<string, Slot<E>>();
  readonly #abort = new AbortController();

  constructor(options: EditCoalescerOptions<E> = {}) {
    this.#options = withDefaults(
      EDIT_COALESCER_DEFAULTS as Required<EditCoalescerOptions<E>>,
      options,
    );
    // Every final edit waiting out its interval listens to it; each listener goes when its wait ends.
    setMaxListeners(0, this.#abort.signal);
  }

  /**
   * Queues `edit`, whose rendered payload is `signature`, in `stage` (an edit in the stage the
   * message is in is a progress edit); it is sent with `sendEdit`; never throws.
   * @param stage @default signature (every change is a new stage)
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
    if (wasScheduledAsProgress && this.#isNewStage(slot, stage)) this.#reschedule(key, slot);
    else this.#schedule(key, slot);
  }

  /** Records that the message `key` shows `signature` in `stage` since `at` (e.g. its first answer). */
  seed(key: string, signature: string, stage: string, at: number): void {
    const slot = this.#slot(key);
    if (slot.shown || slot.sending || slot.pending) return;
    slot.shown = { signature, stage };
    slot.lastAt = at;
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

  #slot(key: string): Slot<E> {
    let slot = this.#slots.get(key);
    if (!slot) {
      slot = { lastAt: Number.NEGATIVE_INFINITY, finishing: false };
      this.#slots.set(key, slot);
    }
    return slot;
  }

  #cancelPending(slot: Slot<E>): void {
    slot.pending = undefined;
    clearTimeout(slot.timer);
    slot.timer = undefined;
  }

  #isNewStage(slot: Slot<E>, stage: string): boolean {
    return stage !== (slot.sending ?? slot.shown)?.stage;
  }

  /**
   * The spacing of the next edit of `slot`: a new stage's; a new place within a stage (see
   * {@link EditCoalescer}) the same, stretched by the budget; progress, spaced and stretched.
   */
  #spacing(slot: Slot<E>, stage: string): number {
    const { intervalMs, progressIntervalMs, progressEditsPerSecond } = this.#options;
    const budgeted = (this.#slots.size * 1_000) / progressEditsPerSecond;
    if (!this.#isNewStage(slot, stage)) return Math.max(intervalMs, progressIntervalMs, budgeted);
    const shown = (slot.sending ?? slot.shown)?.stage;
    const newPlace = shown !== undefined && placeless(shown) === placeless(stage);
    return newPlace ? Math.max(intervalMs, budgeted) : intervalMs;
  }

  #reschedule(key: string, slot: Slot<E>): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    this.#schedule(key, slot);
  }

  #schedule(key: string, slot: Slot<E>): void {
    if (slot.timer || slot.inFlight || !slot.pending) return;
    const wait = slot.lastAt + this.#spacing(slot, slot.pending.stage) - this.#options.now();
    if (wait <= 0) {
      this.#flush(key, slot);
      return;
    }
    // Arguments, not a closure: thousands of replies may each wait for their turn.
    slot.timer = setTimeout(EditCoalescer.#flushLater, wait, this, key, slot);
    slot.timer.unref();
  }

  /** A slot's timer fired. */
  static #flushLater<E>(coalescer: EditCoalescer<E>, key: string, slot: Slot<E>): void {
    slot.timer = undefined;
    coalescer.#flush(key, slot);
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
