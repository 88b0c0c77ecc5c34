import { type HordeEmulator, startHordeEmulator } from '../sandbox/horde/index.js';
import type { ImageApi } from '../sandbox/image-api/index.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../sandbox/sd-webui/index.js';
import type { HoldBackend } from './hold-options.js';

/** What a hold reads of the backend its generations are held on, at any instant. */
export interface HeldBackendCounters {
  /** Generations the backend accepted (the WebUI: calls that reached it). */
  readonly submissions: number;
  /** Generations at the backend and asked about: polled tasks (the WebUI: calls it holds). */
  readonly tasksPolled: number;
  /** Of those, the ones past waiting: processing (the WebUI: the one call running). */
  readonly tasksProcessing: number;
  /** Status reads served: `task_status`, `/generate/check`, `/internal/progress`. */
  readonly statusRequests: number;
}

/** A backend emulator in the world process, as the hold drives and reads it. */
export interface HeldBackend extends HeldBackendCounters {
  readonly kind: HoldBackend;
  /** From now on every generation hangs or outlasts the hold; counters start again from zero. */
  hold(tasks: number): void;
  /** The times of each polled task's status reads (none where the backend has no task ids). */
  statusTimes(): Iterable<readonly number[]>;
}

/** The image service: every task from now on hangs processing, progress stuck below 100. */
export function heldImageService(imageApi: ImageApi): HeldBackend {
  return {
    kind: 'image-service',
    hold(tasks) {
      imageApi.setFaults({ hangNextTasks: tasks });
      imageApi.resetStats();
    },
    get submissions() {
      return imageApi.stats.submissions;
    },
    get tasksPolled() {
      return imageApi.stats.statusRequests.size;
    },
    get tasksProcessing() {
      let processing = 0;
      for (const taskId of imageApi.stats.statusRequests.keys()) {
        if (imageApi.task(taskId)?.state === 'processing') processing += 1;
      }
      return processing;
    },
    get statusRequests() {
      return imageApi.stats.requests.task_status;
    },
    statusTimes: () => imageApi.stats.statusRequests.values(),
  };
}

/**
 * AI Horde with `tasks` registered users (`bench-horde-key-<i>`, kudos enough for every image) and
 * a few worker threads whose jobs outlast the hold: the first requests process (progress is the
 * Horde's `wait_time` going down), the rest wait in its queue with their place, as on the Horde.
 */
export async function startHeldHorde(options: {
  readonly tasks: number;
  readonly jobDurationMs: number;
  readonly timeScale: number;
  readonly seed: number;
}): Promise<{ horde: HordeEmulator; held: HeldBackend; keys: string[] }> {
  const keys = Array.from({ length: options.tasks }, (_, i) => `bench-horde-key-${i}`);
  const horde = await startHordeEmulator({
    timeScale: options.timeScale,
    seed: options.seed,
    users: keys.map((apiKey, i) => ({ alias: `bench${i}`, apiKey, kudos: 1_000_000 })),
    models: [{ name: 'stable_diffusion', threads: 8 }],
    jobDurationMs: [options.jobDurationMs, options.jobDurationMs],
    expiryMs: 24 * 3_600_000,
  });
  const held: HeldBackend = {
    kind: 'horde',
    hold: () => horde.resetStats(),
    get submissions() {
      return horde.stats.submissions;
    },
    get tasksPolled() {
      return horde.stats.checkRequests.size;
    },
    get tasksProcessing() {
      let processing = 0;
      for (const id of horde.stats.checkRequests.keys()) {
        if (horde.request(id)?.jobs.some((job) => job.state === 'processing')) processing += 1;
      }
      return processing;
    },
    get statusRequests() {
      return horde.stats.requests.generate_check;
    },
    statusTimes: () => horde.stats.checkRequests.values(),
  };
  return { horde, held, keys };
}

/**
 * A Stable Diffusion WebUI whose steps are slow enough that one generation outlasts the hold,
 * its progress moving: it runs one job at a time, the calls the bot holds wait
 * for its lock, and the other generations wait their turn in the bot's queue.
 */
export async function startHeldWebui(options: {
  readonly jobDurationMs: number;
  readonly timeScale: number;
}): Promise<{ webui: SdWebuiEmulator; held: HeldBackend }> {
  const webui = await startSdWebuiEmulator({
    timeScale: options.timeScale,
    stepMs: Math.ceil(options.jobDurationMs / 20),
    // No live previews: the members' view counts an edit carrying a file as the image.
    previewEvery: 0,
  });
  const held: HeldBackend = {
    kind: 'sd-webui',
    hold: () => webui.resetStats(),
    get submissions() {
      return webui.stats.taskIds.length;
    },
    get tasksPolled() {
      const queue = webui.queue();
      return queue.pending.length + (queue.running === undefined ? 0 : 1);
    },
    get tasksProcessing() {
      return webui.queue().running === undefined ? 0 : 1;
    },
    get statusRequests() {
      return webui.stats.requests.internal_progress;
    },
    statusTimes: () => [],
  };
  return { webui, held };
}
