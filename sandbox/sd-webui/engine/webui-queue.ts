import { type ImageSource, renderPreview } from '../../emulator-kit/picture.js';
import type { GpuWork, ServiceTime } from '../../emulator-kit/service-time.js';

/** What a job did: every sampling step, or stopped by `/interrupt` (still answered 200). */
export interface JobOutcome {
  readonly interrupted: boolean;
  /** Iterations begun (`n_iter` ones, each `batch_size` images); an interrupted one counts. */
  readonly iterations: number;
  /** `state.job_timestamp` when it began (`Processed.js()`'s `job_timestamp`). */
  readonly jobTimestamp: string;
}

/** How often a clock moved by hand is read again while a step is due on it, in real ms. */
const HAND_CLOCK_POLL_MS = 20;

/** One call holding the queue lock: a generation, an upscale or a caption. */
export interface Job {
  /** Its task id (`force_task_id` or `task(txt2img-…)`); none for extras and interrogate. */
  readonly taskId?: string;
  /**
   * Run without `progress.py`'s bookkeeping (not in `pending_tasks`, `current_task` or
   * `finished_tasks`), as SD.Next's API runs a generation: its `taskId` is `state.id` only.
   */
  readonly untracked?: boolean;
  /** `shared.state.job` while it runs (`scripts_txt2img`, `extras`, …). */
  readonly name: string;
  /** `n_iter`: `state.job_count`. */
  readonly iterations: number;
  /** Sampling steps of each iteration. */
  readonly steps: number;
  /** What its live previews are drawn from; none: it shows none. */
  readonly preview?: ImageSource;
  /** What it raises at its first step, if it fails (out of memory, a missing file). */
  readonly fails?: JobFailure;
  /** The checkpoint it runs on (loaded first when it is not the one loaded last). */
  readonly checkpoint?: string;
  /** What it asks of the GPU, as the service-time model prices it; none: `stepMs` a step. */
  readonly work?: GpuWork;
}

/** What `shared.state.dict()` reports [A1 modules/shared_state.py dict]. */
export interface StateDict {
  skipped: boolean;
  interrupted: boolean;
  stopping_generation: boolean;
  job: string;
  job_count: number;
  job_timestamp: string;
  job_no: number;
  sampling_step: number;
  sampling_steps: number;
}

/** Raised into a job's caller when it fails (CUDA out of memory, a missing file). */
export class JobFailure extends Error {
  constructor(
    readonly errorClass: string,
    message: string,
  ) {
    super(message);
  }
}

interface Waiting {
  readonly job: Job;
  readonly resolve: (outcome: JobOutcome) => void;
  readonly reject: (error: Error) => void;
}

const idleState = (): StateDict => ({
  skipped: false,
  interrupted: false,
  stopping_generation: false,
  job: '',
  job_count: 0,
  job_timestamp: '0',
  job_no: 0,
  sampling_step: 0,
  sampling_steps: 0,
});

/**
 * The WebUI's one-job-at-a-time machinery: `call_queue`'s FIFO lock, `progress.py`'s
 * `pending_tasks`, `current_task` and `finished_tasks` (the last 16), and `shared.state`
 * with its live preview. A job starts with its checkpoint's load when it is not the one loaded
 * last (the GPU's switch) and its kind's base, then steps: each lasts what the GPU's service
 * time gives its work, else `stepMs`; a preview is drawn every `previewEvery` steps.
 * `interrupt` and `skip` act on whatever runs, whoever sent it (they are global in the WebUI).
 * On a clock moved by hand (`handClock`), each step is due a step after the one before was, read
 * every {@link HAND_CLOCK_POLL_MS}: moving the clock past several steps plays them all, and a
 * clock that stands still holds the job at its step.
 */
export class WebuiQueue {
  /** `pending_tasks`: task id → when it was queued. */
  readonly pending = new Map<string, number>();
  /** `current_task`: set when a job starts, cleared only by `finish_task` (not on an error). */
  current: string | undefined;
  readonly finished: string[] = [];
  state: StateDict = idleState();
  timeStart = 0;
  /** `state.current_image` (PNG) and its serial `id_live_preview`. */
  currentImage: Buffer | undefined;
  idLivePreview = -1;
  readonly #waiting: Waiting[] = [];
  #running: Waiting | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** When the running job's next step is due, on the emulator's clock. */
  #dueAt = 0;
  /** How long each of the running job's steps lasts, on the emulator's clock. */
  #stepMs = 0;

  constructor(
    private readonly stepMs: () => number,
    private readonly previewEvery: number,
    private readonly now: () => number,
    private readonly handClock = false,
    /** The GPU: what is loaded, what a job's work takes, what it did. */
    private readonly gpu?: ServiceTime,
  ) {}

  /** `add_task_to_queue`, then waits for the lock in arrival order; resolves when the job ends. */
  run(job: Job): Promise<JobOutcome> {
    if (job.taskId !== undefined && !job.untracked) this.pending.set(job.taskId, this.now());
    return new Promise((resolve, reject) => {
      this.#waiting.push({ job, resolve, reject });
      this.#noteQueue();
      this.#next();
    });
  }

  /**
   * `/sdapi/v1/interrupt`: `state.interrupted` set whatever runs (idle too, until the next job
   * begins); the running job stops at its next step. The task it stopped.
   */
  interrupt(): string | undefined {
    this.state.interrupted = true;
    if (!this.#running) return undefined;
    return this.#running.job.taskId ?? this.#running.job.name;
  }

  /** `/sdapi/v1/skip`: the running iteration ends, the next one starts. */
  skip(): void {
    if (this.#running) this.state.skipped = true;
  }

  /** The running job, if any. */
  get running(): Job | undefined {
    return this.#running?.job;
  }

  /** Jobs waiting for the lock, in order. */
  get waiting(): readonly Job[] {
    return this.#waiting.map((w) => w.job);
  }

  /** Forgets everything, as a fresh process: waiting and running calls never answer. */
  reset(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#waiting.length = 0;
    this.#running = undefined;
    this.pending.clear();
    this.current = undefined;
    this.finished.length = 0;
    this.state = idleState();
    this.currentImage = undefined;
    this.idLivePreview = -1;
    this.gpu?.forget(this.now());
    this.#noteQueue();
  }

  #noteQueue(): void {
    this.gpu?.queued(this.now(), this.#waiting.length, this.#running ? 1 : 0);
  }

  /** Milliseconds before `job`'s first step and of each step; its checkpoint is loaded. */
  #timing(job: Job): { setupMs: number; stepMs: number } {
    const gpu = this.gpu;
    const switchMs = gpu && job.checkpoint !== undefined ? gpu.switchMs(job.checkpoint) : 0;
    if (job.checkpoint !== undefined) gpu?.load(job.checkpoint);
    const priced = job.work && gpu?.timing(job.work);
    if (!priced) return { setupMs: switchMs, stepMs: this.stepMs() };
    return { setupMs: switchMs + priced.setupMs, stepMs: priced.workMs / Math.max(1, job.steps) };
  }

  #next(): void {
    if (this.#running) return;
    const next = this.#waiting.shift();
    if (!next) return;
    this.#running = next;
    const { job } = next;
    const at = new Date(this.now());
    this.state = {
      ...idleState(),
      job: job.name,
      job_count: job.iterations,
      job_timestamp: at.toISOString().replace(/\D/g, '').slice(0, 14),
      sampling_steps: job.steps,
    };
    this.timeStart = this.now();
    const timing = this.#timing(job);
    this.#stepMs = timing.stepMs;
    this.#dueAt = this.timeStart + timing.setupMs + this.#stepMs;
    this.currentImage = undefined;
    if (job.taskId !== undefined && !job.untracked) {
      this.current = job.taskId;
      this.pending.delete(job.taskId);
    }
    this.gpu?.begin(this.timeStart, job.taskId ?? job.name);
    this.#noteQueue();
    this.#wait();
  }

  #schedule(): void {
    this.#dueAt = (this.handClock ? this.#dueAt : this.now()) + this.#stepMs;
    this.#wait();
  }

  /** Steps once the step is due: `stepMs` later on the real clock; a clock moved by hand is polled. */
  #wait(): void {
    const left = this.#dueAt - this.now();
    const wait = this.handClock ? Math.max(0, Math.min(left, HAND_CLOCK_POLL_MS)) : left;
    const due = () => !this.handClock || this.now() >= this.#dueAt;
    this.#timer = setTimeout(() => (due() ? this.#step() : this.#wait()), wait);
  }

  #step(): void {
    const running = this.#running;
    if (!running) return;
    const { job } = running;
    const state = this.state;
    if (state.interrupted) {
      this.#end({
        interrupted: true,
        iterations: state.job_no + 1,
        jobTimestamp: state.job_timestamp,
      });
      return;
    }
    state.sampling_step += 1;
    if (job.fails) {
      this.#fail(job.fails);
      return;
    }
    const every = this.previewEvery;
    if (job.preview && every > 0 && state.sampling_step % every === 0) {
      this.currentImage = renderPreview(job.preview, state.sampling_step, job.steps, 256, 'png');
      this.idLivePreview += 1;
    }
    if (state.skipped || state.sampling_step >= job.steps) {
      state.job_no += 1;
      if (state.job_no >= job.iterations) {
        this.#end({
          interrupted: false,
          iterations: job.iterations,
          jobTimestamp: state.job_timestamp,
        });
        return;
      }
      state.skipped = false;
      state.sampling_step = 0;
    }
    this.#schedule();
  }

  /** `finish_task` (a success, an interruption included), `state.end()`, the lock released. */
  #end(outcome: JobOutcome): void {
    const running = this.#release();
    const id = running?.job.untracked ? undefined : running?.job.taskId;
    if (id !== undefined) {
      if (this.current === id) this.current = undefined;
      this.finished.push(id);
      if (this.finished.length > 16) this.finished.shift();
    }
    running?.resolve(outcome);
    this.#next();
  }

  /** An exception: `finish_task` is never called, so `current_task` keeps its id. */
  #fail(error: Error): void {
    this.#release()?.reject(error);
    this.#next();
  }

  /**
   * `state.end()`: only `job` and `job_count` are reset; `interrupted`, `skipped`, the steps and
   * `job_timestamp` keep the ended job's until the next `state.begin()` [A1 modules/shared_state.py].
   */
  #release(): Waiting | undefined {
    const running = this.#running;
    this.#running = undefined;
    this.gpu?.end(this.handClock ? this.#dueAt : this.now());
    this.#noteQueue();
    this.state = { ...this.state, job: '', job_count: 0 };
    this.currentImage = undefined;
    return running;
  }
}
