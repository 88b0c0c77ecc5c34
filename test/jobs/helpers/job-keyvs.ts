import KeyvSqlite from '@keyv/sqlite';
import { Keyv } from 'keyv';
import type { JobStoreKeyvs } from '../../../src/jobs/job-store.js';

/**
 * The two namespaces the bot gives its job store (`jobs-active`, `jobs`), each on its own
 * connection to the SQLite file at `path`, as a restarted process would open them.
 * @param cleanups gets each connection's disconnect.
 */
export function openJobKeyvs(
  path: string,
  cleanups: (() => Promise<void> | void)[],
): JobStoreKeyvs {
  const open = (namespace: string) => {
    const store = new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 5_000 });
    const keyv = new Keyv({ store, namespace });
    cleanups.push(() => keyv.disconnect());
    return keyv;
  };
  return { active: open('jobs-active'), kept: open('jobs') };
}
