import { WorkflowFileError } from '../errors/workflow-file-error.js';

/**
 * Reads a workflow file's bytes as a node-graph workflow: UTF-8 JSON (a byte-order mark is allowed)
 * whose top level is a non-empty object.
 * @throws {WorkflowFileError} saying what is wrong.
 */
export function parseWorkflowJson(bytes: Uint8Array): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch (cause) {
    throw new WorkflowFileError('is not UTF-8 text.', { cause });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const where = cause instanceof SyntaxError ? ` (${cause.message.slice(0, 120)})` : '';
    throw new WorkflowFileError(`is not valid JSON${where}.`, { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    throw new WorkflowFileError(`holds ${kind}, not a JSON object.`);
  }
  if (Object.keys(value).length === 0) throw new WorkflowFileError('is an empty JSON object.');
  return value as Record<string, unknown>;
}
