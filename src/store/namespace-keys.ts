import type { Keyv, KeyvStoreAdapter } from 'keyv';

/**
 * Every key of `keyv`'s namespace (without the namespace), expired ones included, listed through
 * its adapter before any record is read. Keyv's own iterator deletes each expired record as it
 * goes, and SQLite lists a namespace page by page (`LIMIT … OFFSET …`): every deletion shifts the
 * rows after it, so records at the next page boundary would be skipped. Read the records after, e.g.
 * with `getManyRaw` (which leaves the expired ones out).
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
