import { AppError } from '../core/app-error.js';
import type { StoreConnection } from './store-connection.js';

/**
 * The layout of the stored data this release reads and writes: a release that changes it raises
 * it and migrates older stores at start. A store that records none is version 1.
 */
export const DATA_VERSION = 1;

/** Where the number is kept: the key `data-version` of this namespace (`meta:data-version`). */
export const META_NAMESPACE = 'meta';
const VERSION_KEY = 'data-version';

/** The store holds data of a newer layout than this release knows (using it could lose data). */
export class DataVersionError extends AppError {
  constructor(found: number, where: string) {
    super(
      `${where} holds data version ${found}, and this release of the bot knows versions up to ` +
        `${DATA_VERSION}: run a release that knows version ${found} (the one that wrote it, or ` +
        'newer), or restore a backup made by this release',
    );
  }
}

/** The data version `connection` records (1 when it records none). */
export async function readDataVersion(connection: StoreConnection): Promise<number> {
  const found = await connection.keyv<number>(META_NAMESPACE).get(VERSION_KEY);
  return typeof found === 'number' && Number.isInteger(found) ? found : 1;
}

/**
 * @param where what the operator calls this store in the line (`DATABASE_URL`, `--from`).
 * @throws DataVersionError when `connection` records a newer data version than {@link DATA_VERSION}.
 */
export async function requireKnownDataVersion(
  connection: StoreConnection,
  where: string,
): Promise<void> {
  const found = await readDataVersion(connection);
  if (found > DATA_VERSION) throw new DataVersionError(found, where);
}
