import type { SpecViolation as KitSpecViolation } from '../emulator-kit/spec-violation.js';
import { resetInPlace } from '../emulator-kit/stats-counters.js';
import { SDAPI_ROUTES, type SdRoute } from './spec/sdapi-spec.js';

/** A request or answer the transcribed description refuses. */
export type SpecViolation = KitSpecViolation<SdRoute, unknown>;

/** Live counters of an emulator (updated in place). */
export interface SdWebuiStats {
  /** Requests received per route (faults and refused logins included). */
  readonly requests: Record<SdRoute, number>;
  /** Requests refused by `--api-auth`. */
  unauthorized: number;
  /** Jobs ended, per outcome (`interrupted`: stopped by `/interrupt`, still answered 200). */
  readonly finished: { success: number; interrupted: number; error: number };
  /** Images made by txt2img and img2img. */
  imagesMade: number;
  /** The checkpoint each generation ran on (its `model_name`), in order. */
  readonly modelsUsed: string[];
  /** The `force_task_id` of each generation, in arrival order (undefined: none sent). */
  readonly taskIds: (string | undefined)[];
  /** `/sdapi/v1/interrupt` calls, and the task each stopped (undefined: nothing ran). */
  readonly interrupts: (string | undefined)[];
  /** Answers lost because the client had gone (the job ran to its end anyway). */
  answersLost: number;
  /** Faults injected, per kind. */
  readonly faults: Record<'latency' | 'drop' | 'server_error' | 'out_of_memory', number>;
  readonly violations: SpecViolation[];
}

export function createSdWebuiStats(): SdWebuiStats {
  return {
    requests: Object.fromEntries(SDAPI_ROUTES.map((r) => [r, 0])) as Record<SdRoute, number>,
    unauthorized: 0,
    finished: { success: 0, interrupted: 0, error: 0 },
    imagesMade: 0,
    modelsUsed: [],
    taskIds: [],
    interrupts: [],
    answersLost: 0,
    faults: { latency: 0, drop: 0, server_error: 0, out_of_memory: 0 },
    violations: [],
  };
}

/** Zeroes every counter in place. */
export function resetSdWebuiStats(stats: SdWebuiStats): void {
  resetInPlace(stats, createSdWebuiStats());
}
