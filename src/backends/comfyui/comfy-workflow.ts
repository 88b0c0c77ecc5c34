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

/** How ComfyUI writes a workflow the bot can read, said in every refusal. */
const EXPORT_API = 'in ComfyUI, open the workflow and use Workflow → Export (API)';

/** A workflow file that cannot be used: what is wrong with it and what to do, in one sentence. */
export class WorkflowRefusedError extends Error {
  constructor(
    readonly workflow: string,
    readonly reason: string,
  ) {
    super(`workflow ${workflow} refused: ${reason}`);
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

/** `node 3 (KSampler)`, as a refusal names a node. */
const nodeName = (graph: ApiWorkflow, id: string) => `node ${id} (${graph[id]?.class_type})`;

/** Why `json` is not a workflow in API format, or undefined when it is one. */
function formatProblem(json: unknown): string | undefined {
  const shape = json as { nodes?: unknown; links?: unknown } | null;
  if (shape && typeof shape === 'object' && Array.isArray(shape.nodes)) {
    return `is in ComfyUI's UI format (what Save writes: "nodes" and "links"), not its API format: ${EXPORT_API}`;
  }
  const parsed = apiWorkflowSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [id, field] = issue?.path ?? [];
    const where =
      id === undefined
        ? 'is not an object of nodes'
        : field === undefined
          ? `has "${String(id)}", which is not a node`
          : `has node ${String(id)} without a valid ${String(field)}`;
    return `${where}, so it is not a workflow in API format: ${EXPORT_API}`;
  }
  if (Object.keys(parsed.data).length === 0) return `has no nodes: ${EXPORT_API}`;
  return undefined;
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
 * The node holding a prompt (`positive` or `negative`): the one titled so, else the
 * CLIPTextEncode wired to the sampler's input of that name.
 */
function findPrompt(
  name: string,
  graph: ApiWorkflow,
  sampler: string,
  key: 'positive' | 'negative',
): string {
  const named = titled(graph, key);
  if (named.length === 1 && named[0]) return named[0];
  const source = linked(graph[sampler]?.inputs[key]);
  if (source && graph[source]?.class_type === 'CLIPTextEncode') return source;
  throw new WorkflowRefusedError(
    name,
    `has no CLIPTextEncode wired to ${nodeName(graph, sampler)}'s ${key} input, nor a node ` +
      `titled "${key}": wire the ${key} prompt's CLIPTextEncode there, or title the node whose ` +
      `text input takes it "${key}"`,
  );
}

/** The node holding the size and batch: the one titled `latent`, else the EmptyLatentImage the sampler uses. */
function findLatent(name: string, graph: ApiWorkflow, sampler: string): string {
  const named = titled(graph, 'latent');
  if (named.length === 1 && named[0]) return named[0];
  const source = linked(graph[sampler]?.inputs.latent_image);
  if (source && graph[source]?.class_type === 'EmptyLatentImage') return source;
  const latents = ofClass(graph, 'EmptyLatentImage');
  if (latents.length === 1 && latents[0]) return latents[0];
  throw new WorkflowRefusedError(
    name,
    `has no EmptyLatentImage wired to ${nodeName(graph, sampler)}'s latent_image input (the ` +
      'bot writes the width, height and batch_size there): add one, or title the node that ' +
      'holds them "latent"',
  );
}

/** Each input's name on its node, and the node that holds it in a plain text-to-image workflow. */
const HOLDERS: Record<WorkflowInput, { input: string; holder: string }> = {
  positive: { input: 'text', holder: 'CLIPTextEncode titled "positive"' },
  negative: { input: 'text', holder: 'CLIPTextEncode titled "negative"' },
  seed: { input: 'seed', holder: 'KSampler titled "sampler"' },
  steps: { input: 'steps', holder: 'KSampler titled "sampler"' },
  width: { input: 'width', holder: 'EmptyLatentImage titled "latent"' },
  height: { input: 'height', holder: 'EmptyLatentImage titled "latent"' },
  batch: { input: 'batch_size', holder: 'EmptyLatentImage titled "latent"' },
};

/**
 * Finds each input of {@link WORKFLOW_INPUTS} in `json`: by node title (`positive`, `negative`,
 * `sampler`, `latent`, compared case-insensitively), else by class (the one KSampler's `seed` and
 * `steps`, the CLIPTextEncode nodes wired to its `positive` and `negative`, the EmptyLatentImage
 * wired to its `latent_image`: `width`, `height` and `batch_size`).
 * @throws {WorkflowRefusedError} saying what is wrong (the format, the node missing, the input a
 * node lacks) and what to do.
 */
export function registerWorkflow(name: string, json: unknown): RegisteredWorkflow {
  const problem = formatProblem(json);
  if (problem) throw new WorkflowRefusedError(name, problem);
  const graph = apiWorkflowSchema.parse(json);
  const sampler = findSampler(name, graph);
  const positive = findPrompt(name, graph, sampler, 'positive');
  const negative = findPrompt(name, graph, sampler, 'negative');
  const latent = findLatent(name, graph, sampler);
  const nodes: Record<WorkflowInput, string> = {
    positive,
    negative,
    seed: sampler,
    steps: sampler,
    width: latent,
    height: latent,
    batch: latent,
  };
  const slots = {} as Record<WorkflowInput, InputSlot>;
  for (const key of WORKFLOW_INPUTS) {
    const node = nodes[key];
    const { input, holder } = HOLDERS[key];
    if (!(input in (graph[node]?.inputs ?? {}))) {
      throw new WorkflowRefusedError(
        name,
        `${nodeName(graph, node)} has no ${input} input, where the bot writes the ${key}: ` +
          `use a ${holder} instead`,
      );
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
