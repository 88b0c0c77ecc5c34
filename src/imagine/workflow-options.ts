import type { Workflow } from '../api/types.js';

/**
 * The options only some workflows honour (per the service spec: `cfg` only for `rr3` and `anime`,
 * `model` only for `default` and `anime`). Others are not sent and are named in the reply.
 */
export const WORKFLOW_SPECIFIC_OPTIONS = {
  cfg: ['rr3', 'anime'],
  model: ['default', 'anime'],
} as const satisfies Record<string, readonly Workflow[]>;

/** An option that only some workflows honour. */
export type WorkflowSpecificOption = keyof typeof WORKFLOW_SPECIFIC_OPTIONS;

/** Whether `workflow` honours `option`. */
export function honours(workflow: Workflow, option: WorkflowSpecificOption): boolean {
  return (WORKFLOW_SPECIFIC_OPTIONS[option] as readonly Workflow[]).includes(workflow);
}

/** Workflows that take a node-graph object as the prompt (all but `rr3`, which needs text). */
export const NODE_GRAPH_WORKFLOWS: readonly Workflow[] = ['default', 'anime', 'z-image'];
