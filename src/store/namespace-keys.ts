import type { Keyv, KeyvStoreAdapter } from 'keyv';

/**
 * Every key of `keyv`'s namespace (without the namespace), expired ones included, listed through
 * its adapter before any record is read. Keyv's own iterator deletes each expired record as it
 * goes, one write per record while the listing runs, and an adapter that pages by offset (as
 * `@keyv/sqlite` did) skips the records each deletion shifts over a page boundary. Read the records
 * after, e.g. with `getManyRaw` (which leaves the expired ones out).
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
