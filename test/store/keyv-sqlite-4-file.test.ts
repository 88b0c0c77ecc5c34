import { copyFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobStore } from '../../src/jobs/job-store.js';
import type { Stores } from '../../src/store/create-stores.js';
import { FIXTURE, FIXTURE_HISTORY, FIXTURE_JOBS } from '../fixtures/keyv-sqlite-4-fixture.js';
import { sqliteTable } from '../helpers/sqlite-file.js';
import { rawRows, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const { member, guild } = FIXTURE;
const [undelivered, kept] = FIXTURE_JOBS as [(typeof FIXTURE_JOBS)[0], (typeof FIXTURE_JOBS)[0]];

/** The stores on a copy of the file `@keyv/sqlite` 4 wrote, their clock and keyv's at `at`. */
async function openCopy(at: number): Promise<{ stores: Stores; jobs: JobStore }> {
  vi.setSystemTime(at);
  const stores = await db.open({ encryptionSecret: FIXTURE.encryptionSecret, now: () => at });
  const jobs = new JobStore({ active: stores.keyv('jobs-active'), kept: stores.keyv('jobs') });
  return { stores, jobs };
}

const schemaOf = (file: string) => {
  const table = sqliteTable(file);
  try {
    return table.rows('SELECT type, name, sql FROM sqlite_master ORDER BY name');
  } finally {
    table.close();
  }
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  await copyFile(FIXTURE.file, db.file());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a SQLite file written by the store on @keyv/sqlite 4 and sqlite3', () => {
  it('reads back every record it holds, of every namespace', async () => {
    const { stores, jobs } = await openCopy(FIXTURE.writtenAt + MINUTE);
    expect(await stores.apiKeys.get(member.userId)).toEqual({
      apiKey: member.apiKey,
      masked: `sk-…${member.apiKey.slice(-4)}`,
      last4: member.apiKey.slice(-4),
      serviceUserId: member.serviceUserId,
      serviceUsername: member.serviceUsername,
      linkedAt: FIXTURE.writtenAt,
    });
    expect(await stores.guildSettings.getServerKey(guild.guildId)).toMatchObject({
      apiKey: guild.apiKey,
      setBy: guild.setBy,
      setAt: FIXTURE.writtenAt,
      serviceUsername: guild.serviceUsername,
    });
    expect(await stores.guildSettings.getLocale(guild.guildId)).toBe(guild.locale);
    expect(await stores.guildSettings.getDailyLimit(guild.guildId)).toBe(guild.dailyLimit);
    expect(await stores.defaults.get({ kind: 'member', userId: member.userId })).toEqual(
      FIXTURE.memberDefaults,
    );
    expect(await stores.history.list(member.userId)).toEqual([FIXTURE_HISTORY]);
    expect(await jobs.listUnfinished()).toEqual([undelivered]);
    expect(await jobs.get(kept.id)).toEqual(kept);
    expect(await jobs.get(undelivered.id)).toEqual(undelivered);
  });

  it('keeps the expiries it wrote: the delivered job is gone 7 days after', async () => {
    const { jobs } = await openCopy(FIXTURE.writtenAt + 7 * DAY + MINUTE);
    expect(await jobs.get(kept.id)).toBeUndefined();
    expect(await jobs.get(undelivered.id)).toEqual(undelivered);
  });

  it('takes new writes in the same table, and keeps them and the old records across a restart', async () => {
    const before = schemaOf(db.file());
    const first = await openCopy(FIXTURE.writtenAt + MINUTE);
    const newKey = `sk-${'a1'.repeat(24)}`;
    await first.stores.apiKeys.link('200000000000000009', {
      apiKey: newKey,
      serviceUserId: 'svc-new',
      serviceUsername: 'a new member',
    });
    await first.stores.guildSettings.setLocale(guild.guildId, 'de');
    await first.jobs.save({ ...undelivered, state: 'completed', delivered: true });
    await first.stores.close();

    const second = await openCopy(FIXTURE.writtenAt + 2 * MINUTE);
    expect((await second.stores.apiKeys.get('200000000000000009'))?.apiKey).toBe(newKey);
    expect((await second.stores.apiKeys.get(member.userId))?.apiKey).toBe(member.apiKey);
    expect(await second.stores.guildSettings.getLocale(guild.guildId)).toBe('de');
    expect((await second.stores.guildSettings.getServerKey(guild.guildId))?.apiKey).toBe(
      guild.apiKey,
    );
    expect(await second.jobs.listUnfinished()).toEqual([]);
    expect(await second.jobs.get(undelivered.id)).toMatchObject({ delivered: true });
    await second.stores.close();

    expect(schemaOf(db.file())).toEqual(before);
    expect((await rawRows(db.file())).map((row) => row.key)).toEqual([
      `api-keys:${member.userId}`,
      'api-keys:200000000000000009',
      `defaults:member:${member.userId}`,
      `generation-history:${member.userId}`,
      `guild-settings:${guild.guildId}`,
      `jobs:job:${undelivered.id}`,
      `jobs:job:${kept.id}`,
    ]);
  });
});
