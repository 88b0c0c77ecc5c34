import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/**
 * keyv's table, exactly as `@keyv/sqlite` 4 created it: the files it wrote open as they are, and
 * a file made now opens with it.
 */
const TABLE = 'keyv';
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${TABLE}(key VARCHAR(255) PRIMARY KEY, value TEXT )`;

/** Rows per upsert: two parameters each, well under SQLite's limit on parameters. */
export const ROWS_PER_UPSERT = 400;

/** SQLite's `SQLITE_BUSY` (in the low byte of its extended codes): another connection holds the lock. */
const SQLITE_BUSY = 5;
/** Whether `error` is SQLite's `SQLITE_BUSY`. */
export const isBusy = (error: unknown): boolean => {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY;
};

/** One stored row. */
export interface SqliteRow {
  readonly key: string;
  readonly value: string;
}

/** The first string past every string that starts with `prefix` (an ASCII namespace's, `ns:`). */
const pastPrefix = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * The keyv table of one `node:sqlite` connection, read and written synchronously, each statement
 * prepared once and kept (the upserts once per row count). Values are keyv's serialized strings,
 * stored as they are. `opts` names the dialect, as keyv expects of an adapter it may iterate.
 */
export class SqliteTable {
  /** What keyv reads of an adapter: the dialect tells it the adapter can list a namespace. */
  readonly opts: { readonly dialect: 'sqlite'; readonly url: string; readonly table: string };
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #held: { close(): void } | undefined;

  /** Creates the table if the file has none; `held` (the file's lock) is closed with it. */
  constructor(database: DatabaseSync, path: string, held?: { close(): void }) {
    this.#database = database;
    this.#held = held;
    this.opts = { dialect: 'sqlite', url: `sqlite://${path}`, table: TABLE };
    database.exec(CREATE_TABLE);
  }

  /** The value of `key`, or undefined. */
  get(key: string): string | undefined {
    const row = this.#statement(`SELECT value FROM ${TABLE} WHERE key = ?`).get(key);
    return (row?.value as string | null | undefined) ?? undefined;
  }

  /** The values of `keys`, in their order, undefined where absent. */
  getMany(keys: readonly string[]): (string | undefined)[] {
    const rows = this.#statement(
      `SELECT key, value FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(keys)) as unknown as SqliteRow[];
    const found = new Map(rows.map((row) => [row.key, row.value ?? undefined]));
    return keys.map((key) => found.get(key));
  }

  /** Whether `key` has a row. */
  has(key: string): boolean {
    return this.#statement(`SELECT 1 AS found FROM ${TABLE} WHERE key = ?`).get(key) !== undefined;
  }

  /**
   * Writes each `[key, value]` (the last of a key wins), {@link ROWS_PER_UPSERT} rows per
   * `INSERT … ON CONFLICT DO UPDATE`. Callers write several rows inside a {@link transaction}.
   */
  upsert(entries: readonly (readonly [string, SQLInputValue])[]): void {
    for (let from = 0; from < entries.length; from += ROWS_PER_UPSERT) {
      const chunk = entries.slice(from, from + ROWS_PER_UPSERT);
      const rows = chunk.map(() => '(?, ?)').join(', ');
      this.#statement(
        `INSERT INTO ${TABLE} (key, value) VALUES ${rows} ON CONFLICT(key) DO UPDATE SET value=excluded.value`,
      ).run(...chunk.flat());
    }
  }

  /** Deletes the rows of `keys` in one statement; returns the keys that had one. */
  delete(keys: readonly string[]): Set<string> {
    const rows = this.#statement(
      `DELETE FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?)) RETURNING key`,
    ).all(JSON.stringify(keys)) as unknown as Pick<SqliteRow, 'key'>[];
    return new Set(rows.map((row) => row.key));
  }

  /** Deletes every row whose key starts with `prefix` (every row for `''`). */
  deletePrefix(prefix: string): void {
    this.#statement(`DELETE FROM ${TABLE} WHERE substr(key, 1, ?) = ?`).run(prefix.length, prefix);
  }

  /**
   * Up to `limit` rows whose key starts with `prefix`, in key order, from the first one (`after`
   * undefined) or from the first one past `after`: a page of a listing that rows written or
   * deleted meanwhile do not shift.
   */
  page(prefix: string, after: string | undefined, limit: number): SqliteRow[] {
    const from = after === undefined ? 'key >= ?' : 'key > ?';
    const to = prefix === '' ? '' : ' AND key < ?';
    const bounds = prefix === '' ? [after ?? prefix] : [after ?? prefix, pastPrefix(prefix)];
    const sql = `SELECT key, value FROM ${TABLE} WHERE ${from}${to} ORDER BY key LIMIT ?`;
    return this.#statement(sql).all(...bounds, limit) as unknown as SqliteRow[];
  }

  /** The namespaces holding a record (keyv stores each as `<namespace>:<key>`), sorted. */
  namespaces(): string[] {
    const sql = `SELECT DISTINCT substr(key, 1, instr(key, ':') - 1) AS namespace FROM ${TABLE} WHERE instr(key, ':') > 1`;
    return this.rows<{ namespace: string }>(sql)
      .map((row) => row.namespace)
      .sort();
  }

  /** Every key that starts with `prefix`. */
  keys(prefix: string): string[] {
    const sql = `SELECT key FROM ${TABLE} WHERE substr(key, 1, ?) = ?`;
    return this.rows<{ key: string }>(sql, prefix.length, prefix).map((row) => row.key);
  }

  /** The rows `sql` selects, its statement kept for the next call. */
  rows<Row>(sql: string, ...parameters: SQLInputValue[]): Row[] {
    return this.#statement(sql).all(...parameters) as Row[];
  }

  /** Runs one statement `sql` (a write), its statement kept for the next call. */
  run(sql: string, ...parameters: SQLInputValue[]): void {
    this.#statement(sql).run(...parameters);
  }

  /** Runs `write` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<Result>(write: () => Result): Result {
    this.#statement('BEGIN').run();
    try {
      const result = write();
      this.#statement('COMMIT').run();
      return result;
    } catch (error) {
      try {
        this.#statement('ROLLBACK').run();
      } catch {
        // Nothing to roll back: SQLite already did, or the connection is closed.
      }
      throw error;
    }
  }

  /**
   * Rebuilds the file (`VACUUM`): every page written afresh, the free ones dropped. `secure_delete`
   * zeroes a deleted cell and a freed page, not the gap between a page's cell pointers and its
   * cells, where a page SQLite rebalanced keeps the bytes of cells that were moved or deleted.
   * @returns false when a backup reading the file stops it (rebuilt after its next erasure).
   */
  rebuild(): boolean {
    try {
      this.#database.exec('VACUUM');
      return true;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    }
  }

  /**
   * Copies the WAL into the file and truncates it to nothing (`wal_checkpoint(TRUNCATE)`): the
   * page images it held from before the last writes (e.g. an erasure's) are gone from the disk.
   * A backup reading meanwhile keeps them until the next checkpoint; the last close does it too.
   * @returns whether the WAL is empty now, or there is none (in memory); false while a reader
   *   holds it.
   */
  truncateLog(): boolean {
    const row = this.#statement('PRAGMA wal_checkpoint(TRUNCATE)').get() as
      | { busy: number; log: number }
      | undefined;
    return row?.busy === 0 && row.log <= 0;
  }

  /** Closes the connection, then lets go of the file's lock; later calls throw. */
  close(): void {
    this.#statements.clear();
    try {
      this.#database.close();
    } finally {
      this.#held?.close();
    }
  }

  #statement(sql: string): StatementSync {
    const statement = this.#statements.get(sql) ?? this.#database.prepare(sql);
    this.#statements.set(sql, statement);
    return statement;
  }
}
