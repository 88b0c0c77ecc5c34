import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { copyStore } from '../../src/migrate/copy-store.js';
import { openMigration } from '../../src/migrate/open-migration.js';
import { createStores } from '../../src/store/create-stores.js';
import {
  DATA_VERSION,
  DataVersionError,
  META_NAMESPACE,
  readDataVersion,
} from '../../src/store/data-version.js';
import { openStoreDatabase } from '../../src/store/store-database.js';
import { SECRET_A } from './store-test-kit.js';

const logger = createLogger({ level: 'silent' });
let dir: string;
const url = (name: string) => `sqlite://${join(dir, `${name}.sqlite`)}`;

/** Writes `version` as the data version of the store `name`, as a newer release would. */
async function recordVersion(name: string, version: number): Promise<void> {
  const database = await openStoreDatabase(url(name), { logger });
  await database.connection.keyv(META_NAMESPACE).set('data-version', version);
  await database.close();
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'imagine-bot-data-version-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the data version', () => {
  it('is 1 where none is recorded, the version this release knows', async () => {
    const database = await openStoreDatabase(url('fresh'), { logger });
    expect(await readDataVersion(database.connection)).toBe(1);
    expect(DATA_VERSION).toBe(1);
    await database.close();
  });

  it('refuses a newer version at start, naming both, and lets go of the file', async () => {
    await recordVersion('newer', DATA_VERSION + 1);
    const opening = createStores({ databaseUrl: url('newer'), encryptionSecret: SECRET_A, logger });
    await expect(opening).rejects.toBeInstanceOf(DataVersionError);
    await expect(opening).rejects.toThrow(
      /^DATABASE_URL holds data version 2, and this release of the bot knows versions up to 1: /,
    );
    const next = await openStoreDatabase(url('newer'), { logger });
    await next.close();
  });

  it('is carried along by copyStore, and a newer one is refused by openMigration', async () => {
    await recordVersion('source', DATA_VERSION);
    const stores = await openMigration(url('source'), url('target'), { shardCount: 1, logger });
    const report = await copyStore(stores.from, stores.to);
    expect(report.written[META_NAMESPACE]).toBe(1);
    expect(await readDataVersion(stores.to.connection)).toBe(DATA_VERSION);
    await stores.close();

    await recordVersion('newer', DATA_VERSION + 1);
    await expect(
      openMigration(url('newer'), url('other'), { shardCount: 1, logger }),
    ).rejects.toThrow(/^--from holds data version 2, .*up to 1: /);
  });
});
