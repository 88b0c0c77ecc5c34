import type Keyv from 'keyv';
import { CONFIG_DEFAULTS } from '../core/config-fields.js';
import { errorText } from '../i18n/error-text.js';
import type { KeyCipher } from './key-cipher.js';
import { type SealedKey, type ShownKey, sealKey, shownKey, unsealKey } from './key-cipher.js';
import { KeyvRecords } from './keyv-records.js';
import { KeyDecryptionError } from './store-errors.js';

/** A server's key as stored, encrypted. */
interface StoredServerKey {
  key: SealedKey;
  /** The Discord user id of the manager who set it. */
  setBy: string;
  /** When it was set, epoch milliseconds. */
  setAt: number;
  serviceUserId: string;
  serviceUsername: string;
  /** The image backend the key belongs to; absent for keys set before backends were named (the original service). */
  backend?: string;
}

/** A server's key, decrypted. */
export type ServerKey = ShownKey & Omit<StoredServerKey, 'key'>;

/** What {@link GuildSettingsStore.setServerKey} stores (the key encrypted). */
export type SetServerKeyInput = Omit<ServerKey, 'masked' | 'last4' | 'setAt'>;

/** Options of {@link GuildSettingsStore}. */
export interface GuildSettingsStoreOptions {
  /** Generations per member per UTC day on the server key, unless a server sets its own. @default 10 */
  defaultDailyLimit?: number;
  /** The clock. @default Date.now */
  now?: () => number;
}

interface GuildSettingsRecord {
  v: 1;
  serverKey?: StoredServerKey;
  dailyLimit?: number;
  /** The language of public messages the managers chose (a Discord locale). */
  locale?: string;
  /** The image backend the managers chose (its id); absent: the operator's first. */
  backend?: string;
}

type Settings = Omit<GuildSettingsRecord, 'v'>;

const context = (guildId: string) => `server-key:${guildId}`;

/** Per-server settings: the server key (encrypted at rest), the daily limit, the language. */
export class GuildSettingsStore {
  readonly #records: KeyvRecords<GuildSettingsRecord>;
  readonly #cipher: KeyCipher;
  readonly #defaultDailyLimit: number;
  readonly #now: () => number;

  constructor(keyv: Keyv, cipher: KeyCipher, options: GuildSettingsStoreOptions = {}) {
    this.#records = new KeyvRecords(keyv);
    this.#cipher = cipher;
    this.#defaultDailyLimit = options.defaultDailyLimit ?? CONFIG_DEFAULTS.SERVER_KEY_DAILY_LIMIT;
    this.#now = options.now ?? Date.now;
  }

  /** Sets the server key of `guildId`, replacing any before. */
  async setServerKey(guildId: string, input: SetServerKeyInput): Promise<ServerKey> {
    const serverKey: StoredServerKey = {
      key: sealKey(this.#cipher, input.apiKey, context(guildId)),
      setBy: input.setBy,
      setAt: this.#now(),
      serviceUserId: input.serviceUserId,
      serviceUsername: input.serviceUsername,
      ...(input.backend !== undefined && { backend: input.backend }),
    };
    await this.#update(guildId, (record) => ({ ...record, serverKey }));
    return toServerKey(serverKey, input.apiKey);
  }

  /**
   * The server key of `guildId`, or undefined.
   * @throws KeyDecryptionError when it cannot be decrypted (altered, or the secret changed).
   */
  getServerKey(guildId: string): Promise<ServerKey | undefined> {
    return this.#records.change(guildId, (record) => {
      const stored = record?.serverKey;
      if (!record || !stored) return { result: undefined };
      const { apiKey, resealed } = this.#unseal(stored.key, guildId);
      const next = resealed && { ...record, serverKey: { ...stored, key: resealed } };
      return { next, result: toServerKey(stored, apiKey) };
    });
  }

  /** Whether `guildId` has a server key, without decrypting it. */
  async hasServerKey(guildId: string): Promise<boolean> {
    return (await this.#records.get(guildId))?.serverKey !== undefined;
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
    return (await this.#records.get(guildId))?.dailyLimit ?? this.#defaultDailyLimit;
  }

  /** Sets the daily limit per member of `guildId` (a whole number ≥ 0); null restores the default. */
  async setDailyLimit(guildId: string, limit: number | null): Promise<void> {
    if (limit !== null && !(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new RangeError(`The daily limit must be a whole number ≥ 0, got ${limit}`);
    }
    await this.#update(guildId, (settings) => ({ ...settings, dailyLimit: limit ?? undefined }));
  }

  /** The language of public messages the managers of `guildId` chose, or undefined (Discord's). */
  async getLocale(guildId: string): Promise<string | undefined> {
    return (await this.#records.get(guildId))?.locale;
  }

  /** Sets the language of public messages of `guildId` (a Discord locale); null follows Discord's. */
  async setLocale(guildId: string, locale: string | null): Promise<void> {
    await this.#update(guildId, (settings) => ({ ...settings, locale: locale ?? undefined }));
  }

  /**
   * The image backend of the server key of `guildId`, without decrypting it: its id, `null` for a
   * key set before backends were named (the original service), undefined when none is set.
   */
  async serverKeyBackend(guildId: string): Promise<string | null | undefined> {
    const stored = (await this.#records.get(guildId))?.serverKey;
    return stored && (stored.backend ?? null);
  }

  /** The image backend the managers of `guildId` chose (its id), or undefined. */
  async getBackend(guildId: string): Promise<string | undefined> {
    return (await this.#records.get(guildId))?.backend;
  }

  /** Sets the image backend of `guildId` (its id); null drops the choice. */
  async setBackend(guildId: string, backend: string | null): Promise<void> {
    await this.#update(guildId, (settings) => ({ ...settings, backend: backend ?? undefined }));
  }

  #unseal(key: SealedKey, guildId: string): ReturnType<typeof unsealKey> {
    try {
      return unsealKey(this.#cipher, key, context(guildId));
    } catch (error) {
      if (!(error instanceof KeyDecryptionError)) throw error;
      const message = errorText('store.serverKeyUndecryptable');
      throw new KeyDecryptionError({ message, detail: error.detail, cause: error });
    }
  }

  #update(guildId: string, change: (settings: Settings) => Settings): Promise<void> {
    return this.#records.change(guildId, (record) => {
      const { v: _version, ...stored } = record ?? { v: 1 };
      const next = Object.entries(change(stored)).filter(([, value]) => value !== undefined);
      const empty = next.length === 0;
      return { next: empty ? null : { v: 1, ...Object.fromEntries(next) }, result: undefined };
    });
  }
}

function toServerKey({ key, ...stored }: StoredServerKey, apiKey: string): ServerKey {
  return { ...shownKey(key, apiKey), ...stored };
}
