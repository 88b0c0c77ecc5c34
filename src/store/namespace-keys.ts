import type { Keyv, KeyvStoreAdapter, StoredDataRaw } from 'keyv';

/** Records read at a time by {@link recordBatches}. */
const BATCH = 200;

/**
 * Every key of `keyv`'s namespace (without the namespace), expired ones included, listed through
 * its adapter: Keyv's own iterator deletes expired records while it lists, which an adapter that
 * pages by offset skips over. Read the records after (`getManyRaw` leaves the expired ones out).
 * @throws TypeError when the adapter cannot list a namespace (only SQLite, Redis and Map can).
 */
export async function namespaceKeys(keyv: Keyv): Promise<string[]> {
  const adapter = keyv.store as Partial<KeyvStoreAdapter> | Map<string, unknown>;
  const namespace = keyv.namespace;
  const prefix = namespace ? `${namespace}:` : '';
  const unprefixed = (key: string) => (key.startsWith(prefix) ? key.slice(prefix.length) : key);
  if (adapter instanceof Map) {
    return [...adapter.keys()]
      .map(String)
      .filter((key) => key.startsWith(prefix))
      .map(unprefixed);
  }
  if (typeof adapter.iterator !== 'function') {
    throw new TypeError('the store cannot list a namespace (SQLite, Redis and Map can)');
  }
  const keys: string[] = [];
  for await (const [key] of adapter.iterator(namespace)) keys.push(unprefixed(String(key)));
  return keys;
}

/** The records of `keyv` a batch at a time, with their expiry (`raw` undefined once expired). */
export async function* recordBatches<Value = unknown>(
  keyv: Keyv,
): AsyncGenerator<{ key: string; raw: StoredDataRaw<Value> | undefined }[]> {
  const keys = await namespaceKeys(keyv);
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const raws = (await keyv.getManyRaw(batch)) as (StoredDataRaw<Value> | undefined)[];
    yield batch.map((key, index) => ({ key, raw: raws[index] }));
  }
}

/** What is left of a record kept until `expiresAt` (epoch ms), in ms; undefined: kept for ever. */
export const ttlUntil = (expiresAt: number | undefined): number | undefined =>
  expiresAt === undefined ? undefined : expiresAt - Date.now();

/** When a record kept `ttlMs` more expires (epoch ms); undefined: never. */
export const expiresIn = (ttlMs: number | undefined): number | undefined =>
  ttlMs === undefined ? undefined : Date.now() + ttlMs;
