import type { KeyvSqlite } from '@keyv/sqlite';
import type { KeyvStoreAdapter, StoredData } from 'keyv';
import type { ReadCache } from './read-cache.js';
import type { SqliteWriteBatch } from './sqlite-write-batch.js';

/**
 * One keyv namespace over a SQLite adapter shared with other namespaces. Keyv writes its namespace
 * into the adapter it is given, so several Keyv instances on one `KeyvSqlite` would overwrite each
 * other's, and `clear()` (which reads it) would empty the wrong namespace. Each Keyv gets its own
 * view instead: reads and writes go to the shared adapter (Keyv has already prefixed the keys),
 * `clear()` deletes only this namespace, and `disconnect()` does nothing, since the
 * {@link StoreConnection} closes the shared handle once. With a {@link ReadCache}, single reads are
 * answered from memory and every write of this view keeps it exact (the SQLite file is held by
 * this process alone, so no other process writes it). With a {@link SqliteWriteBatch}, sets are
 * gathered into multi-row upserts and deletes into one statement per batch, in the order asked, and
 * a clear waits for the writes asked for before it.
 */
export class SqliteNamespace implements KeyvStoreAdapter {
  namespace?: string | undefined;
  readonly #shared: KeyvSqlite;
  readonly #cache: ReadCache | undefined;
  readonly #batch: SqliteWriteBatch | undefined;

  constructor(shared: KeyvSqlite, cache?: ReadCache, batch?: SqliteWriteBatch) {
    this.#shared = shared;
    this.#cache = cache;
    this.#batch = batch;
  }

  get opts(): KeyvSqlite['opts'] {
    return this.#shared.opts;
  }

  get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    if (!this.#cache) return this.#shared.get<Value>(key);
    return this.#cache.get(key, () => this.#shared.get<Value>(key));
  }

  getMany<Value>(keys: string[]): Promise<StoredData<Value | undefined>[]> {
    return this.#shared.getMany<Value>(keys);
  }

  set(key: string, value: unknown): Promise<unknown> {
    const batch = this.#batch;
    return this.#write([key], () => (batch ? batch.set(key, value) : this.#shared.set(key, value)));
  }

  delete(key: string): Promise<boolean> {
    const batch = this.#batch;
    return this.#write([key], () => (batch ? batch.delete(key) : this.#shared.delete(key)));
  }

  deleteMany(keys: string[]): Promise<boolean> {
    const batch = this.#batch;
    if (!batch) return this.#write(keys, () => this.#shared.deleteMany(keys));
    return this.#write(keys, async () =>
      (await Promise.all(keys.map((key) => batch.delete(key)))).some(Boolean),
    );
  }

  has(key: string): Promise<boolean> {
    return this.#shared.has(key);
  }

  async clear(): Promise<void> {
    const prefix = this.namespace ? `${this.namespace}:` : '';
    const table = this.#shared.opts.table ?? 'keyv';
    await this.#write(undefined, () =>
      this.#afterSets(() =>
        this.#shared.query(
          `DELETE FROM ${table} WHERE substr(key, 1, ?) = ?`,
          prefix.length,
          prefix,
        ),
      ),
    );
  }

  iterator<Value>(
    namespace?: string,
  ): AsyncGenerator<Array<string | Awaited<Value> | undefined>, void> {
    return this.#shared.iterator(namespace ?? this.namespace);
  }

  async disconnect(): Promise<void> {}

  /** Runs `run` once the writes asked for before it are committed (a clear never precedes them). */
  async #afterSets<Result>(run: () => Promise<Result>): Promise<Result> {
    await this.#batch?.settled();
    return run();
  }

  #write<Result>(keys: readonly string[] | undefined, run: () => Promise<Result>): Promise<Result> {
    return this.#cache ? this.#cache.write(keys, run) : run();
  }

  on(): this {
    return this;
  }
}
