import type { Prng } from '../prng.js';
import { type HordeModel, isInpainting } from './horde-options.js';
import { paints } from './painting.js';
import type { HordeJob, WaitingPrompt } from './waiting-prompt.js';

/** One worker thread serving one model; `busy` holds the job it is on. */
export interface WorkerThread {
  readonly workerId: string;
  readonly workerName: string;
  readonly model: string;
  busy?: { wp: WaitingPrompt; job: HordeJob };
}

/** The emulated workers: one thread per `threads` of each model, each with a name and UUID. */
export class WorkerPool {
  readonly threads: readonly WorkerThread[];
  readonly #models: ReadonlyMap<string, HordeModel>;

  constructor(models: readonly HordeModel[], prng: Prng) {
    this.#models = new Map(models.map((model) => [model.name, model]));
    let count = 0;
    this.threads = models.flatMap((model) =>
      Array.from({ length: model.threads }, () => ({
        workerId: prng.uuid(),
        workerName: `emulated-worker-${++count}`,
        model: model.name,
      })),
    );
  }

  /** Every model the pool knows (served or not), in option order. */
  get models(): readonly HordeModel[] {
    return [...this.#models.values()];
  }

  model(name: string): HordeModel | undefined {
    return this.#models.get(name);
  }

  /**
   * Whether `thread` may serve `wp`: its models list names the thread's model (or is empty), and
   * (`ImageWorker.can_generate`) a painting request needs an inpainting model, while a worker with
   * only inpainting models takes nothing else.
   */
  serves(thread: WorkerThread, wp: WaitingPrompt): boolean {
    if (wp.models.length > 0 && !wp.models.includes(thread.model)) return false;
    return isInpainting(this.#models.get(thread.model)) === paints(wp.source?.processing);
  }

  /** How many threads could serve `wp`. */
  threadsFor(wp: WaitingPrompt): number {
    return this.threads.filter((thread) => this.serves(thread, wp)).length;
  }

  /** The kudos factor of the first model of `models` the pool knows (1 when none). */
  kudosFactor(models: readonly string[]): number {
    const known = models.map((name) => this.#models.get(name)).find((model) => model);
    return known?.kudosFactor ?? 1;
  }

  /** Threads on a job, with the end time of each. */
  busyThreads(): (WorkerThread & { busy: NonNullable<WorkerThread['busy']> })[] {
    return this.threads.filter((thread) => thread.busy) as (WorkerThread & {
      busy: NonNullable<WorkerThread['busy']>;
    })[];
  }
}
