/** The workflows the emulated service accepts. */
export const WORKFLOWS = ['default', 'anime', 'z-image', 'rr3'] as const;

/** A generation workflow. */
export type Workflow = (typeof WORKFLOWS)[number];

/** How task ids look: UUIDs for the node-graph workflows, numeric strings for `rr3`. */
export type TaskFamily = 'node-graph' | 'rr3';

/** The family of a workflow's tasks. */
export function familyOf(workflow: Workflow): TaskFamily {
  return workflow === 'rr3' ? 'rr3' : 'node-graph';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^[0-9]+$/;

/** The family a `task_id` belongs to by its format, or undefined when it is neither. */
export function familyOfTaskId(taskId: string): TaskFamily | undefined {
  if (UUID.test(taskId)) return 'node-graph';
  if (NUMERIC.test(taskId)) return 'rr3';
  return undefined;
}
