/** How long a lane whose store failed waits before it tries again, in ms. */
const RETRY_MS = 1_000;

/**
 * One lane's work, one pass at a time: every change asks for a pass ({@link LaneRunner.kick}); a
 * change made while a pass runs asks for one more after it, so none is lost and a burst of
 * changes costs a pass or two. A pass that fails is tried again a second later.
 */
export class LaneRunner {
  #dirty = false;
  #working: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
    /** Called once no pass runs nor waits any more. */
    private readonly idle: () => void,
  ) {}

  /** Whether a pass runs or waits to run. */
  get busy(): boolean {
    return this.#working !== undefined || this.#timer !== undefined;
  }

  /** Asks for a pass after the change just made; resolves once one that saw it ran. */
  kick(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#dirty = true;
    // The loop always awaits its first pass, so it is set before the loop can end.
    this.#working ??= this.#loop();
    return this.#working;
  }

  /** Asks for a pass in `ms` (one timer at a time: the first asked wins). */
  later(ms: number): void {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.kick();
    }, ms);
    this.#timer.unref();
  }

  /** Runs no more passes. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  async #loop(): Promise<void> {
    try {
      while (this.#dirty && !this.#closed) {
        this.#dirty = false;
        await this.pass();
      }
    } catch (error) {
      this.failed(error);
      this.later(RETRY_MS);
    } finally {
      this.#working = undefined;
      if (!this.busy) this.idle();
    }
  }
}
