import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import imagine from '../../../commands/imagine.js';
import privacy from '../../../commands/privacy.js';
import type { InteractionRun, MessageView, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { TestRedisClient } from '../../helpers/redis-client.js';
import type { BotEnv } from '../helpers/bot-env.js';

/** Registers `/imagine` and `/privacy` in `guildId` (the env's by default). */
export async function registerPrivacy(env: BotEnv, guildId = env.guild.id): Promise<void> {
  await deployCommands({
    body: [imagine.data, privacy.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId,
  });
}

/** Runs `/privacy` as `user` in the env's channel and waits for its private panel. */
export async function openPrivacy(
  env: BotEnv,
  user: UserRef,
): Promise<{ run: InteractionRun; panel: MessageView }> {
  const run = await env.discord.runCommand({ channel: env.channel, user, name: 'privacy' });
  return { run, panel: await run.waitForReply() };
}

/** A panel's fields by name. */
export const fieldsOf = (panel: MessageView): Record<string, string> =>
  Object.fromEntries((panel.embeds[0]?.fields ?? []).map((field) => [field.name, field.value]));

/** Every text a message shows: its content, embed titles, descriptions and fields. */
export const textOf = (message: MessageView): string =>
  [
    message.content ?? '',
    ...message.embeds.flatMap((embed) => [
      embed.title ?? '',
      embed.description ?? '',
      ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
    ]),
  ].join('\n');

/** Where a text was found: a row's key and its `table.column`, or a Redis key and its type. */
export type Finding = string;

/**
 * Every cell of every table of the SQLite file `path` (the bot stopped) that contains `text`,
 * its table and column names included.
 */
export function findInSqlite(path: string, text: string): Finding[] {
  const database = new DatabaseSync(path, { readOnly: true });
  try {
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => String(row.name));
    const found: Finding[] = tables.filter((table) => table.includes(text));
    for (const table of tables) {
      for (const row of database.prepare(`SELECT * FROM "${table}"`).all()) {
        for (const [column, value] of Object.entries(row)) {
          const shown =
            value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value);
          if (shown.includes(text) || column.includes(text))
            found.push(`${String(row.key ?? '')} (${table}.${column})`);
        }
      }
    }
    return found;
  } finally {
    database.close();
  }
}

/** The env's SQLite file. */
export const sqlitePath = (env: BotEnv): string => join(env.dataDir, 'bot.sqlite');

/**
 * Every key of the Redis `client` reaches (SCAN of the whole database) whose name or value
 * contains `text`: strings read with GET, hashes HGETALL, sets SMEMBERS, lists LRANGE, sorted sets
 * ZRANGE, streams XRANGE.
 */
export async function findInRedis(client: TestRedisClient, text: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for await (const keys of client.scanIterator({ MATCH: '*', COUNT: 1_000 })) {
    for (const key of keys) {
      if (key.includes(text)) {
        found.push(key);
        continue;
      }
      const type = await client.type(key);
      const values: string[] =
        type === 'string'
          ? [(await client.get(key)) ?? '']
          : type === 'hash'
            ? Object.entries(await client.hGetAll(key)).flat()
            : type === 'set'
              ? await client.sMembers(key)
              : type === 'list'
                ? await client.lRange(key, 0, -1)
                : type === 'zset'
                  ? await client.zRange(key, 0, -1)
                  : type === 'stream'
                    ? (await client.xRange(key, '-', '+')).map((entry) => JSON.stringify(entry))
                    : [`unknown type ${type}`];
      if (values.some((value) => value.includes(text))) found.push(`${key} (${type})`);
    }
  }
  return found;
}

/**
 * Which of `texts` the raw bytes of the SQLite file `path` and of its `-wal` (when there is one)
 * hold, each text as UTF-8 (the store's encoding) and as UTF-16LE, bytes as they are, with the
 * file it was found in.
 */
export function findInSqliteBytes(
  path: string,
  texts: readonly (string | Uint8Array)[],
): Finding[] {
  const found: Finding[] = [];
  for (const file of [path, `${path}-wal`]) {
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    for (const text of texts) {
      if (typeof text !== 'string') {
        if (bytes.includes(Buffer.from(text))) found.push(`${text.byteLength} bytes in ${file}`);
        continue;
      }
      for (const encoding of ['utf8', 'utf16le'] as const) {
        if (bytes.includes(Buffer.from(text, encoding)))
          found.push(`${text} (${encoding}) in ${file}`);
      }
    }
  }
  return found;
}

/** Which of `texts` the raw bytes of the files under `folder` (a Redis's) hold, as UTF-8. */
export function findInFolderBytes(folder: string, texts: readonly string[]): Finding[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
  return texts.filter((text) => files.some((file) => readFileSync(file).includes(text)));
}
