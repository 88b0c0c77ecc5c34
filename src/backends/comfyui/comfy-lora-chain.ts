import { text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/backend-errors.js';
import { checkLoras } from '../../image-backend/lora-check.js';
import type { LoraUse } from '../../image-backend/loras.js';
import {
  type ApiWorkflow,
  linked,
  nodeName,
  titled,
  WorkflowRefusedError,
} from './comfy-workflow-graph.js';

/** The core loaders whose `lora_name` lists the server's `models/loras` [ComfyUI nodes.py]. */
export const LORA_LOADERS = ['LoraLoader', 'LoraLoaderModelOnly'] as const;

/** The title of the loaders a member's LoRAs go into. */
export const LORA_TITLE = 'lora';

const isLoader = (classType: string | undefined) =>
  LORA_LOADERS.some((loader) => loader === classType);

/**
 * A workflow's loaders titled `lora`, in the order its model passes them (the first fed from the
 * checkpoint, each next from the one before); none when it has no such node.
 * @throws {WorkflowRefusedError} when one is not a `LoraLoader` or `LoraLoaderModelOnly`, or they
 * are not one chain.
 */
export function findLoraChain(name: string, graph: ApiWorkflow): string[] {
  const ids = titled(graph, LORA_TITLE);
  if (ids.length === 0) return [];
  const wrong = ids.find((id) => !isLoader(graph[id]?.class_type));
  if (wrong !== undefined) {
    throw new WorkflowRefusedError(
      name,
      `${nodeName(graph, wrong)} is titled "${LORA_TITLE}" but is not a LoraLoader or ` +
        'LoraLoaderModelOnly: use one of those, or give it another title',
    );
  }
  const modelOf = (id: string) => linked(graph[id]?.inputs.model);
  const firsts = ids.filter((id) => !ids.includes(modelOf(id) ?? ''));
  const chain = firsts.length === 1 ? [firsts[0] as string] : [];
  for (let next = chain[0]; next !== undefined; ) {
    const last: string = next;
    next = ids.find((id) => modelOf(id) === last);
    if (next !== undefined) chain.push(next);
  }
  if (chain.length !== ids.length) {
    throw new WorkflowRefusedError(
      name,
      `its nodes titled "${LORA_TITLE}" (${ids.join(', ')}) are not one chain: wire each one's ` +
        'model input to the MODEL output of the one before',
    );
  }
  return chain;
}

/** Every input of `graph` linked to output `slot` of node `from`, re-linked by `to`. */
function relink(graph: ApiWorkflow, from: string, to: (slot: number) => unknown): void {
  for (const node of Object.values(graph)) {
    for (const [input, value] of Object.entries(node.inputs)) {
      if (linked(value) === from) node.inputs[input] = to((value as [string, number])[1]);
    }
  }
}

/** Takes loader `id` out, what it fed fed by what fed it (its `model` and `clip`). */
function bypass(graph: ApiWorkflow, id: string): void {
  const loader = graph[id];
  if (!loader) return;
  delete graph[id];
  relink(graph, id, (slot) => (slot === 0 ? loader.inputs.model : loader.inputs.clip));
}

/** A loader like `after` chained right after it, under a new id; its id. */
function chainAfter(graph: ApiWorkflow, after: string): string {
  const numbers = Object.keys(graph).map(Number).filter(Number.isInteger);
  const id = String(Math.max(0, ...numbers) + 1);
  const copy = structuredClone(graph[after]) as ApiWorkflow[string];
  relink(graph, after, (slot) => [id, slot]);
  copy.inputs.model = [after, 0];
  if ('clip' in copy.inputs) copy.inputs.clip = [after, 1];
  graph[id] = copy;
  return id;
}

/**
 * Writes `loras` into `graph`'s LoRA `chain` (a copy the caller owns), in order: each loader takes
 * one, its `lora_name` and both strengths the LoRA's weight (a `LoraLoaderModelOnly` its model's);
 * more LoRAs than loaders chain copies of the last; a loader left without one is taken out, so a
 * workflow runs as if it had none whatever file it names.
 */
export function chainLoras(
  graph: ApiWorkflow,
  chain: readonly string[],
  loras: readonly LoraUse[],
): void {
  const ids = [...chain];
  while (ids.length > 0 && ids.length < loras.length) ids.push(chainAfter(graph, ids.at(-1) ?? ''));
  ids.forEach((id, index) => {
    const lora = loras[index];
    const inputs = graph[id]?.inputs;
    if (!inputs) return;
    if (!lora) {
      bypass(graph, id);
      return;
    }
    inputs.lora_name = lora.name;
    inputs.strength_model = lora.weight;
    if ('strength_clip' in inputs) inputs.strength_clip = lora.weight;
  });
}

/**
 * The loaders `workflow` writes `loras` into, the bot's limits checked.
 * @throws {InvalidParameterError} when it is given LoRAs and has no loader titled `lora`.
 */
export function lorasFor(
  workflow: { readonly name: string; readonly loras: readonly string[] },
  loras: readonly LoraUse[] | undefined,
): readonly string[] {
  checkLoras(loras);
  if (loras?.length && workflow.loras.length === 0) {
    const problem = text('loras.notInWorkflow', { workflow: workflow.name });
    throw new InvalidParameterError(text('parameter.refused', { problem }), { parameter: 'lora' });
  }
  return workflow.loras;
}
