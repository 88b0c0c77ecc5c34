import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { ORIGINAL_BACKEND_ID } from '../image-backend/backend-registry.js';
import type { GenerationEvents, GenerationFacts } from '../jobs/generation-events.js';
import type { LineWatch } from '../jobs/line/line-watch.js';
import type { PoolLoad } from '../jobs/line/pool-load.js';

/** Where {@link registerPoolMetrics} reads the pools, at each scrape. */
export interface PoolSources {
  /** Each pooled backend's servers and line (`JobManager.poolLoads`). */
  poolLoads(): Promise<readonly PoolLoad[]>;
}

/** What the line and the generations tell the pool metrics as it happens. */
export interface PoolMetrics {
  /** The line's dispatches and freed pool slots (`JobManagerDependencies.lineWatch`). */
  readonly line: LineWatch;
  /** Counts each generation's end on the pool server it ran on. */
  watchServers(events: GenerationEvents): void;
}

/**
 * From a job's entry into the line to its slot, in seconds: a light member's image should start
 * within a few images' service time, a flood's last ones may wait an hour.
 */
const WAIT_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1_200, 1_800, 3_600, 7_200];

type ServerLabels = { backend: string; server: string };

/** A job holding a slot of this process's, and how much of its time is counted. */
interface Held extends ServerLabels {
  countedTo: number;
}

/**
 * Registers the pools' metrics: each server's slots, slots taken and state, and the waiting jobs
 * of each pooled line (the pool as its store has it: the same on every process); this process's
 * jobs started on each server, the seconds they held its slots (counted up to each scrape) and how
 * they ended; and the wait from a job's entry into the line to its slot, by member load, on every
 * backend.
 */
export function registerPoolMetrics(
  registry: Registry,
  sources: PoolSources,
  now: () => number = Date.now,
): PoolMetrics {
  const labelNames = ['backend', 'server'] as const;
  let loads: Promise<readonly PoolLoad[]> | undefined;
  /** One read of the pools per scrape: a scrape starts every collect before any read ends. */
  const read = () => {
    loads ??= sources.poolLoads().finally(() => {
      loads = undefined;
    });
    return loads;
  };
  const serverGauge = (
    name: string,
    help: string,
    value: (server: PoolLoad['servers'][number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { backend, servers } of await read()) {
          for (const server of servers) this.set({ backend, server: server.id }, value(server));
        }
      },
    });
  serverGauge(
    'imagine_bot_pool_server_slots',
    'Jobs a pool server runs at once (its *_SLOTS).',
    (server) => server.slots,
  );
  serverGauge(
    'imagine_bot_pool_server_busy_slots',
    "A pool server's slots held by jobs now, every process's (the same on each: take max).",
    (server) => server.taken,
  );
  serverGauge(
    'imagine_bot_pool_server_up',
    '1 while a pool server takes work, 0 while it is down (until its probe passes).',
    (server) => (server.state === 'up' ? 1 : 0),
  );
  new Gauge({
    name: 'imagine_bot_pool_waiting_jobs',
    help: "Jobs waiting in a pooled backend's line, from every server and process (take max).",
    labelNames: ['backend'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { backend, waiting } of await read()) this.set({ backend }, waiting);
    },
  });
  const held = new Map<string, Held>();
  const busy = new Counter({
    name: 'imagine_bot_pool_server_busy_seconds_total',
    help: "Seconds this process's jobs held a pool server's slots (sum over processes, over its slots: its busy fraction).",
    labelNames,
    registers: [registry],
    collect() {
      const at = now();
      for (const job of held.values()) count(job, at);
    },
  });
  const count = (job: Held, at: number) => {
    const seconds = Math.max(0, at - job.countedTo) / 1_000;
    job.countedTo = Math.max(job.countedTo, at);
    busy.inc({ backend: job.backend, server: job.server }, seconds);
  };
  const started = new Counter({
    name: 'imagine_bot_pool_jobs_started_total',
    help: 'Jobs the line gave a slot of a pool server, by backend and server.',
    labelNames,
    registers: [registry],
  });
  const ended = new Counter({
    name: 'imagine_bot_pool_jobs_ended_total',
    help: 'Generations ended after they were sent to a pool server, by outcome (completed, failed, timed_out: its failures; cancelled).',
    labelNames: [...labelNames, 'outcome'],
    registers: [registry],
  });
  const waited = new Histogram({
    name: 'imagine_bot_line_wait_seconds',
    help: "From a job's entry into the line to its slot, by backend and its member's load when it joined (light: at most 3 of theirs in the server's line; heavy: more).",
    labelNames: ['backend', 'load'],
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  const endedOn = (facts: GenerationFacts, outcome: string) => {
    if (facts.server === undefined) return;
    ended.inc({ backend: facts.backend ?? ORIGINAL_BACKEND_ID, server: facts.server, outcome });
  };
  return {
    line: {
      dispatched({ jobId, backend, server, waitedMs, load, at }) {
        waited.observe({ backend, load }, waitedMs / 1_000);
        if (server === undefined) return;
        started.inc({ backend, server });
        held.set(jobId, { backend, server, countedTo: at });
      },
      released({ jobId, backend, server, heldMs, at }) {
        const job = held.get(jobId) ?? { backend, server, countedTo: at - heldMs };
        held.delete(jobId);
        count(job, at);
      },
    },
    watchServers(events) {
      events.on('finished', (event) => endedOn(event, 'completed'));
      events.on('failed', (event) => endedOn(event, event.state));
      events.on('cancelled', (event) => endedOn(event, 'cancelled'));
    },
  };
}
