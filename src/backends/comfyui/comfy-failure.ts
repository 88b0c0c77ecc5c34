import type { Logger } from '../../core/logger.js';
import type { FailedStep } from '../../image-backend/backend-types.js';
import { causeOf } from '../../image-backend/failure-cause.js';
import type { HistoryEntry } from './comfy-schemas.js';

/** The longest node title a member is shown. */
const MAX_TITLE = 60;

/** What ComfyUI said of a node that failed (`execution_error`), as read from history. */
interface ExecutionError {
  readonly node_id?: unknown;
  readonly node_type?: unknown;
  readonly exception_type?: unknown;
  readonly exception_message?: unknown;
  readonly traceback?: unknown;
}

/** How a prompt ended without an image: words for the log, and the node that failed for members. */
export interface ComfyFailure {
  readonly said: string;
  readonly failedStep?: FailedStep;
}

/** A name the operator gave, as letters, digits and a few signs, bounded: no markdown, no mentions. */
const plainName = (name: string, max: number) =>
  name
    .replace(/[^\p{L}\p{N} ._\-()]/gu, '')
    .trim()
    .slice(0, max);

/**
 * Why a prompt ended without an image: the node that failed (its id, class and title in the
 * workflow) and a plain cause for the member (`FailedStep`, told in their language), never
 * ComfyUI's exception text, which names the operator's files and models. The whole message,
 * traceback included, goes to `logger`.
 */
export function failureOf(taskId: string, entry: HistoryEntry, logger: Logger): ComfyFailure {
  for (const [type, data] of entry.status.messages) {
    if (type === 'execution_interrupted') return { said: 'interrupted' };
    if (type !== 'execution_error') continue;
    const said = (data ?? {}) as ExecutionError;
    const node = String(said.node_id ?? '?');
    const nodeType = String(said.node_type ?? '');
    const exceptionType = String(said.exception_type ?? '');
    const exceptionMessage = String(said.exception_message ?? '');
    logger.warn('comfyui prompt failed', {
      promptId: taskId,
      node,
      nodeType,
      exceptionType,
      exceptionMessage,
      traceback: Array.isArray(said.traceback) ? said.traceback.join('') : undefined,
    });
    const failedStep: FailedStep = {
      id: plainName(node, 20) || '?',
      kind: plainName(nodeType, MAX_TITLE) || '?',
      ...titleOf(entry, node, nodeType),
      ...causeOf(exceptionType, exceptionMessage),
    };
    return { said: `${nodeType || 'a node'} (node ${node}) failed: ${exceptionType}`, failedStep };
  }
  return { said: 'ComfyUI ended the prompt with an error' };
}

/** A node's title in the workflow (`_meta.title`), where the operator gave one other than its class. */
function titleOf(entry: HistoryEntry, node: string, nodeType: string): { title?: string } {
  const graph = entry.prompt?.[2] as Record<string, { _meta?: { title?: unknown } }> | undefined;
  const title = graph?.[node]?._meta?.title;
  if (typeof title !== 'string' || title.trim() === nodeType) return {};
  const shown = plainName(title, MAX_TITLE);
  return shown ? { title: shown } : {};
}
