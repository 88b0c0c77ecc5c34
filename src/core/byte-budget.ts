/** Bytes taken from a {@link ByteBudget}, given back by `release` (once; again does nothing). */
export interface ByteLease {
  /** The bytes held now. */
  readonly bytes: number;
  /** Gives back what is held past `bytes` (when the real size turns out smaller). */
  shrinkTo(bytes: number): void;
  release(): void;
}

/** Options of {@link ByteBudget.acquire}. */
export interface AcquireOptions {
  /** Called once, before waiting, when the bytes are not free now (someone is told they wait). */
  readonly onWait?: () => void;
  /** Stops waiting: the acquisition rejects with the signal's reason, nothing taken. */
  readonly signal?: AbortSignal;
}

interface Waiter {
  readonly bytes: number;
  readonly grant: () => void;
}

/**
 * A byte semaphore: bytes held in memory at once by work that shares one budget (members' input
 * images, from their download until their request body is sent: `IMAGE_INPUT_BUDGET_BYTES`; a
 * downloader's generated images: `IMAGE_DOWNLOAD_MEMORY_BYTES`).
 * Leases are granted in the order they were asked for, a later small one never overtaking an
 * earlier large one; one larger than the whole budget takes all of it (it runs alone). Counts
 * what it holds, the most it ever held and how many waited, for tests and `/metrics`.
 */
export class ByteBudget {
  #held = 0;
  #peak = 0;
  #waited = 0;
  readonly #queue: Waiter[] = [];

  constructor(readonly capacity: number) {
    if (!(capacity > 0)) throw new RangeError(`a byte budget of ${capacity}`);
  }

  /** The bytes held now. */
  get held(): number {
    return this.#held;
  }

  /** The most bytes held at once since the budget was made. */
  get peak(): number {
    return this.#peak;
  }

  /** How many acquisitions had to wait, since the budget was made. */
  get waited(): number {
    return this.#waited;
  }

  /** How many acquisitions wait now. */
  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * `bytes` (at most the capacity) of the budget, once they are free and every earlier
   * acquisition was granted; `onWait` is called first when they are not.
   * @throws the signal's reason when it aborts while waiting.
   */
  acquire(bytes: number, options: AcquireOptions = {}): Promise<ByteLease> {
    const wanted = Math.max(0, Math.min(Math.ceil(bytes), this.capacity));
    options.signal?.throwIfAborted();
    if (this.#queue.length === 0 && this.#fits(wanted)) return Promise.resolve(this.#take(wanted));
    this.#waited += 1;
    options.onWait?.();
    return new Promise<ByteLease>((resolve, reject) => {
      const { signal } = options;
      const onAbort = () => {
        const at = this.#queue.indexOf(waiter);
        if (at >= 0) this.#queue.splice(at, 1);
        this.#grantWaiting();
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        bytes: wanted,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.#take(wanted));
        },
      };
      this.#queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  #fits(bytes: number): boolean {
    return this.#held + bytes <= this.capacity;
  }

  #take(bytes: number): ByteLease {
    this.#held += bytes;
    this.#peak = Math.max(this.#peak, this.#held);
    let held = bytes;
    const giveBack = (kept: number) => {
      this.#held -= held - kept;
      held = kept;
      this.#grantWaiting();
    };
    return {
      get bytes() {
        return held;
      },
      shrinkTo: (size) => giveBack(Math.min(held, Math.max(0, Math.ceil(size)))),
      release: () => giveBack(0),
    };
  }

  #grantWaiting(): void {
    for (let next = this.#queue[0]; next && this.#fits(next.bytes); next = this.#queue[0]) {
      this.#queue.shift();
      next.grant();
    }
  }
}
