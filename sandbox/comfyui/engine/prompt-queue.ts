import type { Workflow } from './prompt-validation.js';

/** A queue item as ComfyUI keeps it: `[number, prompt_id, prompt, extra_data, outputs_to_execute]`. */
export type QueueItem = [number, string, Workflow, Record<string, unknown>, string[]];

/** A history entry (`/history/{id}`): the item, outputs, status and meta. */
export interface HistoryEntry {
  prompt: QueueItem;
  outputs: Record<string, unknown>;
  status: { status_str: 'success' | 'error'; completed: boolean; messages: [string, unknown][] };
  meta: Record<string, unknown>;
}

/** Keys stripped from `extra_data` before it is kept in history (`SENSITIVE_EXTRA_DATA_KEYS`). */
const SENSITIVE = ['auth_token_comfy_org', 'api_key_comfy_org'];

function before(a: QueueItem, b: QueueItem): boolean {
  return a[0] !== b[0] ? a[0] < b[0] : a[1] < b[1];
}

/**
 * ComfyUI's `PromptQueue` (execution.py): pending items in a binary heap (Python's `heapq`,
 * so `/queue` shows the heap's array order, not the execution order), the running item, and the
 * history (oldest dropped past `maxHistory`).
 */
export class PromptQueue {
  #heap: QueueItem[] = [];
  running: QueueItem | undefined;
  readonly history = new Map<string, HistoryEntry>();

  constructor(private readonly maxHistory: number) {}

  get pending(): readonly QueueItem[] {
    return this.#heap;
  }

  /** Pending + running, as `queue_remaining`. */
  get remaining(): number {
    return this.#heap.length + (this.running ? 1 : 0);
  }

  put(item: QueueItem): void {
    this.#heap.push(item);
    this.#siftDown(0, this.#heap.length - 1);
  }

  /** Pops the first item and makes it the running one. */
  take(): QueueItem | undefined {
    const last = this.#heap.pop();
    if (!last || this.#heap.length === 0) {
      this.running = last;
      return last;
    }
    const first = this.#heap[0] as QueueItem;
    this.#heap[0] = last;
    this.#siftUp(0);
    this.running = first;
    return first;
  }

  /** Removes the pending item `id`; whether one was found. */
  delete(id: string): boolean {
    const at = this.#heap.findIndex((item) => item[1] === id);
    if (at < 0) return false;
    this.#heap.splice(at, 1);
    for (let i = (this.#heap.length >> 1) - 1; i >= 0; i--) this.#siftUp(i);
    return true;
  }

  clear(): void {
    this.#heap = [];
  }

  /** Ends the running item into history. */
  done(
    outputs: Record<string, unknown>,
    meta: Record<string, unknown>,
    status: HistoryEntry['status'],
  ): void {
    const item = this.running;
    if (!item) return;
    this.running = undefined;
    if (this.history.size > this.maxHistory) {
      this.history.delete(this.history.keys().next().value as string);
    }
    const extra = Object.fromEntries(
      Object.entries(item[3]).filter(([key]) => !SENSITIVE.includes(key)),
    );
    this.history.set(item[1], {
      prompt: [item[0], item[1], item[2], extra, item[4]],
      outputs,
      status,
      meta,
    });
  }

  #siftDown(start: number, at: number): void {
    const item = this.#heap[at] as QueueItem;
    let pos = at;
    while (pos > start) {
      const parentAt = (pos - 1) >> 1;
      const parent = this.#heap[parentAt] as QueueItem;
      if (!before(item, parent)) break;
      this.#heap[pos] = parent;
      pos = parentAt;
    }
    this.#heap[pos] = item;
  }

  #siftUp(at: number): void {
    const end = this.#heap.length;
    const item = this.#heap[at] as QueueItem;
    let pos = at;
    let child = 2 * pos + 1;
    while (child < end) {
      const right = child + 1;
      if (right < end && !before(this.#heap[child] as QueueItem, this.#heap[right] as QueueItem))
        child = right;
      this.#heap[pos] = this.#heap[child] as QueueItem;
      pos = child;
      child = 2 * pos + 1;
    }
    this.#heap[pos] = item;
    this.#siftDown(at, pos);
  }
}
