/** What a {@link QuietWatch} runs on. */
export interface QuietWatchOptions {
  /** How often the servers not heard from since are asked. */
  readonly everyMs: number;
  readonly now: () => number;
  /** Waits `ms`, or until `signal` aborts (then rejects). */
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<unknown>;
  /** Ends the watch. */
  readonly closing: AbortSignal;
  /** Whether server `id` may be asked now (up, and able to be asked). */
  readonly quiet: (id: string) => boolean;
  /** Asks server `id` (its probe), which says whether it answered. */
  readonly ask: (id: string) => Promise<void>;
}

/**
 * When each server of a pool last answered anything (a request, even with an error, or a probe),
 * and, once started, a loop asking every `everyMs` each server that nothing has heard from since:
 * a server that died while idle is found before a job is sent to it.
 */
export class QuietWatch {
  readonly #heard = new Map<string, number>();
  readonly #options: QuietWatchOptions;
  #started = false;

  constructor(options: QuietWatchOptions) {
    this.#options = options;
  }

  /** Server `id` answered now. */
  heard(id: string): void {
    this.#heard.set(id, this.#options.now());
  }

  /** Starts asking `ids` (once; a second call does nothing), until `closing` aborts. */
  start(ids: readonly string[]): void {
    if (this.#started || this.#options.closing.aborted) return;
    this.#started = true;
    void this.#watch(ids);
  }

  async #watch(ids: readonly string[]): Promise<void> {
    const { everyMs, closing } = this.#options;
    while (!closing.aborted) {
      await this.#options.sleep(everyMs, closing).catch(() => {});
      if (closing.aborted) return;
      const since = this.#options.now() - everyMs;
      const quiet = ids.filter(
        (id) => (this.#heard.get(id) ?? 0) <= since && this.#options.quiet(id),
      );
      await Promise.all(quiet.map((id) => this.#options.ask(id)));
    }
  }
}
