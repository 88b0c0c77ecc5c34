import type { Keyv } from 'keyv';
import type { GenerationJob } from './generation-job.js';
import { type JobShards, listShardJobs } from './job-shards.js';

/** Where a {@link JobStore} keeps its jobs: namespaces of one database. */
export interface JobStoreKeyvs {
  /** Jobs not yet delivered, without expiry (iterated at start-up). Unused with `shards`. */
  readonly active: Keyv;
  /** Delivered jobs, kept for the retention period (for buttons such as Re-roll). */
  readonly kept: Keyv;
  /** With several shards: each shard's own `active` namespace. @default one shard, `active` */
  readonly shards?: JobShards;
}

/** Options of {@link JobStore}. */
export interface JobStoreOptions {
  /** How long a delivered job is kept (for buttons such as Re-roll), in ms. @default 7 days */
  retentionMs?: number;
}

/** A job's key. */
const keyOf = (id: string) => `job:${id}`;
/** Key, in `kept`, of the index of undelivered jobs that earlier versions wrote. */
const LEGACY_INDEX_KEY = 'jobs:active';
/** Key, in `kept`, of the shard counts whose namespaces may hold undelivered jobs. */
const SHARD_COUNTS_KEY = 'jobs:shard-counts';

/**
 * Persists {@link GenerationJob}s: in `active` (one namespace per shard) until delivered, then in
 * `kept` until the retention period ends. A save writes one key; start-up lists the undelivered
 * jobs of the shards it holds by iterating their namespaces. A delivered job is written to `kept`
 * before it leaves `active` (after a crash between the two, the delivered copy wins). One process
 * writes a shard's jobs at a time (its lease holder); after the shard count changed, listing a
 * shard moves its jobs out of the earlier count's namespaces (see `listShardJobs`).
 */
export class JobStore {
  readonly #shards: JobShards;
  readonly #kept: Keyv;
  readonly #retentionMs: number;
  #updates: Promise<unknown> = Promise.resolve();

  constructor(keyvs: JobStoreKeyvs, options: JobStoreOptions = {}) {
    const { active } = keyvs;
    this.#shards = keyvs.shards ?? { count: 1, of: () => 0, active: () => active };
    if (this.shards.some((shard) => typeof this.#home(shard).iterator !== 'function')) {
      throw new TypeError('the store of active jobs must be iterable (SQLite, Redis, Map, …)');
    }
    this.#kept = keyvs.kept;
    this.#retentionMs = options.retentionMs ?? 7 * 24 * 60 * 60 * 1000;
  }

  /** Writes the job: one key while undelivered; once delivered, into `kept`, then out of `active`. */
  async save(job: GenerationJob): Promise<void> {
    const key = keyOf(job.id);
    const shard = this.shardOf(job);
    const active = this.#home(shard);
    if (!job.delivered) {
      await active.set(key, job);
      return;
    }
    await this.#keptBy(shard).set(key, job, this.#retentionMs);
    await active.delete(key);
  }

  /** The shard `job` belongs to (0 with one shard). */
  shardOf(job: GenerationJob): number {
    return this.#shards.of(job);
  }

  /** Every shard, 0 to count - 1. */
  get shards(): readonly number[] {
    return Array.from({ length: this.#shards.count }, (_, shard) => shard);
  }

  /** The job, or undefined when unknown or expired. */
  async get(id: string): Promise<GenerationJob | undefined> {
    const key = keyOf(id);
    const kept = await this.#kept.get<GenerationJob>(key);
    if (kept) return kept;
    const active = await Promise.all(
      this.shards.map((shard) => this.#home(shard).get<GenerationJob>(key)),
    );
    return active.find((job) => job) ?? undefined;
  }

  /** Merges `patch` into a stored job's `target` (one update at a time); undefined when unknown. */
  updateTarget(id: string, patch: Record<string, unknown>): Promise<GenerationJob | undefined> {
    return this.update(id, (job) => {
      job.target = { ...job.target, ...patch };
      return true;
    });
  }

  /**
   * Changes a stored job by `change` and saves it when `change` says it changed it, one update at
   * a time in this process; the job as it is then, or undefined when unknown.
   */
  update(id: string, change: (job: GenerationJob) => boolean): Promise<GenerationJob | undefined> {
    const run = this.#updates.then(async () => {
      const job = await this.get(id);
      if (!job) return undefined;
      if (change(job)) await this.save(job);
      return job;
    });
    this.#updates = run.catch(() => undefined);
    return run;
  }

  /** Removes the job, delivered or not, as its shard's holder. */
  async delete(job: Pick<GenerationJob, 'id' | 'scope'>): Promise<void> {
    const key = keyOf(job.id);
    const shard = this.shardOf(job as GenerationJob);
    await this.#home(shard).delete(key);
    await this.#keptBy(shard).delete(key);
  }

  /**
   * Every job not yet delivered (waiting, running, or finished but undelivered) of `shards`,
   * oldest first.
   * @param shards @default every shard
   */
  async listUnfinished(shards: readonly number[] = this.shards): Promise<GenerationJob[]> {
    if (shards.includes(0)) await this.#adoptLegacyIndex();
    const { count } = this.#shards;
    const recorded = (await this.#kept.get<number[]>(SHARD_COUNTS_KEY)) ?? [1];
    const earlier = recorded.filter((other) => other !== count);
    const listed = await listShardJobs(this.#shards, shards, earlier, keyOf);
    const counts = listed.othersOutOfPlace ? [...earlier, count] : [count];
    if (counts.join() !== recorded.join()) await this.#kept.set(SHARD_COUNTS_KEY, counts);
    const keys = listed.jobs.map((job) => keyOf(job.id));
    const kept = keys.length > 0 ? await this.#kept.getMany<GenerationJob>(keys) : [];
    const jobs: GenerationJob[] = [];
    for (const [index, job] of listed.jobs.entries()) {
      if (kept[index]?.delivered) await this.#home(this.shardOf(job)).delete(keyOf(job.id));
      else if (!job.delivered) jobs.push(job);
    }
    return jobs.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  /** Delivered jobs, as `shard`'s holder writes them. */
  #keptBy(shard: number): Keyv {
    return this.#shards.kept?.(shard) ?? this.#kept;
  }

  /** The namespace of `shard`'s undelivered jobs with the current shard count. */
  #home(shard: number): Keyv {
    return this.#shards.active(shard, this.#shards.count);
  }

  /** Moves undelivered jobs listed in an earlier version's index into `active`, then drops it. */
  async #adoptLegacyIndex(): Promise<void> {
    const ids = await this.#kept.get<string[]>(LEGACY_INDEX_KEY);
    if (!Array.isArray(ids)) return;
    const keys = ids.map(keyOf);
    const jobs = keys.length > 0 ? await this.#kept.getMany<GenerationJob>(keys) : [];
    for (const job of jobs) {
      if (!job || job.delivered) continue;
      await this.#home(this.shardOf(job)).set(keyOf(job.id), job);
      await this.#kept.delete(keyOf(job.id));
    }
    await this.#kept.delete(LEGACY_INDEX_KEY);
  }
}
