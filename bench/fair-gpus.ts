import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ComfyEmulator, startComfyEmulator } from '../sandbox/comfyui/index.js';
import type { GpuRun } from '../sandbox/emulator-kit/gpu-stats.js';
import type { ServiceTimePreset } from '../sandbox/emulator-kit/service-time-presets.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../sandbox/sd-webui/index.js';
import {
  digestOf,
  PressedImages,
  promptClue,
  type RunClue,
  RunClues,
  uploadedFile,
} from './fair-run-matching.js';
import { FAIR_WORKFLOWS, type FairWorkflow } from './fair-scenario.js';
import { writeBenchWorkflows } from './fair-workflows.js';

/** The self-hosted backends the bench plays on. */
export type FairBackend = 'comfyui' | 'sd-webui';

/** One emulated GPU server of the pool, as the bench drives and reads it. */
export interface BenchGpu {
  readonly url: string;
  /** The jobs it took, oldest first (its emulator's `stats.gpu.runs`, kept across kills). */
  runs(): readonly GpuRun[];
  /**
   * The request a job it took was for, once known: read from its prompt (`fair <index>:`), a
   * follow-up's from its input image (`fair-run-matching.ts`).
   */
  requestOf(runId: string): number | undefined;
  /** Notes what it ran so far (before a kill forgets it). */
  note(): void;
  /** Submissions it refused, or ran on another model, for lacking the job's model. */
  lackingModel(): number;
  /** Checkpoints it loaded (its emulator's `stats.gpu.switches`, kept across kills). */
  switches(): number;
  kill(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A pool of emulated GPUs and how the bot is pointed at them. */
export interface BenchPool {
  readonly backend: FairBackend;
  readonly gpus: readonly BenchGpu[];
  /** The images members pressed a follow-up on: the world notes each as it presses. */
  readonly pressed: PressedImages;
  /** The `/imagine` option a member types for each workflow (none: the default). */
  optionsFor(workflow: FairWorkflow): Record<string, string>;
  /** The bot's variables for the backend at these servers (`slots` jobs at once on each). */
  botEnv(urls: readonly string[], slots: number): Record<string, string>;
  close(): Promise<void>;
}

/** What every pool is built from. */
export interface PoolOptions {
  readonly gpus: number;
  /** The GPUs' service times (`scenarioGpu`). */
  readonly preset: ServiceTimePreset;
  readonly timeScale: number;
  readonly seed: number;
}

/**
 * ComfyUI servers, each its own emulator (its port, GPU and seed): all have the base checkpoint,
 * the first alone the special one, all the upscale models and Wan 2.2's files (the emulator's
 * defaults). The bench's workflows (`writeBenchWorkflows`) in a folder of their own.
 */
export async function startComfyPool(options: PoolOptions): Promise<BenchPool> {
  const workflowsDir = await mkdtemp(join(tmpdir(), 'fair-workflows-'));
  await writeBenchWorkflows(workflowsDir);
  const pressed = new PressedImages();
  const gpus = await Promise.all(
    Array.from({ length: options.gpus }, async (_, server) => {
      const checkpoints = server === 0 ? Object.values(FAIR_WORKFLOWS) : [FAIR_WORKFLOWS.base];
      const comfy = await startComfyEmulator({
        timeScale: options.timeScale,
        seed: options.seed * 100 + server,
        serviceTime: options.preset,
        checkpoints,
        previews: false,
      });
      return comfyGpu(comfy, pressed);
    }),
  );
  return {
    backend: 'comfyui',
    gpus,
    pressed,
    optionsFor: (workflow) => ({ workflow }),
    botEnv: (urls, slots) => ({
      BACKENDS: 'comfyui',
      COMFYUI_URL: urls.join(','),
      COMFYUI_SLOTS: String(slots),
      COMFYUI_WORKFLOWS_DIR: workflowsDir,
    }),
    async close() {
      await Promise.all(gpus.map((gpu) => gpu.close()));
      await rm(workflowsDir, { recursive: true, force: true });
    },
  };
}

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** What a ComfyUI prompt shows of its request: its input image (uploaded), else its prompt. */
function comfyClue(comfy: ComfyEmulator, graph: Graph | undefined): RunClue | undefined {
  const nodes = Object.values(graph ?? {});
  const loaded = nodes.find((node) => node.class_type === 'LoadImage')?.inputs.image;
  if (typeof loaded !== 'string') return promptClue(graph?.['6']?.inputs.text);
  const { type, subfolder, filename } = uploadedFile(loaded);
  const bytes = comfy.file(type, subfolder, filename);
  return bytes ? { input: digestOf(bytes) } : undefined;
}

function comfyGpu(comfy: ComfyEmulator, pressed: PressedImages): BenchGpu {
  const clues = new RunClues(pressed);
  const note = () => {
    for (const run of comfy.stats.gpu.runs) {
      if (run.outcome !== 'ended' || clues.has(run.id)) continue;
      clues.note(run.id, comfyClue(comfy, comfy.history(run.id)?.prompt[2] as Graph | undefined));
    }
  };
  return {
    url: comfy.url,
    runs: () => comfy.stats.gpu.runs,
    requestOf: (id) => clues.requestOf(id),
    note,
    lackingModel: () => comfy.stats.rejected,
    switches: () => comfy.stats.gpu.switches,
    kill: async () => {
      note();
      await comfy.kill();
    },
    restart: () => comfy.restart(),
    close: () => comfy.close(),
  };
}

/** The WebUI's checkpoints by the bench's workflow: the base one loaded at start. */
const WEBUI_CHECKPOINTS = {
  base: { name: 'v1-5-pruned-emaonly', hash: '6ce0161689' },
  special: { name: 'dreamshaper_8', hash: '879db523c3' },
} as const;

/**
 * Stable Diffusion WebUI servers, each its own emulator: all have the base checkpoint (loaded at
 * start), the first alone the special one, which a member asks for with `model:`.
 */
export async function startWebuiPool(options: PoolOptions): Promise<BenchPool> {
  const pressed = new PressedImages();
  const gpus = await Promise.all(
    Array.from({ length: options.gpus }, async (_, server) => {
      const checkpoints =
        server === 0 ? Object.values(WEBUI_CHECKPOINTS) : [WEBUI_CHECKPOINTS.base];
      const webui = await startSdWebuiEmulator({
        timeScale: options.timeScale,
        seed: options.seed * 100 + server,
        serviceTime: options.preset,
        checkpoints,
        previewEvery: 0,
      });
      return webuiGpu(
        webui,
        checkpoints.map(({ name }) => name),
        pressed,
      );
    }),
  );
  return {
    backend: 'sd-webui',
    gpus,
    pressed,
    optionsFor: (workflow): Record<string, string> =>
      workflow === 'base' ? {} : { model: WEBUI_CHECKPOINTS[workflow].name },
    botEnv: (urls, slots) => ({
      BACKENDS: 'sd-webui',
      SD_WEBUI_URL: urls.join(','),
      SD_WEBUI_SLOTS: String(slots),
    }),
    close: async () => void (await Promise.all(gpus.map((gpu) => gpu.close()))),
  };
}

/** The name the WebUI emulator gives every upscale's run (`extra-single-image` has no task id). */
const EXTRAS = 'extras';

/**
 * One WebUI server. Its upscales' runs all bear the name `extras`: the bench numbers them
 * (`extras 1`, `extras 2`…) and gives the nth the nth upscale's input image (the WebUI runs its
 * calls one at a time, in the order received).
 */
function webuiGpu(
  webui: SdWebuiEmulator,
  models: readonly string[],
  pressed: PressedImages,
): BenchGpu {
  const clues = new RunClues(pressed);
  let lacking = 0;
  let extras = 0;
  webui.onReceived((call) => {
    if (call.taskId !== undefined) clues.note(call.taskId, promptClue(call.body.prompt));
    if (call.route === 'extra-single-image' && call.source) {
      extras += 1;
      clues.note(`${EXTRAS} ${extras}`, { input: call.source.digest });
    }
    const asked = (call.body.override_settings as { sd_model_checkpoint?: unknown } | undefined)
      ?.sd_model_checkpoint;
    if (typeof asked === 'string' && !models.some((model) => asked.startsWith(model))) lacking++;
  });
  return {
    url: webui.url,
    runs: () => {
      let nth = 0;
      return webui.stats.gpu.runs.map((run) =>
        run.id === EXTRAS ? { ...run, id: `${EXTRAS} ${++nth}` } : run,
      );
    },
    requestOf: (id) => clues.requestOf(id),
    note: () => undefined,
    lackingModel: () => lacking,
    switches: () => webui.stats.gpu.switches,
    kill: () => webui.kill(),
    restart: () => webui.restart(),
    close: () => webui.close(),
  };
}

/** The pool of `backend`. */
export function startPool(backend: FairBackend, options: PoolOptions): Promise<BenchPool> {
  return backend === 'comfyui' ? startComfyPool(options) : startWebuiPool(options);
}
