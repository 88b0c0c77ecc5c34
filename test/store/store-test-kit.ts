import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createLogger, type Logger } from '../../src/core/logger.js';
import {
  type CreateStoresOptions,
  createStores,
  type Stores,
} from '../../src/store/create-stores.js';
import type { HistoryEntry } from '../../src/store/generation-history-store.js';
import { sqliteTable } from '../helpers/sqlite-file.js';

export const SECRET_A = 'a'.repeat(16) + randomBytes(16).toString('hex');
export const SECRET_B = 'b'.repeat(16) + randomBytes(16).toString('hex');
export const SECRET_C = 'c'.repeat(16) + randomBytes(16).toString('hex');

/** A fresh key shaped like the service's: `sk-` + 48 hex. */
export const newApiKey = () => `sk-${randomBytes(24).toString('hex')}`;

/** A logger that keeps its lines. */
export function memoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger({ level: 'debug', write: (line) => lines.push(line) }), lines };
}

/** A temp folder per test, removed after it, with helpers to open stores on a file inside. */
export function useTempDatabase() {
  const state = { dir: '', open: [] as Stores[] };
  beforeEach(async () => {
    state.dir = await mkdtemp(join(tmpdir(), 'store-test-'));
  });
  afterEach(async () => {
    await Promise.allSettled(state.open.splice(0).map((stores) => stores.close()));
    await rm(state.dir, { recursive: true, force: true });
  });
  const file = () => join(state.dir, 'bot.sqlite');
  return {
    dir: () => state.dir,
    file,
    url: () => `sqlite://${file()}`,
    async open(options: Partial<CreateStoresOptions> = {}): Promise<Stores> {
      const stores = await createStores({
        databaseUrl: `sqlite://${file()}`,
        encryptionSecret: SECRET_A,
        logger: memoryLogger().logger,
        ...options,
      });
      state.open.push(stores);
      return stores;
    },
  };
}

/** Every row of the keyv table, read with SQL outside the stores. */
export async function rawRows(file: string): Promise<{ key: string; value: string }[]> {
  const table = sqliteTable(file);
  try {
    return table.rows('SELECT key, value FROM keyv ORDER BY key');
  } finally {
    table.close();
  }
}

/** One row as keyv stored it, `{ value, expires }`, parsed; undefined when absent. */
export async function rawEntry<T>(
  file: string,
  key: string,
): Promise<{ value: T; expires?: number } | undefined> {
  const row = (await rawRows(file)).find((candidate) => candidate.key === key);
  return row && JSON.parse(row.value);
}

/** Rewrites one row's stored value with SQL. */
export async function writeRaw(file: string, key: string, value: unknown): Promise<void> {
  const table = sqliteTable(file);
  try {
    table.rows(
      'UPDATE keyv SET value = ? WHERE key = ? RETURNING key',
      JSON.stringify({ value }),
      key,
    );
  } finally {
    table.close();
  }
}

/**
 * What in the database's bytes (main file, WAL and journal) betrays `apiKey`: `sk-` followed by hex, or any 8 hex characters of
 * the key. (A bare `sk-` can occur by chance in base64url ciphertext.)
 */
export async function leaksInFile(file: string, apiKey: string): Promise<string[]> {
  const siblings = [file, `${file}-wal`, `${file}-journal`].map((path) =>
    readFile(path).catch(() => Buffer.alloc(0)),
  );
  const text = Buffer.concat(await Promise.all(siblings)).toString('latin1');
  const found = [...text.matchAll(/sk-[0-9a-f]{8}/gi)].map((match) => match[0]);
  const hex = apiKey.slice(3);
  for (let start = 0; start + 8 <= hex.length; start += 1) {
    const window = hex.slice(start, start + 8);
    if (text.includes(window)) found.push(window);
  }
  return found;
}

/** A completed generation `id` in guild `g`, channel `c`, that took one second from `createdAt`. */
export const historyEntry = (id: string, createdAt: number): HistoryEntry => ({
  id,
  state: 'completed',
  createdAt,
  finishedAt: createdAt + 1_000,
  prompt: `prompt ${id}`,
  guildId: 'g',
  channelId: 'c',
});
