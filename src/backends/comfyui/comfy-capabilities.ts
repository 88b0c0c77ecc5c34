import { type BackendCapabilities, NO_KEYS } from '../../image-backend/capabilities.js';
import type { ParameterName } from '../../image-backend/generation-parameters.js';
import type { ImagesInCapabilities, StrengthRange } from '../../image-backend/images-in.js';
import type { LoraCapabilities } from '../../image-backend/loras.js';
import type { ShapeSizes } from '../../image-backend/size-shapes.js';
import { COMFY_FAMILIES, type ComfyFamily, FAMILY_SIZES } from './comfy-family.js';
import type { RegisteredWorkflow, WorkflowInput } from './comfy-workflow.js';

/** An edit's strength (its sampler's `denoise`) where the workflow's own is 1 or 0. */
const EDIT_STRENGTH = 0.6;

/**
 * The largest input sent: 20 MiB (the server takes up to `--max-upload-size`, 100 MB by default,
 * and checks no bytes) and 4096 × 4096 pixels (ComfyUI holds an image as 32-bit floats: 200 MB).
 */
const MAX_INPUT = { bytes: 20 * 1024 * 1024, pixels: 4096 * 4096 } as const;

/**
 * The most pixels an upscale's result may have: 4096 × 4096 (the bot's bound: what it checks and
 * posts; `ImageUpscaleWithModel` works in tiles and sets none).
 */
const MAX_UPSCALED_PIXELS = 4096 * 4096;

/**
 * The edit workflow an edit runs on unless the request names another, among those whose nodes
 * the server has (`serves`: an older ComfyUI lacks the edit models'): the first that edits by an
 * instruction (an edit model), else the first; the first of all where it has none's.
 */
export function defaultEdit(
  workflows: readonly RegisteredWorkflow[],
  serves: (workflow: RegisteredWorkflow) => boolean = () => true,
): RegisteredWorkflow | undefined {
  const edits = workflows.filter(({ role }) => role === 'edit');
  const served = edits.filter(serves);
  return served.find(({ byWords }) => byWords) ?? served[0] ?? edits[0];
}

/**
 * The strength an edit workflow runs at, the sampler's `denoise` from 0 to 1 (the default: the
 * workflow's own, else {@link EDIT_STRENGTH}); undefined for an edit model's (it follows words).
 */
export function editStrength(workflow: RegisteredWorkflow): StrengthRange | undefined {
  if (workflow.byWords) return undefined;
  return { min: 0, max: 1, default: workflow.strength ?? EDIT_STRENGTH };
}

/**
 * What the operator's workflows take in (docs/backends.md): an edit (and Vary) where an edit
 * workflow is registered ({@link defaultEdit}): by words where it is an edit model's whose nodes
 * the server has (`serves`, read when asked), with as many references as the one of them with
 * most takes, else at a strength, the sampler's `denoise` from 0 to 1 (the default: that workflow's own, else 0.6); a mask (Vary (Region), Zoom out, Pan) where an inpaint workflow
 * is registered too and `runs('inpaint')` says the server has its nodes (read when asked); the upscale
 * factors of the upscale workflows, each into a result of at most {@link MAX_UPSCALED_PIXELS};
 * Animate where an animate workflow is registered and `runs('animate')` (its video nodes, PyAV's),
 * its video the first one's; no describe (core ComfyUI has no captioning node). Undefined when no
 * workflow takes an image.
 */
export function comfyImagesIn(
  workflows: readonly RegisteredWorkflow[],
  runs: (role: 'inpaint' | 'animate') => boolean = () => true,
  serves?: (workflow: RegisteredWorkflow) => boolean,
): ImagesInCapabilities | undefined {
  const edit = defaultEdit(workflows);
  const chosen = () => defaultEdit(workflows, serves);
  const inpaint = workflows.some((workflow) => workflow.role === 'inpaint');
  const factors = [
    ...new Set(
      workflows.flatMap(({ role, factor }) => (role === 'upscale' && factor ? [factor] : [])),
    ),
  ].sort((a, b) => a - b);
  const video = workflows.find(({ role }) => role === 'animate')?.video;
  if (!edit && factors.length === 0 && !video) return undefined;
  const imagesIn: ImagesInCapabilities = {
    ...(edit && {
      edit: {
        get byWords() {
          return chosen()?.byWords;
        },
        get strength() {
          const runs = chosen();
          return runs && editStrength(runs);
        },
        get references() {
          const served = workflows.filter((w) => w.byWords && (serves?.(w) ?? true));
          const most = Math.max(0, ...served.map(({ references = [] }) => references.length));
          return most > 0 ? most : undefined;
        },
        get mask() {
          return inpaint && runs('inpaint');
        },
      },
    }),
    ...(factors.length > 0 && {
      upscale: { factors, maxResultPixels: MAX_UPSCALED_PIXELS },
    }),
    maxInput: MAX_INPUT,
    types: ['image/png', 'image/jpeg', 'image/webp'],
    // Its upload and its mask's are each copied into a `Blob` (undici's FormData takes no stream).
    sentCopies: 1,
  };
  if (video) {
    const animate = () => (runs('animate') ? video : undefined);
    Object.defineProperty(imagesIn, 'animate', { get: animate, enumerable: true });
  }
  return imagesIn;
}

/**
 * The LoRAs `workflows` apply: the server's `models/loras` files, where a text-to-image workflow
 * has loaders titled `lora` (only those workflows take them; the default is the first); one made
 * for another family than the workflow's (`familyOf`: the file's own metadata) is refused.
 */
export function comfyLoras(
  workflows: readonly RegisteredWorkflow[],
  familyOf: (file: string) => Promise<ComfyFamily | undefined> = async () => undefined,
): LoraCapabilities | undefined {
  const generate = workflows.filter(({ role }) => role === 'generate');
  if (!generate.some(({ loras }) => loras.length > 0)) return undefined;
  const named = (name: string | undefined) =>
    name === undefined ? generate[0] : generate.find((w) => w.name === name);
  return {
    source: 'backend',
    listedLive: true,
    inWorkflow: (name) => (named(name)?.loras.length ?? 0) > 0,
    async baseClash({ name: file }, name) {
      const ran = named(name)?.family;
      const made = ran && (await familyOf(file));
      if (!ran || !made || made === ran) return undefined;
      return { lora: COMFY_FAMILIES[made], workflow: COMFY_FAMILIES[ran] };
    },
  };
}

/** The parameters a workflow takes only where it has the node their value is written into. */
const SLOT_OF: Readonly<Partial<Record<ParameterName, WorkflowInput>>> = {
  negativePrompt: 'negative',
};

/**
 * The parameters text-to-image workflow `name` has no place for (one whose sampler takes its
 * negative zeroed, as Flux.1's: no negative prompt); none for a workflow not among `workflows`.
 */
export function comfyLeaves(
  workflows: readonly RegisteredWorkflow[],
): (name: string) => readonly ParameterName[] {
  return (name) => {
    const workflow = workflows.find((each) => each.name === name && each.role === 'generate');
    if (!workflow) return [];
    const slots = Object.entries(SLOT_OF) as [ParameterName, WorkflowInput][];
    return slots.filter(([, slot]) => !workflow.slots[slot]).map(([parameter]) => parameter);
  };
}

/** The sizes of `/imagine size:`'s shapes on each text-to-image workflow of a family with its own. */
export function comfySizes(
  workflows: readonly RegisteredWorkflow[],
): (name: string) => ShapeSizes | undefined {
  return (name) => {
    const workflow = workflows.find((each) => each.name === name && each.role === 'generate');
    return workflow?.family && FAMILY_SIZES[workflow.family];
  };
}

/**
 * {@link COMFYUI_CAPABILITIES} with what `workflows` take in ({@link comfyImagesIn}), their LoRAs
 * the parameters each has no place for ({@link comfyLeaves}), its family's sizes
 * ({@link comfySizes}) and its family.
 */
export function comfyCapabilities(
  workflows: readonly RegisteredWorkflow[],
  runs?: (role: 'inpaint' | 'animate') => boolean,
  familyOf?: (file: string) => Promise<ComfyFamily | undefined>,
  serves?: (workflow: RegisteredWorkflow) => boolean,
): BackendCapabilities {
  const imagesIn = comfyImagesIn(workflows, runs, serves);
  const loras = comfyLoras(workflows, familyOf);
  return {
    ...COMFYUI_CAPABILITIES,
    ...(imagesIn && { imagesIn }),
    ...(loras && { loras }),
    workflowLeaves: comfyLeaves(workflows),
    workflowSizes: comfySizes(workflows),
    modelFamily: ({ workflow: name }) => {
      const generate = workflows.filter(({ role }) => role === 'generate');
      return (name === undefined ? generate[0] : generate.find((w) => w.name === name))?.family;
    },
  };
}

/**
 * What a ComfyUI server offers (docs/backends.md): no accounts, keys or balance (a proxy's token
 * is the operator's, from the configuration), tasks polled with a percentage and the latest latent
 * preview from its WebSocket (shown only when the server runs with `--preview-method`),
 * cancel (a queued prompt deleted, the running one interrupted), the operator's workflows, images
 * as bytes from `/view`; what it takes in comes from the workflows ({@link comfyCapabilities}).
 */
export const COMFYUI_CAPABILITIES: BackendCapabilities = {
  keys: NO_KEYS,
  balance: undefined,
  tasks: 'async',
  progress: 'percent',
  previews: true,
  cancel: true,
  parameters: {
    prompt: {},
    negativePrompt: {},
    width: { min: 64, max: 2048, step: 8 },
    height: { min: 64, max: 2048, step: 8 },
    steps: { min: 1, max: 150 },
    seed: {},
    workflow: {},
  },
  choices: { option: 'workflow', source: 'backend' },
  images: 'bytes',
  contentFlags: false,
  reportsCost: false,
};
