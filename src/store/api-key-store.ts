import type Keyv from 'keyv';
import type { KeyCipher } from './key-cipher.js';
import { maskLast4, type SealedKey, sealKey, unsealKey } from './key-cipher.js';
import { KeyedMutex } from './keyed-mutex.js';

/** What {@link ApiKeyStore.link} stores for a member. */
export interface LinkApiKeyInput {
  /** The member's own service key, `sk-` + 48 hex. Stored encrypted. */
  apiKey: string;
  /** The service account the key belongs to, as the balance endpoint reported it. */
  serviceUserId: string;
  serviceUsername: string;
}

/** A member's linked key, decrypted. */
export interface LinkedApiKey {
  apiKey: string;
  /** `sk-…` + the last four characters. */
  masked: string;
  last4: string;
  serviceUserId: string;
  serviceUsername: string;
  /** When it was linked, epoch milliseconds. */
  linkedAt: number;
}

/** Options of {@link ApiKeyStore}. */
export interface ApiKeyStoreOptions {
  /** The clock. @default Date.now */
  now?: () => number;
}

const API_KEY_STORE_DEFAULTS = { now: Date.now } as const;

interface ApiKeyRecord {
  v: 1;
  key: SealedKey;
  serviceUserId: string;
  serviceUsername: string;
  linkedAt: number;
}

const context = (userId: string) => `api-key:${userId}`;

/**
 * The service key each Discord member linked, one per user id, encrypted at rest. Values under a
 * previous secret are re-encrypted under the current one when read.
 */
export class ApiKeyStore {
  readonly #keyv: Keyv<ApiKeyRecord>;
  readonly #cipher: KeyCipher;
  readonly #now: () => number;
  readonly #lock = new KeyedMutex();

  constructor(keyv: Keyv, cipher: KeyCipher, options: ApiKeyStoreOptions = {}) {
    this.#keyv = keyv as Keyv<ApiKeyRecord>;
    this.#cipher = cipher;
    this.#now = { ...API_KEY_STORE_DEFAULTS, ...options }.now;
  }

  /** Links `input.apiKey` to `userId`, replacing any key linked before. */
  link(userId: string, input: LinkApiKeyInput): Promise<LinkedApiKey> {
    return this.#lock.run(userId, async () => {
      const record: ApiKeyRecord = {
        v: 1,
        key: sealKey(this.#cipher, input.apiKey, context(userId)),
        serviceUserId: input.serviceUserId,
        serviceUsername: input.serviceUsername,
        linkedAt: this.#now(),
      };
      await this.#keyv.set(userId, record);
      return toLinked(record, input.apiKey);
    });
  }

  /**
   * The key linked to `userId`, or undefined.
   * @throws KeyDecryptionError when it cannot be decrypted (altered, or the secret changed).
   */
  get(userId: string): Promise<LinkedApiKey | undefined> {
    return this.#lock.run(userId, async () => {
      const record = await this.#keyv.get(userId);
      if (!record) return undefined;
      const { apiKey, resealed } = unsealKey(this.#cipher, record.key, context(userId));
      if (resealed) await this.#keyv.set(userId, { ...record, key: resealed });
      return toLinked(record, apiKey);
    });
  }

  /** Whether `userId` has a key linked, without decrypting it. */
  async has(userId: string): Promise<boolean> {
    return (await this.#keyv.get(userId)) !== undefined;
  }

  /** Forgets the key of `userId`; false when none was linked. */
  unlink(userId: string): Promise<boolean> {
    return this.#lock.run(userId, () => this.#keyv.delete(userId));
  }
}

function toLinked(record: ApiKeyRecord, apiKey: string): LinkedApiKey {
  return {
    apiKey,
    masked: maskLast4(record.key.last4),
    last4: record.key.last4,
    serviceUserId: record.serviceUserId,
    serviceUsername: record.serviceUsername,
    linkedAt: record.linkedAt,
  };
}
