import { request } from 'undici';
import { readCappedBody } from '../../core/capped-body.js';
import { bytesText } from '../../i18n/localized-text.js';
import { WorkflowFileError } from '../errors.js';

/** The deepest nesting a workflow file may have (real node graphs nest a handful of levels). */
export const MAX_WORKFLOW_DEPTH = 64;

/** Whether `value` nests objects and arrays more than `levels` deep (not looking further). */
const nestsDeeper = (value: unknown, levels: number): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (levels === 0 || Object.values(value).some((child) => nestsDeeper(child, levels - 1)));

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
  if (nestsDeeper(value, MAX_WORKFLOW_DEPTH)) {
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
 * Downloads a `workflow_file` attachment (at most `maxBytes`, streamed) and parses it.
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
      const detail = `status ${response.statusCode}`;
      throw new WorkflowFileError('downloadFailed', {}, { detail });
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
