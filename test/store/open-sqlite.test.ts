import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { describe, expect, it } from 'vitest';
import { StoreInUseError, StoreUnavailableError } from '../../src/store/errors.js';
import { openSqlite } from '../../src/store/open-sqlite.js';
import { memoryLogger, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

describe('openSqlite', () => {
  it('holds the file alone until closed, then lets the next one in', async () => {
    const { lines } = memoryLogger();
    const onError = (error: unknown) => lines.push(String(error));
    const first = await openSqlite(db.file(), onError);
    await first.set('k', 'v');

    const second = openSqlite(db.file(), onError);
    await expect(second).rejects.toBeInstanceOf(StoreInUseError);
    await expect(second).rejects.toThrow(
      `Another process is using ${db.file()}. The embedded SQLite store serves one process; ` +
        'stop the other one, or use a shared store (DATABASE_URL=redis://…) to run several.',
    );
    expect(lines).toEqual([]);

    await first.disconnect();
    const next = await openSqlite(db.file(), onError);
    await expect(openSqlite(db.file(), onError)).rejects.toBeInstanceOf(StoreInUseError);
    expect(await next.get('k')).toBe('v');
    expect(await next.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    await next.disconnect();
  });

  it('keeps every other connection out while open, readers too', async () => {
    const held = await openSqlite(db.file(), () => {});
    const reader = new KeyvSqlite({ uri: `sqlite://${db.file()}` });
    reader.on('error', () => {});
    await expect(reader.query('SELECT count(*) FROM keyv')).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    });
    await held.disconnect();
  });

  it('opens :memory: without a file', async () => {
    const memory = await openSqlite(':memory:', () => {});
    await memory.set('k', 'v');
    expect(await memory.get('k')).toBe('v');
    await memory.disconnect();
  });

  it('creates missing folders, and refuses at once a folder the system will not create', async () => {
    const nested = join(db.file(), '..', 'a', 'b', 'bot.sqlite');
    const made = await openSqlite(nested, () => {});
    await made.disconnect();
    // Node 20's recursive mkdir never returns here (ENOENT on the folder, EEXIST on its parent).
    const refused = openSqlite('/proc/self/nope/bot.sqlite', () => {});
    await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(refused).rejects.toMatchObject({
      detail: 'cannot create the folder of /proc/self/nope/bot.sqlite',
      cause: { code: 'ENOENT', syscall: 'mkdir', path: '/proc/self/nope' },
    });
  });
});
