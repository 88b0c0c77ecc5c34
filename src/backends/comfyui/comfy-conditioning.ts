import { type ApiWorkflow, linked } from './comfy-workflow-graph.js';

/**
 * The core nodes a sampler's conditioning may pass through on its way from its text encoder, by
 * the input that takes it: `FluxGuidance` (Flux.1's guidance, `comfy_extras/nodes_flux.py`).
 */
const PASSED_THROUGH: Readonly<Record<string, string>> = { FluxGuidance: 'conditioning' };

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

/** Whether conditioning linked as `value` is zeroed: it carries no text ({@link ZEROED}). */
export function zeroedConditioning(graph: ApiWorkflow, value: unknown): boolean {
  const source = conditioningSource(graph, value);
  return source !== undefined && ZEROED.includes(graph[source]?.class_type ?? '');
}
