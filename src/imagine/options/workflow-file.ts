import { request } from 'undici';
import { readCappedBody } from '../../core/capped-body.js';
import { bytesText } from '../../i18n/localized-text.js';
import { WorkflowFileError } from '../errors.js';

/** The deepest nesting a workflow file may have (real node graphs nest a handful of levels). */
export const MAX_WORKFLOW_DEPTH = 64;

/** How deeply `value` nests objects and arrays, counted without recursion (up to `limit` + 1). */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Reads a workflow file's bytes as a node-graph workflow: UTF-8 JSON (a byte-order mark is allowed)
 * whose top level is a non-empty object nested at most {@link MAX_WORKFLOW_DEPTH} levels.
 * @throws {WorkflowFileError} saying what is wrong.
 */
export function parseWorkflowJson(bytes: Uint8Array): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch (cause) {
    throw new WorkflowFileError('notUtf8', {}, { cause });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const detail = cause instanceof SyntaxError ? cause.message.slice(0, 120) : 'JSON.parse';
    throw new WorkflowFileError('notJson', { detail }, { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    throw new WorkflowFileError('notObject', { kind });
  }
  if (Object.keys(value).length === 0) throw new WorkflowFileError('empty');
  if (depthOf(value, MAX_WORKFLOW_DEPTH) > MAX_WORKFLOW_DEPTH) {
    throw new WorkflowFileError('tooDeep', { max: MAX_WORKFLOW_DEPTH });
  }
  return value as Record<string, unknown>;
}

/** Options of {@link downloadWorkflowFile}. */
export interface DownloadWorkflowOptions {
  /** `WORKFLOW_FILE_MAX_BYTES`: larger files are refused, even when Discord said otherwise. */
  readonly maxBytes: number;
  /** @default 10_000 */
  readonly timeoutMs?: number;
}

/**
 * Downloads a `workflow_file` attachment from Discord's CDN (at most `maxBytes`, read as a stream)
 * and parses it as a node-graph workflow object.
 * @throws {WorkflowFileError} when it cannot be fetched, is too large, or is not a JSON object.
 */
export async function downloadWorkflowFile(
  url: string,
  options: DownloadWorkflowOptions,
): Promise<Record<string, unknown>> {
  const { maxBytes } = options;
  const tooLarge = () => new WorkflowFileError('overLimit', { max: bytesText(maxBytes) });
  let bytes: Buffer;
  try {
    const response = await request(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: 'application/json, text/plain, */*' },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new WorkflowFileError(
        'downloadFailed',
        {},
        { detail: `status ${response.statusCode}` },
      );
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.dump();
      throw tooLarge();
    }
    bytes = await readCappedBody(response.body, maxBytes, tooLarge);
  } catch (error) {
    if (error instanceof WorkflowFileError) throw error;
    throw new WorkflowFileError('downloadFailed', {}, { cause: error });
  }
  return parseWorkflowJson(bytes);
}
