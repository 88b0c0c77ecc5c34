import type { KeyvSqlite } from '@keyv/sqlite';

/** Rows per statement: two parameters each, well under SQLite's 999 of old builds. */
const ROWS_PER_STATEMENT = 400;

interface Waiter<Result> {
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** The last set of a key in a batch (earlier ones of the batch are never written). */
interface PendingSet {
  readonly kind: 'set';
  readonly value: unknown;
  readonly waiters: Waiter<void>[];
}

/** The deletes of a key in a batch: the first is told whether the row existed, later ones false. */
interface PendingDelete {
  readonly kind: 'delete';
  /** A set of the key was asked earlier in this batch: the row exists, whatever the file says. */
  readonly afterSet: boolean;
  readonly waiters: Waiter<boolean>[];
}

type PendingWrite = PendingSet | PendingDelete;

/**
 * Upserts and deletes in one SQLite table, gathered: the writes asked for while the loop runs go
 * out together, sets as multi-row `INSERT … ON CONFLICT DO UPDATE` (the statement keyv's adapter
 * runs for one) and deletes as one `DELETE … RETURNING key` (keyv's adapter reads the whole row
 * first, then deletes it: two statements each), after the current I/O phase, one batch at a time.
 * A burst of commands each saving its job, or discarding it, costs a few statements instead of
 * thousands of trips through libuv's pool. Writes of a key keep their order: a set and a delete of
 * one key never share a batch, and batches are written in the order asked. A key set twice in one
 * batch keeps its last value. Each write resolves once its batch is committed (a delete with
 * whether the row existed) and rejects if it failed; {@link settled} lets a clear wait for the
 * writes before it.
 */
export class SqliteWriteBatch {
  readonly #shared: KeyvSqlite;
  readonly #queued: Map<string, PendingWrite>[] = [new Map()];
  #running: Promise<void> | undefined;
  #scheduled = false;

  constructor(shared: KeyvSqlite) {
    this.#shared = shared;
  }

  set(key: string, value: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      const batch = this.#batchFor(key, 'set');
      const waiters = (batch.get(key) as PendingSet | undefined)?.waiters ?? [];
      waiters.push({ resolve, reject });
      batch.delete(key);
      batch.set(key, { kind: 'set', value, waiters });
      this.#schedule();
    });
  }

  /** Deletes `key`; resolves with whether it existed (as `KeyvSqlite#delete` does). */
  delete(key: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const batch = this.#batchFor(key, 'delete');
      const earlier = batch.get(key);
      const waiter = { resolve, reject };
      if (earlier?.kind === 'delete') earlier.waiters.push(waiter);
      else batch.set(key, { kind: 'delete', afterSet: earlier !== undefined, waiters: [waiter] });
      this.#schedule();
    });
  }

  /** Resolves once every write asked for so far is committed (or failed). */
  async settled(): Promise<void> {
    while (this.#running || this.#hasPending()) {
      if (!this.#running) this.#start();
      await this.#running;
    }
  }

  /** The batch a write of `kind` to `key` joins: a new one when the last holds the other kind. */
  #batchFor(key: string, kind: PendingWrite['kind']): Map<string, PendingWrite> {
    let last = this.#queued.at(-1) as Map<string, PendingWrite>;
    const other = last.get(key);
    if (other && other.kind !== kind) {
      last = new Map();
      this.#queued.push(last);
    }
    return last;
  }

  #hasPending(): boolean {
    return this.#queued.some((batch) => batch.size > 0);
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
    const batch = this.#queued.shift() as Map<string, PendingWrite>;
    if (this.#queued.length === 0) this.#queued.push(new Map());
    this.#running = this.#write(batch).finally(() => {
      this.#running = undefined;
      if (this.#hasPending()) this.#start();
    });
  }

  async #write(batch: Map<string, PendingWrite>): Promise<void> {
    const sets: [string, PendingSet][] = [];
    const deletes: [string, PendingDelete][] = [];
    for (const entry of batch) {
      if (entry[1].kind === 'set') sets.push(entry as [string, PendingSet]);
      else deletes.push(entry as [string, PendingDelete]);
    }
    const table = this.#shared.opts.table ?? 'keyv';
    for (const chunk of chunks(sets)) {
      const rows = chunk.map(() => '(?, ?)').join(', ');
      const sql = `INSERT INTO ${table} (key, value) VALUES ${rows} ON CONFLICT(key) DO UPDATE SET value=excluded.value`;
      const parameters = chunk.flatMap(([key, write]) => [key, write.value]);
      await settle(chunk, () => this.#shared.query(sql, ...parameters).then(() => undefined));
    }
    for (const chunk of chunks(deletes)) {
      const sql = `DELETE FROM ${table} WHERE key IN (SELECT value FROM json_each(?)) RETURNING key`;
      const keys = JSON.stringify(chunk.map(([key]) => key));
      await settle(chunk, async () => {
        const rows: { key: string }[] = await this.#shared.query(sql, keys);
        return new Set(rows.map((row) => row.key));
      });
    }
  }
}

function* chunks<T>(entries: readonly T[]): Generator<T[]> {
  for (let from = 0; from < entries.length; from += ROWS_PER_STATEMENT) {
    yield entries.slice(from, from + ROWS_PER_STATEMENT);
  }
}

/** Runs one statement for `chunk` and resolves or rejects each waiter of it. */
async function settle(
  chunk: readonly [string, PendingWrite][],
  run: () => Promise<Set<string> | undefined>,
): Promise<void> {
  try {
    const deleted = await run();
    for (const [key, write] of chunk) {
      if (write.kind === 'set') for (const waiter of write.waiters) waiter.resolve();
      else {
        const [first, ...later] = write.waiters;
        first?.resolve(write.afterSet || (deleted?.has(key) ?? false));
        for (const waiter of later) waiter.resolve(false);
      }
    }
  } catch (error) {
    for (const [, write] of chunk) for (const waiter of write.waiters) waiter.reject(error);
  }
}
