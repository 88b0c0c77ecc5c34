import { type ApiWorkflow, linked } from './comfy-workflow-graph.js';

/**
 * The core nodes a sampler's conditioning may pass through on its way from its text encoder, by
 * the input that takes what each output gives: `FluxGuidance` (Flux.1's guidance,
 * `comfy_extras/nodes_flux.py`), `ReferenceLatent` (an edit model's reference,
 * `nodes_edit_model.py`) and `InpaintModelConditioning` (an inpainting model's, as Flux.1 Fill's,
 * `nodes.py`: its positive and negative).
 */
const PASSED_THROUGH: Readonly<Record<string, readonly string[]>> = {
  FluxGuidance: ['conditioning'],
  ReferenceLatent: ['conditioning'],
  InpaintModelConditioning: ['positive', 'negative'],
};

/** The input of node `id` that passes on the conditioning of its output `output`, if it passes any. */
function passedInput(graph: ApiWorkflow, value: unknown): unknown {
  const id = linked(value);
  const output = Array.isArray(value) ? Number(value[1]) : 0;
  const input =
    id === undefined ? undefined : PASSED_THROUGH[graph[id]?.class_type ?? '']?.[output];
  return input === undefined || id === undefined ? undefined : (graph[id]?.inputs[input] ?? null);
}

/**
 * The core text encoders, by the input their text goes in: `CLIPTextEncode`'s `text`, and the
 * Qwen-Image-Edit encoders' `prompt` (`comfy_extras/nodes_qwen.py`), which see the image too.
 */
export const PROMPT_INPUTS: Readonly<Record<string, string>> = {
  CLIPTextEncode: 'text',
  TextEncodeQwenImageEdit: 'prompt',
  TextEncodeQwenImageEditPlus: 'prompt',
};

/**
 * The inputs by which a node puts an image on the conditioning it makes or passes, so the sampler
 * follows an instruction about it (an edit model): `ReferenceLatent`'s `latent`, the Qwen-Image-Edit
 * encoders' images.
 */
export const REFERENCE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  ReferenceLatent: ['latent'],
  TextEncodeQwenImageEdit: ['image'],
  TextEncodeQwenImageEditPlus: ['image1', 'image2', 'image3'],
};

/**
 * The core nodes whose conditioning carries no text (`ConditioningZeroOut`, `nodes.py`): the
 * negative of a model run at cfg 1, as ComfyUI's Flux.1 templates wire it. A workflow whose
 * sampler's negative comes from one takes no negative prompt.
 */
const ZEROED: readonly string[] = ['ConditioningZeroOut'];

/** The empty latents a text-to-image sampler starts from: SD's 4-channel and SD3's 16-channel. */
export const EMPTY_LATENTS: readonly string[] = ['EmptyLatentImage', 'EmptySD3LatentImage'];

/**
 * Where conditioning linked as `value` comes from: the node that makes it, followed back through
 * the nodes that only pass it on ({@link PASSED_THROUGH}); undefined when it is no link.
 */
export function conditioningSource(graph: ApiWorkflow, value: unknown): string | undefined {
  let link = value;
  for (let depth = 0; linked(link) !== undefined && depth < 100; depth += 1) {
    const passed = passedInput(graph, link);
    if (passed === undefined) return linked(link);
    link = passed;
  }
  return linked(link);
}

/**
 * Whether conditioning linked as `value` carries an image ({@link REFERENCE_INPUTS}) on its way
 * from its text encoder: the sampler then follows its prompt as an instruction about that image.
 */
export function carriesReference(graph: ApiWorkflow, value: unknown): boolean {
  let link = value;
  for (let depth = 0; linked(link) !== undefined && depth < 100; depth += 1) {
    const node = graph[linked(link) as string];
    const inputs = REFERENCE_INPUTS[node?.class_type ?? ''] ?? [];
    if (inputs.some((input) => linked(node?.inputs[input]) !== undefined)) return true;
    const passed = passedInput(graph, link);
    if (passed === undefined) return false;
    link = passed;
  }
  return false;
}

/** Whether conditioning linked as `value` is zeroed: it carries no text ({@link ZEROED}). */
export function zeroedConditioning(graph: ApiWorkflow, value: unknown): boolean {
  const source = conditioningSource(graph, value);
  return source !== undefined && ZEROED.includes(graph[source]?.class_type ?? '');
}
