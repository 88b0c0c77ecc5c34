import type { Logger } from '../../core/logger.js';
import type { HistoryEntry } from './comfy-schemas.js';

/** The longest node title a member is shown. */
const MAX_TITLE = 60;

/**
 * Plain causes of the exceptions ComfyUI reports, first match wins: the member reads these; the
 * exception's own text names the operator's paths and models and stays in the log.
 */
const CAUSES: readonly { readonly test: RegExp; readonly cause: string }[] = [
  { test: /OutOfMemory|out of memory/i, cause: 'the GPU ran out of memory' },
  {
    test: /Could not detect model type|SafetensorError|deserializ|load_torch_file|unpickl/i,
    cause: 'it could not read its model',
  },
  { test: /FileNotFoundError|No such file|not found/i, cause: 'a file it needs is missing' },
  { test: /ExecutionBlocked/, cause: 'the workflow blocked it' },
];

/** What ComfyUI said of a node that failed (`execution_error`), as read from history. */
interface ExecutionError {
  readonly node_id?: unknown;
  readonly node_type?: unknown;
  readonly exception_type?: unknown;
  readonly exception_message?: unknown;
  readonly traceback?: unknown;
}

/**
 * Why a prompt ended without an image, for the member: the node that failed (its title in the
 * workflow and its class) and a plain cause, never ComfyUI's exception text, which names the
 * operator's files and models. The whole message, traceback included, goes to `logger`.
 */
export function failureOf(taskId: string, entry: HistoryEntry, logger: Logger): string {
  for (const [type, data] of entry.status.messages) {
    if (type === 'execution_interrupted') return 'interrupted';
    if (type !== 'execution_error') continue;
    const said = (data ?? {}) as ExecutionError;
    const node = String(said.node_id ?? '?');
    const nodeType = String(said.node_type ?? 'a node');
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
    const found = CAUSES.find(({ test }) => test.test(`${exceptionType}\n${exceptionMessage}`));
    const shortType = exceptionType.split('.').at(-1)?.replace(/[^\w]/g, '').slice(0, 40);
    const cause = found?.cause ?? (shortType ? `it raised ${shortType}` : 'it raised an error');
    return `${nodeName(entry, node, nodeType)} (node ${node.slice(0, 20)}) failed: ${cause}`;
  }
  return 'ComfyUI ended the prompt with an error';
}

/** A node as the operator named it: its title in the workflow (`_meta.title`) and its class. */
function nodeName(entry: HistoryEntry, node: string, nodeType: string): string {
  const graph = entry.prompt?.[2] as Record<string, { _meta?: { title?: unknown } }> | undefined;
  const title = graph?.[node]?._meta?.title;
  const type = nodeType.slice(0, MAX_TITLE);
  if (typeof title !== 'string' || title.trim() === '' || title === nodeType) return type;
  return `“${title.trim().slice(0, MAX_TITLE)}” (${type})`;
}
