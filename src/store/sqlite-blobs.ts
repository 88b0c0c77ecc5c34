import type { BlobStore } from './blob-store.js';
import type { SqliteTable } from './sqlite-table.js';

/**
 * The table beside keyv's: one row per key, its bytes as a BLOB and when it expires (epoch ms).
 * Made by the first write: a file of an earlier release keeps its schema until bytes are kept.
 */
const CREATE_TABLE =
  'CREATE TABLE IF NOT EXISTS blobs(key TEXT PRIMARY KEY, value BLOB NOT NULL, expires INTEGER NOT NULL)';

/**
 * The embedded store's {@link BlobStore}: a `blobs` table in the bot's SQLite file, written at
 * once (not through the keyv write batch), so its bytes are bound as they are: no text copy. Rows
 * past their expiry are not read, and are deleted at the next write. `secure_delete` zeroes what
 * a delete frees, and an erasure rebuilds the file (`StoreConnection.dropErased`).
 */
export class SqliteBlobs implements BlobStore {
  /** Whether the table exists: made by the first write, so a file that never kept bytes has none. */
  #made = false;

  constructor(
    private readonly table: SqliteTable,
    private readonly now: () => number = Date.now,
  ) {}

  #exists(): boolean {
    this.#made ||=
      this.table.rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'blobs'")
        .length > 0;
    return this.#made;
  }

  async set(key: string, bytes: Uint8Array, ttlMs: number): Promise<void> {
    if (!this.#exists()) this.table.run(CREATE_TABLE);
    this.#made = true;
    const now = this.now();
    this.table.run('DELETE FROM blobs WHERE expires <= ?', now);
    this.table.run(
      'INSERT INTO blobs (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires',
      key,
      bytes,
      now + ttlMs,
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!this.#exists()) return undefined;
    const [row] = this.table.rows<{ value: Uint8Array }>(
      'SELECT value FROM blobs WHERE key = ? AND expires > ?',
      key,
      this.now(),
    );
    return row
      ? Buffer.from(row.value.buffer, row.value.byteOffset, row.value.byteLength)
      : undefined;
  }

  async touch(key: string, ttlMs: number): Promise<void> {
    if (!this.#exists()) return;
    const now = this.now();
    this.table.run(
      'UPDATE blobs SET expires = ? WHERE key = ? AND expires > ?',
      now + ttlMs,
      key,
      now,
    );
  }

  async delete(key: string): Promise<void> {
    if (!this.#exists()) return;
    this.table.run('DELETE FROM blobs WHERE key = ?', key);
  }

  async deleteNamed(named: (key: string) => boolean): Promise<number> {
    if (!this.#exists()) return 0;
    const keys = this.table.rows<{ key: string }>('SELECT key FROM blobs').map((row) => row.key);
    const gone = keys.filter(named);
    for (const key of gone) await this.delete(key);
    return gone.length;
  }
}
