/**
 * `npm run bench:erasure`: what `secure_delete = ON` (issue 44: erased data leaves no byte in the
 * file) costs the embedded store's writes, against the same writes with it off. The real
 * `openSqlite` and `SqliteTable` on a temporary file (WAL, `synchronous = NORMAL`), alternating
 * off and on `--rounds` times: each round rewrites `--rows` records of ~1.5 kB (a member's
 * history record rewritten, its old cell freed) in transactions of 20, then deletes half of them
 * (whole pages freed), and reports the median ms per rewritten row and per deleted row, the pages written to the WAL, the WAL
 * truncation an erasure ends with, and the one-time VACUUM of an earlier release's file.
 * `--rows 4000 --rounds 5 --dir /tmp`.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSqlite } from '../src/store/open-sqlite.js';
import type { SqliteTable } from '../src/store/sqlite-table.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '5' },
    dir: { type: 'string', default: '/tmp' },
  },
});
const rows = Number(values.rows);
const rounds = Number(values.rounds);
const PER_TRANSACTION = 20;
const value = (row: number, round: number) =>
  JSON.stringify({
    userId: `15752591310094${row}`,
    prompt: `take ${round} ${'a lighthouse '.repeat(110)}`,
  });

const median = (figures: number[]) => [...figures].sort((a, b) => a - b)[figures.length >> 1] ?? 0;

function round(table: SqliteTable, secure: boolean, at: number) {
  table.rows(`PRAGMA secure_delete = ${secure ? 'ON' : 'OFF'}`);
  const started = performance.now();
  for (let from = 0; from < rows; from += PER_TRANSACTION) {
    table.transaction(() =>
      table.upsert(
        Array.from(
          { length: PER_TRANSACTION },
          (_, i) => [`history:${from + i}`, value(from + i, at)] as const,
        ),
      ),
    );
  }
  const written = performance.now();
  const gone = Array.from({ length: rows / 2 }, (_, i) => `history:${i * 2}`);
  for (let from = 0; from < gone.length; from += PER_TRANSACTION) {
    table.transaction(() => table.delete(gone.slice(from, from + PER_TRANSACTION)));
  }
  const deleted = performance.now();
  const [wal] = table.rows<{ log: number }>('PRAGMA wal_checkpoint(PASSIVE)');
  table.truncateLog();
  const truncated = performance.now();
  return {
    writeMs: (written - started) / rows,
    deleteMs: (deleted - written) / gone.length,
    truncateMs: truncated - deleted,
    pages: wal?.log ?? 0,
  };
}

const dir = await mkdtemp(join(values.dir, 'erasure-bench-'));
try {
  const file = join(dir, 'bot.sqlite');
  const table = await openSqlite(file);
  const figures = { off: [] as ReturnType<typeof round>[], on: [] as ReturnType<typeof round>[] };
  for (let at = 0; at < rounds; at += 1) {
    for (const secure of at % 2 === 0 ? [false, true] : [true, false]) {
      figures[secure ? 'on' : 'off'].push(round(table, secure, at));
    }
  }
  table.rows('PRAGMA secure_delete = OFF');
  table.transaction(() =>
    table.upsert(Array.from({ length: rows }, (_, i) => [`old:${i}`, value(i, 0)] as const)),
  );
  table.deletePrefix('old:');
  table.rows('PRAGMA user_version = 0');
  table.close();
  const bytes = (await stat(file)).size;
  const vacuumStarted = performance.now();
  (await openSqlite(file)).close();
  const vacuumMs = performance.now() - vacuumStarted;
  console.log(`secure_delete, ${rows} rows of ~1.5 kB, ${rounds} rounds (median), file ${file}`);
  for (const mode of ['off', 'on'] as const) {
    const of = figures[mode];
    console.log(
      `  ${mode.padEnd(3)}  rewrite ${median(of.map((f) => f.writeMs)).toFixed(4)} ms/row` +
        `  delete ${median(of.map((f) => f.deleteMs)).toFixed(4)} ms/row` +
        `  WAL truncation ${median(of.map((f) => f.truncateMs)).toFixed(2)} ms` +
        `  pages written ${median(of.map((f) => f.pages))}`,
    );
  }
  console.log(
    `  one-time VACUUM of an earlier release's ${(bytes / 1e6).toFixed(1)} MB file: ${vacuumMs.toFixed(0)} ms`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
