import type { JobStoreKeyvs } from '../../../src/jobs/job-store.js';
import { sqliteKeyv } from '../../helpers/sqlite-file.js';

/**
 * The two namespaces the bot gives its job store (`jobs-active`, `jobs`), each on its own
 * connection to the SQLite file at `path`, as a restarted process would open them.
 * @param cleanups gets each connection's close.
 */
export function openJobKeyvs(
  path: string,
  cleanups: (() => Promise<void> | void)[],
): JobStoreKeyvs {
  const open = (namespace: string) => {
    const { keyv, close } = sqliteKeyv(path, namespace);
    cleanups.push(close);
    return keyv;
  };
  return { active: open('jobs-active'), kept: open('jobs') };
}
