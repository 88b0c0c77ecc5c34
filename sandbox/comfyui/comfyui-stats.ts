import { COMFY_ROUTES, type ComfyRoute } from './spec/comfyui-spec.js';
import type { SpecProblem } from './spec/spec-validator.js';

/** A fault the emulator injected, as counted in {@link ComfyStats.faults}. */
export type ComfyFault =
  | 'latency'
  | 'drop'
  | 'server_error'
  | 'node_error'
  | 'socket_drop'
  | 'slow';

const FAULTS: readonly ComfyFault[] = [
  'latency',
  'drop',
  'server_error',
  'node_error',
  'socket_drop',
  'slow',
];

/** A request, answer or WebSocket message that did not conform to the transcribed description. */
export interface SpecViolation {
  /** `request`: the client sent it; `answer`: the emulator's own HTTP answer or WebSocket message. */
  readonly side: 'request' | 'answer';
  readonly route: ComfyRoute;
  /** HTTP method, or `WS` for a WebSocket message. */
  readonly method: string;
  /** The path, or the event type of a WebSocket message. */
  readonly path: string;
  /** HTTP status of the answer (0 for a WebSocket message). */
  readonly status: number;
  readonly problems: readonly SpecProblem[];
  /** Clock time. */
  readonly at: number;
}

/** Live counters of an emulator (updated in place; copy for a snapshot). */
export interface ComfyStats {
  /** Requests received per route, counted on arrival (faults and refused tokens included). */
  readonly requests: Record<ComfyRoute, number>;
  /** Requests refused by the token check. */
  unauthorized: number;
  /** Prompts queued (200 from `POST /prompt`). */
  queued: number;
  /** `POST /prompt` answered 400 (`error` + `node_errors`). */
  rejected: number;
  /** Prompts ended, per outcome. */
  readonly finished: { success: number; error: number; interrupted: number };
  /** PNG files written by SaveImage and PreviewImage. */
  imagesSaved: number;
  /** Files answered 200 by `POST /upload/image` (a duplicate of an existing file included). */
  uploads: number;
  /** WebSocket connections accepted. */
  wsConnections: number;
  /** WebSocket messages sent, per event type (`preview` for binary preview frames). */
  readonly wsMessages: Map<string, number>;
  /** Faults injected, per kind. */
  readonly faults: Record<ComfyFault, number>;
  /** Requests and answers the description refuses; a bot's tests expect none. */
  readonly violations: SpecViolation[];
}

function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** Fresh stats with every counter at zero. */
export function createComfyStats(): ComfyStats {
  return {
    requests: zeros(COMFY_ROUTES),
    unauthorized: 0,
    queued: 0,
    rejected: 0,
    finished: { success: 0, error: 0, interrupted: 0 },
    imagesSaved: 0,
    uploads: 0,
    wsConnections: 0,
    wsMessages: new Map(),
    faults: zeros(FAULTS),
    violations: [],
  };
}

/** Zeroes `stats` in place (holders of the object see the reset). */
export function resetComfyStats(stats: ComfyStats): void {
  const fresh = createComfyStats();
  Object.assign(stats.requests, fresh.requests);
  Object.assign(stats.faults, fresh.faults);
  Object.assign(stats.finished, fresh.finished);
  stats.unauthorized = 0;
  stats.queued = 0;
  stats.rejected = 0;
  stats.imagesSaved = 0;
  stats.uploads = 0;
  stats.wsConnections = 0;
  stats.wsMessages.clear();
  stats.violations.length = 0;
}
