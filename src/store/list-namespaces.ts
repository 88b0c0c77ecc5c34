import type { RedisClient } from './redis-client.js';
import type { SqliteTable } from './sqlite-table.js';

/** Keys per SCAN step when a Redis database's namespaces are listed. */
const SCAN_COUNT = 1_000;

/**
 * The keyv namespaces holding at least one record in a SQLite database: keyv stores each record
 * under `<namespace>:<key>`.
 */
export async function listSqliteNamespaces(sqlite: SqliteTable): Promise<string[]> {
  const rows = sqlite.rows<{ namespace: string }>(
    `SELECT DISTINCT substr(key, 1, instr(key, ':') - 1) AS namespace FROM ${sqlite.opts.table} WHERE instr(key, ':') > 1`,
  );
  return rows.map((row) => row.namespace).sort();
}

/** Every key of `namespace` in a SQLite database, as keyv names them (`<namespace>:<key>`). */
export async function listSqliteKeys(sqlite: SqliteTable, namespace: string): Promise<string[]> {
  const prefix = `${namespace}:`;
  const rows = sqlite.rows<{ key: string }>(
    `SELECT key FROM ${sqlite.opts.table} WHERE substr(key, 1, ?) = ?`,
    prefix.length,
    prefix,
  );
  return rows.map((row) => row.key);
}

/**
 * The keyv namespaces holding at least one record in the Redis `client` is connected to: the keyv
 * adapter stores each record under `<namespace>::<key>`. Other keys (the shared state's, other
 * programs') are not namespaces. Listed with SCAN (node-redis's `scanIterator`), a step at a time.
 */
export async function listRedisNamespaces(client: RedisClient): Promise<string[]> {
  const found = new Set<string>();
  for await (const keys of client.scanIterator({ MATCH: '*::*', COUNT: SCAN_COUNT })) {
    for (const key of keys) found.add(key.slice(0, key.indexOf('::')));
  }
  return [...found].sort();
}
