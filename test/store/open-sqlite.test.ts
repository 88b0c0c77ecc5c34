import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockFileOf, openSqlite } from '../../src/store/open-sqlite.js';
import { SqliteOpenError, StoreInUseError } from '../../src/store/store-errors.js';
import { DatabaseSync } from '../helpers/sqlite-file.js';
import { useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

describe('openSqlite', () => {
  it('holds the file alone until closed, then lets the next one in', async () => {
    const first = await openSqlite(db.file());
    first.upsert([['k', 'v']]);

    const second = openSqlite(db.file());
    await expect(second).rejects.toBeInstanceOf(StoreInUseError);
    await expect(second).rejects.toThrow(
      `Another process is using ${db.file()}. The embedded SQLite store serves one process; ` +
        'stop the other one, or use a shared store (DATABASE_URL=redis://…) to run several.',
    );
    await expect(second).rejects.toMatchObject({
      detail: 'SQLITE_BUSY on open',
      cause: { code: 'ERR_SQLITE_ERROR', errcode: 5 },
    });

    first.close();
    const next = await openSqlite(db.file());
    await expect(openSqlite(db.file())).rejects.toBeInstanceOf(StoreInUseError);
    expect(next.get('k')).toBe('v');
    expect(next.rows('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(next.rows('PRAGMA locking_mode')).toEqual([{ locking_mode: 'normal' }]);
    expect(next.rows('PRAGMA synchronous')).toEqual([{ synchronous: 1 }]);
    expect(next.rows('PRAGMA busy_timeout')).toEqual([{ timeout: 1_000 }]);
    next.close();
  });

  it('holds its lock file alone, and lets a reader take a consistent copy meanwhile', async () => {
    const held = await openSqlite(db.file());
    held.upsert([['k', 'v']]);
    const lock = new DatabaseSync(lockFileOf(db.file()));
    expect(() => lock.exec('BEGIN EXCLUSIVE')).toThrow(
      expect.objectContaining({ errcode: 5, message: 'database is locked' }),
    );
    lock.close();
    const copy = join(db.dir(), 'copy.sqlite');
    const reader = new DatabaseSync(db.file());
    reader.prepare('VACUUM INTO ?').run(copy);
    reader.close();
    held.upsert([['k', 'w']]);
    const copied = new DatabaseSync(copy);
    expect(copied.prepare("SELECT value FROM keyv WHERE key = 'k'").get()).toEqual({ value: 'v' });
    copied.close();
    held.close();
  });

  it('zeroes what it deletes, and vacuums once a file an earlier release left its deletions in', async () => {
    const earlier = new DatabaseSync(db.file());
    earlier.exec('CREATE TABLE keyv(key VARCHAR(255) PRIMARY KEY, value TEXT )');
    const insert = earlier.prepare('INSERT INTO keyv (key, value) VALUES (?, ?)');
    for (let row = 0; row < 200; row += 1) insert.run(`gone:${row}`, `erased-${'x'.repeat(300)}`);
    insert.run('kept', 'still here');
    earlier.exec("DELETE FROM keyv WHERE key LIKE 'gone:%'");
    earlier.close();
    expect(readFileSync(db.file()).includes('erased-')).toBe(true);

    const table = await openSqlite(db.file());
    expect(table.rows('PRAGMA secure_delete')).toEqual([{ secure_delete: 1 }]);
    expect(table.rows('PRAGMA user_version')).toEqual([{ user_version: 1 }]);
    table.upsert(
      Array.from({ length: 200 }, (_, row) => [`later:${row}`, `forgotten-${'y'.repeat(300)}`]),
    );
    table.close();
    const reopened = await openSqlite(db.file());
    reopened.deletePrefix('later:');
    expect(reopened.truncateLog()).toBe(true);
    expect(existsSync(`${db.file()}-wal`) ? readFileSync(`${db.file()}-wal`).length : 0).toBe(0);
    const bytes = readFileSync(db.file());
    expect(bytes.includes('erased-')).toBe(false);
    expect(bytes.includes('forgotten-')).toBe(false);
    expect(reopened.get('kept')).toBe('still here');
    reopened.close();
  });

  it('leaves no byte of deleted records of any size once rebuilt, where secure_delete alone leaves some', async () => {
    /** Records of varied sizes, one server's interleaved with another's, deleted one by one. */
    const write = async (file: string) => {
      const table = await openSqlite(file);
      for (let take = 0; take < 300; take += 1) {
        const owner = take % 3 === 0 ? 'kept' : 'gone';
        const size = 20 + ((take * 37) % 61);
        table.upsert([
          [`jobs:${take}`, `{"guild":"${owner}-guild","prompt":"${'p'.repeat(size)}"}`],
        ]);
      }
      for (let take = 0; take < 300; take += 1) if (take % 3 !== 0) table.delete([`jobs:${take}`]);
      return table;
    };
    const zeroedOnly = await write(join(db.dir(), 'zeroed-only.sqlite'));
    expect(zeroedOnly.truncateLog()).toBe(true);
    expect(readFileSync(join(db.dir(), 'zeroed-only.sqlite')).includes('gone-guild')).toBe(true);
    zeroedOnly.close();

    const table = await write(db.file());
    expect(table.rebuild()).toBe(true);
    expect(table.truncateLog()).toBe(true);
    const bytes = readFileSync(db.file());
    expect(bytes.includes('gone-guild')).toBe(false);
    expect(bytes.includes('kept-guild')).toBe(true);
    expect(table.keys('jobs:')).toHaveLength(100);
    table.close();
  });

  it('creates the table @keyv/sqlite 4 made, in a new file', async () => {
    const table = await openSqlite(db.file());
    expect(table.rows("SELECT sql FROM sqlite_master WHERE type = 'table'")).toEqual([
      { sql: 'CREATE TABLE keyv(key VARCHAR(255) PRIMARY KEY, value TEXT )' },
    ]);
    table.close();
  });

  it('opens :memory: without a file', async () => {
    const memory = await openSqlite(':memory:');
    memory.upsert([['k', 'v']]);
    expect(memory.get('k')).toBe('v');
    memory.close();
  });

  it('refuses a file that is not a database, saying which', async () => {
    const notADatabase = join(db.dir(), 'notes.txt');
    await writeFile(notADatabase, 'not a database, '.repeat(64));
    const refused = openSqlite(notADatabase);
    await expect(refused).rejects.toBeInstanceOf(SqliteOpenError);
    await expect(refused).rejects.toMatchObject({
      message: `${notADatabase} is not a SQLite database (file is not a database): name the bot's database, or a file npm run backup wrote`,
      detail: `cannot open ${notADatabase}`,
      cause: { code: 'ERR_SQLITE_ERROR', errcode: 26 },
    });
    // Nothing left beside the file given by mistake.
    expect(existsSync(`${notADatabase}.lock`)).toBe(false);
  });

  it('creates missing folders, and refuses at once a folder the system will not create', async () => {
    const nested = join(db.file(), '..', 'a', 'b', 'bot.sqlite');
    const made = await openSqlite(nested);
    made.close();
    const refused = openSqlite('/proc/self/nope/bot.sqlite');
    await expect(refused).rejects.toBeInstanceOf(SqliteOpenError);
    await expect(refused).rejects.toMatchObject({
      detail: 'cannot create the folder of /proc/self/nope/bot.sqlite',
      cause: { code: 'ENOENT', syscall: 'mkdir', path: '/proc/self/nope' },
    });
  });
});
