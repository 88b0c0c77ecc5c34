import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ComfyEmulator, startComfyEmulator } from '../sandbox/comfyui/index.js';
import type { GpuRun } from '../sandbox/emulator-kit/gpu-stats.js';
import type { ServiceTimePreset } from '../sandbox/emulator-kit/service-time-presets.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../sandbox/sd-webui/index.js';
import { FAIR_WORKFLOWS, type FairWorkflow } from './fair-scenario.js';

/** The self-hosted backends the bench plays on. */
export type FairBackend = 'comfyui' | 'sd-webui';

/** One emulated GPU server of the pool, as the bench drives and reads it. */
export interface BenchGpu {
  readonly url: string;
  /** The jobs it took, oldest first (its emulator's `stats.gpu.runs`, kept across kills). */
  runs(): readonly GpuRun[];
  /** The request a job it took was for, read from its prompt (`fair <index>:`), once known. */
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

/** The request index a bench prompt carries (`fair 12: …`). */
export function requestInPrompt(text: unknown): number | undefined {
  const match = typeof text === 'string' ? /\bfair (\d+):/.exec(text) : null;
  return match ? Number(match[1]) : undefined;
}

/** The bench's text-to-image workflow on `checkpoint` (API format, the shipped sd15 without its LoRA). */
function benchWorkflow(checkpoint: string) {
  return {
    '3': {
      class_type: 'KSampler',
      inputs: {
        ...{ seed: 0, steps: 20, cfg: 7, sampler_name: 'euler', scheduler: 'normal', denoise: 1 },
        ...{ model: ['4', 0], positive: ['6', 0], negative: ['7', 0], latent_image: ['5', 0] },
      },
      _meta: { title: 'sampler' },
    },
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
    '5': {
      class_type: 'EmptyLatentImage',
      inputs: { width: 512, height: 512, batch_size: 1 },
      _meta: { title: 'latent' },
    },
    '6': {
      class_type: 'CLIPTextEncode',
      inputs: { text: '', clip: ['4', 1] },
      _meta: { title: 'positive' },
    },
    '7': {
      class_type: 'CLIPTextEncode',
      inputs: { text: 'blurry, low quality', clip: ['4', 1] },
      _meta: { title: 'negative' },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'fair', images: ['8', 0] } },
  };
}

/** Each job's request, noted from its prompt as it is read. */
class RequestIndex {
  readonly #requests = new Map<string, number>();
  get(id: string): number | undefined {
    return this.#requests.get(id);
  }
  set(id: string, request: number | undefined): void {
    if (request !== undefined) this.#requests.set(id, request);
  }
}

/**
 * ComfyUI servers, each its own emulator (its port, GPU and seed): all have the base checkpoint,
 * the first alone the special one. The workflows `base` and `special` in a folder of their own.
 */
export async function startComfyPool(options: PoolOptions): Promise<BenchPool> {
  const workflowsDir = await mkdtemp(join(tmpdir(), 'fair-workflows-'));
  for (const [name, checkpoint] of Object.entries(FAIR_WORKFLOWS)) {
    await writeFile(join(workflowsDir, `${name}.json`), JSON.stringify(benchWorkflow(checkpoint)));
  }
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
      return comfyGpu(comfy);
    }),
  );
  return {
    backend: 'comfyui',
    gpus,
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

function comfyGpu(comfy: ComfyEmulator): BenchGpu {
  const requests = new RequestIndex();
  const note = () => {
    for (const run of comfy.stats.gpu.runs) {
      if (run.outcome !== 'ended' || requests.get(run.id) !== undefined) continue;
      const graph = comfy.history(run.id)?.prompt[2] as
        | Record<string, { inputs: Record<string, unknown> }>
        | undefined;
      requests.set(run.id, requestInPrompt(graph?.['6']?.inputs.text));
    }
  };
  return {
    url: comfy.url,
    runs: () => comfy.stats.gpu.runs,
    requestOf: (id) => requests.get(id),
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
      );
    }),
  );
  return {
    backend: 'sd-webui',
    gpus,
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

function webuiGpu(webui: SdWebuiEmulator, models: readonly string[]): BenchGpu {
  const requests = new RequestIndex();
  let lacking = 0;
  webui.onReceived((call) => {
    if (call.taskId !== undefined) requests.set(call.taskId, requestInPrompt(call.body.prompt));
    const asked = (call.body.override_settings as { sd_model_checkpoint?: unknown } | undefined)
      ?.sd_model_checkpoint;
    if (typeof asked === 'string' && !models.some((model) => asked.startsWith(model))) lacking++;
  });
  return {
    url: webui.url,
    runs: () => webui.stats.gpu.runs,
    requestOf: (id) => requests.get(id),
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
