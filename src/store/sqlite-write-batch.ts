import type { KeyvSqlite } from '@keyv/sqlite';

/** Rows per statement: two parameters each, well under SQLite's 999 of old builds. */
const ROWS_PER_STATEMENT = 400;

/** Who asked to delete a key: the first is told whether the row existed, later ones false. */
type DeleteWaiters = { resolve: (existed: boolean) => void; reject: (error: unknown) => void }[];

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
 * committed and rejects if it failed; {@link settled} lets a clear wait for the writes before it.
 * Deletes are gathered too, into one `DELETE … RETURNING key` (keyv's adapter reads the whole row,
 * then deletes it: two statements per key), and run once the sets asked before them are
 * committed, as before: under a burst the expired commands' discarded jobs wait for the live
 * commands' saves instead of sharing their statements.
 */
export class SqliteWriteBatch {
  readonly #shared: KeyvSqlite;
  #pending = new Map<string, PendingWrite>();
  #running: Promise<void> | undefined;
  #scheduled = false;
  #deletes = new Map<string, DeleteWaiters>();
  #deleting: Promise<void> | undefined;

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

  /**
   * Deletes `key` once the sets asked for before it are committed, with the other deletes asked
   * meanwhile; resolves with whether the row existed (as `KeyvSqlite#delete` does).
   */
  delete(key: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiters = this.#deletes.get(key) ?? [];
      waiters.push({ resolve, reject });
      this.#deletes.set(key, waiters);
      this.#deleting ??= this.#runDeletes();
    });
  }

  /** Resolves once every set and delete asked for so far is done (before the file is closed). */
  async drained(): Promise<void> {
    do {
      await this.settled();
      await this.#deleting;
    } while (this.#deleting || this.#pending.size > 0);
  }

  /** Resolves once every write asked for so far is committed (or failed). */
  async settled(): Promise<void> {
    while (this.#running || this.#pending.size > 0) {
      if (!this.#running) this.#start();
      await this.#running;
    }
  }

  async #runDeletes(): Promise<void> {
    try {
      await this.settled();
      const table = this.#shared.opts.table ?? 'keyv';
      const sql = `DELETE FROM ${table} WHERE key IN (SELECT value FROM json_each(?)) RETURNING key`;
      while (this.#deletes.size > 0) {
        const batch = [...this.#deletes];
        this.#deletes = new Map();
        for (let from = 0; from < batch.length; from += ROWS_PER_STATEMENT) {
          const chunk = batch.slice(from, from + ROWS_PER_STATEMENT);
          try {
            const rows: { key: string }[] = await this.#shared.query(
              sql,
              JSON.stringify(chunk.map(([key]) => key)),
            );
            const existed = new Set(rows.map((row) => row.key));
            for (const [key, [first, ...later]] of chunk) {
              first?.resolve(existed.has(key));
              for (const waiter of later) waiter.resolve(false);
            }
          } catch (error) {
            for (const [, waiters] of chunk) for (const waiter of waiters) waiter.reject(error);
          }
        }
        await this.settled();
      }
    } finally {
      this.#deleting = undefined;
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
