import type Keyv from 'keyv';
import { CONFIG_DEFAULTS } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import { withDefaults } from '../core/with-defaults.js';
import { ApiKeyStore } from './api-key-store.js';
import { DailyUsageStore } from './daily-usage-store.js';
import { DefaultsStore } from './defaults-store.js';
import { GenerationHistoryStore } from './generation-history-store.js';
import { GuildSettingsStore } from './guild-settings-store.js';
import { KeyCipher } from './key-cipher.js';
import { RecentModelsStore } from './recent-models-store.js';
import { ServerBudgetStore } from './server-budget-store.js';
import { ServerPolicyStore } from './server-policy-store.js';
import type { Fencing, SharedState } from './shared-state.js';
import { openStoreDatabase } from './store-database.js';
import type { StoreReachability } from './store-reachability.js';
import { StylesStore } from './styles-store.js';
import { UsageHistoryStore } from './usage-history-store.js';

/** Options of {@link createStores}; from `Config` they are the variables of the same name. */
export interface CreateStoresOptions {
  /** `DATABASE_URL`. @default 'sqlite://data/bot.sqlite' */
  databaseUrl?: string;
  /** `KEY_ENCRYPTION_SECRET`, at least 32 characters. */
  encryptionSecret: string;
  /** `KEY_ENCRYPTION_PREVIOUS_SECRETS`. @default [] */
  previousSecrets?: readonly string[];
  /** `SERVER_KEY_DAILY_LIMIT`. @default 10 */
  defaultDailyLimit?: number;
  /** `CREDITS_PER_GENERATION`, for the usage history. @default 1 */
  creditsPerGeneration?: number;
  logger: Logger;
  /** The clock of every store. @default Date.now */
  now?: () => number;
  /** Loads a keyv adapter package; tests replace it. @default (name) => import(name) */
  importModule?: (packageName: string) => Promise<unknown>;
}

const STORES_DEFAULTS = {
  databaseUrl: CONFIG_DEFAULTS.DATABASE_URL,
  previousSecrets: [],
  defaultDailyLimit: CONFIG_DEFAULTS.SERVER_KEY_DAILY_LIMIT,
  creditsPerGeneration: CONFIG_DEFAULTS.CREDITS_PER_GENERATION,
  now: Date.now,
} as const;

/** Every store of the bot, over one database connection. */
export interface Stores {
  readonly apiKeys: ApiKeyStore;
  readonly guildSettings: GuildSettingsStore;
  readonly usage: DailyUsageStore;
  readonly recentModels: RecentModelsStore;
  /** The `/imagine` defaults of members, channels and servers. */
  readonly defaults: DefaultsStore;
  /** Each server's own named styles. */
  readonly styles: StylesStore;
  /** Each server's limits on its key and its banned words. */
  readonly policy: ServerPolicyStore;
  /** Each member's daily use of each server key, kept 31 days, for the usage report. */
  readonly usageHistory: UsageHistoryStore;
  /** What the server key ran in all per UTC day and month, against the server budget. */
  readonly budget: ServerBudgetStore;
  /** Each member's recent generations (the last 50, kept 30 days), for `/history` and `/show`. */
  readonly history: GenerationHistoryStore;
  /**
   * What several processes change together (member slots, claims, leases): atomic in Redis with
   * `redis://`, in memory with a one-process store.
   */
  readonly shared: SharedState;
  /**
   * Whether the store answers now: a Redis outage makes it unreachable (logged once, and once when
   * it ends); SQLite always is.
   */
  readonly reachability: StoreReachability;
  /**
   * The Keyv of another module's `namespace` (lower-case letters, digits, `-`), e.g. `jobs`: the
   * same instance on every call, on the same database. Its methods reject on storage failures.
   */
  keyv<Value = unknown>(namespace: string): Keyv<Value>;
  /**
   * On a store several processes share (Redis), the Keyv of `namespace` whose writes are made only
   * while `fencing`'s lease is held with the token of the moment, checked atomically, else
   * rejected with `FencedWriteError`; undefined on a one-process store (nothing to fence).
   */
  fencedKeyv?<Value = unknown>(namespace: string, fencing: Fencing): Keyv<Value>;
  /**
   * Reads one key: resolves once the database answers, rejects when it fails or is closed, and at
   * once with `StoreUnreachableError` while Redis is known to be unreachable. A Redis that stops
   * answering without closing the connection fails the read within about 1.5 s.
   */
  ping(): Promise<void>;
  /** Closes the database once. */
  close(): Promise<void>;
}

/** Namespaces the stores use; {@link Stores.keyv} gives the same instances for these names. */
export const STORE_NAMESPACES = {
  apiKeys: 'api-keys',
  guildSettings: 'guild-settings',
  usage: 'daily-usage',
  recentModels: 'recent-models',
  defaults: 'defaults',
  styles: 'styles',
  policy: 'server-policy',
  usageHistory: 'usage-history',
  history: 'generation-history',
  budget: 'server-budget',
} as const;

/**
 * The small settings read on every command (server language and key settings, `/imagine`
 * defaults, styles, policy): kept in memory with SQLite (see `StoreConnectionOptions.cachedNamespaces`).
 */
const CACHED_NAMESPACES = [
  STORE_NAMESPACES.guildSettings,
  STORE_NAMESPACES.defaults,
  STORE_NAMESPACES.styles,
  STORE_NAMESPACES.policy,
];

/**
 * Opens the database and builds every store on it. With Redis it resolves once Redis answered
 * (waiting for it, logged once, when it is down at start).
 * @throws StoreConfigError for a bad `databaseUrl` or a missing adapter package.
 * @throws StoreInUseError when another process holds the SQLite file.
 * @throws StoreUnavailableError when the database cannot be opened.
 * @throws RangeError when `encryptionSecret` is shorter than 32 characters.
 */
export async function createStores(options: CreateStoresOptions): Promise<Stores> {
  const settings = withDefaults(STORES_DEFAULTS, options);
  const cipher = new KeyCipher({
    secret: settings.encryptionSecret,
    previousSecrets: settings.previousSecrets,
  });
  const database = await openStoreDatabase(settings.databaseUrl, {
    logger: settings.logger,
    cachedNamespaces: CACHED_NAMESPACES,
    ...(settings.importModule && { importModule: settings.importModule }),
  });
  const { connection, shared } = database;
  const { reachability } = connection;
  const { now } = settings;
  const usageHistory = new UsageHistoryStore(connection.keyv(STORE_NAMESPACES.usageHistory), {
    creditsPerGeneration: settings.creditsPerGeneration,
    now,
    shared: shared.shared ? shared : undefined,
  });
  return {
    apiKeys: new ApiKeyStore(connection.keyv(STORE_NAMESPACES.apiKeys), cipher, { now }),
    guildSettings: new GuildSettingsStore(connection.keyv(STORE_NAMESPACES.guildSettings), cipher, {
      defaultDailyLimit: settings.defaultDailyLimit,
      now,
    }),
    usage: new DailyUsageStore(connection.keyv(STORE_NAMESPACES.usage), {
      now,
      shared: shared.shared ? shared : undefined,
      history: usageHistory,
    }),
    recentModels: new RecentModelsStore(connection.keyv(STORE_NAMESPACES.recentModels)),
    defaults: new DefaultsStore(connection.keyv(STORE_NAMESPACES.defaults)),
    styles: new StylesStore(connection.keyv(STORE_NAMESPACES.styles)),
    policy: new ServerPolicyStore(connection.keyv(STORE_NAMESPACES.policy), { shared }),
    usageHistory,
    budget: new ServerBudgetStore(connection.keyv(STORE_NAMESPACES.budget), {
      shared: shared.shared ? shared : undefined,
      now,
    }),
    history: new GenerationHistoryStore(connection.keyv(STORE_NAMESPACES.history), {
      now,
      shared,
      ...(connection.fences && {
        fencedKeyv: (fencing: Fencing) => connection.fencedKeyv(STORE_NAMESPACES.history, fencing),
      }),
    }),
    shared,
    reachability,
    keyv: (namespace) => connection.keyv(namespace),
    ...(connection.fences && {
      fencedKeyv: (namespace: string, fencing: Fencing) =>
        connection.fencedKeyv(namespace, fencing),
    }),
    ping: async () => {
      reachability.assertReachable();
      await connection.keyv(STORE_NAMESPACES.guildSettings).get('ping');
    },
    close: () => database.close(),
  };
}
