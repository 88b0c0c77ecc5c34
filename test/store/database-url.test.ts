import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/store/database-url.js';
import { StoreConfigError } from '../../src/store/store-errors.js';

describe('parseDatabaseUrl', () => {
  it('reads SQLite paths: relative, absolute and in memory', () => {
    expect(parseDatabaseUrl('sqlite://data/bot.sqlite', '/srv/bot')).toEqual({
      kind: 'sqlite',
      path: '/srv/bot/data/bot.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/bot.sqlite', '/srv/bot')).toEqual({
      kind: 'sqlite',
      path: '/var/lib/bot.sqlite',
    });
    expect(parseDatabaseUrl('SQLite://:memory:')).toEqual({ kind: 'sqlite', path: ':memory:' });
  });

  it('maps each server scheme to its keyv adapter package', () => {
    const packages = Object.fromEntries(
      ['redis', 'rediss', 'postgres', 'postgresql', 'mysql', 'mongodb', 'mongodb+srv'].map(
        (scheme) => {
          const target = parseDatabaseUrl(`${scheme}://user:pw@host/db`);
          return [scheme, target.kind === 'adapter' ? target.packageName : target.kind];
        },
      ),
    );
    expect(packages).toEqual({
      redis: '@keyv/redis',
      rediss: '@keyv/redis',
      postgres: '@keyv/postgres',
      postgresql: '@keyv/postgres',
      mysql: '@keyv/mysql',
      mongodb: '@keyv/mongo',
      'mongodb+srv': '@keyv/mongo',
    });
  });

  it('rejects unknown schemes without repeating the URL', () => {
    for (const url of ['constructor://x', 'http://user:hunter2@host', 'ftp://host']) {
      let error: unknown;
      try {
        parseDatabaseUrl(url);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(StoreConfigError);
      expect((error as Error).message).toContain('unsupported scheme');
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
