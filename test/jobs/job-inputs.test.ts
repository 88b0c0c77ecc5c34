import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import type { InputImage } from '../../src/image-backend/images-in.js';
import { JobInputs } from '../../src/jobs/job-inputs.js';
import { JOB_NAMESPACES } from '../../src/jobs/job-namespaces.js';
import { eraseMember, eraseServer } from '../../src/privacy/erase-member.js';
import { createStores, type Stores } from '../../src/store/create-stores.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../helpers/redis-server.js';
import { SECRET_A, useTempDatabase } from '../store/store-test-kit.js';

const MEMBER = '123456789012345678';
const OTHER = '223456789012345678';

const image = (fill: number): InputImage => ({
  bytes: Buffer.alloc(300, fill),
  type: 'image/png',
  width: 10,
  height: 10,
});

/**
 * Two entries of an hour listed while a copy takes 300 ms over each (as `copyStore` does): the
 * time left of each of them, as handed out.
 */
async function timeLeftAsHandedOut(stores: Stores): Promise<number[]> {
  const keys = ['handed-out-a', 'handed-out-b'];
  for (const key of keys) await stores.blobs.set(key, Buffer.alloc(1), 3_600_000);
  const left: number[] = [];
  for await (const { key, ttlMs } of stores.blobs.entries()) {
    if (!keys.includes(key)) continue;
    left.push(ttlMs);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return left;
}

const inputsOf = (stores: Stores, retentionMs?: number) =>
  new JobInputs(stores.keyv(JOB_NAMESPACES.inputs), stores.blobs, {
    ...(retentionMs !== undefined && { retentionMs }),
  });

/** The store's tests on each database; `open()` opens it again (another process, with Redis). */
function inputsSuite(name: string, open: () => Promise<Stores>) {
  describe(`JobInputs on ${name}`, () => {
    let guild = 100_000_000_000_000_000n;
    /** A server id no other test used (Redis is shared by the suite). */
    const newGuild = () => {
      guild += 1n;
      return String(guild);
    };

    it('keeps an input for its retention, then it is gone by itself', async () => {
      const inputs = inputsOf(await open(), 300);
      await inputs.put('r1', { userId: MEMBER, scope: newGuild() }, image(7));
      expect(await inputs.get('r1')).toEqual(image(7));
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await inputs.get('r1')).toBeUndefined();
    });

    it('says whose record an input is, until it is gone', async () => {
      const stores = await open();
      const inputs = inputsOf(stores);
      const g = newGuild();
      await inputs.put('owned', { userId: MEMBER, scope: g }, image(8));
      expect(await inputs.ownerOf('owned')).toEqual({ userId: MEMBER, scope: g });
      await inputs.delete('owned');
      expect(await inputs.ownerOf('owned')).toBeUndefined();
    });

    it("is erased with its member (Forget me) and with its server, others' kept", async () => {
      const stores = await open();
      const inputs = inputsOf(stores);
      const g = newGuild();
      await inputs.put('mine', { userId: MEMBER, scope: g }, image(1));
      await inputs.put('theirs', { userId: OTHER, scope: `dm:${OTHER}` }, image(2));
      await inputs.put('there', { userId: OTHER, scope: g }, image(3));
      await eraseMember(stores, MEMBER);
      expect(await inputs.get('mine')).toBeUndefined();
      expect(await inputs.get('there')).toEqual(image(3));
      await eraseServer(stores, g);
      expect(await inputs.get('there')).toBeUndefined();
      expect(await inputs.get('theirs')).toEqual(image(2));
      expect(await stores.blobs.get(`job-inputs:mine:${MEMBER}:${g}`)).toBeUndefined();
      expect(await stores.blobs.get(`job-inputs:there:${OTHER}:${g}`)).toBeUndefined();
    });

    it('keeps nothing of an image in memory: each read is a copy of its own from the store, as another process reads it', async () => {
      const stores = await open();
      const inputs = inputsOf(stores);
      const stored = image(4);
      await inputs.put('r1', { userId: MEMBER, scope: newGuild() }, stored);
      const read = vi.spyOn(stores.blobs, 'get');
      const first = await inputs.get('r1');
      expect(first).toEqual(stored);
      expect(first?.bytes).not.toBe(stored.bytes);
      expect(read).toHaveBeenCalledTimes(1);
      // Another process on Redis; on SQLite (one process holds the file) another instance.
      const other = name === 'Redis' ? await open() : stores;
      const again = await inputsOf(other).get('r1');
      expect(again).toEqual(stored);
      expect(again?.bytes).not.toBe(stored.bytes);
      await inputs.put('r2', { userId: MEMBER, scope: newGuild() }, image(5));
      await eraseMember(stores, MEMBER);
      expect(await inputs.get('r2')).toBeUndefined();
    });

    it("keeps a mask beside its input, read by another process, erased with the input's member", async () => {
      const stores = await open();
      const inputs = inputsOf(stores);
      const g = newGuild();
      const mask = image(9);
      await inputs.put('masked', { userId: MEMBER, scope: g }, image(4), mask);
      expect(await inputs.sizeOf('masked')).toBe(600);
      expect(await inputs.get('masked')).toEqual(image(4));
      expect(await inputs.mask('masked')).toEqual(mask);
      const other = inputsOf(name === 'Redis' ? await open() : stores);
      expect(await other.mask('masked')).toEqual(mask);
      expect(await other.sizeOf('masked')).toBe(600);
      await inputs.put('plain', { userId: MEMBER, scope: g }, image(5));
      expect(await other.mask('plain')).toBeUndefined();
      await eraseMember(stores, MEMBER);
      expect(await other.mask('masked')).toBeUndefined();
      expect(await stores.blobs.get(`job-inputs:masked:mask:${MEMBER}:${g}`)).toBeUndefined();
    });

    it("keeps references beside its input, in order, read by another process, erased with the input's member", async () => {
      const stores = await open();
      const inputs = inputsOf(stores);
      const g = newGuild();
      const references = [image(11), { ...image(12), type: 'image/webp' as const, width: 20 }];
      await inputs.put('referred', { userId: MEMBER, scope: g }, image(4), undefined, references);
      expect(await inputs.sizeOf('referred')).toBe(900);
      expect(await inputs.referenceCount('referred')).toBe(2);
      const other = inputsOf(name === 'Redis' ? await open() : stores);
      expect(await other.references('referred')).toEqual(references);
      await inputs.put('plain', { userId: MEMBER, scope: g }, image(5));
      expect(await other.references('plain')).toEqual([]);
      expect(await other.references('never')).toBeUndefined();
      await eraseMember(stores, MEMBER);
      expect(await other.references('referred')).toBeUndefined();
      for (const index of [0, 1]) {
        const key = `job-inputs:referred:reference${index}:${MEMBER}:${g}`;
        expect(await stores.blobs.get(key)).toBeUndefined();
      }
    });

    it('forgets every reference with its input, and reads none once one of them is gone', async () => {
      const stores = await open();
      const inputs = inputsOf(stores);
      const g = newGuild();
      await inputs.put('r', { userId: MEMBER, scope: g }, image(4), undefined, [
        image(1),
        image(2),
      ]);
      await stores.blobs.delete(`job-inputs:r:reference1:${MEMBER}:${g}`);
      expect(await inputs.references('r')).toBeUndefined();
      await inputs.delete('r');
      expect(await stores.blobs.get(`job-inputs:r:reference0:${MEMBER}:${g}`)).toBeUndefined();
    });

    it('keep extends both the record and its bytes without writing the bytes again', async () => {
      const stores = await open();
      const inputs = inputsOf(stores, 400);
      await inputs.put('r1', { userId: MEMBER, scope: newGuild() }, image(6));
      const write = vi.spyOn(stores.blobs, 'set');
      await new Promise((resolve) => setTimeout(resolve, 250));
      await inputs.keep('r1');
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await inputsOf(stores).get('r1')).toEqual(image(6));
      expect(write).not.toHaveBeenCalled();
      await inputs.delete('r1');
      expect(await inputsOf(stores).get('r1')).toBeUndefined();
    });
  });
}

const db = useTempDatabase();
inputsSuite('SQLite', () => db.open());

describe('JobInputs on SQLite, in the file', () => {
  const database = useTempDatabase();
  it('keeps the bytes as they are (a BLOB), not as base64 text', async () => {
    const stores = await database.open();
    const bytes = Buffer.from(Array.from({ length: 4_000 }, (_, i) => (i * 7919) % 251));
    await inputsOf(stores).put('r1', { userId: MEMBER, scope: 'dm:1' }, { ...image(0), bytes });
    await stores.close();
    const file = readFileSync(database.file());
    const wal = readFileSync(`${database.file()}-wal`, { flag: 'a+' });
    const all = Buffer.concat([file, wal]);
    expect(all.includes(bytes.subarray(1_000, 1_200))).toBe(true);
    expect(all.includes(Buffer.from(bytes.toString('base64').slice(400, 480)))).toBe(false);
  });
});

describe('SqliteBlobs', () => {
  const database = useTempDatabase();
  it('reads back an entry of several parts whole, and writes one again in place', async () => {
    const stores = await database.open();
    const bytes = Buffer.from(Array.from({ length: 2.5 * 2 ** 20 }, (_, i) => (i * 31) % 256));
    await stores.blobs.set('k', bytes, 60_000);
    expect((await stores.blobs.get('k'))?.equals(bytes)).toBe(true);
    await stores.blobs.set('k', bytes.subarray(0, 10), 60_000);
    expect(await stores.blobs.get('k')).toEqual(bytes.subarray(0, 10));
    await stores.blobs.set('empty', Buffer.alloc(0), 60_000);
    expect(await stores.blobs.get('empty')).toEqual(Buffer.alloc(0));
  });

  it('deletes an expired entry, its every part, at the next write', async () => {
    const stores = await database.open();
    await stores.blobs.set('old', Buffer.alloc(2.5 * 2 ** 20, 7), 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stores.blobs.get('old')).toBeUndefined();
    const parts = () => {
      const file = new DatabaseSync(database.file(), { readOnly: true });
      try {
        return file.prepare("SELECT count(*) AS n FROM blob_parts WHERE key = 'old'").get()?.n;
      } finally {
        file.close();
      }
    };
    expect(parts()).toBe(3);
    await stores.blobs.set('new', Buffer.alloc(10), 60_000);
    expect(parts()).toBe(0);
  });

  it('lists each entry with its time left when handed out, not when the listing began', async () => {
    const left = await timeLeftAsHandedOut(await database.open());
    expect(left).toHaveLength(2);
    expect(left[1]).toBeLessThanOrEqual(3_600_000 - 250);
  });
});

describe.skipIf(!redisServerInstalled)('on Redis', () => {
  let redis: RedisServer;
  const opened: Stores[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((stores) => stores.close()));
    await redis.close();
  });
  inputsSuite('Redis', async () => {
    const stores = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: SECRET_A,
      logger: createLogger({ level: 'silent' }),
    });
    opened.push(stores);
    return stores;
  });
  it('lists each entry with its time left when handed out (PTTL), not when SCAN found it', async () => {
    const stores = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: SECRET_A,
      logger: createLogger({ level: 'silent' }),
    });
    opened.push(stores);
    const left = await timeLeftAsHandedOut(stores);
    expect(left).toHaveLength(2);
    expect(left[1]).toBeLessThanOrEqual(3_600_000 - 250);
  });
});
