import type { TaskFamily } from './types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^\d+$/;

/** The family a task id belongs to: UUIDs are node-graph tasks, numeric ids `rr3`; else undefined. */
export function taskFamilyOf(taskId: string): TaskFamily | undefined {
  if (UUID.test(taskId)) return 'node-graph';
  if (NUMERIC.test(taskId)) return 'rr3';
  return undefined;
}
