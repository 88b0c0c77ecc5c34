import type { Keyv } from 'keyv';
import { recordBatches } from './namespace-keys.js';

/** The keyv namespace of {@link KeyvBlobs}. */
export const BLOBS_NAMESPACE = 'blobs';

/** A live entry of a {@link BlobStore}: its key and the time it has left. */
export interface BlobEntry {
  readonly key: string;
  /** Milliseconds until it expires (more than 0). */
  readonly ttlMs: number;
}

/**
 * Bytes kept under a key for a time, stored as bytes (members' input images: no base64, no JSON
 * around them): a BLOB row of the SQLite file (`SqliteBlobs`), a Redis string (`RedisBlobs`), or
 * base64 in a keyv namespace for another database ({@link KeyvBlobs}). A key names who the bytes
 * belong to (a member's and a server's id), so that an erasure deletes them by their keys alone
 * ({@link BlobStore.deleteNamed}), without reading a byte. Keys hold no `::`.
 */
export interface BlobStore {
  /** Keeps `bytes` under `key` for `ttlMs`, replacing what it held. */
  set(key: string, bytes: Uint8Array, ttlMs: number): Promise<void>;
  /** The bytes under `key`, or undefined once expired or deleted. */
  get(key: string): Promise<Buffer | undefined>;
  /** Keeps what `key` holds `ttlMs` more from now, without writing its bytes again. */
  touch(key: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every entry whose key `named` tells names an id (an erasure); how many went. */
  deleteNamed(named: (key: string) => boolean): Promise<number>;
  /**
   * The live entries' keys, one at a time, each with its time left when it is handed out (not when
   * the listing began: a migration copies the ones before it meanwhile); reads no bytes.
   */
  entries(): AsyncIterable<BlobEntry>;
}

/**
 * A {@link BlobStore} in a keyv namespace, the bytes in base64 (what any keyv adapter stores): for
 * a database other than SQLite and Redis. Its records are erased with the other namespaces'
 * (`eraseMentions` deletes a record whose key names the id), so {@link deleteNamed} has nothing
 * left to do.
 */
export class KeyvBlobs implements BlobStore {
  constructor(private readonly keyv: Keyv<string>) {}

  async set(key: string, bytes: Uint8Array, ttlMs: number): Promise<void> {
    await this.keyv.set(
      key,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
      ttlMs,
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stored = await this.keyv.get(key);
    return typeof stored === 'string' ? Buffer.from(stored, 'base64') : undefined;
  }

  async touch(key: string, ttlMs: number): Promise<void> {
    const stored = await this.keyv.get(key);
    if (stored !== undefined) await this.keyv.set(key, stored, ttlMs);
  }

  async delete(key: string): Promise<void> {
    await this.keyv.delete(key);
  }

  async deleteNamed(): Promise<number> {
    return 0;
  }

  async *entries(): AsyncIterable<BlobEntry> {
    for await (const records of recordBatches<string>(this.keyv)) {
      for (const { key, raw } of records) {
        const ttlMs = raw?.expires == null ? undefined : raw.expires - Date.now();
        if (ttlMs !== undefined && ttlMs > 0) yield { key, ttlMs };
      }
    }
  }
}
