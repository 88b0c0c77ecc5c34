import { Keyv } from 'keyv';
import { loadNodeSqlite } from '../../src/store/node-sqlite.js';
import { SqliteNamespace } from '../../src/store/sqlite-namespace.js';
import { SqliteTable } from '../../src/store/sqlite-table.js';
import { SqliteWriteBatch } from '../../src/store/sqlite-write-batch.js';

/** `node:sqlite`'s connection class, loaded as the bot loads it (no warning on Node 22). */
export const { DatabaseSync } = await loadNodeSqlite();

/**
 * A plain connection to the SQLite file at `path`, with keyv's table: no lock held, for what a
 * test reads or writes beside the stores (or as another process would).
 */
export function sqliteTable(path: string): SqliteTable {
  const database = new DatabaseSync(path);
  database.exec('PRAGMA busy_timeout = 5000');
  return new SqliteTable(database, path);
}

/** The Keyv of `namespace` on a connection of its own to `path`; `close` closes that connection. */
export function sqliteKeyv(path: string, namespace: string): { keyv: Keyv; close: () => void } {
  const table = sqliteTable(path);
  const batch = new SqliteWriteBatch(table);
  return {
    keyv: new Keyv({ store: new SqliteNamespace(table, batch), namespace }),
    close: () => {
      batch.flush();
      table.close();
    },
  };
}
