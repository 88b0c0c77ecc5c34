import type { KeyvSqlite } from '@keyv/sqlite';

/** Rows per statement: two parameters each, well under SQLite's 999 of old builds. */
const ROWS_PER_STATEMENT = 400;

interface PendingWrite {
  readonly value: unknown;
  readonly waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * Upserts into one SQLite table, gathered: the writes asked for while the loop runs go out
 * together as one multi-row `INSERT … ON CONFLICT DO UPDATE` (the same statement keyv's adapter
 * runs for one), after the current I/O phase, one batch at a time. A burst of commands each
 * saving its job costs a few statements instead of thousands of trips through libuv's pool.
 * A key written twice in one batch keeps its last value. Each `set` resolves once its batch is
 * committed and rejects if it failed; {@link settled} lets a delete wait for the writes before it.
 */
export class SqliteWriteBatch {
  readonly #shared: KeyvSqlite;
  #pending = new Map<string, PendingWrite>();
  #running: Promise<void> | undefined;
  #scheduled = false;

  constructor(shared: KeyvSqlite) {
    this.#shared = shared;
  }

  set(key: string, value: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiters = this.#pending.get(key)?.waiters ?? [];
      waiters.push({ resolve, reject });
      this.#pending.delete(key);
      this.#pending.set(key, { value, waiters });
      this.#schedule();
    });
  }

  /** Resolves once every write asked for so far is committed (or failed). */
  async settled(): Promise<void> {
    while (this.#running || this.#pending.size > 0) {
      if (!this.#running) this.#start();
      await this.#running;
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (!this.#running) this.#start();
    });
  }

  #start(): void {
    const batch = this.#pending;
    this.#pending = new Map();
    this.#running = this.#write(batch).finally(() => {
      this.#running = undefined;
      if (this.#pending.size > 0) this.#start();
    });
  }

  async #write(batch: Map<string, PendingWrite>): Promise<void> {
    const entries = [...batch];
    const table = this.#shared.opts.table ?? 'keyv';
    for (let from = 0; from < entries.length; from += ROWS_PER_STATEMENT) {
      const chunk = entries.slice(from, from + ROWS_PER_STATEMENT);
      const rows = chunk.map(() => '(?, ?)').join(', ');
      const sql = `INSERT INTO ${table} (key, value) VALUES ${rows} ON CONFLICT(key) DO UPDATE SET value=excluded.value`;
      const parameters = chunk.flatMap(([key, write]) => [key, write.value]);
      try {
        await this.#shared.query(sql, ...parameters);
        for (const [, write] of chunk) for (const waiter of write.waiters) waiter.resolve();
      } catch (error) {
        for (const [, write] of chunk) for (const waiter of write.waiters) waiter.reject(error);
      }
    }
  }
}
