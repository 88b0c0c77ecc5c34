import { setTimeout as sleep } from 'node:timers/promises';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import type { JobObserver } from '../../../src/jobs/job-observer.js';

/** One call the observer received. */
export interface ObservedEvent {
  kind: 'update' | 'finished' | 'delivered';
  job: GenerationJob;
  error?: unknown;
  at: number;
}

/** A {@link JobObserver} recording every call, optionally slow or failing. */
export class RecordingObserver implements JobObserver {
  readonly events: ObservedEvent[] = [];
  /** How long each `onUpdate` takes. */
  updateDelayMs = 0;
  /** What each job's first `onUpdate` waits for before it returns (a slow call that never ends early). */
  firstUpdateGate: (() => Promise<void>) | undefined;
  readonly #gated = new Set<string>();
  /** First updates whose gate never opened. */
  gateFailures = 0;
  /** How many `onFinished` calls throw before they succeed. */
  failFinished = 0;
  /** Calls running per job right now, and the most seen at once. */
  readonly #running = new Map<string, number>();
  maxConcurrentPerJob = 0;
  readonly #waiters: (() => void)[] = [];

  async onUpdate(job: GenerationJob): Promise<void> {
    this.#enter(job.id);
    try {
      if (this.updateDelayMs > 0) await sleep(this.updateDelayMs);
      if (this.firstUpdateGate && !this.#gated.has(job.id)) {
        this.#gated.add(job.id);
        await this.firstUpdateGate().catch(() => {
          this.gateFailures += 1;
        });
      }
      this.#record({ kind: 'update', job, at: Date.now() });
    } finally {
      this.#leave(job.id);
    }
  }

  async onFinished(job: GenerationJob, error?: unknown): Promise<void> {
    this.#enter(job.id);
    try {
      if (this.failFinished > 0) {
        this.failFinished -= 1;
        throw new Error('Discord is down');
      }
      this.#record({ kind: 'finished', job, error, at: Date.now() });
    } finally {
      this.#leave(job.id);
    }
  }

  onDelivered(job: GenerationJob): void {
    this.#record({ kind: 'delivered', job, at: Date.now() });
  }

  /** The calls about one job, in order. */
  of(jobId: string): ObservedEvent[] {
    return this.events.filter((event) => event.job.id === jobId);
  }

  updates(jobId: string): GenerationJob[] {
    return this.of(jobId)
      .filter((event) => event.kind === 'update')
      .map((event) => event.job);
  }

  finishedCount(jobId: string): number {
    return this.of(jobId).filter((event) => event.kind === 'finished').length;
  }

  deliveredCount(jobId: string): number {
    return this.of(jobId).filter((event) => event.kind === 'delivered').length;
  }

  /** Resolves with the first event matching `predicate`, now or later (rejects after `timeoutMs`). */
  async waitFor(
    predicate: (event: ObservedEvent) => boolean,
    timeoutMs = 10_000,
  ): Promise<ObservedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('timed out waiting for an observer event');
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** The `onFinished` call of a job. */
  finished(jobId: string, timeoutMs?: number): Promise<ObservedEvent> {
    return this.waitFor((event) => event.kind === 'finished' && event.job.id === jobId, timeoutMs);
  }

  #record(event: ObservedEvent): void {
    this.events.push(event);
    for (const wake of this.#waiters.splice(0)) wake();
  }

  #enter(jobId: string): void {
    const running = (this.#running.get(jobId) ?? 0) + 1;
    this.#running.set(jobId, running);
    this.maxConcurrentPerJob = Math.max(this.maxConcurrentPerJob, running);
  }

  #leave(jobId: string): void {
    this.#running.set(jobId, (this.#running.get(jobId) ?? 1) - 1);
  }
}
