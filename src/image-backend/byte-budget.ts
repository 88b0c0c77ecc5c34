/** Bytes taken from a {@link ByteBudget}; give them back with `release()`. */
export interface Reservation {
  /** The bytes held now. */
  readonly bytes: number;
  /** Gives back what is held past `bytes` (when the real size turns out smaller). */
  shrinkTo(bytes: number): void;
  /** Gives back every byte held; later calls do nothing. */
  release(): void;
}

interface Waiter {
  readonly bytes: number;
  readonly grant: () => void;
}

/**
 * A count of bytes shared by every image download of a client, so that all of them together
 * never hold more than `totalBytes` in memory. Takers wait first come, first served; a request
 * larger than the whole budget is cut to it.
 */
export class ByteBudget {
  #free: number;
  readonly #waiting: Waiter[] = [];

  constructor(
    /** The bytes all reservations together may hold. */
    readonly totalBytes: number,
  ) {
    if (!(totalBytes > 0)) throw new RangeError('a byte budget must be positive');
    this.#free = totalBytes;
  }

  /** The bytes no reservation holds now. */
  get freeBytes(): number {
    return this.#free;
  }

  /** Downloads waiting for bytes now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Takes `bytes` (at most {@link totalBytes}) once they are free and every earlier taker is
   * served. An abort of `signal` while waiting rejects with its reason.
   */
  acquire(bytes: number, signal?: AbortSignal): Promise<Reservation> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const wanted = Math.min(this.totalBytes, Math.max(0, Math.ceil(bytes)));
    if (this.#waiting.length === 0 && wanted <= this.#free) {
      this.#free -= wanted;
      return Promise.resolve(this.#reservation(wanted));
    }
    return new Promise<Reservation>((resolve, reject) => {
      const onAbort = () => {
        const index = this.#waiting.indexOf(waiter);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(signal?.reason);
        this.#serve();
      };
      const waiter: Waiter = {
        bytes: wanted,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.#reservation(wanted));
        },
      };
      this.#waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  #reservation(bytes: number): Reservation {
    let held = bytes;
    const giveBack = (kept: number) => {
      this.#free += held - kept;
      held = kept;
      this.#serve();
    };
    return {
      get bytes() {
        return held;
      },
      shrinkTo: (size) => giveBack(Math.min(held, Math.max(0, Math.ceil(size)))),
      release: () => giveBack(0),
    };
  }

  #serve(): void {
    for (let next = this.#waiting[0]; next && next.bytes <= this.#free; next = this.#waiting[0]) {
      this.#waiting.shift();
      this.#free -= next.bytes;
      next.grant();
    }
  }
}
