import { freeBytes } from '../core/free-bytes.js';
import type { BlobEntry, BlobStore } from './blob-store.js';
import type { SqliteTable } from './sqlite-table.js';

/**
 * The tables beside keyv's: an entry's bytes in parts of at most {@link PART_BYTES}, numbered from
 * 0, each a BLOB; and apart, when each entry expires (epoch ms), so that extending it or finding
 * the expired ones reads and writes no part (SQLite reads and rewrites a row whole, its BLOB's
 * overflow pages included). Made by the first write: a file of an earlier release keeps its schema
 * until bytes are kept.
 */
const CREATE_TABLES = [
  'CREATE TABLE IF NOT EXISTS blob_parts(key TEXT NOT NULL, part INTEGER NOT NULL, value BLOB NOT NULL, PRIMARY KEY (key, part))',
  'CREATE TABLE IF NOT EXISTS blob_expiries(key TEXT PRIMARY KEY, expires INTEGER NOT NULL)',
];

/**
 * The bytes bound per statement: SQLite copies what it is given, so a 20 MiB input written whole
 * would be held twice; in parts, its copy is never more than one part.
 */
const PART_BYTES = 1 << 20;

/**
 * The embedded store's {@link BlobStore}: two tables in the bot's SQLite file, written at once (not
 * through the keyv write batch) in one transaction, the bytes bound as they are: no text copy.
 * Read into one buffer of the entry's size. An entry past its expiry is not read, and is deleted
 * at the next write. `secure_delete` zeroes what a delete frees, and an erasure rebuilds the file
 * (`StoreConnection.dropErased`).
 */
export class SqliteBlobs implements BlobStore {
  /** Whether the tables exist: made by the first write, so a file that never kept bytes has none. */
  #made = false;

  constructor(
    private readonly table: SqliteTable,
    private readonly now: () => number = Date.now,
  ) {}

  #exists(): boolean {
    this.#made ||=
      this.table.rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'blob_parts'")
        .length > 0;
    return this.#made;
  }

  /** Whether `key` holds an entry that has not expired. */
  #live(key: string): boolean {
    const sql = 'SELECT 1 FROM blob_expiries WHERE key = ? AND expires > ?';
    return this.table.rows(sql, key, this.now()).length > 0;
  }

  async set(key: string, bytes: Uint8Array, ttlMs: number): Promise<void> {
    const { table } = this;
    if (!this.#exists()) for (const sql of CREATE_TABLES) table.run(sql);
    this.#made = true;
    const now = this.now();
    table.transaction(() => {
      const sql = 'SELECT key FROM blob_expiries WHERE expires <= ? OR key = ?';
      for (const { key: gone } of table.rows<{ key: string }>(sql, now, key)) this.#remove(gone);
      for (let part = 0, from = 0; from < bytes.byteLength || part === 0; part++) {
        const value = bytes.subarray(from, from + PART_BYTES);
        // Node 22's node:sqlite binds an empty Uint8Array as NULL: an empty entry is zeroblob(0).
        if (value.byteLength === 0)
          table.run(
            'INSERT INTO blob_parts (key, part, value) VALUES (?, ?, zeroblob(0))',
            key,
            part,
          );
        else
          table.run('INSERT INTO blob_parts (key, part, value) VALUES (?, ?, ?)', key, part, value);
        from += PART_BYTES;
      }
      table.run('INSERT INTO blob_expiries (key, expires) VALUES (?, ?)', key, now + ttlMs);
    });
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!this.#exists() || !this.#live(key)) return undefined;
    const parts = this.table.rows<{ part: number; size: number }>(
      'SELECT part, length(value) AS size FROM blob_parts WHERE key = ? ORDER BY part',
      key,
    );
    if (parts.length === 0) return undefined;
    const bytes = Buffer.allocUnsafeSlow(parts.reduce((sum, { size }) => sum + size, 0));
    let at = 0;
    for (const { part } of parts) {
      const [row] = this.table.rows<{ value: Uint8Array }>(
        'SELECT value FROM blob_parts WHERE key = ? AND part = ?',
        key,
        part,
      );
      if (!row) return undefined;
      bytes.set(row.value, at);
      at += row.value.byteLength;
      freeBytes(row.value);
    }
    return bytes;
  }

  async touch(key: string, ttlMs: number): Promise<void> {
    if (!this.#exists()) return;
    const now = this.now();
    const sql = 'UPDATE blob_expiries SET expires = ? WHERE key = ? AND expires > ?';
    this.table.run(sql, now + ttlMs, key, now);
  }

  async delete(key: string): Promise<void> {
    if (this.#exists()) this.table.transaction(() => this.#remove(key));
  }

  async deleteNamed(named: (key: string) => boolean): Promise<number> {
    if (!this.#exists()) return 0;
    const keys = this.table.rows<{ key: string }>('SELECT DISTINCT key FROM blob_parts');
    const gone = keys.map((row) => row.key).filter(named);
    for (const key of gone) await this.delete(key);
    return gone.length;
  }

  async *entries(): AsyncIterable<BlobEntry> {
    if (!this.#exists()) return;
    const sql = 'SELECT key, expires FROM blob_expiries WHERE expires > ? ORDER BY key';
    const rows = this.table.rows<{ key: string; expires: number }>(sql, this.now());
    for (const { key, expires } of rows) {
      // Its time left as it is handed out: a copy of the ones before may have taken a while.
      const ttlMs = expires - this.now();
      if (ttlMs > 0) yield { key, ttlMs };
    }
  }

  #remove(key: string): void {
    this.table.run('DELETE FROM blob_parts WHERE key = ?', key);
    this.table.run('DELETE FROM blob_expiries WHERE key = ?', key);
  }
}
