import type { SqliteTable } from './sqlite-table.js';

interface Waiter<Result> {
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

interface PendingSet {
  readonly value: string;
  readonly waiters: Waiter<void>[];
}

/**
 * The writes of one SQLite table, gathered: the sets and deletes asked for while the promises of
 * the moment run are written in one transaction, in a microtask queued behind them (upserts, then
 * one `DELETE … RETURNING key`), committed before the loop turns. A key set twice keeps its last
 * value; a set after a delete of its key first writes what was asked before, so each key's writes
 * keep their order. Each write resolves once committed, or rejects with the rolled-back batch.
 */
export class SqliteWriteBatch {
  readonly #table: SqliteTable;
  #sets = new Map<string, PendingSet>();
  /** Who asked to delete a key: the first is told whether the row existed, later ones false. */
  #deletes = new Map<string, Waiter<boolean>[]>();
  #scheduled = false;

  constructor(table: SqliteTable) {
    this.#table = table;
  }

  /** Sets `key` to keyv's serialized `value` with the other writes of the moment. */
  set(key: string, value: string): Promise<void> {
    if (this.#deletes.has(key)) this.flush();
    return new Promise((resolve, reject) => {
      const waiters = this.#sets.get(key)?.waiters ?? [];
      waiters.push({ resolve, reject });
      this.#sets.delete(key);
      this.#sets.set(key, { value, waiters });
      this.#schedule();
    });
  }

  /** Deletes `key` after the sets asked before it; resolves whether the row existed. */
  delete(key: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiters = this.#deletes.get(key) ?? [];
      waiters.push({ resolve, reject });
      this.#deletes.set(key, waiters);
      this.#schedule();
    });
  }

  /** Writes every set and delete asked for so far, now (before a clear or a close). */
  flush(): void {
    const sets = this.#sets;
    const deletes = this.#deletes;
    this.#sets = new Map();
    this.#deletes = new Map();
    if (sets.size === 0 && deletes.size === 0) return;
    let existed: Set<string>;
    try {
      existed = this.#table.transaction(() => {
        if (sets.size > 0) this.#table.upsert([...sets].map(([key, set]) => [key, set.value]));
        return deletes.size > 0 ? this.#table.delete([...deletes.keys()]) : new Set<string>();
      });
    } catch (error) {
      for (const set of sets.values()) for (const waiter of set.waiters) waiter.reject(error);
      for (const waiters of deletes.values()) for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const set of sets.values()) for (const waiter of set.waiters) waiter.resolve();
    for (const [key, [first, ...later]] of deletes) {
      first?.resolve(existed.has(key));
      for (const waiter of later) waiter.resolve(false);
    }
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      this.flush();
    });
  }
}
