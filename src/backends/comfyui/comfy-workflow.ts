import { z } from 'zod';

/** One node of a workflow in ComfyUI's API format. */
const nodeSchema = z.looseObject({
  class_type: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()),
  _meta: z.looseObject({ title: z.string().optional() }).optional(),
});

/** A workflow in ComfyUI's API format: node id → node (the "Save (API)" export). */
export const apiWorkflowSchema = z.record(z.string(), nodeSchema);

export type ApiWorkflow = z.infer<typeof apiWorkflowSchema>;

/** The inputs the bot fills in every workflow, by what they mean. */
export const WORKFLOW_INPUTS = [
  'positive',
  'negative',
  'seed',
  'steps',
  'width',
  'height',
  'batch',
] as const;

export type WorkflowInput = (typeof WORKFLOW_INPUTS)[number];

/** Where an input is written: a node and the name of one of its inputs. */
export interface InputSlot {
  readonly node: string;
  readonly input: string;
}

/** A workflow the operator registered, its inputs found. */
export interface RegisteredWorkflow {
  readonly name: string;
  readonly graph: ApiWorkflow;
  readonly slots: Readonly<Record<WorkflowInput, InputSlot>>;
}

/**
 * The node holding each input, the input's name there, and the node title that names it
 * (`_meta.title`, compared case-insensitively) before the class is searched.
 */
const HOLDERS: Record<WorkflowInput, { title: string; input: string; describe: string }> = {
  positive: {
    title: 'positive',
    input: 'text',
    describe: 'CLIPTextEncode wired to KSampler.positive',
  },
  negative: {
    title: 'negative',
    input: 'text',
    describe: 'CLIPTextEncode wired to KSampler.negative',
  },
  seed: { title: 'sampler', input: 'seed', describe: 'KSampler' },
  steps: { title: 'sampler', input: 'steps', describe: 'KSampler' },
  width: { title: 'latent', input: 'width', describe: 'EmptyLatentImage' },
  height: { title: 'latent', input: 'height', describe: 'EmptyLatentImage' },
  batch: { title: 'latent', input: 'batch_size', describe: 'EmptyLatentImage' },
};

/** A workflow file that cannot be used, with the node it lacks. */
export class WorkflowRefusedError extends Error {
  constructor(
    readonly workflow: string,
    readonly lacks: string,
  ) {
    super(`workflow ${workflow} refused: it lacks ${lacks}`);
    this.name = 'WorkflowRefusedError';
  }
}

const titled = (graph: ApiWorkflow, title: string) =>
  Object.keys(graph).filter((id) => graph[id]?._meta?.title?.trim().toLowerCase() === title);

const ofClass = (graph: ApiWorkflow, classType: string) =>
  Object.keys(graph).filter((id) => graph[id]?.class_type === classType);

/** The node a link (`[nodeId, outputIndex]`) comes from, when `value` is one. */
function linked(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/** The one node of `classType`, or the one the sampler's `via` input links to when it is of that class. */
function byClass(
  graph: ApiWorkflow,
  sampler: string | undefined,
  via: string | undefined,
  classType: string,
): string | undefined {
  const source = sampler && via ? linked(graph[sampler]?.inputs[via]) : undefined;
  if (source && graph[source]?.class_type === classType) return source;
  if (via === 'positive' || via === 'negative') return undefined;
  const all = ofClass(graph, classType);
  return all.length === 1 ? all[0] : undefined;
}

/**
 * Finds each input of {@link WORKFLOW_INPUTS} in `graph`: by node title (`positive`, `negative`,
 * `sampler`, `latent`), else by class (the CLIPTextEncode nodes wired to the KSampler's `positive`
 * and `negative`, the KSampler's `seed` and `steps`, the EmptyLatentImage's `width`, `height` and
 * `batch_size`).
 * @throws {WorkflowRefusedError} naming the node an input lacks.
 */
export function registerWorkflow(name: string, json: unknown): RegisteredWorkflow {
  const parsed = apiWorkflowSchema.safeParse(json);
  if (!parsed.success || Object.keys(parsed.data).length === 0) {
    throw new WorkflowRefusedError(name, 'nodes in ComfyUI API format (Export (API))');
  }
  const graph = parsed.data;
  const samplers = titled(graph, 'sampler');
  const sampler =
    samplers.length === 1 ? samplers[0] : byClass(graph, undefined, undefined, 'KSampler');
  const slots = {} as Record<WorkflowInput, InputSlot>;
  for (const key of WORKFLOW_INPUTS) {
    const { title, input, describe } = HOLDERS[key];
    const named = titled(graph, title);
    let node = named.length === 1 ? named[0] : undefined;
    if (!node) {
      if (key === 'positive' || key === 'negative') {
        node = byClass(graph, sampler, key, 'CLIPTextEncode');
      } else if (key === 'seed' || key === 'steps') node = sampler;
      else node = byClass(graph, sampler, 'latent_image', 'EmptyLatentImage');
    }
    if (!node || !(input in (graph[node]?.inputs ?? {}))) {
      throw new WorkflowRefusedError(name, `the ${describe} node (its ${key} input)`);
    }
    slots[key] = { node, input };
  }
  return { name, graph, slots };
}

/** The values written into a workflow's inputs; one left out keeps the workflow's own. */
export type WorkflowValues = Readonly<Partial<Record<WorkflowInput, string | number>>>;

/** A copy of `workflow`'s graph with `values` written into its inputs. */
export function fillWorkflow(workflow: RegisteredWorkflow, values: WorkflowValues): ApiWorkflow {
  const graph = structuredClone(workflow.graph);
  for (const key of WORKFLOW_INPUTS) {
    const { node, input } = workflow.slots[key];
    const target = graph[node];
    const value = values[key];
    if (target && value !== undefined) target.inputs[input] = value;
  }
  return graph;
}
