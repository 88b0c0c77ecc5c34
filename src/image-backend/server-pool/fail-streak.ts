/** How many submissions in a row a server of a pool may fail before it is taken out. */
export const FAILURES_TO_EJECT = 3;

/** Whether a submission's failure is the server's own: it answered with a server error (5xx). */
export function serverFailed(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 500;
}

/** What a {@link FailStreak} runs on. */
export interface FailStreakOptions {
  /** How long a server is first taken out for. */
  readonly ejectMs: number;
  /** The longest it is taken out for, however often it was. */
  readonly maxEjectMs: number;
  readonly now: () => number;
}

/**
 * Each server's submissions failed in a row ({@link serverFailed}), as load balancers eject an
 * outlier: the {@link FAILURES_TO_EJECT}th takes the server out for `ejectMs`, doubled each time it
 * is taken out again before it takes a submission (at most `maxEjectMs`); a submission it takes
 * ends its streak and its count of ejections.
 */
export class FailStreak {
  readonly #failed = new Map<string, number>();
  readonly #ejections = new Map<string, number>();
  readonly #until = new Map<string, number>();
  readonly #options: FailStreakOptions;

  constructor(options: FailStreakOptions) {
    this.#options = options;
  }

  /** Server `id` took a submission. */
  took(id: string): void {
    this.#failed.delete(id);
    this.#ejections.delete(id);
  }

  /** Server `id` failed a submission: how long it is taken out for when this one ejects it. */
  failed(id: string): number | undefined {
    const failed = (this.#failed.get(id) ?? 0) + 1;
    this.#failed.set(id, failed);
    if (failed < FAILURES_TO_EJECT) return undefined;
    const ejections = this.#ejections.get(id) ?? 0;
    const { ejectMs, maxEjectMs, now } = this.#options;
    const outMs = Math.min(ejectMs * 2 ** ejections, maxEjectMs);
    this.#failed.delete(id);
    this.#ejections.set(id, ejections + 1);
    this.#until.set(id, now() + outMs);
    return outMs;
  }

  /** Whether server `id` is still taken out now (its probe passing does not bring it back). */
  held(id: string): boolean {
    return (this.#until.get(id) ?? 0) > this.#options.now();
  }
}
