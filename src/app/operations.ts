import { type Client, Status } from 'discord.js';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { JobManager } from '../jobs/job-manager.js';
import type { Operations } from '../ops/operations-server.js';
import type { Phase } from '../ops/readiness.js';
import type { ShardLeases } from '../shards/shard-leases.js';
import type { Stores } from '../store/create-stores.js';
import type { BackendWatch } from './backend-watch.js';

/** What `/healthz` and `/metrics` read when served, once every layer is made. */
export interface Served {
  readonly shards: readonly number[];
  readonly leases: ShardLeases;
  readonly client: Client;
  readonly stores: Stores;
  readonly jobs: JobManager;
  /** What the start's probes found about the backends (`/healthz` `degraded`). */
  readonly backendWatch: BackendWatch;
}

/**
 * The operations server when `METRICS_PORT` is set (only then is prom-client loaded), reading the
 * phase and `served()` at each request.
 */
export async function operationsLayer(
  config: Config,
  logger: Logger,
  phase: () => Phase,
  served: () => Served,
): Promise<Operations | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  const { createOperations } = await import('../ops/operations-server.js');
  const { readBuildInfo } = await import('../ops/build-info.js');
  return createOperations({
    host: config.METRICS_HOST,
    build: readBuildInfo(config.DATABASE_URL),
    port: config.METRICS_PORT,
    logger: logger.child({ component: 'operations' }),
    sources: {
      phase,
      shards: () => served().shards,
      holds: (shard) => served().leases.holds(shard),
      shardStatus: (shard) => {
        const status = served().client.ws.shards.get(shard)?.status;
        return status === undefined ? undefined : Status[status];
      },
      pingStore: () => served().stores.ping(),
      degraded: () => served().backendWatch.problems(),
      countByState: () => served().jobs.countByState(),
      queues: () => served().jobs.queues(),
      poolLoads: () => served().jobs.poolLoads(),
    },
  });
}
