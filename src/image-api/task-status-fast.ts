import type { TaskStatus } from './service-types.js';

const RUNNING = new Set(['queued', 'pending', 'processing']);

/**
 * Reads the usual answer of a running task without the schema: a JSON object
 * `{"success":true,"data":{"id"?,"status","progress"?}}` whose status is exactly `queued`,
 * `pending` or `processing`, its id absent or a trimmed non-empty string and its progress absent,
 * null or a finite number. Anything else (a final state, a numeric id, progress as text, a BOM,
 * another envelope) is undefined, and `taskStatusSchema` reads it, which gives the same result on
 * every answer this one reads (tested on each combination). A poll loop reads thousands a second.
 */
export function readRunningTaskStatus(body: Buffer, taskId: string): TaskStatus | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { success, data } = json as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null || Array.isArray(data)) {
    return undefined;
  }
  const { id, status, progress } = data as { id?: unknown; status?: unknown; progress?: unknown };
  if (typeof status !== 'string' || !RUNNING.has(status)) return undefined;
  if (id !== undefined && (typeof id !== 'string' || id === '' || id.trim() !== id)) {
    return undefined;
  }
  const known = (id as string | undefined) ?? taskId;
  if (status !== 'processing') return { taskId: known, state: status as 'queued' | 'pending' };
  if (progress === undefined || progress === null) return { taskId: known, state: 'processing' };
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return undefined;
  return { taskId: known, state: 'processing', progress: Math.min(100, Math.max(0, progress)) };
}
