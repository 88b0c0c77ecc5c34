import { freshGpuStats, type GpuStats } from '../emulator-kit/gpu-stats.js';
import { type EmulatorStats, emulatorStats } from '../emulator-kit/stats-counters.js';
import { SDAPI_ROUTES, type SdRoute } from './spec/sdapi-routes.js';

const FAULTS = [
  'latency',
  'drop',
  'server_error',
  'unprocessable',
  'out_of_memory',
  'missing_file',
  'describe_failed',
] as const;

/** Live counters of an emulator (`requests` counts refused logins too). */
export interface SdWebuiStats extends EmulatorStats<SdRoute, (typeof FAULTS)[number], unknown> {
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
  /** The `<lora:…>` names a prompt gave that no file has (logged and left out), in order. */
  readonly lorasMissing: string[];
  /** Answers lost because the client had gone (the job ran to its end anyway). */
  answersLost: number;
  /** What the emulated GPU did: jobs run, busy time, checkpoint switches, the queue over time. */
  readonly gpu: GpuStats;
}

/** A request or answer the transcribed description refuses. */
export type SpecViolation = SdWebuiStats['violations'][number];

/** How the emulator's stats are made and zeroed. */
export const SD_WEBUI_STATS = emulatorStats<SdWebuiStats>(SDAPI_ROUTES, FAULTS, () => ({
  unauthorized: 0,
  finished: { success: 0, interrupted: 0, error: 0 },
  imagesMade: 0,
  modelsUsed: [],
  taskIds: [],
  interrupts: [],
  lorasMissing: [],
  answersLost: 0,
  gpu: freshGpuStats(),
}));
