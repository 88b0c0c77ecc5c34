import Keyv, { type KeyvStoreAdapter } from 'keyv';
import type { Logger } from '../core/logger.js';
import { BLOBS_NAMESPACE, type BlobStore, KeyvBlobs } from './blob-store.js';
import { type DatabaseTarget, parseDatabaseUrl } from './database-url.js';
import { fencedAdapter } from './fenced-adapter.js';
import { openSqlite } from './open-sqlite.js';
import { ReadCache } from './read-cache.js';
import { deserializeRecord, serializeRecord } from './record-text.js';
import type { RedisClient } from './redis-connections.js';
import type { Fencing } from './shared-state.js';
import { SqliteBlobs } from './sqlite-blobs.js';
import { SqliteNamespace } from './sqlite-namespace.js';
import { SqliteWriteBatch } from './sqlite-write-batch.js';
import { StoreConfigError } from './store-errors.js';
import { StoreReachability } from './store-reachability.js';

/** Options of {@link StoreConnection.open}. */
export interface StoreConnectionOptions {
  /** Where storage errors are logged. */
  logger: Logger;
  /** Loads an adapter package by name; tests replace it. @default (name) => import(name) */
  importModule?: (packageName: string) => Promise<unknown>;
  /** Resolves a relative SQLite path. @default process.cwd() */
  cwd?: string;
  /** Where a Redis connection reports losing and regaining its server. @default a new one */
  reachability?: StoreReachability;
  /**
   * Namespaces whose single reads are kept in memory (`ReadCache`), with SQLite only (its file is
   * held by this process, so every write goes through the cache). @default none
   */
  cachedNamespaces?: readonly string[];
}

const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;

type AdapterConstructor = new (url: string) => KeyvStoreAdapter;
/** `@keyv/redis`'s adapter, on a client it is given; it throws what the client throws. */
type RedisAdapterConstructor = new (
  client: RedisClient,
  options: { throwOnErrors: true },
) => KeyvStoreAdapter;

/** What a connection does beside handing out namespaces. */
interface Connection {
  readonly createAdapter: (namespace: string) => KeyvStoreAdapter;
  readonly release: () => Promise<void>;
  /** Resolves once the database answered. @default at once */
  readonly ready?: Promise<unknown>;
  /** The namespaces holding records (see {@link StoreConnection.namespaces}). */
  readonly listNamespaces: () => Promise<string[]>;
  /** Whether a storage error is an outage the reachability already logged. @default never */
  readonly outage?: (error: unknown) => boolean;
  /** With Redis, the client of every namespace: its writes may be fenced. */
  readonly redisClient?: RedisClient;
  /** Rids the database's files of what was just deleted (see {@link StoreConnection.dropErased}). */
  readonly dropErased?: () => Promise<void>;
  /** Bytes kept as bytes (SQLite, Redis). @default base64 in the `blobs` keyv namespace */
  readonly blobs?: BlobStore;
}

/**
 * One database, shared by every keyv namespace of the bot: one SQLite handle, or one node-redis
 * client for every `@keyv/redis` adapter; any other adapter gets one instance per namespace. Each
 * Keyv throws on storage failures and logs its `error` events (a Redis outage is logged once by
 * {@link StoreConnection.reachability}). {@link close} releases everything once.
 */
export class StoreConnection {
  readonly #connection: Connection;
  readonly #logger: Logger;
  /** With Redis, the keyv namespaces' node-redis client, for the shared state to duplicate. */
  readonly redisClient: RedisClient | undefined;
  /** Whether the database answers now (always, for SQLite). */
  readonly reachability: StoreReachability;
  #blobs: BlobStore | undefined;
  readonly #instances = new Map<string, Keyv>();
  #closing: Promise<void> | undefined;

  private constructor(connection: Connection, logger: Logger, reachability: StoreReachability) {
    this.#connection = connection;
    this.redisClient = connection.redisClient;
    this.#logger = logger;
    this.reachability = reachability;
  }

  /** Bytes kept under a key for a time, as bytes where the database stores them so (`BlobStore`). */
  get blobs(): BlobStore {
    this.#blobs ??= this.#connection.blobs ?? new KeyvBlobs(this.keyv<string>(BLOBS_NAMESPACE));
    return this.#blobs;
  }

  /**
   * Opens the database `databaseUrl` names: SQLite holds the file for this process alone until
   * {@link close} (`openSqlite`); other adapters are imported now and connect in the background.
   * @throws StoreConfigError for a bad URL, an unknown scheme or an adapter that is not installed.
   * @throws StoreInUseError when another process holds the SQLite file.
   * @throws SqliteOpenError when the SQLite file cannot be created or opened.
   */
  static async open(
    databaseUrl: string,
    options: StoreConnectionOptions,
  ): Promise<StoreConnection> {
    const { logger, importModule = (name: string) => import(name), cwd } = options;
    const target = parseDatabaseUrl(databaseUrl, cwd);
    const log = logger.child({ component: 'store' });
    const reachability = options.reachability ?? new StoreReachability(log);
    let connection: Connection;
    if (target.kind === 'sqlite') {
      const cached = new Set(options.cachedNamespaces);
      const table = await openSqlite(target.path);
      const batch = new SqliteWriteBatch(table);
      connection = {
        createAdapter: (namespace) =>
          new SqliteNamespace(
            table,
            batch,
            cached.has(namespace)
              ? new ReadCache({ listKeys: async () => table.keys(`${namespace}:`) })
              : undefined,
          ),
        release: async () => {
          batch.flush();
          table.close();
        },
        listNamespaces: async () => table.namespaces(),
        blobs: new SqliteBlobs(table),
        dropErased: async () => {
          batch.flush();
          if (!table.rebuild()) log.warn('the SQLite file is read by a backup: rebuilt later');
          if (!table.truncateLog()) log.warn('the SQLite WAL is read by a backup: emptied later');
        },
      };
    } else {
      const Adapter = await loadAdapter(target, importModule);
      connection =
        target.packageName === '@keyv/redis'
          ? await redisConnection(
              target.url,
              Adapter as unknown as RedisAdapterConstructor,
              reachability,
              log,
            )
          : adapterConnection(target, Adapter);
    }
    return new StoreConnection(connection, log, reachability);
  }

  /** Resolves once the database answered: at once for SQLite, for Redis once connected. */
  async ready(): Promise<void> {
    await this.#connection.ready;
  }

  /**
   * The Keyv of `namespace` (lower-case letters, digits and `-`), the same instance on every call.
   * Its methods reject when the database fails. Do not call its `disconnect()`: use {@link close}.
   */
  keyv<Value = unknown>(namespace: string): Keyv<Value> {
    return this.#keyvOf(namespace, namespace, () => this.#connection.createAdapter(namespace));
  }

  /**
   * Whether {@link fencedKeyv} fences writes (Redis): several processes may write, and a write is
   * made only while a lease is held with the token of the moment.
   */
  get fences(): boolean {
    return this.redisClient !== undefined;
  }

  /**
   * A Keyv of `namespace` whose `set` and `delete` are made only while `fencing`'s lease has its
   * token, checked atomically, else reject with `FencedWriteError` (Redis); reads as `keyv`'s.
   * Without fences (SQLite: one process), {@link keyv} itself. One per namespace and lease name.
   */
  fencedKeyv<Value = unknown>(namespace: string, { name, fenceOf }: Fencing): Keyv<Value> {
    const client = this.redisClient;
    if (!client) return this.keyv<Value>(namespace);
    return this.#keyvOf(namespace, `${namespace} fenced by ${name}`, () =>
      fencedAdapter(this.#connection.createAdapter(namespace), client, fenceOf),
    );
  }

  /** The Keyv kept as `id`, made on `createAdapter()`'s adapter the first time. */
  #keyvOf<Value>(
    namespace: string,
    id: string,
    createAdapter: () => KeyvStoreAdapter,
  ): Keyv<Value> {
    if (this.#closing) throw new Error('The store connection is closed');
    if (!NAMESPACE.test(namespace)) throw new RangeError(`Invalid keyv namespace: ${namespace}`);
    let keyv = this.#instances.get(id);
    if (!keyv) {
      // Keyv passes its adapter's `error` events on: one listener logs both.
      const store = createAdapter();
      keyv = new Keyv({
        store,
        namespace,
        throwOnErrors: true,
        serialize: serializeRecord,
        deserialize: deserializeRecord,
      });
      keyv.on('error', (error: unknown) => {
        if (this.#connection.outage?.(error)) return;
        this.#logger.error('Storage error', { namespace, error });
      });
      this.#instances.set(id, keyv);
    }
    return keyv as Keyv<Value>;
  }

  /**
   * The namespaces holding at least one record (expired ones count), sorted: on SQLite and Redis.
   * @throws StoreConfigError for another adapter, which cannot list them.
   */
  async namespaces(): Promise<string[]> {
    if (this.#closing) throw new Error('The store connection is closed');
    return (await this.#connection.listNamespaces()).filter((namespace) =>
      NAMESPACE.test(namespace),
    );
  }

  /**
   * After an erasure, rids the database's files of the deleted bytes. SQLite writes the pending
   * batch, rebuilds the file (`SqliteTable.rebuild`: `secure_delete` leaves the bytes of cells a
   * rebalanced page moved in its unallocated gap) and empties its WAL (`SqliteTable.truncateLog`). Redis with an append-only file (`INFO persistence`) is asked to
   * rewrite it (`BGREWRITEAOF`); a server that refuses (a managed one) is logged with the step
   * left to its operator. Other adapters: nothing.
   */
  async dropErased(): Promise<void> {
    if (this.#closing) throw new Error('The store connection is closed');
    await this.#connection.dropErased?.();
  }

  /** Closes the database once; later calls wait for the same close. */
  close(): Promise<void> {
    this.#closing ??= this.#connection.release();
    return this.#closing;
  }
}

/** Redis: one node-redis client for every namespace, connected now (node-redis loaded here). */
async function redisConnection(
  url: string,
  Adapter: RedisAdapterConstructor,
  reachability: StoreReachability,
  log: Logger,
): Promise<Connection> {
  const { closeRedisClient, isUnansweredRedisCall, keyvRedisClient } = await import(
    './redis-connections.js'
  );
  reachability.recognize(isUnansweredRedisCall);
  let closing = false;
  const client = keyvRedisClient(url, reachability, () => closing);
  const ready = client.connect().catch(() => undefined);
  const { RedisBlobs } = await import('./redis-blobs.js');
  return {
    redisClient: client,
    blobs: new RedisBlobs(client),
    dropErased: async () => {
      const persistence = await client.info('persistence').catch(() => 'aof_enabled:1');
      if (!/^aof_enabled:1\b/m.test(persistence)) return;
      await client.bgRewriteAof().catch((error: unknown) => {
        log.warn(
          'Redis refused BGREWRITEAOF after an erasure: its append-only file keeps the erased values until it is rewritten (docs/privacy.md)',
          { error },
        );
      });
    },
    createAdapter: () => new Adapter(client, { throwOnErrors: true }),
    listNamespaces: async () => {
      const found = new Set<string>();
      // keyv's Redis adapter stores each record under `<namespace>::<key>`.
      for await (const keys of client.scanIterator({ MATCH: '*::*', COUNT: 1_000 })) {
        for (const key of keys) found.add(key.slice(0, key.indexOf('::')));
      }
      return [...found].sort();
    },
    ready,
    outage: (error) => !reachability.reachable || isUnansweredRedisCall(error),
    release: async () => {
      closing = true;
      await closeRedisClient(client);
      await ready;
    },
  };
}

/** Any other keyv adapter: one instance per namespace, each disconnected on close. */
function adapterConnection(
  target: Extract<DatabaseTarget, { kind: 'adapter' }>,
  Adapter: AdapterConstructor,
): Connection {
  const adapters: KeyvStoreAdapter[] = [];
  return {
    listNamespaces: () =>
      Promise.reject(
        new StoreConfigError(`The namespaces of a ${target.scheme}:// store cannot be listed`),
      ),
    createAdapter: () => {
      const adapter = new Adapter(target.url);
      adapters.push(adapter);
      return adapter;
    },
    release: async () => {
      await Promise.allSettled(adapters.map((adapter) => adapter.disconnect?.()));
    },
  };
}

async function loadAdapter(
  target: Extract<DatabaseTarget, { kind: 'adapter' }>,
  importModule: (packageName: string) => Promise<unknown>,
): Promise<AdapterConstructor> {
  let loaded: unknown;
  try {
    loaded = await importModule(target.packageName);
  } catch (cause) {
    const missing = (cause as { code?: unknown } | null)?.code === 'ERR_MODULE_NOT_FOUND';
    if (!missing) throw cause;
    throw new StoreConfigError(
      `DATABASE_URL uses ${target.scheme}://; install it with \`npm install ${target.packageName}\``,
      { cause },
    );
  }
  const Adapter = (loaded as { default?: unknown } | null)?.default;
  if (typeof Adapter !== 'function') {
    throw new StoreConfigError(`${target.packageName} does not export a keyv adapter`);
  }
  return Adapter as AdapterConstructor;
}
