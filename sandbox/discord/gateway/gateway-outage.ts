/**
 * A dropped gateway connection. With `holdResume`, RESUMEs wait until {@link release} so a test
 * can cause dispatches while the client is offline and then watch them being replayed.
 */
export class GatewayOutage {
  /** Resolves when RESUMEs are let through. */
  readonly released: Promise<void>;
  /** Resolves when a client has resumed after this outage. */
  readonly resumed: Promise<void>;
  #release!: () => void;
  #resumed!: () => void;
  #isResumed = false;

  constructor(
    holdResume: boolean,
    private readonly onChange: () => void,
  ) {
    this.released = holdResume
      ? new Promise((resolve) => {
          this.#release = resolve;
        })
      : Promise.resolve();
    this.#release ??= () => {};
    this.resumed = new Promise((resolve) => {
      this.#resumed = resolve;
    });
  }

  /** Lets held RESUMEs proceed. */
  release(): void {
    this.#release();
  }

  /** Whether a client has resumed since the drop. */
  get isResumed(): boolean {
    return this.#isResumed;
  }

  /** @internal Called by the gateway when a RESUME succeeded. */
  markResumed(): void {
    this.#isResumed = true;
    this.#resumed();
    this.onChange();
  }
}
