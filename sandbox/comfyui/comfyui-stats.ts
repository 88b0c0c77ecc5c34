import type { SpecViolation as KitSpecViolation } from '../emulator-kit/spec-violation.js';
import { resetInPlace, zeros } from '../emulator-kit/stats-counters.js';
import { COMFY_ROUTES, type ComfyRoute } from './spec/comfyui-spec.js';

const FAULTS = ['latency', 'drop', 'server_error', 'node_error', 'socket_drop', 'slow'] as const;

/** A fault the emulator injected, as counted in {@link ComfyStats.faults}. */
export type ComfyFault = (typeof FAULTS)[number];

/** A request or answer the transcribed description refuses. */
export type SpecViolation = KitSpecViolation<ComfyRoute>;

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
  resetInPlace(stats, createComfyStats());
}
