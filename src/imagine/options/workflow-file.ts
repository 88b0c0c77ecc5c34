import type { AppErrorOptions } from '../../core/app-error.js';
import {
  type DiscordHosts,
  fetchMemberFile,
  type MemberFile,
  type MemberFileOptions,
} from '../../discord/member-file.js';
import { bytesText } from '../../i18n/localized-text.js';
import { WorkflowFileError } from '../imagine-errors.js';

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

/** What {@link downloadWorkflowFile} needs of the app (`AppContext` has it). */
export interface WorkflowFileContext {
  readonly config: DiscordHosts & {
    /** Larger files are refused, even when Discord said otherwise. */
    readonly WORKFLOW_FILE_MAX_BYTES: number;
  };
  /** The bytes of members' files held at once (`AppContext.inputBudget`). */
  readonly inputBudget: MemberFileOptions['budget'];
}

/**
 * Downloads a `workflow_file` attachment as every member's file is (`fetchMemberFile`: from
 * Discord's hosts only, at most `WORKFLOW_FILE_MAX_BYTES`, within the input budget, waiting for it
 * no longer than `timeoutMs`) and parses it.
 * @throws {WorkflowFileError} when it cannot be fetched, is too large, or is not a JSON object.
 */
export async function downloadWorkflowFile(
  file: MemberFile,
  { config, inputBudget }: WorkflowFileContext,
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  const max = bytesText(config.WORKFLOW_FILE_MAX_BYTES);
  const download = {
    maxBytes: config.WORKFLOW_FILE_MAX_BYTES,
    hosts: config,
    accept: 'application/json, text/plain, */*',
    timeoutMs,
    budget: inputBudget,
    waitSignal: AbortSignal.timeout(timeoutMs),
    tooLarge: () => new WorkflowFileError('overLimit', { max }),
    failed: (cause: AppErrorOptions) => new WorkflowFileError('downloadFailed', {}, cause),
  };
  return fetchMemberFile(file, download, async (bytes) => parseWorkflowJson(bytes));
}
