import { Gauge, Histogram, type Registry } from 'prom-client';
import { type GenerationJob, JOB_STATES, type JobState } from '../jobs/generation-job.js';
import type { QueueStats } from '../jobs/line/job-line.js';

/** Where {@link registerWorkMetrics} reads what the process holds, at each scrape. */
export interface WorkSources {
  /** The process's jobs by state (`JobManager.countByState`). */
  countByState(): Record<JobState, number>;
  /** Its servers' queues (`JobManager.queues`). */
  queues(): QueueStats;
  /** The shards this process runs (`SHARD_IDS`, resolved). */
  shards(): readonly number[];
  /** Whether it holds a shard's lease now (`ShardLeases.holds`). */
  holds(shard: number): boolean;
}

/** What the process tells the work metrics as it happens. */
export interface WorkMetrics {
  /** A reply's final message was posted at `postedAt`: each ended job's end-to-post latency. */
  posted(jobs: readonly GenerationJob[], postedAt: number): void;
}

/** From a task's end to its reply's final message, in seconds: most take well under a second. */
const POSTED_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300];

/** The gauges of the servers' queues: name, help and the figure of {@link QueueStats} they show. */
const QUEUE_GAUGES = [
  [
    'imagine_bot_queue_waiting_jobs',
    "Jobs waiting for a free slot in their server's queue, in every server of this process.",
    'waiting',
  ],
  ['imagine_bot_queue_servers', 'Servers with at least one job waiting for a slot.', 'scopes'],
  ['imagine_bot_queue_longest', "The longest server's queue, in jobs.", 'longest'],
] as const;

/**
 * Registers what the process holds, read at each scrape (jobs by state, queues, leases held), and
 * the histogram of the time from a job's end to the post of its result.
 */
export function registerWorkMetrics(registry: Registry, sources: WorkSources): WorkMetrics {
  new Gauge({
    name: 'imagine_bot_jobs',
    help: 'Jobs this process holds, by state (finished ones until they are delivered).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = sources.countByState();
      for (const state of JOB_STATES) this.set({ state }, counts[state]);
    },
  });
  for (const [name, help, field] of QUEUE_GAUGES) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(sources.queues()[field]);
      },
    });
  }
  new Gauge({
    name: 'imagine_bot_shard_lease_held',
    help: "1 while this process holds the shard's lease (runs its work), else 0.",
    labelNames: ['shard'],
    registers: [registry],
    collect() {
      for (const shard of sources.shards()) {
        this.set({ shard: String(shard) }, sources.holds(shard) ? 1 : 0);
      }
    },
  });
  const latency = new Histogram({
    name: 'imagine_bot_completion_to_posted_seconds',
    help: "From a job's end at the service to its reply's final message posted on Discord.",
    labelNames: ['state'],
    buckets: POSTED_BUCKETS,
    registers: [registry],
  });
  return {
    posted(jobs, postedAt) {
      for (const job of jobs) {
        if (job.finishedAt === undefined) continue;
        latency.observe({ state: job.state }, Math.max(0, postedAt - job.finishedAt) / 1_000);
      }
    },
  };
}
