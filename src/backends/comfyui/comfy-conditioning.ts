import { type ApiWorkflow, linked } from './comfy-workflow-graph.js';

/**
 * The core nodes a sampler's conditioning may pass through on its way from its text encoder, by
 * the input that takes it: `FluxGuidance` (Flux.1's guidance, `comfy_extras/nodes_flux.py`) and
 * `ReferenceLatent` (an edit model's reference, `nodes_edit_model.py`).
 */
const PASSED_THROUGH: Readonly<Record<string, string>> = {
  FluxGuidance: 'conditioning',
  ReferenceLatent: 'conditioning',
};

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
  let source = linked(value);
  for (let depth = 0; source !== undefined && depth < 100; depth += 1) {
    const input = PASSED_THROUGH[graph[source]?.class_type ?? ''];
    if (input === undefined) return source;
    source = linked(graph[source]?.inputs[input]);
  }
  return source;
}

/**
 * Whether conditioning linked as `value` carries an image ({@link REFERENCE_INPUTS}) on its way
 * from its text encoder: the sampler then follows its prompt as an instruction about that image.
 */
export function carriesReference(graph: ApiWorkflow, value: unknown): boolean {
  let source = linked(value);
  for (let depth = 0; source !== undefined && depth < 100; depth += 1) {
    const node = graph[source];
    const inputs = REFERENCE_INPUTS[node?.class_type ?? ''] ?? [];
    if (inputs.some((input) => linked(node?.inputs[input]) !== undefined)) return true;
    const passed = PASSED_THROUGH[node?.class_type ?? ''];
    if (passed === undefined) return false;
    source = linked(node?.inputs[passed]);
  }
  return false;
}

/** Whether conditioning linked as `value` is zeroed: it carries no text ({@link ZEROED}). */
export function zeroedConditioning(graph: ApiWorkflow, value: unknown): boolean {
  const source = conditioningSource(graph, value);
  return source !== undefined && ZEROED.includes(graph[source]?.class_type ?? '');
}
