import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStores } from '../../src/store/create-stores.js';
import { memoryLogger, newApiKey, SECRET_A, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();
const now = Date.parse('2030-05-01T10:00:00Z');

describe('createStores', () => {
  it('keeps every link and setting across a restart', async () => {
    const keys = Array.from({ length: 5 }, () => newApiKey());
    const serverKey = newApiKey();
    const first = await db.open({ now: () => now });
    await Promise.all(
      keys.map((apiKey, index) =>
        first.apiKeys.link(`user-${index}`, {
          apiKey,
          serviceUserId: `svc-${index}`,
          serviceUsername: `member-${index}`,
        }),
      ),
    );
    await first.guildSettings.setServerKey('g', {
      apiKey: serverKey,
      setBy: 'user-0',
      serviceUserId: 'svc-g',
      serviceUsername: 'owner',
    });
    await first.guildSettings.setDailyLimit('g', 3);
    await first.usage.tryConsume('g', 'user-1', 3);
    await first.recentModels.record('g', 'flux/dev');
    await first.keyv('jobs').set('job-1', { state: 'queued' });
    await first.close();

    const second = await db.open({ now: () => now });
    for (const [index, apiKey] of keys.entries()) {
      expect(await second.apiKeys.get(`user-${index}`)).toMatchObject({
        apiKey,
        serviceUsername: `member-${index}`,
      });
    }
    expect((await second.guildSettings.getServerKey('g'))?.apiKey).toBe(serverKey);
    expect(await second.guildSettings.getDailyLimit('g')).toBe(3);
    expect(await second.usage.used('g', 'user-1')).toBe(1);
    expect(await second.recentModels.list('g')).toEqual(['flux/dev']);
    expect(await second.keyv('jobs').get('job-1')).toEqual({ state: 'queued' });
  });

  it('answers a ping while open and refuses one once closed', async () => {
    const stores = await db.open();
    await expect(stores.ping()).resolves.toBeUndefined();
    await stores.close();
    await expect(stores.ping()).rejects.toThrow('closed');
  });

  it('creates the database folder on first start', async () => {
    const file = join(db.dir(), 'data', 'bot.sqlite');
    const stores = await createStores({
      databaseUrl: `sqlite://${file}`,
      encryptionSecret: SECRET_A,
      ...memoryLogger(),
    });
    expect(existsSync(file)).toBe(true);
    await stores.close();
  });

  it('gives other modules their own namespace on the same database', async () => {
    const stores = await db.open();
    const jobs = stores.keyv<{ id: string }>('jobs');
    expect(stores.keyv('jobs')).toBe(jobs);
    await jobs.set('u1', { id: 'job' });
    await stores.apiKeys.link('u1', {
      apiKey: newApiKey(),
      serviceUserId: 's',
      serviceUsername: 'n',
    });
    expect(await jobs.get('u1')).toEqual({ id: 'job' });
    await jobs.clear();
    expect(await stores.apiKeys.has('u1')).toBe(true);
  });

  it('refuses a short secret before opening anything', async () => {
    const opening = createStores({
      databaseUrl: db.url(),
      encryptionSecret: 'too short',
      ...memoryLogger(),
    });
    await expect(opening).rejects.toThrow(RangeError);
    expect(existsSync(db.file())).toBe(false);
  });
});
