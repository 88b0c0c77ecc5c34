import { EventEmitter } from 'node:events';
import { existsSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreConnection } from '../../src/store/store-connection.js';
import { SqliteOpenError, StoreConfigError } from '../../src/store/store-errors.js';
import { memoryLogger, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

function openFiles(): string[] {
  if (!existsSync('/proc/self/fd')) return [];
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/self/fd/${fd}`)];
    } catch {
      return [];
    }
  });
}

class FakeAdapter extends EventEmitter {
  static readonly created: FakeAdapter[] = [];
  readonly data = new Map<string, unknown>();
  readonly opts: { url: string };
  namespace: string | undefined;
  disconnected = false;
  failWrites = false;

  constructor(url: string) {
    super();
    this.opts = { url };
    FakeAdapter.created.push(this);
  }
  async get(key: string) {
    return this.data.get(key);
  }
  async set(key: string, value: unknown) {
    if (this.failWrites) throw new Error('connection reset');
    this.data.set(key, value);
  }
  async delete(key: string) {
    return this.data.delete(key);
  }
  async clear() {
    this.data.clear();
  }
  async disconnect() {
    this.disconnected = true;
  }
}

describe('StoreConnection on SQLite', () => {
  it('creates the folder of the file on first start', async () => {
    const file = join(db.dir(), 'nested', 'deeper', 'bot.sqlite');
    const connection = await StoreConnection.open(`sqlite://${file}`, memoryLogger());
    expect(existsSync(file)).toBe(true);
    await connection.close();
  });

  it('resolves a relative path against the working folder', async () => {
    const viaCwd = await StoreConnection.open('sqlite://data/bot.sqlite', {
      ...memoryLogger(),
      cwd: db.dir(),
    });
    expect(existsSync(join(db.dir(), 'data', 'bot.sqlite'))).toBe(true);
    await viaCwd.close();
    const path = relative(process.cwd(), join(db.dir(), 'rel', 'bot.sqlite'));
    const viaProcess = await StoreConnection.open(`sqlite://${path}`, memoryLogger());
    expect(existsSync(join(db.dir(), 'rel', 'bot.sqlite'))).toBe(true);
    await viaProcess.close();
  });

  it('keeps namespaces apart on one shared handle, in memory too', async () => {
    for (const url of ['sqlite://:memory:', db.url()]) {
      const connection = await StoreConnection.open(url, memoryLogger());
      const jobs = connection.keyv<string>('jobs');
      const other = connection.keyv<string>('other');
      expect(connection.keyv('jobs')).toBe(jobs);
      await jobs.set('same', 'job value');
      await other.set('same', 'other value');
      await other.set('second', 'kept');
      expect(await jobs.get('same')).toBe('job value');
      const listed: unknown[] = [];
      for await (const entry of jobs.iterator?.(undefined) ?? []) listed.push(entry);
      expect(listed).toEqual([['same', 'job value']]);
      await jobs.clear();
      expect(await jobs.get('same')).toBeUndefined();
      expect(await other.get('same')).toBe('other value');
      expect(await other.get('second')).toBe('kept');
      await jobs.disconnect();
      expect(await other.get('same')).toBe('other value');
      await connection.close();
    }
  });

  it('lists the namespaces that hold a record', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    expect(await connection.namespaces()).toEqual([]);
    await connection.keyv('jobs-active-1').set('job:1', { id: '1' });
    await connection.keyv('api-keys').set('123', { v: 1 });
    await connection.keyv('api-keys').set('456:with:colons', { v: 1 });
    await connection.keyv('jobs').set('x', 1, 60_000);
    await connection.keyv('empty').set('gone', 1);
    await connection.keyv('empty').delete('gone');
    expect(await connection.namespaces()).toEqual(['api-keys', 'jobs', 'jobs-active-1']);
    await connection.close();
    await expect(connection.namespaces()).rejects.toThrow('closed');
  });

  it('refuses namespaces that are not lower-case words', async () => {
    const connection = await StoreConnection.open('sqlite://:memory:', memoryLogger());
    for (const name of ['', 'Jobs', 'a_b', 'a%', 'a:b']) {
      expect(() => connection.keyv(name)).toThrow(RangeError);
    }
    await connection.close();
  });

  it('releases the SQLite handle on close, once', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    await connection.keyv('jobs').set('a', 1);
    if (existsSync('/proc/self/fd')) expect(openFiles()).toContain(db.file());
    await Promise.all([connection.close(), connection.close()]);
    expect(openFiles()).not.toContain(db.file());
    expect(() => connection.keyv('jobs')).toThrow('closed');
    const reopened = await StoreConnection.open(db.url(), memoryLogger());
    expect(await reopened.keyv('jobs').get('a')).toBe(1);
    await reopened.close();
  });

  it('fails with SqliteOpenError, saying what to change, when the file cannot be created', async () => {
    const blocker = join(db.dir(), 'not-a-folder');
    writeFileSync(blocker, '');
    const opening = StoreConnection.open(`sqlite://${blocker}/bot.sqlite`, memoryLogger());
    await expect(opening).rejects.toBeInstanceOf(SqliteOpenError);
    await expect(opening).rejects.toThrow(/\(ENOTDIR\): .* is not a folder this process can use/);
  });
});

describe('StoreConnection URLs', () => {
  it.each([
    ['foo://host/db', 'DATABASE_URL uses an unsupported scheme foo://; use one of sqlite://'],
    ['data/bot.sqlite', 'DATABASE_URL must be a URL such as sqlite://data/bot.sqlite'],
    ['sqlite://', 'DATABASE_URL sqlite:// needs a file path'],
  ])('rejects %s with a clear message', async (url, message) => {
    const opening = StoreConnection.open(url, memoryLogger());
    await expect(opening).rejects.toBeInstanceOf(StoreConfigError);
    await expect(opening).rejects.toThrow(message);
  });

  it.each([
    ['postgres://u:p@host/db', 'postgres', '@keyv/postgres'],
    ['postgresql://u:p@host/db', 'postgresql', '@keyv/postgres'],
    ['mysql://u:p@host/db', 'mysql', '@keyv/mysql'],
    ['mongodb://host/db', 'mongodb', '@keyv/mongo'],
  ])('names the package to install when %s has no adapter', async (url, scheme, name) => {
    const opening = StoreConnection.open(url, memoryLogger());
    const message = `DATABASE_URL uses ${scheme}://; install it with \`npm install ${name}\``;
    await expect(opening).rejects.toThrow(message);
    await expect(opening).rejects.toBeInstanceOf(StoreConfigError);
    await expect(opening).rejects.not.toThrow('pass');
  });

  it.each(['redis://localhost:6379', 'rediss://user:pass@host:6380'])(
    'opens %s with @keyv/redis, a dependency of the bot',
    async (url) => {
      const connection = await StoreConnection.open(url, memoryLogger());
      expect(connection.redisClient).toBeDefined();
      await connection.close();
    },
  );
});

describe('StoreConnection with another adapter', () => {
  const importModule = async (name: string) => {
    expect(name).toBe('@keyv/postgres');
    return { default: FakeAdapter };
  };

  it('loads it on demand, one instance per namespace, and disconnects each on close', async () => {
    FakeAdapter.created.length = 0;
    const { logger } = memoryLogger();
    const connection = await StoreConnection.open('postgres://host/db', { logger, importModule });
    await connection.keyv('jobs').set('a', 1);
    await connection.keyv('other').set('a', 2);
    expect(await connection.keyv('jobs').get('a')).toBe(1);
    expect(FakeAdapter.created.map((adapter) => adapter.opts.url)).toEqual([
      'postgres://host/db',
      'postgres://host/db',
    ]);
    await connection.close();
    expect(FakeAdapter.created.every((adapter) => adapter.disconnected)).toBe(true);
  });

  it('cannot list the namespaces of an adapter other than SQLite and Redis', async () => {
    const postgres = async () => ({ default: FakeAdapter });
    const connection = await StoreConnection.open('postgres://host/db', {
      logger: memoryLogger().logger,
      importModule: postgres,
    });
    await expect(connection.namespaces()).rejects.toThrow(
      'The namespaces of a postgres:// store cannot be listed',
    );
    await connection.close();
  });

  it('logs an adapter error once instead of crashing, and rejects the failed call', async () => {
    FakeAdapter.created.length = 0;
    const { logger, lines } = memoryLogger();
    const connection = await StoreConnection.open('postgres://host/db', { logger, importModule });
    const jobs = connection.keyv('jobs');
    const adapter = FakeAdapter.created[0] as FakeAdapter;
    adapter.emit('error', new Error('socket closed'));
    adapter.failWrites = true;
    await expect(jobs.set('a', 1)).rejects.toThrow('connection reset');
    expect(lines.filter((line) => line.includes('socket closed'))).toHaveLength(1);
    expect(lines.join('\n')).toContain('connection reset');
    await connection.close();
  });
});
