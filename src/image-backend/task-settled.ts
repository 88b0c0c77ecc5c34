/**
 * The listeners waiting to hear that a task ended, by task id: what a backend that learns a
 * task's end by push (a socket's event, a held call returning) keeps for
 * `ImageBackend.onSettled`, so the job's poll reads the status at once instead of at its next
 * timed request. A listener stays until removed (an end may be told twice: a socket's event,
 * then the record it was written to); a task nobody listens to costs nothing.
 */
export class TaskSettled {
  readonly #listeners = new Map<string, Set<() => void>>();

  /**
   * Calls `listener` each time `taskId` is told ended, and once in a microtask when it `ended`
   * already (told before anyone listened: a task that ended while its submission was answered);
   * resolves to its removal.
   */
  on(taskId: string, listener: () => void, ended = false): () => void {
    const listeners = this.#listeners.get(taskId) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(taskId, listeners);
    if (ended) queueMicrotask(() => listeners.has(listener) && told(listener));
    return () => {
      if (listeners.delete(listener) && listeners.size === 0) this.#listeners.delete(taskId);
    };
  }

  /** Tells every listener of `taskId` that it ended; a listener that throws spoils no other. */
  tell(taskId: string): void {
    const listeners = this.#listeners.get(taskId);
    if (!listeners) return;
    for (const listener of [...listeners]) told(listener);
  }
}

/** Calls `listener`; its failure is its own (the timed poll still finds the end). */
function told(listener: () => void): void {
  try {
    listener();
  } catch {
    // Nothing to undo: the listener's caller polls anyway.
  }
}
