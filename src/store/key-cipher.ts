import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { KeyDecryptionError } from './store-errors.js';

/** An API key as stored: encrypted, with its last four characters in clear for display. */
export interface SealedKey {
  /** The {@link KeyCipher} ciphertext, `v1.<keyId>.<iv>.<tag>.<data>`. */
  ciphertext: string;
  last4: string;
}

/** Encrypts `apiKey`, bound to `context` (its owner). */
export function sealKey(cipher: KeyCipher, apiKey: string, context: string): SealedKey {
  return { ciphertext: cipher.encrypt(apiKey, context), last4: apiKey.slice(-4) };
}

/**
 * Decrypts a {@link SealedKey}; `resealed`, when it was under a previous secret, is to be stored.
 * @throws KeyDecryptionError
 */
export function unsealKey(
  cipher: KeyCipher,
  sealed: SealedKey,
  context: string,
): { apiKey: string; resealed: SealedKey | undefined } {
  const apiKey = cipher.decrypt(sealed.ciphertext, context);
  const stale = cipher.needsReencryption(sealed.ciphertext);
  return { apiKey, resealed: stale ? sealKey(cipher, apiKey, context) : undefined };
}

/**
 * A decrypted key and how it is shown: `masked` is `…` and its last four characters, after `sk-`
 * for the image service's keys.
 */
export interface ShownKey {
  apiKey: string;
  masked: string;
  last4: string;
}

/** `apiKey`, decrypted from `sealed`, as {@link ShownKey}. */
export const shownKey = ({ last4 }: SealedKey, apiKey: string): ShownKey => ({
  apiKey,
  masked: `${apiKey.startsWith('sk-') ? 'sk-' : ''}…${last4}`,
  last4,
});

/** Options of {@link KeyCipher}. */
export interface KeyCipherOptions {
  /** `KEY_ENCRYPTION_SECRET`: at least 32 characters. New values are encrypted under it. */
  secret: string;
  /** `KEY_ENCRYPTION_PREVIOUS_SECRETS`: still accepted for decryption. @default [] */
  previousSecrets?: readonly string[];
  /**
   * Told every value encrypted or decrypted, as it is about to be used: the log's secret registry
   * notes it (`SecretRegistry.note`). @default nothing
   */
  onPlaintext?: (plaintext: string) => void;
}

const VERSION = 'v1';
const SALT = 'imagine-bot/key-cipher';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[0-9a-f]{8}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * A key derived from a secret, and the id that names the secret in ciphertexts. A `KeyObject`,
 * not bytes: a cipher made from bytes prepares a key object each time (four times the cost).
 */
type DerivedKey = { readonly id: string; readonly key: KeyObject };

function derive(secret: string): DerivedKey {
  const key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, SALT, 'aes-256-gcm key', 32)));
  const idMaterial = Buffer.from(hkdfSync('sha256', secret, SALT, 'key id', 32));
  return { id: createHash('sha256').update(idMaterial).digest('hex').slice(0, 8), key };
}

function additionalData(keyId: string, context: string): Buffer {
  return Buffer.from(`${VERSION}.${keyId}.${context}`, 'utf8');
}

/** A ciphertext's parts, or undefined when it is malformed. */
function parse(blob: string) {
  const [version, keyId = '', ...parts] = blob.split('.');
  if (parts.length !== 3 || version !== VERSION || !KEY_ID.test(keyId)) return undefined;
  if (!parts.every((part) => BASE64URL.test(part))) return undefined;
  const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !data) return undefined;
  return { keyId, iv, tag, data };
}

/**
 * Encrypts API keys at rest with AES-256-GCM under a key derived (HKDF-SHA256) from the secret, as
 * `v1.<keyId>.<iv>.<tag>.<data>` (`keyId` 8 hex naming the secret, the rest base64url). `context`
 * (the owner's id) is authenticated too, so a value moved to another row fails.
 */
export class KeyCipher {
  /** The key id of the current secret, as written in new ciphertexts. */
  readonly keyId: string;
  readonly #current: DerivedKey;
  readonly #keys: readonly DerivedKey[];
  readonly #onPlaintext: (plaintext: string) => void;

  constructor(options: KeyCipherOptions) {
    const { secret, previousSecrets = [], onPlaintext = () => {} } = options;
    this.#onPlaintext = onPlaintext;
    if (secret.length < 32)
      throw new RangeError('The encryption secret must have at least 32 characters');
    this.#current = derive(secret);
    this.keyId = this.#current.id;
    const previous = [...new Set(previousSecrets)].filter((old) => old && old !== secret);
    this.#keys = [this.#current, ...previous.map(derive)];
  }

  /** Encrypts `plaintext` under the current secret. */
  encrypt(plaintext: string, context = ''): string {
    this.#onPlaintext(plaintext);
    const { id, key } = this.#current;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(id, context));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
    return [VERSION, id, ...parts].join('.');
  }

  /**
   * Decrypts a value from {@link encrypt}, under the current or any previous secret.
   * @throws KeyDecryptionError when it is malformed, altered, or under an unknown secret.
   */
  decrypt(blob: string, context = ''): string {
    const sealed = parse(blob);
    if (!sealed) throw new KeyDecryptionError({ detail: 'the stored ciphertext is malformed' });
    const candidates = this.#keys.filter((candidate) => candidate.id === sealed.keyId);
    if (candidates.length === 0) {
      throw new KeyDecryptionError({
        detail: `encrypted under key id ${sealed.keyId}, which matches no configured secret: KEY_ENCRYPTION_SECRET may have changed; list the old one in KEY_ENCRYPTION_PREVIOUS_SECRETS`,
      });
    }
    let failure: unknown;
    for (const { id, key } of candidates) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(additionalData(id, context));
        decipher.setAuthTag(sealed.tag);
        const plaintext = Buffer.concat([decipher.update(sealed.data), decipher.final()]);
        const apiKey = plaintext.toString('utf8');
        this.#onPlaintext(apiKey);
        return apiKey;
      } catch (error) {
        failure = error;
      }
    }
    throw new KeyDecryptionError({
      cause: failure,
      detail: `authentication failed under key id ${sealed.keyId}: the value was altered or moved, or the secret changed`,
    });
  }

  /** Whether `blob` is not under the current secret (or unreadable), so it should be re-encrypted. */
  needsReencryption(blob: string): boolean {
    return parse(blob)?.keyId !== this.keyId;
  }
}
