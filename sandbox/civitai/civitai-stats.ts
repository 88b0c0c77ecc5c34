import { zeros } from '../emulator-kit/stats-counters.js';
import type { CivitaiFaultTally } from './civitai-faults.js';
import { CIVITAI_ROUTES, type CivitaiRoute } from './civitai-routes.js';

/** Live counters of an emulator (updated in place). */
export interface CivitaiStats {
  /** Requests per route, counted on arrival (faults included). */
  readonly requests: Record<CivitaiRoute, number>;
  /** Faults injected, per kind. */
  readonly faults: CivitaiFaultTally;
  /** Answers per status, as sent (faults included). */
  readonly statuses: Record<number, number>;
}

/** Fresh stats, every counter at zero. */
export function freshCivitaiStats(): CivitaiStats {
  return {
    requests: zeros(CIVITAI_ROUTES),
    faults: { latency: 0, drop: 0, server_error: 0, gateway_timeout: 0 },
    statuses: {},
  };
}
