import { CONFIG_DEFAULTS } from '../core/config-fields.js';
import type { Logger } from '../core/logger.js';
import { withDefaults } from '../core/with-defaults.js';
import { ApiKeyStore } from './api-key-store.js';
import { DailyUsageStore } from './daily-usage-store.js';
import { requireKnownDataVersion } from './data-version.js';
import { DefaultsStore } from './defaults-store.js';
import { type Erasure, eraseMentions } from './erase-mentions.js';
import { GenerationHistoryStore } from './generation-history-store.js';
import { GuildSettingsStore } from './guild-settings-store.js';
import { KeyCipher } from './key-cipher.js';
import { KeyUsageStore } from './key-usage-store.js';
import { MemberBlocksStore } from './member-blocks-store.js';
import { RecentModelsStore } from './recent-models-store.js';
import { ReportsStore } from './reports-store.js';
import { ServerBudgetStore } from './server-budget-store.js';
import { ServerPolicyStore } from './server-policy-store.js';
import type { Fencing } from './shared-state.js';
import { openStoreDatabase } from './store-database.js';
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
  /** `HISTORY_RETENTION_DAYS` in ms: how long a member's history keeps a generation. @default 30 days */
  historyRetentionMs?: number;
  logger: Logger;
  /** The clock of every store. @default Date.now */
  now?: () => number;
  /** Loads a keyv adapter package; tests replace it. @default (name) => import(name) */
  importModule?: (packageName: string) => Promise<unknown>;
  /** `REDIS_START_TIMEOUT_MS`: how long a start waits for Redis. @default as long as it takes */
  redisStartTimeoutMs?: number;
}

const STORES_DEFAULTS = {
  databaseUrl: CONFIG_DEFAULTS.DATABASE_URL,
  previousSecrets: [],
  defaultDailyLimit: CONFIG_DEFAULTS.SERVER_KEY_DAILY_LIMIT,
  creditsPerGeneration: CONFIG_DEFAULTS.CREDITS_PER_GENERATION,
  now: Date.now,
} as const;

/** Every store of the bot, over one database connection. */
export type Stores = Awaited<ReturnType<typeof createStores>>;

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
  blocks: 'member-blocks',
  reports: 'reports',
  keyUsage: 'key-usage',
} as const;

/** The small settings read on every command: kept in memory with SQLite (`cachedNamespaces`). */
const CACHED_NAMESPACES = [
  STORE_NAMESPACES.guildSettings,
  STORE_NAMESPACES.defaults,
  STORE_NAMESPACES.styles,
  STORE_NAMESPACES.policy,
];

/**
 * Opens the database and builds every store on it. With Redis it resolves once Redis answered
 * (waiting for it, logged once, when it is down at start).
 * @throws what `openStoreDatabase` throws (a bad `databaseUrl`, a file in use, no database).
 * @throws DataVersionError when the database holds data of a newer layout than this release's.
 * @throws RangeError when `encryptionSecret` is shorter than 32 characters.
 */
export async function createStores(options: CreateStoresOptions) {
  const settings = withDefaults(STORES_DEFAULTS, options);
  const cipher = new KeyCipher({
    secret: settings.encryptionSecret,
    previousSecrets: settings.previousSecrets,
    onPlaintext: (key) => settings.logger.secrets.note(key),
  });
  const database = await openStoreDatabase(settings.databaseUrl, {
    logger: settings.logger,
    cachedNamespaces: CACHED_NAMESPACES,
    importModule: settings.importModule,
    redisStartTimeoutMs: settings.redisStartTimeoutMs,
  });
  const { connection, shared } = database;
  await requireKnownDataVersion(connection, 'DATABASE_URL').catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const { reachability } = connection;
  const { now, creditsPerGeneration } = settings;
  // The counts live in the shared state's counters only where processes share it (Redis).
  const counters = shared.shared ? shared : undefined;
  const keyv = (name: keyof typeof STORE_NAMESPACES) => connection.keyv(STORE_NAMESPACES[name]);
  const usageHistory = new UsageHistoryStore(keyv('usageHistory'), {
    creditsPerGeneration,
    now,
    shared: counters,
  });
  return {
    apiKeys: new ApiKeyStore(keyv('apiKeys'), cipher, { now }),
    guildSettings: new GuildSettingsStore(keyv('guildSettings'), cipher, {
      defaultDailyLimit: settings.defaultDailyLimit,
      now,
    }),
    usage: new DailyUsageStore(keyv('usage'), { now, shared: counters, history: usageHistory }),
    recentModels: new RecentModelsStore(keyv('recentModels')),
    /** The `/imagine` defaults of members, channels and servers. */
    defaults: new DefaultsStore(keyv('defaults')),
    /** Each server's own named styles. */
    styles: new StylesStore(keyv('styles'), { shared }),
    /** Each server's limits on its key and its banned words. */
    policy: new ServerPolicyStore(keyv('policy'), { shared }),
    /** Each member's daily use of each server key, kept 31 days, for the usage report. */
    usageHistory,
    /** What the server key ran in all per UTC day and month, against the server budget. */
    budget: new ServerBudgetStore(keyv('budget'), { shared: counters, now }),
    /** Each member's recent generations, for `/history` and `/show`. */
    history: new GenerationHistoryStore(keyv('history'), {
      now,
      shared,
      retentionMs: settings.historyRetentionMs,
      fencedKeyv: (fencing: Fencing) => connection.fencedKeyv(STORE_NAMESPACES.history, fencing),
    }),
    /** The members each server blocked from the bot, until when. */
    blocks: new MemberBlocksStore(keyv('blocks'), { shared, now }),
    /** Images and tokens per key digest and month, for backends without a balance. */
    keyUsage: new KeyUsageStore(keyv('keyUsage'), { shared, now }),
    /** Members' reports of public generations, with what moderators did. */
    reports: new ReportsStore(keyv('reports'), { shared }),
    /** What several processes change together (member slots, claims, leases). */
    shared,
    /** Whether the store answers now (a Redis outage is logged once); SQLite always does. */
    reachability,
    /** The Keyv of another module's `namespace` (e.g. `jobs`), the same instance on every call. */
    keyv: <Value = unknown>(namespace: string) => connection.keyv<Value>(namespace),
    /** Bytes kept as bytes for a time (`StoreConnection.blobs`), erased with the records. */
    blobs: connection.blobs,
    /** On a shared store (Redis), `StoreConnection.fencedKeyv`; undefined with one process. */
    ...(connection.fences && {
      fencedKeyv: <Value = unknown>(namespace: string, fencing: Fencing) =>
        connection.fencedKeyv<Value>(namespace, fencing),
    }),
    /** Forgets an id in every namespace and the shared state (`eraseMentions`). */
    eraseMentions: (erasure: Erasure) => eraseMentions(connection, shared, erasure),
    /** Reads one key: rejects at once while Redis is known to be unreachable, or when it fails. */
    ping: async () => {
      reachability.assertReachable();
      await keyv('guildSettings').get('ping');
    },
    /** Closes the database once. */
    close: () => database.close(),
  };
}
