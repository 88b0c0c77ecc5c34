/**
 * Runs an async task on pushed values one at a time, in order; values pushed during a run replace
 * each other (only the latest runs next), so intermediate ones may be skipped, never reordered.
 */
export class LatestOnlyRunner<T> {
  #pending: { value: T; waiters: ((ok: boolean) => void)[] } | undefined;
  #running: Promise<void> | undefined;
  #closed = false;

  /**
   * @param task runs each value kept.
   * @param onError told when `task` throws (the waiters of that value get false).
   * @param onIdle told each time nothing is left queued or running (e.g. to let go of the runner).
   */
  constructor(
    private readonly task: (value: T) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly onIdle?: () => void,
  ) {}

  /** Queues `value`; resolves to whether it (or a later value replacing it) ran without throwing. */
  push(value: T): Promise<boolean> {
    if (this.#closed) return Promise.resolve(false);
    const waiters = this.#pending?.waiters ?? [];
    const done = new Promise<boolean>((resolve) => waiters.push(resolve));
    this.#pending = { value, waiters };
    this.#running ??= this.#drain();
    return done;
  }

  /** Resolves once nothing is queued or running. */
  async settle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Drops what is queued, refuses further values and waits for the run in flight. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const resolve of this.#pending?.waiters ?? []) resolve(false);
    this.#pending = undefined;
    await this.settle();
  }

  async #drain(): Promise<void> {
    while (this.#pending) {
      const { value, waiters } = this.#pending;
      this.#pending = undefined;
      let ok = true;
      try {
        await this.task(value);
      } catch (error) {
        ok = false;
        this.onError(error);
      }
      for (const resolve of waiters) resolve(ok);
    }
    this.#running = undefined;
    this.onIdle?.();
  }
}
