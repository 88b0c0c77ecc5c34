import type Keyv from 'keyv';
import type { KeyCipher } from './key-cipher.js';
import { type SealedKey, type ShownKey, sealKey, shownKey, unsealKey } from './key-cipher.js';
import { KeyvRecords } from './keyv-records.js';

/** A member's key as stored, encrypted. */
interface ApiKeyRecord {
  v: 1;
  key: SealedKey;
  /** The service account the key belongs to, as the balance endpoint reported it. */
  serviceUserId: string;
  serviceUsername: string;
  /** When it was linked, epoch milliseconds. */
  linkedAt: number;
  /** The image backend the key belongs to; absent for keys linked before backends were named (the original service). */
  backend?: string;
}

/** A member's linked key, decrypted. */
export type LinkedApiKey = ShownKey & Omit<ApiKeyRecord, 'v' | 'key'>;

/** What {@link ApiKeyStore.link} stores for a member (the key, `sk-` + 48 hex, encrypted). */
export type LinkApiKeyInput = Omit<LinkedApiKey, 'masked' | 'last4' | 'linkedAt'>;

const context = (userId: string) => `api-key:${userId}`;

/** The service key each member linked, encrypted at rest (under the current secret once read). */
export class ApiKeyStore {
  readonly #records: KeyvRecords<ApiKeyRecord>;
  readonly #cipher: KeyCipher;
  readonly #now: () => number;

  /** `options.now` is the clock (default `Date.now`). */
  constructor(keyv: Keyv, cipher: KeyCipher, options: { now?: () => number } = {}) {
    this.#records = new KeyvRecords(keyv);
    this.#cipher = cipher;
    this.#now = options.now ?? Date.now;
  }

  /** Links `input.apiKey` to `userId`, replacing any key linked before. */
  link(userId: string, input: LinkApiKeyInput): Promise<LinkedApiKey> {
    return this.#records.change(userId, () => {
      const { apiKey, serviceUserId, serviceUsername, backend } = input;
      const key = sealKey(this.#cipher, apiKey, context(userId));
      const next = {
        v: 1,
        key,
        serviceUserId,
        serviceUsername,
        linkedAt: this.#now(),
        ...(backend !== undefined && { backend }),
      } as const;
      return { next, result: toLinked(next, apiKey) };
    });
  }

  /**
   * The key linked to `userId`, or undefined.
   * @throws KeyDecryptionError when it cannot be decrypted (altered, or the secret changed).
   */
  get(userId: string): Promise<LinkedApiKey | undefined> {
    return this.#records.change(userId, (record) => {
      if (!record) return { result: undefined };
      const { apiKey, resealed } = unsealKey(this.#cipher, record.key, context(userId));
      return { next: resealed && { ...record, key: resealed }, result: toLinked(record, apiKey) };
    });
  }

  /**
   * The image backend of the key `userId` linked, without decrypting it: its id, `null` for a key
   * linked before backends were named (the original service), undefined when none is linked.
   */
  async backendOf(userId: string): Promise<string | null | undefined> {
    const record = await this.#records.get(userId);
    return record && (record.backend ?? null);
  }

  /** Whether `userId` has a key linked, without decrypting it. */
  async has(userId: string): Promise<boolean> {
    return (await this.#records.get(userId)) !== undefined;
  }

  /** Forgets the key of `userId`; false when none was linked. */
  unlink(userId: string): Promise<boolean> {
    return this.#records.change(userId, (record) => ({ next: null, result: record !== undefined }));
  }
}

function toLinked({ v: _v, key, ...record }: ApiKeyRecord, apiKey: string): LinkedApiKey {
  return { ...shownKey(key, apiKey), ...record };
}
