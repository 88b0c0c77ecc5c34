import { type GpuRun, type GpuStats, RUNS_KEPT, sampleQueue } from './gpu-stats.js';
import type { ModelFamily } from './model-families.js';
import {
  FAMILY_RATES,
  SERVICE_TIME_PRESETS,
  type ServiceTimePreset,
  type ServiceTimePresetName,
  type WorkKind,
} from './service-time-presets.js';

/** A preset by name, or one of the caller's own. */
export type ServiceTimeOption = ServiceTimePresetName | ServiceTimePreset;

/** What one job asks of the GPU. */
export interface GpuWork {
  readonly kind: WorkKind;
  /** Sampling steps the server runs (ignored for an upscale). */
  readonly steps: number;
  /** Megapixels each step samples: width × height × batch / 10⁶; an upscale's input. */
  readonly megapixels: number;
  /** The family of the model it samples with (`FAMILY_RATES`). @default SD 1.5's rates */
  readonly family?: ModelFamily;
}

/** How long a job takes on the emulator's clock (its time scale applied). */
export interface WorkTiming {
  /** Milliseconds before its first step: its kind's base. */
  readonly setupMs: number;
  /** Milliseconds of all its steps together. */
  readonly workMs: number;
}

/** The preset `option` names (throws a RangeError naming the known ones when none does). */
export function servicePreset(option: ServiceTimeOption): ServiceTimePreset {
  if (typeof option !== 'string') return option;
  const preset = (SERVICE_TIME_PRESETS as Record<string, ServiceTimePreset>)[option];
  if (!preset) {
    const known = Object.keys(SERVICE_TIME_PRESETS).join(', ');
    throw new RangeError(`no service-time preset "${option}" (known: ${known})`);
  }
  return preset;
}

/**
 * One emulated GPU server's service time: a job runs for its kind's base plus steps ×
 * megapixels × seconds per step per megapixel (times its model family's `FAMILY_RATES`), and loading a checkpoint other than the one
 * loaded last costs the preset's switch (ComfyUI and the WebUI both keep the last model loaded).
 * Seconds are multiplied by the emulator's time scale into its clock's milliseconds. Without a
 * preset the model is off (the emulator keeps its own step durations) but it still tells what is
 * loaded and counts what the GPU did in {@link GpuStats}.
 */
export class ServiceTime {
  readonly preset: ServiceTimePreset | undefined;
  #loaded: string | undefined;
  #run: GpuRun | undefined;

  constructor(
    option: ServiceTimeOption | undefined,
    private readonly timeScale: number,
    readonly stats: GpuStats,
    /** The checkpoint loaded when the server starts (the WebUI's; ComfyUI loads none). */
    private readonly atStart: () => string | undefined = () => undefined,
  ) {
    this.preset = option === undefined ? undefined : servicePreset(option);
    this.#loaded = atStart();
  }

  /** The checkpoint loaded last, if any. */
  get loaded(): string | undefined {
    return this.#loaded;
  }

  /** Clock milliseconds to load `checkpoint` after `after` (0 when it is the same, or the model is off). */
  switchMs(checkpoint: string, after: string | undefined = this.#loaded): number {
    if (!this.preset || checkpoint === after) return 0;
    return this.preset.switchSeconds * 1000 * this.timeScale;
  }

  /** `checkpoint` is loaded now: a switch when another (or none) was. */
  load(checkpoint: string): void {
    if (checkpoint !== this.#loaded) this.stats.switches++;
    this.#loaded = checkpoint;
  }

  /** How long `work` takes, or undefined when the model is off. */
  timing(work: GpuWork): WorkTiming | undefined {
    if (!this.preset) return undefined;
    const cost = this.preset.kinds[work.kind];
    const steps = work.kind === 'upscale' ? 1 : Math.max(0, work.steps);
    const ms = 1000 * this.timeScale;
    const rate = cost.perStepPerMegapixel * FAMILY_RATES[work.family ?? 'sd15'];
    return {
      setupMs: cost.baseSeconds * ms,
      workMs: steps * Math.max(0, work.megapixels) * rate * ms,
    };
  }

  /** Job `id` takes the GPU at `at` (the emulator's clock). */
  begin(at: number, id: string): void {
    this.#run = { id, startedAt: at };
    this.stats.runs.push(this.#run);
    if (this.stats.runs.length > RUNS_KEPT) this.stats.runs.shift();
  }

  /** The job on the GPU ends at `at`. */
  end(at: number): void {
    const run = this.#run;
    if (!run) return;
    this.stats.jobs++;
    this.stats.busyMs += Math.max(0, at - run.startedAt);
    run.endedAt = at;
    run.outcome = 'ended';
    this.#run = undefined;
  }

  /** The queue is `waiting` + `running` long at `at`. */
  queued(at: number, waiting: number, running: number): void {
    sampleQueue(this.stats, { at, waiting, running });
  }

  /**
   * A server killed or restarted at `at`: the job it ran is gone (its run `cut` there), the
   * checkpoint it loads at start loaded.
   */
  forget(at: number): void {
    if (this.#run) {
      this.#run.endedAt = at;
      this.#run.outcome = 'cut';
    }
    this.#run = undefined;
    this.#loaded = this.atStart();
  }
}
