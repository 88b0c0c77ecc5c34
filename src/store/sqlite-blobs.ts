import type { BlobStore } from './blob-store.js';
import type { SqliteTable } from './sqlite-table.js';

/**
 * The table beside keyv's: an entry's bytes in parts of at most {@link PART_BYTES}, numbered from
 * 0, each a BLOB, and when it expires (epoch ms). Made by the first write: a file of an earlier
 * release keeps its schema until bytes are kept.
 */
const CREATE_TABLE =
  'CREATE TABLE IF NOT EXISTS blobs(key TEXT NOT NULL, part INTEGER NOT NULL, value BLOB NOT NULL, expires INTEGER NOT NULL, PRIMARY KEY (key, part))';

/**
 * The bytes bound per statement: SQLite copies what it is given, so a 20 MiB input written whole
 * would be held twice; in parts, its copy is never more than one part.
 */
const PART_BYTES = 1 << 20;

/**
 * The embedded store's {@link BlobStore}: a `blobs` table in the bot's SQLite file, written at
 * once (not through the keyv write batch) in one transaction, the bytes bound as they are: no
 * text copy. Read into one buffer of the entry's size. Rows past their expiry are not read, and
 * are deleted at the next write. `secure_delete` zeroes what a delete frees, and an erasure
 * rebuilds the file (`StoreConnection.dropErased`).
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
    const { table } = this;
    table.transaction(() => {
      table.run('DELETE FROM blobs WHERE expires <= ? OR key = ?', now, key);
      for (let part = 0, from = 0; from < bytes.byteLength || part === 0; part++) {
        const value = bytes.subarray(from, from + PART_BYTES);
        table.run(
          'INSERT INTO blobs (key, part, value, expires) VALUES (?, ?, ?, ?)',
          key,
          part,
          value,
          now + ttlMs,
        );
        from += PART_BYTES;
      }
    });
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!this.#exists()) return undefined;
    const now = this.now();
    const parts = this.table.rows<{ part: number; size: number }>(
      'SELECT part, length(value) AS size FROM blobs WHERE key = ? AND expires > ? ORDER BY part',
      key,
      now,
    );
    if (parts.length === 0) return undefined;
    const bytes = Buffer.allocUnsafeSlow(parts.reduce((sum, { size }) => sum + size, 0));
    let at = 0;
    for (const { part } of parts) {
      const [row] = this.table.rows<{ value: Uint8Array }>(
        'SELECT value FROM blobs WHERE key = ? AND part = ?',
        key,
        part,
      );
      if (!row) return undefined;
      bytes.set(row.value, at);
      at += row.value.byteLength;
    }
    return bytes;
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
    const keys = this.table.rows<{ key: string }>('SELECT DISTINCT key FROM blobs');
    const gone = keys.map((row) => row.key).filter(named);
    for (const key of gone) await this.delete(key);
    return gone.length;
  }
}
