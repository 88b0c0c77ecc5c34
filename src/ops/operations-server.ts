import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Logger } from '../core/logger.js';
import { type BuildInfo, registerBuildInfo } from './build-info.js';
import { type OpsServer, startOpsServer } from './ops-server.js';
import { type OutcomeMetrics, registerOutcomeMetrics } from './outcome-metrics.js';
import { type PoolMetrics, type PoolSources, registerPoolMetrics } from './pool-metrics.js';
import { checkReadiness, type ReadinessSources } from './readiness.js';
import { type RequestMetrics, registerRequestMetrics } from './request-metrics.js';
import { registerWorkMetrics, type WorkMetrics, type WorkSources } from './work-metrics.js';

/** What {@link createOperations} needs; its sources are read only when served. */
export interface OperationsOptions {
  /** `METRICS_HOST`. */
  readonly host: string;
  /** `METRICS_PORT`. */
  readonly port: number;
  /** The live parts the metrics and `/healthz` read (the job manager, the leases, the client, the store). */
  readonly sources: WorkSources & PoolSources & ReadinessSources;
  /** What the bot is (`imagine_bot_build_info`). */
  readonly build: BuildInfo;
  readonly logger: Logger;
}

/** The process's metrics to feed, and the server that shows them. */
export interface Operations
  extends RequestMetrics,
    WorkMetrics,
    OutcomeMetrics,
    Pick<PoolMetrics, 'line'> {
  /** The process's own registry (`AppContext.metrics`), never prom-client's global one. */
  readonly registry: Registry;
  /** Starts serving `/healthz` and `/metrics`. @throws when the port cannot be listened on. */
  listen(): Promise<OpsServer>;
}

/** Registers every metric in a registry of its own and prepares the operations server. */
export function createOperations(options: OperationsOptions): Operations {
  const { sources, logger } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerBuildInfo(registry, options.build);
  const outcomes = registerOutcomeMetrics(registry);
  const pools = registerPoolMetrics(registry, sources);
  return {
    registry,
    ...registerRequestMetrics(registry),
    ...registerWorkMetrics(registry, sources),
    ...outcomes,
    line: pools.line,
    watchGenerations(events) {
      outcomes.watchGenerations(events);
      pools.watchServers(events);
    },
    listen: () =>
      startOpsServer({
        host: options.host,
        port: options.port,
        registry,
        readiness: () => checkReadiness(sources),
        logger,
      }),
  };
}
