import type { Keyv } from 'keyv';
import { withDefaults } from '../core/with-defaults.js';
import type { GenerationJob } from './generation-job.js';

/** Options of {@link JobStore}. */
export interface JobStoreOptions {
  /** How long a finished, delivered job is kept (for buttons such as Re-roll), in ms. @default 604_800_000 (7 days) */
  retentionMs?: number;
  /** Prefix of each job's key. @default 'job:' */
  keyPrefix?: string;
  /** Key of the index of undelivered job ids. @default 'jobs:active' */
  indexKey?: string;
}

/** Defaults of {@link JobStoreOptions}. */
export const JOB_STORE_DEFAULTS = {
  retentionMs: 7 * 24 * 60 * 60 * 1000,
  keyPrefix: 'job:',
  indexKey: 'jobs:active',
} as const;

/**
 * Persists {@link GenerationJob}s in a Keyv instance. Jobs not yet delivered are kept without expiry
 * and listed in an index under one key (not every Keyv adapter can list keys); once delivered a job
 * leaves the index and expires after the retention period. One process writes a store at a time.
 */
export class JobStore {
  readonly #keyv: Keyv;
  readonly #options: Required<JobStoreOptions>;
  readonly #indexed = new Set<string>();
  #indexLock: Promise<unknown> = Promise.resolve();
  #targetLock: Promise<unknown> = Promise.resolve();

  constructor(keyv: Keyv, options: JobStoreOptions = {}) {
    this.#keyv = keyv;
    this.#options = withDefaults(JOB_STORE_DEFAULTS, options);
  }

  /** Writes the job: undelivered jobs join the index first, delivered ones leave it afterwards. */
  async save(job: GenerationJob): Promise<void> {
    const copy = structuredClone(job);
    if (!copy.delivered) {
      if (!this.#indexed.has(copy.id)) {
        this.#indexed.add(copy.id);
        await this.#updateIndex((ids) => ids.add(copy.id)).catch((error: unknown) => {
          this.#indexed.delete(copy.id);
          throw error;
        });
      }
      await this.#keyv.set(this.#key(copy.id), copy);
      return;
    }
    await this.#keyv.set(this.#key(copy.id), copy, this.#options.retentionMs);
    await this.#updateIndex((ids) => ids.delete(copy.id));
    this.#indexed.delete(copy.id);
  }

  /** The job, or undefined when unknown or expired. */
  async get(id: string): Promise<GenerationJob | undefined> {
    return (await this.#keyv.get<GenerationJob>(this.#key(id))) ?? undefined;
  }

  /** Merges `patch` into a stored job's `target` (one update at a time); undefined when unknown. */
  updateTarget(id: string, patch: Record<string, unknown>): Promise<GenerationJob | undefined> {
    const run = this.#targetLock.then(async () => {
      const job = await this.get(id);
      if (!job) return undefined;
      job.target = { ...job.target, ...patch };
      await this.save(job);
      return job;
    });
    this.#targetLock = run.catch(() => undefined);
    return run;
  }

  /** Removes the job and its index entry. */
  async delete(id: string): Promise<void> {
    await this.#keyv.delete(this.#key(id));
    await this.#updateIndex((ids) => ids.delete(id));
    this.#indexed.delete(id);
  }

  /** Every job not yet delivered (waiting, running, or finished but undelivered), oldest first. */
  async listUnfinished(): Promise<GenerationJob[]> {
    const ids = [...(await this.#readIndex())];
    if (ids.length === 0) return [];
    const stored = await this.#keyv.getMany<GenerationJob>(ids.map((id) => this.#key(id)));
    const jobs = stored.filter((job): job is GenerationJob => job != null && !job.delivered);
    const live = new Set(jobs.map((job) => job.id));
    if (live.size < ids.length) await this.#updateIndex((index) => this.#prune(index, live));
    for (const id of live) this.#indexed.add(id);
    return jobs.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  #prune(index: Set<string>, live: Set<string>): void {
    for (const id of index) if (!live.has(id) && !this.#indexed.has(id)) index.delete(id);
  }

  #key(id: string): string {
    return `${this.#options.keyPrefix}${id}`;
  }

  async #readIndex(): Promise<Set<string>> {
    const ids = await this.#keyv.get<string[]>(this.#options.indexKey);
    return new Set(Array.isArray(ids) ? ids : []);
  }

  /** Read-modify-write of the index, one at a time; written only when its size changed. */
  #updateIndex(change: (ids: Set<string>) => unknown): Promise<void> {
    const run = this.#indexLock.then(async () => {
      const ids = await this.#readIndex();
      const before = ids.size;
      change(ids);
      if (ids.size === before) return;
      await this.#keyv.set(this.#options.indexKey, [...ids]);
    });
    this.#indexLock = run.catch(() => undefined);
    return run;
  }
}
