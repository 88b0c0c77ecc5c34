import { RESP_TYPES } from '@redis/client';
import type { BlobEntry, BlobStore } from './blob-store.js';
import type { RedisClient } from './redis-connections.js';

/**
 * Where the entries live: outside keyv's `<namespace>::<key>` records and the shared state's
 * `imagine:` keys, which an erasure reads value by value.
 */
const PREFIX = 'blob:';

/** A reply's bulk strings as Buffers: the bytes as stored, not decoded as UTF-8. */
const AS_BYTES = { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } } as const;

/**
 * The {@link BlobStore} of a Redis store: one string per key, its bytes sent and read as they
 * are, expiring by itself (`PX`); every process of the bot sees it. An erasure lists the keys
 * (`SCAN`) and deletes those that name the id, reading no value.
 */
export class RedisBlobs implements BlobStore {
  constructor(private readonly client: RedisClient) {}

  async set(key: string, bytes: Uint8Array, ttlMs: number): Promise<void> {
    const value = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await this.client.sendCommand(['SET', PREFIX + key, value, 'PX', String(Math.ceil(ttlMs))]);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const value = await this.client.sendCommand<Buffer | null>(['GET', PREFIX + key], AS_BYTES);
    return value ?? undefined;
  }

  async touch(key: string, ttlMs: number): Promise<void> {
    await this.client.sendCommand(['PEXPIRE', PREFIX + key, String(Math.ceil(ttlMs))]);
  }

  async delete(key: string): Promise<void> {
    await this.client.sendCommand(['DEL', PREFIX + key]);
  }

  async deleteNamed(named: (key: string) => boolean): Promise<number> {
    let deleted = 0;
    for await (const keys of this.client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1_000 })) {
      const gone = keys.filter((key) => named(key.slice(PREFIX.length)));
      if (gone.length > 0) deleted += await this.client.del(gone);
    }
    return deleted;
  }

  async *entries(): AsyncIterable<BlobEntry> {
    for await (const keys of this.client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1_000 })) {
      for (const key of keys) {
        // Read as it is handed out (a copy of the ones before may have taken a while); -2: gone
        // since listed, -1: kept for ever, which the bot never writes.
        const ttlMs = await this.client.pTTL(key);
        if (ttlMs > 0) yield { key: key.slice(PREFIX.length), ttlMs };
      }
    }
  }
}
