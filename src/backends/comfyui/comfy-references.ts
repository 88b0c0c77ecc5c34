import { REFERENCE_INPUTS } from './comfy-conditioning.js';
import {
  type ApiWorkflow,
  linked,
  nodeName,
  ofClass,
  WorkflowRefusedError,
} from './comfy-workflow-graph.js';

/** The title of a `LoadImage` a member's reference goes into: `reference 1`, `reference 2`… */
const REFERENCE_TITLE = /^reference\s*(\d+)$/i;

/** Whether node `id` of `graph` is titled as a reference's `LoadImage` (`reference 1`…). */
export const isReferenceNode = (graph: ApiWorkflow, id: string): boolean =>
  REFERENCE_TITLE.test(graph[id]?._meta?.title?.trim() ?? '');

/**
 * `graph` without the nodes `dropped` and what only they fed, as ComfyUI runs a graph whose
 * optional inputs are left out: an input that takes an image onto conditioning
 * (`REFERENCE_INPUTS`: `ReferenceLatent`'s `latent`, the Qwen edit encoders' `image1`–`image3`,
 * all optional in ComfyUI's own declarations) is taken off its node, which then passes its
 * conditioning on without it; any other node fed by a dropped one is dropped in turn (the
 * reference's `FluxKontextImageScale`, its `VAEEncode`). A copy; `graph` is left as it is.
 */
export function withoutNodes(graph: ApiWorkflow, dropped: readonly string[]): ApiWorkflow {
  const copy = structuredClone(graph);
  const gone = new Set(dropped);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, node] of Object.entries(copy)) {
      if (gone.has(id)) continue;
      for (const [input, value] of Object.entries(node.inputs)) {
        const from = linked(value);
        if (from === undefined || !gone.has(from)) continue;
        if (REFERENCE_INPUTS[node.class_type]?.includes(input)) delete node.inputs[input];
        else gone.add(id);
        changed = true;
      }
    }
  }
  for (const id of gone) delete copy[id];
  return copy;
}

/**
 * The `LoadImage` nodes a member's references go into, in their titles' order (`reference 1`,
 * `reference 2`…), checked so that leaving any of them out (a member with fewer references:
 * {@link withoutNodes}) keeps the sampler, its prompts and what the workflow saves.
 * @throws {WorkflowRefusedError} for a reference node that is no `LoadImage`, two of one number,
 *   or one the workflow cannot run without.
 */
export function findReferences(name: string, graph: ApiWorkflow, needed: readonly string[]) {
  const numbered = Object.keys(graph)
    .filter((id) => isReferenceNode(graph, id))
    .map((id) => ({
      id,
      number: Number(REFERENCE_TITLE.exec(graph[id]?._meta?.title?.trim() ?? '')?.[1]),
    }))
    .sort((a, b) => a.number - b.number);
  for (const [index, { id, number }] of numbered.entries()) {
    if (graph[id]?.class_type !== 'LoadImage') {
      throw new WorkflowRefusedError(
        name,
        `${nodeName(graph, id)} is titled "reference ${number}", but a reference goes into a LoadImage: retitle it, or make it one`,
      );
    }
    if (numbered[index - 1]?.number === number) {
      throw new WorkflowRefusedError(
        name,
        `has two nodes titled "reference ${number}": number the references 1, 2, 3…`,
      );
    }
  }
  const ids = numbered.map(({ id }) => id);
  if (ids.length === 0) return ids;
  const left = withoutNodes(graph, ids);
  const lost = [...needed, ...ofClass(graph, 'SaveImage')].find((id) => !left[id]);
  if (lost !== undefined) {
    throw new WorkflowRefusedError(
      name,
      `cannot run without its references, since they feed ${nodeName(graph, lost)}: wire each "reference N" LoadImage only into a ReferenceLatent's latent (through its VAEEncode) or a TextEncodeQwenImageEditPlus's image2 or image3`,
    );
  }
  return ids;
}

/**
 * `graph` (a filled copy of `workflow`'s) with the uploads `names` in its first reference nodes
 * and its other reference nodes taken out ({@link withoutNodes}).
 */
export function placeReferences(
  graph: ApiWorkflow,
  references: readonly string[],
  names: readonly string[],
): ApiWorkflow {
  for (const [index, name] of names.entries()) {
    const node = graph[references[index] as string];
    if (node) node.inputs.image = name;
  }
  const unused = references.slice(names.length);
  return unused.length === 0 ? graph : withoutNodes(graph, unused);
}
