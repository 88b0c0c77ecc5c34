/** Bytes taken from a {@link ByteBudget}, given back by `release` (once; again does nothing). */
export interface ByteLease {
  /** The bytes held now. */
  readonly bytes: number;
  /**
   * Holds `bytes` (at most the capacity) from now on: less gives the rest back at once; more waits
   * for it ahead of every acquisition (see {@link ByteBudget}). Rejects with the signal's reason
   * when it aborts while waiting (what was held stays held), and on a released lease.
   */
  resize(bytes: number, options?: { readonly signal?: AbortSignal }): Promise<void>;
  /** Gives back what is held past `bytes` (when the real size turns out smaller). */
  shrinkTo(bytes: number): void;
  /** Gives back all of it (a growth still waiting rejects). */
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
  /** The bytes it waits for (a growing lease: those it adds). */
  readonly bytes: number;
  /** What the lease waiting to grow holds already; 0 for an acquisition. */
  readonly holding: number;
  readonly grant: () => void;
}

/**
 * A byte semaphore: bytes held in memory at once by work that shares one budget (members' input
 * images, from their download until their request body is sent: `IMAGE_INPUT_BUDGET_BYTES`; a
 * the generated images every downloader of the process fetches: `IMAGE_DOWNLOAD_MEMORY_BYTES`).
 * Leases are granted in the order they were asked for, a later small one never overtaking an
 * earlier large one; one larger than the whole budget takes all of it (it runs alone). A lease
 * holding bytes that must hold more (`resize`: an image found to decode larger than was
 * reserved) goes before every acquisition, in its own order; when every byte held is held by
 * leases waiting to grow, none could ever be served, so the first of them is granted past the
 * capacity (the most it then holds is what it asked). Counts what it holds, the most it ever held
 * and how many waited, for tests and `/metrics`.
 */
export class ByteBudget {
  #held = 0;
  #peak = 0;
  #waited = 0;
  /** What the leases waiting to grow hold. */
  #holdingGrowers = 0;
  readonly #growing: Waiter[] = [];
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

  /** How many acquisitions (and growths) had to wait, since the budget was made. */
  get waited(): number {
    return this.#waited;
  }

  /** How many acquisitions and growths wait now. */
  get waiting(): number {
    return this.#queue.length + this.#growing.length;
  }

  /**
   * `bytes` (at most the capacity) of the budget, once they are free and every earlier
   * acquisition was granted; `onWait` is called first when they are not.
   * @throws the signal's reason when it aborts while waiting.
   */
  acquire(bytes: number, options: AcquireOptions = {}): Promise<ByteLease> {
    const wanted = this.#bounded(bytes);
    options.signal?.throwIfAborted();
    if (this.waiting === 0 && this.#fits(wanted)) return Promise.resolve(this.#lease(wanted));
    options.onWait?.();
    return new Promise<ByteLease>((resolve, reject) => {
      const grant = () => resolve(this.#lease(wanted));
      this.#wait(this.#queue, { bytes: wanted, holding: 0, grant }, reject, options.signal);
    });
  }

  #bounded(bytes: number): number {
    return Math.max(0, Math.min(Math.ceil(bytes), this.capacity));
  }

  #fits(bytes: number): boolean {
    return this.#held + bytes <= this.capacity;
  }

  /**
   * Puts `waiter` in `line` until it is granted (its `grant` takes its bytes) or `signal` aborts;
   * the function that takes it out of the line, rejecting it with `reason`.
   */
  #wait(line: Waiter[], waiter: Waiter, reject: (reason: unknown) => void, signal?: AbortSignal) {
    this.#waited += 1;
    const leave = (reason: unknown) => {
      signal?.removeEventListener('abort', onAbort);
      const at = line.indexOf(queued);
      if (at < 0) return;
      line.splice(at, 1);
      this.#holdingGrowers -= waiter.holding;
      this.#grantWaiting();
      reject(reason);
    };
    const onAbort = () => leave(signal?.reason);
    const queued: Waiter = {
      ...waiter,
      grant: () => {
        signal?.removeEventListener('abort', onAbort);
        waiter.grant();
      },
    };
    line.push(queued);
    this.#holdingGrowers += waiter.holding;
    signal?.addEventListener('abort', onAbort, { once: true });
    return leave;
  }

  #take(bytes: number): void {
    this.#held += bytes;
    this.#peak = Math.max(this.#peak, this.#held);
  }

  #lease(bytes: number): ByteLease {
    this.#take(bytes);
    let held = bytes;
    let released = false;
    /** Takes a growth still waiting out of its line. */
    let stopGrowing: ((reason: unknown) => void) | undefined;
    const giveBack = (kept: number) => {
      if (kept >= held) return;
      this.#held -= held - kept;
      held = kept;
      this.#grantWaiting();
    };
    const grow = (wanted: number, signal?: AbortSignal): Promise<void> => {
      const more = wanted - held;
      if (this.#growing.length === 0 && this.#fits(more)) {
        this.#take(more);
        held = wanted;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          stopGrowing = undefined;
          this.#take(more);
          held = wanted;
          resolve();
        };
        const fail = (reason: unknown) => {
          stopGrowing = undefined;
          reject(reason);
        };
        const waiter = { bytes: more, holding: held, grant };
        stopGrowing = this.#wait(this.#growing, waiter, fail, signal);
        // Every byte held may now be held by leases waiting to grow.
        this.#grantWaiting();
      });
    };
    return {
      get bytes() {
        return held;
      },
      resize: async (size, options = {}) => {
        if (released) throw new Error('the lease was released');
        if (stopGrowing) throw new Error('the lease is already growing');
        const wanted = this.#bounded(size);
        if (wanted <= held) return giveBack(wanted);
        options.signal?.throwIfAborted();
        await grow(wanted, options.signal);
      },
      shrinkTo: (size) => giveBack(Math.max(0, Math.ceil(size))),
      release: () => {
        released = true;
        stopGrowing?.(new Error('the lease was released'));
        giveBack(0);
      },
    };
  }

  #grantWaiting(): void {
    for (;;) {
      const grower = this.#growing[0];
      if (grower) {
        const stuck = this.#held === this.#holdingGrowers;
        if (!this.#fits(grower.bytes) && !stuck) return;
        this.#growing.shift();
        this.#holdingGrowers -= grower.holding;
        grower.grant();
        continue;
      }
      const next = this.#queue[0];
      if (!next || !this.#fits(next.bytes)) return;
      this.#queue.shift();
      next.grant();
    }
  }
}
