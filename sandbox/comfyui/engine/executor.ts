import type { ServiceTime } from '../../emulator-kit/service-time.js';
import type { ComfyStats } from '../comfyui-stats.js';
import type { FaultInjector } from '../fault-injector.js';
import type { NodeClass } from './node-declaration.js';
import type { OutputFiles } from './output-files.js';
import type { PromptQueue } from './prompt-queue.js';
import type { Messenger } from './prompt-run.js';
import { PromptRun } from './prompt-run.js';
import { type CachedNode, planSteps } from './run-schedule.js';
import type { UploadedFiles } from './uploaded-files.js';
import type { VideoEncoder } from './video-encoder.js';
import { WorkflowPlan } from './workflow-plan.js';

/** What an {@link Executor} needs. */
export interface ExecutorOptions {
  readonly queue: PromptQueue;
  readonly files: OutputFiles;
  readonly uploads: UploadedFiles;
  /** Upscale model file → the factor it scales by. */
  readonly upscaleModels: Readonly<Record<string, number>>;
  /** The core class a node class behaves as (a custom node's fork; a core class itself). */
  readonly runsAs: (classType: string) => string;
  /** A node class's declaration (what a node's dynamic inputs are read with). */
  readonly declared: (classType: string) => NodeClass | undefined;
  readonly messenger: Messenger;
  readonly faults: FaultInjector;
  readonly stats: ComfyStats;
  /** The GPU's service time (what is loaded, what work takes) and what it did. */
  readonly gpu: ServiceTime;
  /** Scaled milliseconds of one sampling step and of any other node, without a service-time preset. */
  readonly stepMs: number;
  readonly nodeMs: number;
  /** Longest preview side; 0: no previews. */
  readonly previewSize: number;
  /** The random 5-letter suffix of a PreviewImage node's temp prefix. */
  readonly tempSuffix: () => string;
  /** What writes SaveVideo's and SaveWEBM's files. */
  readonly videos: VideoEncoder;
  /** Grain on a video's frames, 0 to 100 (`videoGrain`). */
  readonly videoGrain: number;
}

/**
 * ComfyUI's single prompt worker, simulated on the emulator's clock: `advance(now)` starts the
 * next queued prompt when none runs and plays every scheduled step up to `now` in order
 * (`execution_start` … `progress` … `executed` … `execution_success`, the history entry, the
 * queue status, `executing: null`), then the next prompt, at the time the last one ended.
 * Results are cached by input signature across prompts, as the classic cache does.
 */
export class Executor {
  #run: PromptRun | undefined;
  #time = Number.NEGATIVE_INFINITY;
  cache = new Map<string, CachedNode>();

  constructor(readonly o: ExecutorOptions) {}

  /** The running prompt, if any. */
  get running(): PromptRun | undefined {
    return this.#run;
  }

  /** Plays everything due by `now`. */
  advance(now: number): void {
    for (;;) {
      if (!this.#run && !this.#start()) break;
      const next = this.#run?.peek();
      if (!next) break;
      if (next.at > now) break;
      this.#time = Math.max(this.#time, next.at);
      this.#run?.step();
    }
    this.#time = Math.max(this.#time, now);
  }

  /** Clock time of the next scheduled step, or undefined when idle. */
  nextAt(): number | undefined {
    if (this.#run) return this.#run.peek()?.at;
    return this.o.queue.pending.length > 0 ? this.#time : undefined;
  }

  /** `POST /interrupt`: stops the running prompt (only if it is `promptId`, when given). */
  interrupt(promptId: string | undefined): boolean {
    const run = this.#run;
    if (!run || (promptId !== undefined && promptId !== run.id)) return false;
    const node = run.current ?? run.item[4][0] ?? '';
    run.stop();
    run.add(
      'execution_interrupted',
      {
        prompt_id: run.id,
        node_id: node,
        node_type: run.plan.classOf(node),
        executed: [...run.executed],
      },
      true,
    );
    this.finish(run, 'interrupted');
    return true;
  }

  /** Forgets the running prompt and the cache (a server killed or restarted at `at`). */
  reset(at: number): void {
    this.#run?.stop();
    this.#run = undefined;
    this.cache = new Map();
    this.o.gpu.forget(at);
  }

  /** Tells every client the queue changed (`queue_updated`). */
  queueUpdated(): void {
    this.noteQueue();
    this.o.messenger.json(
      'status',
      { status: { exec_info: { queue_remaining: this.o.queue.remaining } } },
      undefined,
    );
  }

  /** Ends `run` into history: outputs of its cached output nodes, status, `executing: null`. */
  finish(run: PromptRun, outcome: 'success' | 'error' | 'interrupted'): void {
    const outputs: Record<string, unknown> = {};
    const meta: Record<string, unknown> = {};
    for (const id of Object.keys(run.plan.prompt)) {
      const ui = this.cache.get(run.plan.signature(id))?.ui;
      if (!ui) continue;
      outputs[id] = ui;
      meta[id] = { node_id: id, display_node: id, parent_node: null, real_node_id: id };
    }
    const success = outcome === 'success';
    this.o.queue.done(outputs, meta, {
      status_str: success ? 'success' : 'error',
      completed: success,
      messages: run.messages,
    });
    this.o.stats.finished[outcome]++;
    this.o.gpu.end(this.#time);
    this.#run = undefined;
    this.queueUpdated();
    run.toClient('executing', { node: null, prompt_id: run.id });
  }

  #start(): boolean {
    const item = this.o.queue.take();
    if (!item) return false;
    const plan = new WorkflowPlan(item[2], this.o);
    const signatures = new Set(Object.keys(item[2]).map((id) => plan.signature(id)));
    for (const key of this.cache.keys()) if (!signatures.has(key)) this.cache.delete(key);
    const cached = Object.keys(item[2]).filter((id) => this.cache.has(plan.signature(id)));
    const run = new PromptRun(
      item,
      plan,
      this.o.faults.promptFate(),
      cached,
      this.o.messenger,
      () => this.#time,
    );
    this.#run = run;
    this.o.gpu.begin(this.#time, run.id);
    this.queueUpdated();
    run.steps.push(...planSteps(this, run, this.#time));
    return true;
  }

  /** Notes the queue's length on the GPU's stats, at the executor's time. */
  noteQueue(): void {
    if (!Number.isFinite(this.#time)) return;
    this.o.gpu.queued(this.#time, this.o.queue.pending.length, this.#run ? 1 : 0);
  }
}
