import { ServiceUnavailableError } from '../../image-backend/backend-errors.js';
import {
  ALONE,
  type BackendProbe,
  hostOf,
  PROBE_TIMEOUT_MS,
  type ProbeProblem,
  requestProblem,
  shownUrl,
} from '../../image-backend/backend-probe.js';
import type { ComfyHttpSettings } from './comfy-http.js';
import { type ComfyNodeInfo, inputSpecOf } from './comfy-node-info.js';
import type { RegisteredWorkflow } from './comfy-workflow.js';

/**
 * The loaders whose files a workflow names (by input: Flux.1's `DualCLIPLoader` names two text
 * encoders), and the server's folder the files go in.
 */
export const MODEL_INPUTS: Readonly<
  Record<string, { inputs: readonly string[]; folder: string; what: string }>
> = {
  CheckpointLoaderSimple: {
    inputs: ['ckpt_name'],
    folder: 'models/checkpoints',
    what: 'checkpoint',
  },
  UpscaleModelLoader: {
    inputs: ['model_name'],
    folder: 'models/upscale_models',
    what: 'upscale model',
  },
  UNETLoader: { inputs: ['unet_name'], folder: 'models/diffusion_models', what: 'diffusion model' },
  CLIPLoader: { inputs: ['clip_name'], folder: 'models/text_encoders', what: 'text encoder' },
  DualCLIPLoader: {
    inputs: ['clip_name1', 'clip_name2'],
    folder: 'models/text_encoders',
    what: 'text encoder',
  },
  VAELoader: { inputs: ['vae_name'], folder: 'models/vae', what: 'VAE' },
};

/**
 * The files a workflow's node names that its server does not list among its loader's choices
 * (`infos`, by class): none for a node that loads no file, or a class the server did not describe.
 */
export function filesMissing(
  node: { readonly class_type: string; readonly inputs: Readonly<Record<string, unknown>> },
  infos: ReadonlyMap<string, unknown>,
): string[] {
  const model = MODEL_INPUTS[node.class_type];
  if (!model) return [];
  return model.inputs.flatMap((input) => {
    const file = node.inputs[input];
    const choices = choicesOf(infos.get(node.class_type), input);
    return typeof file === 'string' && choices && !choices.includes(file) ? [file] : [];
  });
}

/** The video classes ComfyUI has only with PyAV (`av`), which their absence then names. */
const PYAV_CLASSES = new Set(['CreateVideo', 'SaveVideo', 'SaveWEBM']);

/**
 * Core nodes of today's families that an older ComfyUI lacks (`comfy_extras/`: Flux.1, SD3's
 * latent, Qwen-Image, the edit models', Flux.1 Fill's inpainting): a server without them is
 * updated, not given a custom node.
 */
const RECENT_CORE_CLASSES = new Set([
  'DualCLIPLoader',
  'EmptySD3LatentImage',
  'FluxGuidance',
  'ModelSamplingAuraFlow',
  'FluxKontextImageScale',
  'ReferenceLatent',
  'TextEncodeQwenImageEdit',
  'TextEncodeQwenImageEditPlus',
  'CFGNorm',
  'InpaintModelConditioning',
  'DifferentialDiffusion',
]);

/** The files a loader's input offers in `/object_info`: a V1 combo's list, a V3 combo's options. */
export function choicesOf(info: unknown, input: string): readonly unknown[] | undefined {
  const spec = inputSpecOf(info, input);
  if (!spec) return undefined;
  if (Array.isArray(spec[0])) return spec[0];
  const options = (spec[1] as { options?: unknown } | undefined)?.options;
  return Array.isArray(options) ? options : undefined;
}

/**
 * A line for each model file a workflow's loaders name that the server does not list (a
 * checkpoint not in `models/checkpoints`, an upscale model not in `models/upscale_models`, an
 * animation's diffusion model, text encoder or VAE).
 */
function missingModels(
  host: string,
  workflows: readonly RegisteredWorkflow[],
  infos: ReadonlyMap<string, unknown>,
): ProbeProblem[] {
  return workflows.flatMap(({ name, graph }) =>
    Object.values(graph).flatMap((node): ProbeProblem[] => {
      const model = MODEL_INPUTS[node.class_type];
      if (!model) return [];
      return filesMissing(node, infos).map((file) => ({
        line:
          `ComfyUI at ${host} has no ${model.what} ${file} (not in its /object_info for ` +
          `${node.class_type}), which workflow ${name} needs: ${ALONE.lacks}; put ` +
          `it in ${model.folder} on the server, or take ${name}.json out of COMFYUI_WORKFLOWS_DIR`,
        setting: 'COMFYUI_WORKFLOWS_DIR',
      }));
    }),
  );
}

/**
 * Asks the server once for each node class the workflows use (`/object_info/{class}`, as its
 * front end reads node definitions; never what was kept from before, so a pool's server found down
 * is asked itself): one line if it cannot be reached, else one per workflow
 * naming the classes it lacks (a custom node not installed there), and one per model file a
 * loader names that the server does not list (a checkpoint, an upscale model).
 */
export async function probeComfy(
  http: ComfyHttpSettings,
  workflows: readonly RegisteredWorkflow[],
  nodes: ComfyNodeInfo,
): Promise<BackendProbe> {
  const host = hostOf(http.baseUrl);
  let infos: ReadonlyMap<string, unknown>;
  try {
    infos = await nodes.read(Math.min(http.timeoutMs, PROBE_TIMEOUT_MS), { fresh: true });
  } catch (error) {
    return { url: shownUrl(http.baseUrl), problems: [unreachable(error, host)] };
  }
  const missing = new Set(nodes.classes.filter((name) => !infos.has(name)));
  const problems = workflows.flatMap(({ name, graph }): ProbeProblem[] => {
    const lacks = [...new Set(Object.values(graph).map((node) => node.class_type))].filter(
      (classType) => missing.has(classType),
    );
    if (lacks.length === 0) return [];
    const nodes = lacks.join(', ');
    const fix = lacks.every((classType) => PYAV_CLASSES.has(classType))
      ? "install PyAV in ComfyUI's Python (pip install av, in its requirements.txt)"
      : lacks.every((classType) => RECENT_CORE_CLASSES.has(classType))
        ? 'update ComfyUI on the server (these are core nodes of its newer versions)'
        : 'install that custom node on the server';
    return [
      {
        line:
          `ComfyUI at ${host} has no node ${nodes} (not in its /object_info), which workflow ` +
          `${name} needs: ${ALONE.lacks}; ${fix}, or take ${name}.json out ` +
          'of COMFYUI_WORKFLOWS_DIR',
        setting: 'COMFYUI_WORKFLOWS_DIR',
      },
    ];
  });
  return {
    url: shownUrl(http.baseUrl),
    problems: [...problems, ...missingModels(host, workflows, infos)],
  };
}

/** Why the server could not be asked: a proxy refusing the token, or {@link requestProblem}'s. */
function unreachable(error: unknown, host: string): ProbeProblem {
  if (error instanceof ServiceUnavailableError && (error.status === 401 || error.status === 403)) {
    return {
      line:
        `ComfyUI at ${host} answered ${error.status}: what is in front of it refuses the bot's ` +
        'token; check COMFYUI_TOKEN and COMFYUI_TOKEN_HEADER',
      setting: 'COMFYUI_TOKEN',
    };
  }
  const subject = {
    name: 'ComfyUI',
    host,
    setting: 'COMFYUI_URL',
    urlIs: "the server's base URL, e.g. http://127.0.0.1:8188",
  };
  return (
    requestProblem(error, subject) ?? {
      line: `ComfyUI at ${host} answered an error (${(error as Error).message}): check COMFYUI_URL`,
      setting: 'COMFYUI_URL',
    }
  );
}
