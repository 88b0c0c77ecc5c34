import { renderPreview } from '../../emulator-kit/picture.js';
import { pythonJsonDumps } from '../../emulator-kit/python-text.js';
import type { ServiceTime } from '../../emulator-kit/service-time.js';
import type { ComfyStats } from '../comfyui-stats.js';
import { type NodeFailure, nodeFailure, ownFailure } from './node-failure.js';
import { checkpointOf, nodeTiming } from './node-work.js';
import type { FileRef, OutputFiles, PngInfo } from './output-files.js';
import type { Messenger, PromptRun, Step } from './prompt-run.js';
import type { VideoEncoder } from './video-encoder.js';
import { saveVideo, VIDEO_OUTPUTS } from './video-output.js';

/** A node's cached result: the UI output of an output node (`{images}`), else nothing. */
export interface CachedNode {
  readonly ui?: Record<string, unknown>;
}

/** What a run's steps act on: the executor's cache, files, messenger and settings. */
export interface RunHost {
  readonly cache: Map<string, CachedNode>;
  readonly o: {
    readonly files: OutputFiles;
    readonly messenger: Messenger;
    readonly stats: ComfyStats;
    /** The GPU's service time: what is loaded, what a node's work takes. */
    readonly gpu: ServiceTime;
    readonly stepMs: number;
    readonly nodeMs: number;
    readonly previewSize: number;
    readonly tempSuffix: () => string;
    readonly videos: VideoEncoder;
    readonly videoGrain: number;
  };
  finish(run: PromptRun, outcome: 'success' | 'error' | 'interrupted'): void;
}

/**
 * SaveImage's (and PreviewImage's) `PngInfo` (nodes.py): `prompt`, the whole prompt as queued,
 * then each key of `extra_data.extra_pnginfo` (the UI sends its `workflow` there), JSON-dumped.
 */
function pngInfoOf(run: PromptRun): PngInfo {
  const extra = run.item[3].extra_pnginfo;
  const more =
    extra !== null && typeof extra === 'object' && !Array.isArray(extra)
      ? Object.entries(extra)
      : [];
  return [['prompt', run.item[2]] as const, ...more].map(([key, value]) => [
    key,
    pythonJsonDumps(value),
  ]);
}

/**
 * What a node hands to `executed` and history when it ends: SaveImage and PreviewImage files, a
 * SaveVideo's or SaveWEBM's video.
 */
function finishNode(ex: RunHost, run: PromptRun, id: string): void {
  const classType = run.plan.kindOf(id);
  let ui: Record<string, unknown> | undefined;
  if (classType === 'SaveImage' || classType === 'PreviewImage') {
    const images: FileRef[] =
      classType === 'SaveImage'
        ? ex.o.files.save(
            'output',
            String(run.plan.input(id, 'filename_prefix')),
            run.plan.imagesOf(id),
            pngInfoOf(run),
          )
        : ex.o.files.save(
            'temp',
            `ComfyUI_temp_${ex.o.tempSuffix()}`,
            run.plan.imagesOf(id),
            pngInfoOf(run),
          );
    ex.o.stats.imagesSaved += images.length;
    ui = { images };
  } else if (VIDEO_OUTPUTS.includes(classType)) {
    ui = saveVideo(ex.o, run.plan, id, pngInfoOf(run));
  }
  const checkpoint = checkpointOf(run.plan, id);
  if (checkpoint !== undefined) ex.o.gpu.load(checkpoint);
  run.executed.push(id);
  ex.cache.set(run.plan.signature(id), ui ? { ui } : {});
  if (ui) run.toClient('executed', { node: id, display_node: id, output: ui, prompt_id: run.id });
  run.progressState(id, 'finished');
}

/** The widget inputs of a node as `current_inputs` formats them (`{name: [value]}`). */
function currentInputs(run: PromptRun, id: string): Record<string, unknown[]> {
  const inputs = run.plan.prompt[id]?.inputs ?? {};
  return Object.fromEntries(
    Object.entries(inputs)
      .filter(([, v]) => !Array.isArray(v))
      .map(([k, v]) => [k, [v]]),
  );
}

function fail(ex: RunHost, run: PromptRun, id: string, failure: NodeFailure): void {
  run.stop();
  run.add('execution_error', {
    prompt_id: run.id,
    node_id: id,
    node_type: run.plan.classOf(id),
    executed: [...run.executed],
    exception_message: failure.exceptionMessage,
    exception_type: failure.exceptionType,
    traceback: [...failure.traceback],
    current_inputs: currentInputs(run, id),
    current_outputs: [...run.cachedAtStart],
  });
  ex.finish(run, 'error');
}

/**
 * A node's progress steps (a sampler's, with a preview each when previews are on; an upscale's
 * tiles, without): `progress` and `progress_state` at each.
 */
function progressSteps(
  ex: RunHost,
  run: PromptRun,
  id: string,
  start: number,
  stepMs: number,
): Step[] {
  const max = run.plan.stepsOf(id);
  const sampler = run.plan.kindOf(id) === 'KSampler';
  const source = { ...run.plan.pictureAt(id), index: 0 };
  return Array.from({ length: max }, (_, i) => ({
    at: start + (i + 1) * stepMs,
    run: () => {
      run.progressState(id, 'running', i + 1, max);
      run.toClientOrAll('progress', { value: i + 1, max, prompt_id: run.id, node: id });
      if (sampler && ex.o.previewSize > 0) {
        const meta = {
          node_id: id,
          prompt_id: run.id,
          display_node_id: id,
          parent_node_id: null,
          real_node_id: id,
        };
        ex.o.messenger.preview(
          () => renderPreview(source, i + 1, max, ex.o.previewSize),
          meta,
          run.clientId,
        );
      }
      if (run.fate.dropSocket && i + 1 === Math.ceil(max / 2) && run.clientId !== undefined) {
        ex.o.messenger.drop(run.clientId);
      }
    },
  }));
}

/**
 * The schedule of a prompt starting at `t0`: `execution_start` and `execution_cached` at once;
 * then each node to run, dependencies first (`executing`, its duration as `nodeTiming` gives it
 * — a sampler's steps each with `progress` and a preview, a loader's checkpoint switch — and its
 * end, where output nodes save and send `executed`, a loader's checkpoint is loaded);
 * a cached output node re-sends `executed` with its cached output; `execution_success` last. A
 * node error fault ends the run in its node, halfway through its duration.
 */
export function planSteps(ex: RunHost, run: PromptRun, t0: number): Step[] {
  const slow = run.fate.slow;
  const steps: Step[] = [
    {
      at: t0,
      run: () => {
        run.add('execution_start', { prompt_id: run.id });
        run.add('execution_cached', { nodes: [...run.cachedAtStart], prompt_id: run.id });
      },
    },
  ];
  const order = run.plan.order(run.item[4], (id) => ex.cache.has(run.plan.signature(id)));
  const toRun = order.filter((id) => !ex.cache.has(run.plan.signature(id)));
  const faulted =
    run.fate.failIn === undefined
      ? undefined
      : (toRun.find((id) => run.plan.classOf(id) === run.fate.failIn) ?? toRun.at(-1));
  const failureOf = (id: string): NodeFailure | undefined =>
    id === faulted
      ? nodeFailure(run.plan.classOf(id), run.plan.prompt[id]?.inputs ?? {})
      : ownFailure(run.plan, id);
  let t = t0;
  let loaded = ex.o.gpu.loaded;
  for (const id of order) {
    if (ex.cache.has(run.plan.signature(id))) {
      const ui = ex.cache.get(run.plan.signature(id))?.ui ?? null;
      steps.push({
        at: t,
        run: () => {
          run.toClient('executed', { node: id, display_node: id, output: ui, prompt_id: run.id });
          run.progressState(id, 'finished');
        },
      });
      continue;
    }
    steps.push({
      at: t,
      run: () => {
        run.current = id;
        run.progressState(id, 'running');
        run.toClient('executing', { node: id, display_node: id, prompt_id: run.id });
      },
    });
    const timing = nodeTiming(run.plan, id, ex.o, loaded);
    loaded = checkpointOf(run.plan, id) ?? loaded;
    const duration = (timing.setupMs + timing.steps * timing.stepMs) * slow;
    const samples =
      timing.steps > 0
        ? progressSteps(ex, run, id, t + timing.setupMs * slow, timing.stepMs * slow)
        : [];
    const failure = failureOf(id);
    if (failure) {
      const at = t + duration / 2;
      steps.push(...samples.filter((step) => step.at < at), {
        at,
        run: () => fail(ex, run, id, failure),
      });
      return steps;
    }
    steps.push(...samples);
    t += duration;
    steps.push({ at: t, run: () => finishNode(ex, run, id) });
  }
  steps.push({
    at: t,
    run: () => {
      run.add('execution_success', { prompt_id: run.id });
      ex.finish(run, 'success');
    },
  });
  return steps;
}
