import { freshGpuStats, type GpuStats } from '../emulator-kit/gpu-stats.js';
import { type EmulatorStats, emulatorStats } from '../emulator-kit/stats-counters.js';
import { COMFY_ROUTES, type ComfyRoute } from './spec/comfyui-spec.js';

const FAULTS = [
  'latency',
  'drop',
  'server_error',
  'node_error',
  'socket_drop',
  'slow',
  'redirect',
] as const;

/** A fault the emulator injected, as counted in {@link ComfyStats.faults}. */
export type ComfyFault = (typeof FAULTS)[number];

/** Live counters of an emulator (`requests` counts refused tokens too). */
export interface ComfyStats extends EmulatorStats<ComfyRoute, ComfyFault> {
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
  /** What the emulated GPU did: prompts run, busy time, checkpoint switches, the queue over time. */
  readonly gpu: GpuStats;
}

/** A request or answer the transcribed description refuses. */
export type SpecViolation = ComfyStats['violations'][number];

/** How the emulator's stats are made and zeroed. */
export const COMFY_STATS = emulatorStats<ComfyStats>(COMFY_ROUTES, FAULTS, () => ({
  unauthorized: 0,
  queued: 0,
  rejected: 0,
  finished: { success: 0, error: 0, interrupted: 0 },
  imagesSaved: 0,
  uploads: 0,
  wsConnections: 0,
  wsMessages: new Map(),
  gpu: freshGpuStats(),
}));
