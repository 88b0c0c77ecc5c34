import { familyOfFile, type ModelFamily } from '../../emulator-kit/model-families.js';
import type { GpuWork, ServiceTime } from '../../emulator-kit/service-time.js';
import type { WorkKind } from '../../emulator-kit/service-time-presets.js';
import { isLink } from './plan-picture.js';
import type { Workflow } from './prompt-validation.js';
import type { WorkflowPlan } from './workflow-plan.js';

const withFamily = (family: ModelFamily | undefined) => (family ? { family } : {});

/** The node classes (as they run) upstream of `link`, each once. */
function classesUpstream(plan: WorkflowPlan, link: unknown): Set<string> {
  const seen = new Set<string>();
  const classes = new Set<string>();
  const visit = (value: unknown) => {
    if (!isLink(value) || seen.has(value[0]) || !plan.prompt[value[0]]) return;
    seen.add(value[0]);
    classes.add(plan.kindOf(value[0]));
    for (const input of Object.values((plan.prompt[value[0]] as Workflow[string]).inputs))
      visit(input);
  };
  visit(link);
  return classes;
}

/**
 * What a sampler makes, read from what feeds its latent: a video's frames, a canvas padded for
 * outpainting, a latent carrying a mask (inpaint), an encoded image (an edit), or an empty latent.
 */
function samplerKind(plan: WorkflowPlan, id: string): WorkKind {
  if (plan.pictureOf(plan.input(id, 'latent_image')).clipFrames) return 'video';
  const upstream = classesUpstream(plan, plan.input(id, 'latent_image'));
  if (upstream.has('ImagePadForOutpaint')) return 'outpaint';
  const inpaints = ['VAEEncodeForInpaint', 'SetLatentNoiseMask', 'InpaintModelConditioning'];
  if (inpaints.some((kind) => upstream.has(kind))) return 'inpaint';
  if (upstream.has('VAEEncode')) return 'image-to-image';
  return 'text-to-image';
}

/**
 * The model file a sampler's `model` comes from: the first loader upstream of it (through LoRAs,
 * sampling patches and the like).
 */
function modelFileOf(
  plan: WorkflowPlan,
  link: unknown,
  seen = new Set<string>(),
): string | undefined {
  if (!isLink(link) || seen.has(link[0]) || !plan.prompt[link[0]]) return undefined;
  seen.add(link[0]);
  const file = checkpointOf(plan, link[0]);
  if (file !== undefined) return file;
  const { inputs } = plan.prompt[link[0]] as Workflow[string];
  for (const value of Object.values(inputs)) {
    const found = modelFileOf(plan, value, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The GPU work node `id` does, as the service-time model prices it: a `KSampler`'s steps over
 * its latent's megapixels (`steps` however `denoise` cuts the schedule, as ComfyUI samples
 * them; a video latent's are every frame's) with the family of the model file it samples with, an
 * `ImageUpscaleWithModel`'s input megapixels; undefined for any other node.
 */
export function nodeWork(plan: WorkflowPlan, id: string): GpuWork | undefined {
  const megapixels = (link: unknown) => {
    const { width, height, batch } = plan.pictureOf(link);
    return (width * height * batch) / 1e6;
  };
  switch (plan.kindOf(id)) {
    case 'KSampler':
      return {
        kind: samplerKind(plan, id),
        steps: plan.stepsOf(id),
        megapixels: megapixels(plan.input(id, 'latent_image')),
        ...withFamily(familyOfFile(modelFileOf(plan, plan.input(id, 'model')))),
      };
    case 'ImageUpscaleWithModel':
      return { kind: 'upscale', steps: 1, megapixels: megapixels(plan.input(id, 'image')) };
    default:
      return undefined;
  }
}

/**
 * The model node `id` loads (a `CheckpointLoaderSimple`'s `ckpt_name`, a `UNETLoader`'s
 * `unet_name`), if it is such a loader.
 */
export function checkpointOf(plan: WorkflowPlan, id: string): string | undefined {
  const kind = plan.kindOf(id);
  if (kind === 'CheckpointLoaderSimple') return String(plan.input(id, 'ckpt_name'));
  return kind === 'UNETLoader' ? String(plan.input(id, 'unet_name')) : undefined;
}

/** How long a node runs on the emulator's clock: `setupMs`, then `steps` progress steps of `stepMs`. */
export interface NodeTiming {
  readonly setupMs: number;
  readonly steps: number;
  readonly stepMs: number;
}

/**
 * How long node `id` runs, `loaded` being the checkpoint loaded when it starts. Without a
 * service-time preset: a node with progress steps `stepMs` a step, any other `nodeMs`. With one:
 * a checkpoint loader the switch (nothing when its checkpoint is the one loaded), a sampler or
 * an upscale its kind's base then its work spread over its progress steps, any other node no time.
 */
export function nodeTiming(
  plan: WorkflowPlan,
  id: string,
  o: { readonly gpu: ServiceTime; readonly stepMs: number; readonly nodeMs: number },
  loaded: string | undefined,
): NodeTiming {
  const steps = plan.stepsOf(id);
  if (!o.gpu.preset) {
    return steps > 0
      ? { setupMs: 0, steps, stepMs: o.stepMs }
      : { setupMs: o.nodeMs, steps: 0, stepMs: 0 };
  }
  const checkpoint = checkpointOf(plan, id);
  if (checkpoint !== undefined)
    return { setupMs: o.gpu.switchMs(checkpoint, loaded), steps: 0, stepMs: 0 };
  const work = nodeWork(plan, id);
  const timing = work && o.gpu.timing(work);
  if (!timing) return { setupMs: 0, steps: 0, stepMs: 0 };
  if (steps === 0) return { setupMs: timing.setupMs + timing.workMs, steps: 0, stepMs: 0 };
  return { setupMs: timing.setupMs, steps, stepMs: timing.workMs / steps };
}
