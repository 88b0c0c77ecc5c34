import type Keyv from 'keyv';
import { CONFIG_DEFAULTS } from '../core/config.js';
import { errorText } from '../i18n/error-text.js';
import { KeyDecryptionError } from './errors.js';
import type { KeyCipher } from './key-cipher.js';
import { maskLast4, type SealedKey, sealKey, unsealKey } from './key-cipher.js';
import { KeyedMutex } from './keyed-mutex.js';

/** What {@link GuildSettingsStore.setServerKey} stores. */
export interface SetServerKeyInput {
  /** The server's service key. Stored encrypted. */
  apiKey: string;
  /** The Discord user id of the manager who set it. */
  setBy: string;
  serviceUserId: string;
  serviceUsername: string;
}

/** A server's key, decrypted. */
export interface ServerKey {
  apiKey: string;
  /** `sk-…` + the last four characters. */
  masked: string;
  last4: string;
  setBy: string;
  /** When it was set, epoch milliseconds. */
  setAt: number;
  serviceUserId: string;
  serviceUsername: string;
}

/** Options of {@link GuildSettingsStore}. */
export interface GuildSettingsStoreOptions {
  /** Generations per member per UTC day on the server key, unless a server sets its own. @default 10 */
  defaultDailyLimit?: number;
  /** The clock. @default Date.now */
  now?: () => number;
}

const GUILD_SETTINGS_DEFAULTS = {
  defaultDailyLimit: CONFIG_DEFAULTS.SERVER_KEY_DAILY_LIMIT,
  now: Date.now,
} as const;

interface StoredServerKey {
  key: SealedKey;
  setBy: string;
  setAt: number;
  serviceUserId: string;
  serviceUsername: string;
}

interface GuildSettingsRecord {
  v: 1;
  serverKey?: StoredServerKey;
  dailyLimit?: number;
  /** The language of public messages the managers chose (a Discord locale). */
  locale?: string;
}

type Settings = Omit<GuildSettingsRecord, 'v'>;

const context = (guildId: string) => `server-key:${guildId}`;

/**
 * Per-server settings: the server key (encrypted at rest), the daily limit per member, and the
 * language of public messages when the managers chose one.
 */
export class GuildSettingsStore {
  readonly #keyv: Keyv<GuildSettingsRecord>;
  readonly #cipher: KeyCipher;
  readonly #options: Required<GuildSettingsStoreOptions>;
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv, cipher: KeyCipher, options: GuildSettingsStoreOptions = {}) {
    this.#keyv = keyv as Keyv<GuildSettingsRecord>;
    this.#cipher = cipher;
    this.#options = { ...GUILD_SETTINGS_DEFAULTS, ...options };
  }

  /** Sets the server key of `guildId`, replacing any before. */
  setServerKey(guildId: string, input: SetServerKeyInput): Promise<ServerKey> {
    const serverKey: StoredServerKey = {
      key: sealKey(this.#cipher, input.apiKey, context(guildId)),
      setBy: input.setBy,
      setAt: this.#options.now(),
      serviceUserId: input.serviceUserId,
      serviceUsername: input.serviceUsername,
    };
    return this.#update(guildId, (record) => ({ ...record, serverKey })).then(() =>
      toServerKey(serverKey, input.apiKey),
    );
  }

  /**
   * The server key of `guildId`, or undefined.
   * @throws KeyDecryptionError when it cannot be decrypted (altered, or the secret changed).
   */
  getServerKey(guildId: string): Promise<ServerKey | undefined> {
    return this.#lock.run(guildId, async () => {
      const record = await this.#keyv.get(guildId);
      const stored = record?.serverKey;
      if (!record || !stored) return undefined;
      let opened: ReturnType<typeof unsealKey>;
      try {
        opened = unsealKey(this.#cipher, stored.key, context(guildId));
      } catch (error) {
        if (!(error instanceof KeyDecryptionError)) throw error;
        throw new KeyDecryptionError({
          message: errorText('store.serverKeyUndecryptable'),
          detail: error.detail,
          cause: error,
        });
      }
      if (opened.resealed) {
        await this.#keyv.set(guildId, {
          ...record,
          serverKey: { ...stored, key: opened.resealed },
        });
      }
      return toServerKey(stored, opened.apiKey);
    });
  }

  /** Whether `guildId` has a server key, without decrypting it. */
  async hasServerKey(guildId: string): Promise<boolean> {
    return (await this.#keyv.get(guildId))?.serverKey !== undefined;
  }

  /** Removes the server key of `guildId`; false when it had none. */
  async clearServerKey(guildId: string): Promise<boolean> {
    let had = false;
    await this.#update(guildId, ({ serverKey, ...rest }) => {
      had = serverKey !== undefined;
      return rest;
    });
    return had;
  }

  /** Generations per member per UTC day on the server key of `guildId`. */
  async getDailyLimit(guildId: string): Promise<number> {
    return (await this.#keyv.get(guildId))?.dailyLimit ?? this.#options.defaultDailyLimit;
  }

  /** Sets the daily limit per member of `guildId` (a whole number ≥ 0); null restores the default. */
  async setDailyLimit(guildId: string, limit: number | null): Promise<void> {
    if (limit !== null && !(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new RangeError(`The daily limit must be a whole number ≥ 0, got ${limit}`);
    }
    await this.#update(guildId, ({ dailyLimit: _old, ...rest }) =>
      limit === null ? rest : { ...rest, dailyLimit: limit },
    );
  }

  /** The language of public messages the managers of `guildId` chose, or undefined (Discord's). */
  async getLocale(guildId: string): Promise<string | undefined> {
    return (await this.#keyv.get(guildId))?.locale;
  }

  /** Sets the language of public messages of `guildId` (a Discord locale); null follows Discord's. */
  async setLocale(guildId: string, locale: string | null): Promise<void> {
    await this.#update(guildId, ({ locale: _old, ...rest }) =>
      locale === null ? rest : { ...rest, locale },
    );
  }

  #update(guildId: string, change: (settings: Settings) => Settings): Promise<void> {
    return this.#lock.run(guildId, async () => {
      const { v: _version, ...stored } = (await this.#keyv.get(guildId)) ?? { v: 1 };
      const { serverKey, dailyLimit, locale } = change(stored);
      if (serverKey === undefined && dailyLimit === undefined && locale === undefined) {
        await this.#keyv.delete(guildId);
        return;
      }
      await this.#keyv.set(guildId, {
        v: 1,
        ...(serverKey && { serverKey }),
        ...(dailyLimit !== undefined && { dailyLimit }),
        ...(locale !== undefined && { locale }),
      });
    });
  }
}

function toServerKey(stored: StoredServerKey, apiKey: string): ServerKey {
  return {
    apiKey,
    masked: maskLast4(stored.key.last4),
    last4: stored.key.last4,
    setBy: stored.setBy,
    setAt: stored.setAt,
    serviceUserId: stored.serviceUserId,
    serviceUsername: stored.serviceUsername,
  };
}
