import type { KeyvStoreAdapter, StoredData } from 'keyv';
import type { ReadCache } from './read-cache.js';
import type { SqliteTable } from './sqlite-table.js';
import type { SqliteWriteBatch } from './sqlite-write-batch.js';

/** Rows read per step when a namespace is listed (e.g. the undelivered jobs at start-up). */
const ITERATION_PAGE = 1_000;

/**
 * The keyv adapter of one namespace of the embedded store's {@link SqliteTable}: `clear()` deletes
 * only this namespace, `disconnect()` nothing (the table is closed once). A {@link ReadCache}
 * answers single reads from memory; a {@link SqliteWriteBatch} writes each moment's writes at once.
 */
export class SqliteNamespace implements KeyvStoreAdapter {
  namespace?: string | undefined;
  readonly #table: SqliteTable;
  readonly #batch: SqliteWriteBatch;
  readonly #cache: ReadCache | undefined;

  constructor(table: SqliteTable, batch: SqliteWriteBatch, cache?: ReadCache) {
    this.#table = table;
    this.#batch = batch;
    this.#cache = cache;
  }

  get opts(): SqliteTable['opts'] {
    return this.#table.opts;
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    const read = async () => this.#table.get(key) as StoredData<Value> | undefined;
    return this.#cache ? this.#cache.get(key, read) : read();
  }

  async getMany<Value>(keys: string[]): Promise<StoredData<Value | undefined>[]> {
    return this.#table.getMany(keys) as StoredData<Value | undefined>[];
  }

  set(key: string, value: unknown): Promise<void> {
    if (typeof value !== 'string') {
      return Promise.reject(new TypeError('keyv stores serialized values (strings) in SQLite'));
    }
    return this.#write([key], () => this.#batch.set(key, value));
  }

  delete(key: string): Promise<boolean> {
    return this.#write([key], () => this.#batch.delete(key));
  }

  deleteMany(keys: string[]): Promise<boolean> {
    return this.#write(keys, async () =>
      (await Promise.all(keys.map((key) => this.#batch.delete(key)))).some(Boolean),
    );
  }

  async has(key: string): Promise<boolean> {
    return this.#table.has(key);
  }

  async clear(): Promise<void> {
    const prefix = this.namespace ? `${this.namespace}:` : '';
    await this.#write(undefined, async () => {
      this.#batch.flush();
      this.#table.deletePrefix(prefix);
    });
  }

  /** Every `[key, value]` of `namespace` (this view's by default), read a page at a time. */
  async *iterator<Value>(
    namespace?: string,
  ): AsyncGenerator<Array<string | Awaited<Value> | undefined>, void> {
    const within = namespace ?? this.namespace;
    const prefix = within ? `${within}:` : '';
    let after: string | undefined;
    for (;;) {
      const rows = this.#table.page(prefix, after, ITERATION_PAGE);
      for (const row of rows) yield [row.key, row.value as Awaited<Value>];
      if (rows.length < ITERATION_PAGE) return;
      after = rows.at(-1)?.key;
    }
  }

  async disconnect(): Promise<void> {}

  #write<Result>(keys: readonly string[] | undefined, run: () => Promise<Result>): Promise<Result> {
    return this.#cache ? this.#cache.write(keys, run) : run();
  }

  on(): this {
    return this;
  }
}
