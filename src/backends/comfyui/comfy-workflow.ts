import type { AnimateCapabilities } from '../../image-backend/animation.js';
import type { ParameterDefaults } from '../../image-backend/generation-parameters.js';
import { animateNodes, animatesFrom } from './comfy-animate-role.js';
import {
  carriesReference,
  conditioningSource,
  EMPTY_LATENTS,
  PROMPT_INPUTS,
  zeroedConditioning,
} from './comfy-conditioning.js';
import { type ComfyFamily, familyOf } from './comfy-family.js';
import { findLoraChain } from './comfy-lora-chain.js';
import { findReferences, isReferenceNode } from './comfy-references.js';
import {
  type ApiWorkflow,
  apiWorkflowSchema,
  formatProblem,
  linked,
  nodeName,
  ofClass,
  titled,
  WorkflowRefusedError,
} from './comfy-workflow-graph.js';
import {
  checkEditLatent,
  findInputImage,
  roleOf,
  upscaleFactor,
  type WorkflowRole,
} from './comfy-workflow-roles.js';

export type { ApiWorkflow } from './comfy-workflow-graph.js';
export { apiWorkflowSchema, WorkflowRefusedError } from './comfy-workflow-graph.js';
export type { WorkflowRole } from './comfy-workflow-roles.js';

/** The inputs the bot fills in a workflow, by what they mean (each role fills some). */
export const WORKFLOW_INPUTS = [
  'positive',
  'negative',
  'seed',
  'steps',
  'width',
  'height',
  'batch',
  'image',
  'strength',
] as const;

export type WorkflowInput = (typeof WORKFLOW_INPUTS)[number];

/** Where an input is written: a node and the name of one of its inputs. */
export interface InputSlot {
  readonly node: string;
  readonly input: string;
}

/** A workflow the operator registered: its role and where its inputs go. */
export interface RegisteredWorkflow {
  readonly name: string;
  readonly graph: ApiWorkflow;
  readonly role: WorkflowRole;
  readonly slots: Readonly<Partial<Record<WorkflowInput, InputSlot>>>;
  /**
   * The loaders titled `lora` a member's LoRAs go into, in the order the model passes them
   * (`comfy-lora-chain.ts`); empty: this workflow applies none.
   */
  readonly loras: readonly string[];
  /** An upscale's factor (×2, ×4); undefined for the other roles. */
  readonly factor?: number;
  /** The model family it runs, read from its nodes (`familyOf`); undefined where they do not tell. */
  readonly family?: ComfyFamily;
  /**
   * An edit's own strength (its sampler's `denoise`, under 1; an inpaint's up to 1), the default
   * when a member or the action gives none.
   */
  readonly strength?: number;
  /**
   * An edit that follows its prompt as an instruction about the image (Flux Kontext's
   * `ReferenceLatent`, Qwen-Image-Edit's encoders: `carriesReference`), at its own `denoise`; no
   * strength is written into it. Absent: image to image at a strength.
   */
  readonly byWords?: true;
  /**
   * An edit by words' `LoadImage` nodes titled `reference 1`, `reference 2`… in order, which take a
   * member's references (`SubmitInput.references`; those left unused are taken out of the graph,
   * `withoutNodes`). Empty: it takes none.
   */
  readonly references?: readonly string[];
  /** An animation's video as the workflow makes it (its frames, frame rate, container). */
  readonly video?: AnimateCapabilities;
  /** An animation's node writing the video (`SaveVideo`, `SaveWEBM`): its encoder's settings. */
  readonly videoOutput?: string;
}

/**
 * The sampler whose inputs are filled: the one node titled `sampler`, else the one KSampler.
 * @throws {WorkflowRefusedError} when there is none, or several and none titled.
 */
function findSampler(name: string, graph: ApiWorkflow): string {
  const named = titled(graph, 'sampler');
  if (named.length === 1 && named[0]) return named[0];
  const samplers = ofClass(graph, 'KSampler');
  if (samplers.length === 1 && samplers[0]) return samplers[0];
  const fix = 'title the node whose seed and steps the bot fills "sampler"';
  throw new WorkflowRefusedError(
    name,
    samplers.length === 0
      ? `has no KSampler node (the bot writes the seed and steps there): add one, or ${fix}`
      : `has ${samplers.length} KSampler nodes (${samplers.join(', ')}): ${fix}`,
  );
}

/**
 * The node holding a prompt (`positive` or `negative`): the one titled so, else the text encoder
 * (`PROMPT_INPUTS`) wired to the sampler's input of that name (through a `FluxGuidance`, a
 * `ReferenceLatent`). None for a
 * negative the sampler takes zeroed (`conditioningSource`): that workflow takes no negative prompt.
 */
function findPrompt(
  name: string,
  graph: ApiWorkflow,
  sampler: string,
  key: 'positive' | 'negative',
): string | undefined {
  const named = titled(graph, key);
  if (named.length === 1 && named[0]) return named[0];
  const wired = graph[sampler]?.inputs[key];
  const source = conditioningSource(graph, wired);
  if (source && PROMPT_INPUTS[graph[source]?.class_type ?? '']) return source;
  if (key === 'negative' && zeroedConditioning(graph, wired)) return undefined;
  throw new WorkflowRefusedError(
    name,
    `has no CLIPTextEncode wired to ${nodeName(graph, sampler)}'s ${key} input, nor a node ` +
      `titled "${key}": wire the ${key} prompt's CLIPTextEncode there, or title the node whose ` +
      `text input takes it "${key}"`,
  );
}

/**
 * The node holding the size and batch: the one titled `latent`, else the empty latent the sampler
 * uses (`EmptyLatentImage`, or Flux's and Qwen-Image's `EmptySD3LatentImage`), else the only one.
 */
function findLatent(name: string, graph: ApiWorkflow, sampler: string): string {
  const named = titled(graph, 'latent');
  if (named.length === 1 && named[0]) return named[0];
  const empty = (id: string | undefined) =>
    EMPTY_LATENTS.includes(graph[id ?? '']?.class_type ?? '');
  const source = linked(graph[sampler]?.inputs.latent_image);
  if (source && empty(source)) return source;
  const latents = Object.keys(graph).filter(empty);
  if (latents.length === 1 && latents[0]) return latents[0];
  throw new WorkflowRefusedError(
    name,
    `has no EmptyLatentImage wired to ${nodeName(graph, sampler)}'s latent_image input (the ` +
      'bot writes the width, height and batch_size there): add one, or title the node that ' +
      'holds them "latent"',
  );
}

/** Each input's name on its node, and the node that holds it in a plain workflow. */
const HOLDERS: Record<WorkflowInput, { input: string; holder: string }> = {
  positive: { input: 'text', holder: 'CLIPTextEncode titled "positive"' },
  negative: { input: 'text', holder: 'CLIPTextEncode titled "negative"' },
  seed: { input: 'seed', holder: 'KSampler titled "sampler"' },
  steps: { input: 'steps', holder: 'KSampler titled "sampler"' },
  width: { input: 'width', holder: 'EmptyLatentImage titled "latent"' },
  height: { input: 'height', holder: 'EmptyLatentImage titled "latent"' },
  batch: { input: 'batch_size', holder: 'EmptyLatentImage titled "latent"' },
  image: { input: 'image', holder: 'LoadImage titled "input image"' },
  strength: { input: 'denoise', holder: 'KSampler titled "sampler"' },
};

/** An edit's `ImageScale` the bot writes the size into: the one titled `size`, else the only one. */
function findSize(graph: ApiWorkflow): string | undefined {
  const named = titled(graph, 'size');
  if (named.length === 1) return named[0];
  const scalers = ofClass(graph, 'ImageScale');
  return scalers.length === 1 ? scalers[0] : undefined;
}

/** Whether `sampler`'s prompt is an instruction about the image its conditioning carries. */
const byWords = (graph: ApiWorkflow, sampler: string) =>
  carriesReference(graph, graph[sampler]?.inputs.positive);

/** The node holding each input the workflow's role needs (and an edit's size, when it has one). */
function nodesOf(
  name: string,
  graph: ApiWorkflow,
  role: WorkflowRole,
  image: string | undefined,
): Partial<Record<WorkflowInput, string>> {
  if (role === 'upscale') return { image };
  const sampler = findSampler(name, graph);
  const prompts = {
    positive: findPrompt(name, graph, sampler, 'positive'),
    negative: findPrompt(name, graph, sampler, 'negative'),
    seed: sampler,
    steps: sampler,
  };
  if (role === 'generate') {
    const latent = findLatent(name, graph, sampler);
    return { ...prompts, width: latent, height: latent, batch: latent };
  }
  if (role === 'animate') {
    const { imageToVideo } = animateNodes(name, graph, image as string);
    return { ...prompts, image, width: imageToVideo, height: imageToVideo };
  }
  checkEditLatent(name, graph, sampler);
  if (role === 'inpaint') return { ...prompts, image, strength: sampler };
  if (byWords(graph, sampler)) return { ...prompts, image };
  const size = findSize(graph);
  return { ...prompts, image, strength: sampler, ...(size && { width: size, height: size }) };
}

/**
 * Registers a workflow: its role by its nodes (a `LoadImage`, titled `input image` when there
 * are several, into a sampler: an edit, an inpaint when a node takes its `MASK` too; into an
 * upscale model without a sampler: an upscale; into an image-to-video node: an animation, its
 * video's size on that node; none: text to image), then each input its role fills, by node title (`positive`, `negative`,
 * `sampler`, `latent`, `input image`, `size`, compared case-insensitively), else by class (the one
 * KSampler's `seed`, `steps` and `denoise`, the CLIPTextEncode nodes wired to its `positive` and
 * `negative`, the EmptyLatentImage wired to its `latent_image`, the one ImageScale of an edit);
 * the loaders titled `lora`, chained, take a member's LoRAs.
 * @throws {WorkflowRefusedError} saying what is wrong (the format, the node missing, the input a
 * node lacks, an upscale's factor) and what to do.
 */
export function registerWorkflow(name: string, json: unknown): RegisteredWorkflow {
  const problem = formatProblem(json);
  if (problem) throw new WorkflowRefusedError(name, problem);
  const graph = apiWorkflowSchema.parse(json);
  const image = findInputImage(name, graph);
  const role: WorkflowRole =
    image === undefined
      ? 'generate'
      : animatesFrom(graph, image)
        ? 'animate'
        : roleOf(name, graph, image);
  const nodes = nodesOf(name, graph, role, image);
  const slots: Partial<Record<WorkflowInput, InputSlot>> = {};
  for (const key of WORKFLOW_INPUTS) {
    const node = nodes[key];
    if (node === undefined) continue;
    const held = graph[node];
    const prompt =
      (key === 'positive' || key === 'negative') && PROMPT_INPUTS[held?.class_type ?? ''];
    const input = prompt || HOLDERS[key].input;
    if (!(input in (held?.inputs ?? {}))) {
      throw new WorkflowRefusedError(
        name,
        `${nodeName(graph, node)} has no ${input} input, where the bot writes the ${key}: ` +
          `use a ${HOLDERS[key].holder} instead`,
      );
    }
    slots[key] = { node, input };
  }
  if (role === 'upscale') {
    return { name, graph, role, slots, loras: [], factor: upscaleFactor(name, graph) };
  }
  const family = familyOf(graph);
  const base = {
    name,
    graph,
    role,
    slots,
    loras: findLoraChain(name, graph),
    ...(family && { family }),
  };
  if (role === 'animate') {
    const { video, output } = animateNodes(name, graph, image as string);
    return { ...base, loras: [], video, videoOutput: output };
  }
  const own = Number(slots.strength && graph[slots.strength.node]?.inputs.denoise);
  if (role === 'edit' && byWords(graph, findSampler(name, graph))) {
    const needed = Object.values(slots).map(({ node }) => node);
    return { ...base, byWords: true, references: findReferences(name, graph, needed) };
  }
  const stray = Object.keys(graph).find((id) => isReferenceNode(graph, id));
  if (stray !== undefined) {
    throw new WorkflowRefusedError(
      name,
      `has ${nodeName(graph, stray)} titled as a reference, but only an edit by words (a ReferenceLatent, a TextEncodeQwenImageEditPlus) takes references: retitle it or take it out`,
    );
  }
  if (role === 'edit') return { ...base, ...(own > 0 && own < 1 && { strength: own }) };
  if (role === 'inpaint') return { ...base, ...(own > 0 && own <= 1 && { strength: own }) };
  return base;
}

/** `workflow`'s own width, height and steps (those of its inputs it has, as numbers above 0). */
export function ownSizeAndSteps(workflow: RegisteredWorkflow): ParameterDefaults {
  const own: Partial<Record<'width' | 'height' | 'steps', number>> = {};
  for (const input of ['width', 'height', 'steps'] as const) {
    const slot = workflow.slots[input];
    const value = slot && workflow.graph[slot.node]?.inputs[slot.input];
    if (typeof value === 'number' && value > 0) own[input] = value;
  }
  return own;
}

/** The values written into a workflow's inputs; one left out keeps the workflow's own. */
export type WorkflowValues = Readonly<Partial<Record<WorkflowInput, string | number>>>;

/** A copy of `workflow`'s graph with `values` written into the inputs it has. */
export function fillWorkflow(workflow: RegisteredWorkflow, values: WorkflowValues): ApiWorkflow {
  const graph = structuredClone(workflow.graph);
  for (const key of WORKFLOW_INPUTS) {
    const slot = workflow.slots[key];
    const value = values[key];
    const target = slot && graph[slot.node];
    if (slot && target && value !== undefined) target.inputs[slot.input] = value;
  }
  return graph;
}
