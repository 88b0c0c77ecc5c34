import { ServiceTime } from '../emulator-kit/service-time.js';
import { recordViolation } from '../emulator-kit/spec-violation.js';
import { Prng } from '../prng.js';
import { NO_COMFY_FAULTS } from './comfyui-faults.js';
import type { ResolvedComfyOptions } from './comfyui-options.js';
import { COMFY_STATS, type ComfyStats, type SpecViolation } from './comfyui-stats.js';
import { EDIT_MODEL_CLASSES } from './engine/edit-model-classes.js';
import { Executor } from './engine/executor.js';
import { familyNodeClasses } from './engine/family-node-classes.js';
import { loraNodeClasses } from './engine/lora-nodes.js';
import { maskNodeClasses } from './engine/mask-node-classes.js';
import { modelLoaderClasses } from './engine/model-loader-classes.js';
import { nodeClasses } from './engine/node-classes.js';
import { type NodeClass, withCustomNodes } from './engine/node-declaration.js';
import { OutputFiles } from './engine/output-files.js';
import { PromptQueue } from './engine/prompt-queue.js';
import { annotatedPath, UploadedFiles } from './engine/uploaded-files.js';
import { VideoEncoder } from './engine/video-encoder.js';
import { videoNodeClasses } from './engine/video-node-classes.js';
import { FaultInjector } from './fault-injector.js';
import { SocketHub } from './socket-hub.js';
import { type ComfySpecValidator, sharedComfySpecValidator } from './spec/spec-validator.js';

/** The state every route works on; one per emulator instance. */
export interface EmulatorContext {
  readonly options: ResolvedComfyOptions;
  readonly classes: Readonly<Record<string, NodeClass>>;
  readonly queue: PromptQueue;
  readonly files: OutputFiles;
  /** What writes the videos (ffmpeg in a child process). */
  readonly videos: VideoEncoder;
  /** What `POST /upload/image` wrote (`input/` above all). */
  readonly uploads: UploadedFiles;
  /** The files of `models/loras`, sorted as `get_filename_list` lists them (the operator adds more). */
  readonly loras: string[];
  readonly executor: Executor;
  /** The emulated GPU: what is loaded, how long work takes, what it did (`stats.gpu`). */
  readonly gpu: ServiceTime;
  readonly sockets: SocketHub;
  readonly faults: FaultInjector;
  readonly spec: ComfySpecValidator;
  readonly stats: ComfyStats;
  readonly prng: Prng;
  readonly now: () => number;
  /** Records a spec violation (and logs it). */
  readonly violation: (v: Omit<SpecViolation, 'at'>) => void;
  /** `self.number`: the next queue number `POST /prompt` hands out. */
  number: number;
}

/** Builds the state of one emulator from its resolved options. */
export function createEmulatorContext(options: ResolvedComfyOptions): EmulatorContext {
  const stats = COMFY_STATS.create();
  const prng = new Prng(options.seed);
  const spec = sharedComfySpecValidator();
  const queue = new PromptQueue(options.maxHistory);
  const violation: EmulatorContext['violation'] = (v) =>
    recordViolation(stats.violations, v, options.now(), options.log);
  let executor: Executor | undefined;
  const sockets = new SocketHub({
    stats,
    prng,
    check: (type, data) => spec.wsProblems(type, data),
    violation: (type, problems) =>
      violation({ side: 'answer', route: 'ws', method: 'WS', path: type, status: 0, problems }),
    remaining: () => queue.remaining,
    executingFor: (sid) =>
      executor?.running?.clientId === sid ? executor.running.current : undefined,
  });
  const faults = new FaultInjector(
    new Prng(options.seed ^ 0x5eed),
    NO_COMFY_FAULTS,
    'routes',
    stats.faults,
  );
  const files = new OutputFiles();
  const uploads = new UploadedFiles();
  const gpu = new ServiceTime(options.serviceTime, options.timeScale, stats.gpu);
  const videos = new VideoEncoder(options.ffmpeg);
  // PreviewImage's alphabet, as nodes.py spells it (no w, two u).
  const letters = 'abcdefghijklmnopqrstupvxyz';
  executor = new Executor({
    queue,
    files,
    uploads,
    upscaleModels: options.upscaleModels,
    runsAs: (name) => options.customNodes[name]?.runsAs ?? name,
    declared: (name) => classes[name],
    messenger: sockets,
    faults,
    stats,
    gpu,
    stepMs: options.stepMs * options.timeScale,
    nodeMs: options.nodeMs * options.timeScale,
    previewSize: options.previews ? options.previewSize : 0,
    tempSuffix: () =>
      Array.from({ length: 5 }, () => letters[prng.int(0, letters.length - 1)]).join(''),
    videos,
    videoGrain: options.videoGrain,
  });
  const loras = [...options.loras].sort();
  const sources = {
    checkpoints: options.checkpoints,
    upscaleModels: Object.keys(options.upscaleModels),
    inputImages: () => uploads.inputImages(),
    exists: (name: string) => {
      const at = annotatedPath(name);
      return (
        uploads.get(at.type, at.subfolder, at.filename) !== undefined ||
        files.has(at.type, at.subfolder, at.filename)
      );
    },
  };
  const core: Record<string, NodeClass> = {
    ...nodeClasses(sources),
    ...maskNodeClasses(sources),
    ...loraNodeClasses(() => loras),
    ...modelLoaderClasses(() => options.modelFiles),
    ...familyNodeClasses(() => options.modelFiles),
    ...EDIT_MODEL_CLASSES,
    ...videoNodeClasses(options.saveVideo),
  };
  for (const name of options.withoutNodes) delete core[name];
  const classes = withCustomNodes(core, options.customNodes);
  return {
    options,
    classes,
    queue,
    files,
    videos,
    uploads,
    loras,
    executor,
    gpu,
    sockets,
    faults,
    spec,
    stats,
    prng,
    now: options.now,
    violation,
    number: 0,
  };
}
