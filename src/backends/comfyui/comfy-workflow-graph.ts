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

/** How ComfyUI writes a workflow the bot can read, said in every refusal. */
export const EXPORT_API = 'in ComfyUI, open the workflow and use Workflow → Export (API)';

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

/** The nodes titled `title` (compared trimmed, case-insensitively). */
export const titled = (graph: ApiWorkflow, title: string) =>
  Object.keys(graph).filter((id) => graph[id]?._meta?.title?.trim().toLowerCase() === title);

/** The nodes of class `classType`. */
export const ofClass = (graph: ApiWorkflow, classType: string) =>
  Object.keys(graph).filter((id) => graph[id]?.class_type === classType);

/** The node a link (`[nodeId, outputIndex]`) comes from, when `value` is one. */
export function linked(value: unknown): string | undefined {
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/** `node 3 (KSampler)`, as a refusal names a node. */
export const nodeName = (graph: ApiWorkflow, id: string) => `node ${id} (${graph[id]?.class_type})`;

/** Why `json` is not a workflow in API format, or undefined when it is one. */
export function formatProblem(json: unknown): string | undefined {
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
