import type { KeyCipher } from './key-cipher.js';

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
 * Decrypts a {@link SealedKey}. `resealed` is set when it was under a previous secret: the caller
 * stores it in place of the old value.
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

/** `sk-…` and the last four characters: how a key is shown. */
export function maskLast4(last4: string): string {
  return `sk-…${last4}`;
}
