/** A poll waiting at a {@link PollGate}: an object with a method, so a waiting poll holds nothing. */
export interface GateWaiter {
  /** Called once its turn came: a place is taken for its request. */
  admitted(): void;
}

/**
 * At most `limit` status requests at one backend at once; a poll due while they are all out waits
 * its turn, first come first served, as itself (no request, promise or closure made yet). A request
 * that waits in the HTTP client's queue instead holds its exchange, its promises and the frames
 * awaiting them (about 2.5 KB): with ten thousand tasks polled while the bot is busy, thousands of
 * them at once.
 */
export class PollGate {
  readonly #limit: number;
  readonly #waiting = new Set<GateWaiter>();
  #out = 0;

  /** @param limit the most requests out at once (at least 1). */
  constructor(limit: number) {
    if (!(limit >= 1)) throw new RangeError('limit must be at least 1');
    this.#limit = limit;
  }

  /** Takes a place for `waiter`'s request now (true), or queues it to be admitted later (false). */
  enter(waiter: GateWaiter): boolean {
    if (this.#out < this.#limit && this.#waiting.size === 0) {
      this.#out += 1;
      return true;
    }
    this.#waiting.add(waiter);
    return false;
  }

  /** A request ended: its place goes to the poll that has waited longest. */
  leave(): void {
    if (this.#waiting.size === 0) {
      this.#out -= 1;
      return;
    }
    const next = this.#waiting.values().next().value as GateWaiter;
    this.#waiting.delete(next);
    next.admitted();
  }

  /** Forgets `waiter` if it waits (its poll was aborted): it is not admitted. */
  drop(waiter: GateWaiter): void {
    this.#waiting.delete(waiter);
  }

  /** Requests out, and polls waiting for a place. */
  get load(): { readonly out: number; readonly waiting: number } {
    return { out: this.#out, waiting: this.#waiting.size };
  }
}

/** One {@link PollGate} per backend (by `GenerationJob.backend`), made at its first poll. */
export class PollGates {
  readonly #gates = new Map<string, PollGate>();

  /** @param limit each backend's most requests out at once. */
  constructor(private readonly limit: number) {}

  /** The gate of `backend` (absent: the original service's). */
  of(backend: string | undefined): PollGate {
    const id = backend ?? '';
    let gate = this.#gates.get(id);
    if (!gate) {
      gate = new PollGate(this.limit);
      this.#gates.set(id, gate);
    }
    return gate;
  }
}
