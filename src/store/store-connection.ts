import Keyv, { type KeyvStoreAdapter } from 'keyv';
import type { Logger } from '../core/logger.js';
import { withDefaults } from '../core/with-defaults.js';
import { type DatabaseTarget, parseDatabaseUrl } from './database-url.js';
import { StoreConfigError } from './errors.js';
import { listRedisNamespaces, listSqliteNamespaces } from './list-namespaces.js';
import { openSqlite } from './open-sqlite.js';
import { SqliteNamespace } from './sqlite-namespace.js';

/** Options of {@link StoreConnection.open}. */
export interface StoreConnectionOptions {
  /** Where storage errors are logged. */
  logger: Logger;
  /** Loads an adapter package by name; tests replace it. @default (name) => import(name) */
  importModule?: (packageName: string) => Promise<unknown>;
  /** Resolves a relative SQLite path. @default process.cwd() */
  cwd?: string;
}

const CONNECTION_DEFAULTS = {
  importModule: (packageName: string): Promise<unknown> => import(packageName),
} as const;

const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,62}$/;

type AdapterConstructor = new (url: string) => KeyvStoreAdapter;

/**
 * One database, shared by every keyv namespace of the bot. SQLite (the default) keeps one handle
 * for all namespaces; any other adapter gets one instance per namespace, as keyv expects. Each
 * Keyv throws on storage failures (`throwOnErrors`) and logs every `error` event, so a failing
 * database never crashes the process. {@link close} releases everything once.
 */
export class StoreConnection {
  readonly #createAdapter: (namespace: string) => KeyvStoreAdapter;
  readonly #release: () => Promise<void>;
  readonly #listNamespaces: () => Promise<string[]>;
  readonly #logger: Logger;
  /** The `redis://` or `rediss://` URL when the database is Redis, for what keyv cannot do. */
  readonly redisUrl: string | undefined;
  readonly #instances = new Map<string, Keyv>();
  #closing: Promise<void> | undefined;

  private constructor(
    createAdapter: (namespace: string) => KeyvStoreAdapter,
    release: () => Promise<void>,
    listNamespaces: () => Promise<string[]>,
    logger: Logger,
    redisUrl?: string,
  ) {
    this.redisUrl = redisUrl;
    this.#createAdapter = createAdapter;
    this.#release = release;
    this.#listNamespaces = listNamespaces;
    this.#logger = logger;
  }

  /**
   * Opens the database `databaseUrl` names. SQLite creates the file's folder and holds the file for
   * this process alone until {@link close} (see `openSqlite`); other adapters are imported only now,
   * and connect on first use.
   * @throws StoreConfigError for a bad URL, an unknown scheme or an adapter that is not installed.
   * @throws StoreInUseError when another process holds the SQLite file.
   * @throws StoreUnavailableError when the SQLite file cannot be created or opened.
   */
  static async open(
    databaseUrl: string,
    options: StoreConnectionOptions,
  ): Promise<StoreConnection> {
    const { logger, importModule, cwd } = withDefaults(CONNECTION_DEFAULTS, options);
    const target = parseDatabaseUrl(databaseUrl, cwd);
    const log = logger.child({ component: 'store' });
    const onError = (error: unknown) => log.error('Storage error', { error });
    if (target.kind === 'sqlite') {
      const shared = await openSqlite(target.path, onError);
      return new StoreConnection(
        () => new SqliteNamespace(shared),
        () => shared.disconnect(),
        () => listSqliteNamespaces(shared),
        log,
      );
    }
    const Adapter = await loadAdapter(target, importModule);
    const adapters: KeyvStoreAdapter[] = [];
    const create = () => {
      const adapter = new Adapter(target.url);
      adapter.on('error', onError);
      adapters.push(adapter);
      return adapter;
    };
    const release = async () => {
      await Promise.allSettled(adapters.map((adapter) => adapter.disconnect?.()));
    };
    const redisUrl = target.packageName === '@keyv/redis' ? target.url : undefined;
    const listNamespaces = redisUrl
      ? () => listRedisNamespaces(redisUrl)
      : () =>
          Promise.reject(
            new StoreConfigError(`The namespaces of a ${target.scheme}:// store cannot be listed`),
          );
    return new StoreConnection(create, release, listNamespaces, log, redisUrl);
  }

  /**
   * The Keyv of `namespace` (lower-case letters, digits and `-`), the same instance on every call.
   * Its methods reject when the database fails. Do not call its `disconnect()`: use {@link close}.
   */
  keyv<Value = unknown>(namespace: string): Keyv<Value> {
    if (this.#closing) throw new Error('The store connection is closed');
    if (!NAMESPACE.test(namespace)) throw new RangeError(`Invalid keyv namespace: ${namespace}`);
    let keyv = this.#instances.get(namespace);
    if (!keyv) {
      keyv = new Keyv({ store: this.#createAdapter(namespace), namespace, throwOnErrors: true });
      keyv.on('error', (error: unknown) =>
        this.#logger.error('Storage error', { namespace, error }),
      );
      this.#instances.set(namespace, keyv);
    }
    return keyv as Keyv<Value>;
  }

  /**
   * The namespaces (lower-case letters, digits and `-`) holding at least one record, sorted: on
   * SQLite and Redis. Records keyv would drop as expired still count.
   * @throws StoreConfigError for another adapter, which cannot list them.
   */
  async namespaces(): Promise<string[]> {
    if (this.#closing) throw new Error('The store connection is closed');
    return (await this.#listNamespaces()).filter((namespace) => NAMESPACE.test(namespace));
  }

  /** Closes the database once; later calls wait for the same close. */
  close(): Promise<void> {
    this.#closing ??= this.#release();
    return this.#closing;
  }
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
