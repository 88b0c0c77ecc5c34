import { existsSync } from 'node:fs';
import type { Logger } from '../core/logger.js';
import { requireKnownDataVersion } from '../store/data-version.js';
import { type DatabaseTarget, parseDatabaseUrl } from '../store/database-url.js';
import { checkRedisReachable } from '../store/redis-reachable.js';
import { openStoreDatabase, type StoreDatabase } from '../store/store-database.js';
import { StoreInUseError } from '../store/store-errors.js';
import { MigrationRefusedError } from './migrate-errors.js';

/** Options of {@link openMigration}. */
export interface OpenMigrationOptions {
  /** The target's shard count; above 1 needs a Redis target. */
  readonly shardCount: number;
  /** A dry run: a SQLite target that does not exist yet is not created. @default false */
  readonly dryRun?: boolean;
  readonly logger: Logger;
  /** Resolves a relative SQLite path. @default process.cwd() */
  readonly cwd?: string;
  /** How long a Redis has to answer PING. @default 3000 */
  readonly redisTimeoutMs?: number;
  /** What the refusals call each end (`restore` names the backup file and `DATABASE_URL`). @default the flags */
  readonly names?: { readonly from: string; readonly to: string };
}

/** Both stores of a migration, open; {@link close} closes both. */
export interface MigrationStores {
  readonly from: StoreDatabase;
  readonly to: StoreDatabase;
  close(): Promise<void>;
}

const COPIED_SCHEMES = ['sqlite', 'redis', 'rediss'];

/** Where a store URL points, or a refusal naming the flag (never the URL: it may hold a password). */
function parseEnd(flag: string, url: string, cwd: string): DatabaseTarget {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) {
    throw new MigrationRefusedError(
      `${flag} must be a URL such as sqlite://data/bot.sqlite or redis://host:6379`,
    );
  }
  if (!COPIED_SCHEMES.includes(scheme)) {
    throw new MigrationRefusedError(
      `${flag} uses ${scheme}://; migrate-store copies between sqlite:// and redis:// (or rediss://) stores`,
    );
  }
  const target = parseDatabaseUrl(url, cwd);
  if (target.kind === 'sqlite' && target.path === ':memory:') {
    throw new MigrationRefusedError(`${flag} is an in-memory store, which ends with this command`);
  }
  return target;
}

/** The same string for two URLs of one store: a SQLite file, or a Redis host, port and database. */
function identity(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `sqlite:${target.path}`;
  const url = new URL(target.url);
  const database = url.pathname.replace(/^\//, '') || '0';
  return `redis:${url.hostname.toLowerCase()}:${url.port || '6379'}/${database}`;
}

/**
 * Checks the two URLs of a migration and opens both stores, refusing with one line: the same
 * store, another scheme than sqlite:// or redis://, a missing SQLite source, several shards on
 * SQLite, a Redis that does not answer, a store a bot uses. The source stays held until closed.
 * @throws MigrationRefusedError
 * @throws DataVersionError when either store holds data of a newer layout than this release's.
 */
export async function openMigration(
  fromUrl: string,
  toUrl: string,
  options: OpenMigrationOptions,
): Promise<MigrationStores> {
  const { shardCount, dryRun = false, logger, cwd = process.cwd() } = options;
  const names = options.names ?? { from: '--from', to: '--to' };
  const from = parseEnd(names.from, fromUrl, cwd);
  const to = parseEnd(names.to, toUrl, cwd);
  if (identity(from) === identity(to)) {
    throw new MigrationRefusedError(`${names.from} and ${names.to} name the same store`);
  }
  if (shardCount > 1 && to.kind === 'sqlite') {
    throw new MigrationRefusedError(
      `--shard-count is ${shardCount}: several shards need a shared store (--to redis://…); ` +
        'the SQLite one serves one process',
    );
  }
  if (from.kind === 'sqlite' && !existsSync(from.path)) {
    throw new MigrationRefusedError(`${names.from}: there is no SQLite file at ${from.path}`);
  }
  for (const [flag, end] of [
    [names.from, from],
    [names.to, to],
  ] as const) {
    if (end.kind !== 'adapter') continue;
    await checkRedisReachable(end.url, options.redisTimeoutMs).catch((cause: unknown) => {
      const reason = (cause as { detail?: string }).detail ?? 'no answer';
      throw new MigrationRefusedError(`${flag}: cannot reach Redis (${reason})`, { cause });
    });
  }
  const opening = { logger, cwd };
  const source = await openEnd(names.from, fromUrl, from, opening);
  try {
    await requireKnownDataVersion(source.connection, names.from);
    // A dry run leaves a SQLite target that does not exist uncreated: an empty one stands in.
    const standIn = dryRun && to.kind === 'sqlite' && !existsSync(to.path);
    const target = await openEnd(names.to, standIn ? 'sqlite://:memory:' : toUrl, to, opening);
    await requireKnownDataVersion(target.connection, names.to).catch(async (error: unknown) => {
      await target.close();
      throw error;
    });
    return {
      from: source,
      to: target,
      close: async () => {
        await Promise.allSettled([source.close(), target.close()]);
      },
    };
  } catch (error) {
    await source.close();
    throw error;
  }
}

/** Opens one end, refusing when a bot uses it. */
async function openEnd(
  flag: string,
  url: string,
  target: DatabaseTarget,
  options: { logger: Logger; cwd: string },
): Promise<StoreDatabase> {
  let database: StoreDatabase;
  try {
    database = await openStoreDatabase(url, options);
  } catch (error) {
    if (!(error instanceof StoreInUseError) || target.kind !== 'sqlite') throw error;
    throw new MigrationRefusedError(
      `${flag}: ${target.path} is in use by a running bot (it holds the SQLite file): stop the bot first`,
      { cause: error },
    );
  }
  const leases = await database.shared.heldLeases();
  if (leases.length > 0) {
    await database.close();
    throw new MigrationRefusedError(
      `${flag}: a bot is running on this Redis (it holds ${leases.join(', ')}): stop the bot ` +
        'first (a killed bot lets go after SHARD_LEASE_MS)',
    );
  }
  return database;
}
