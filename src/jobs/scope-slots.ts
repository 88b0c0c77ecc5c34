/** What changed in a scope after adding or releasing a job. */
export interface SlotChanges {
  /** Jobs that got a slot and should start now, in FIFO order. */
  started: string[];
  /** Waiting jobs whose 1-based queue position is new (including a job that just started waiting). */
  moved: { id: string; position: number }[];
}

/** The queues of every scope at once (see {@link ScopeSlots.queues}). */
export interface QueueStats {
  /** Jobs waiting for a slot, in every scope. */
  readonly waiting: number;
  /** Scopes with at least one job waiting. */
  readonly scopes: number;
  /** The longest queue of one scope. */
  readonly longest: number;
}

interface Scope {
  running: Set<string>;
  waiting: string[];
}

/**
 * Per-scope generation slots: up to `limit` jobs of one scope run at once, the rest wait in its
 * FIFO; scopes are independent. Synchronous: the caller acts on the returned {@link SlotChanges}.
 */
export class ScopeSlots {
  readonly #scopes = new Map<string, Scope>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be 1 or more');
  }

  /** Adds a job at the back of its scope's queue and starts it when a slot is free. */
  add(scope: string, id: string): SlotChanges {
    const entry = this.#scope(scope);
    if (entry.running.has(id) || entry.waiting.includes(id)) return { started: [], moved: [] };
    entry.waiting.push(id);
    return this.#fill(entry, entry.waiting.length - 1);
  }

  /** Marks a job as running even over the limit (a task already submitted before a restart). */
  occupy(scope: string, id: string): void {
    this.#scope(scope).running.add(id);
  }

  /** Frees the job's slot (or its place in the queue) and starts the next waiting jobs. */
  release(scope: string, id: string): SlotChanges {
    const entry = this.#scopes.get(scope);
    if (!entry) return { started: [], moved: [] };
    const index = entry.waiting.indexOf(id);
    if (index >= 0) entry.waiting.splice(index, 1);
    const freed = entry.running.delete(id);
    if (!freed && index < 0) return { started: [], moved: [] };
    const changes = this.#fill(entry, freed ? entry.waiting.length : index);
    if (entry.running.size === 0 && entry.waiting.length === 0) this.#scopes.delete(scope);
    return changes;
  }

  /** The job's 1-based queue position, or undefined when it is running or unknown. */
  position(scope: string, id: string): number | undefined {
    const index = this.#scopes.get(scope)?.waiting.indexOf(id) ?? -1;
    return index >= 0 ? index + 1 : undefined;
  }

  /** The ids of the scope's jobs holding a slot (in the order they got it) and waiting (FIFO). */
  list(scope: string): { running: string[]; waiting: string[] } {
    const entry = this.#scopes.get(scope);
    return { running: [...(entry?.running ?? [])], waiting: [...(entry?.waiting ?? [])] };
  }

  /** How many jobs of the scope wait for a slot. */
  waiting(scope: string): number {
    return this.#scopes.get(scope)?.waiting.length ?? 0;
  }

  /** How many jobs of the scope hold a slot. */
  running(scope: string): number {
    return this.#scopes.get(scope)?.running.size ?? 0;
  }

  /** The queues of every scope: one pass over the scopes with a job running or waiting. */
  queues(): QueueStats {
    let waiting = 0;
    let scopes = 0;
    let longest = 0;
    for (const entry of this.#scopes.values()) {
      const length = entry.waiting.length;
      if (length === 0) continue;
      waiting += length;
      scopes += 1;
      longest = Math.max(longest, length);
    }
    return { waiting, scopes, longest };
  }

  #scope(scope: string): Scope {
    const entry = this.#scopes.get(scope) ?? { running: new Set(), waiting: [] };
    this.#scopes.set(scope, entry);
    return entry;
  }

  #fill(entry: Scope, firstChanged: number): SlotChanges {
    const started: string[] = [];
    while (entry.running.size < this.limit && entry.waiting.length > 0) {
      const id = entry.waiting.shift() as string;
      entry.running.add(id);
      started.push(id);
    }
    const from = started.length > 0 ? 0 : firstChanged;
    const moved = entry.waiting
      .slice(from)
      .map((id, offset) => ({ id, position: from + offset + 1 }));
    return { started, moved };
  }
}
