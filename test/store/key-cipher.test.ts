import { describe, expect, it } from 'vitest';
import { KeyCipher } from '../../src/store/key-cipher.js';
import { KeyDecryptionError } from '../../src/store/store-errors.js';
import { newApiKey, SECRET_A, SECRET_B, SECRET_C } from './store-test-kit.js';

const FORMAT = /^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{68}$/;

function replacePart(blob: string, index: number, change: (part: string) => string): string {
  const parts = blob.split('.');
  parts[index] = change(parts[index] ?? '');
  return parts.join('.');
}

const flip = (part: string) => (part[0] === 'A' ? 'B' : 'A') + part.slice(1);

describe('KeyCipher', () => {
  it('round-trips a key as v1.<keyId>.<iv>.<tag>.<data> with a fresh IV each time', () => {
    const cipher = new KeyCipher({ secret: SECRET_A });
    const apiKey = newApiKey();
    const first = cipher.encrypt(apiKey, 'api-key:1');
    const second = cipher.encrypt(apiKey, 'api-key:1');
    expect(first).toMatch(FORMAT);
    expect(first.split('.')[1]).toBe(cipher.keyId);
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first, 'api-key:1')).toBe(apiKey);
    expect(cipher.decrypt(second, 'api-key:1')).toBe(apiKey);
  });

  it('tells onPlaintext each key it encrypts or decrypts (the log then masks it)', () => {
    const told: string[] = [];
    const sealer = new KeyCipher({ secret: SECRET_A, onPlaintext: (key) => told.push(key) });
    const blob = sealer.encrypt('horde-key-0123abcd', 'api-key:1');
    const reader = new KeyCipher({ secret: SECRET_A, onPlaintext: (key) => told.push(key) });
    expect(reader.decrypt(blob, 'api-key:1')).toBe('horde-key-0123abcd');
    expect(told).toEqual(['horde-key-0123abcd', 'horde-key-0123abcd']);
    expect(() => reader.decrypt(blob, 'api-key:2')).toThrow(KeyDecryptionError);
    expect(told).toHaveLength(2);
  });

  it('names each secret with a stable key id', () => {
    expect(new KeyCipher({ secret: SECRET_A }).keyId).toBe(
      new KeyCipher({ secret: SECRET_A }).keyId,
    );
    expect(new KeyCipher({ secret: SECRET_A }).keyId).not.toBe(
      new KeyCipher({ secret: SECRET_B }).keyId,
    );
  });

  it('decrypts under a previous secret and says the value needs re-encryption', () => {
    const old = new KeyCipher({ secret: SECRET_A });
    const rotated = new KeyCipher({ secret: SECRET_B, previousSecrets: [SECRET_C, SECRET_A] });
    const apiKey = newApiKey();
    const blob = old.encrypt(apiKey, 'ctx');
    expect(rotated.decrypt(blob, 'ctx')).toBe(apiKey);
    expect(rotated.needsReencryption(blob)).toBe(true);
    const fresh = rotated.encrypt(apiKey, 'ctx');
    expect(rotated.needsReencryption(fresh)).toBe(false);
    expect(fresh.split('.')[1]).toBe(rotated.keyId);
    expect(rotated.needsReencryption('garbage')).toBe(true);
  });

  it('rejects a value under an unknown secret with KeyDecryptionError', () => {
    const blob = new KeyCipher({ secret: SECRET_A }).encrypt(newApiKey());
    const other = new KeyCipher({ secret: SECRET_B, previousSecrets: [SECRET_C] });
    const error = captureError(() => other.decrypt(blob));
    expect(error).toBeInstanceOf(KeyDecryptionError);
    expect(error.message).toBe(
      'A stored key could not be decrypted; link it again with /apikey link.',
    );
    expect(error.detail).toContain('KEY_ENCRYPTION_SECRET may have changed');
  });

  it.each([
    ['iv', 2],
    ['tag', 3],
    ['data', 4],
  ])('detects a changed %s', (_name, index) => {
    const cipher = new KeyCipher({ secret: SECRET_A });
    const blob = cipher.encrypt(newApiKey());
    const error = captureError(() => cipher.decrypt(replacePart(blob, index, flip)));
    expect(error).toBeInstanceOf(KeyDecryptionError);
    expect(error.detail).toContain('altered');
  });

  it('detects a value moved to another context', () => {
    const cipher = new KeyCipher({ secret: SECRET_A });
    const blob = cipher.encrypt(newApiKey(), 'api-key:1');
    expect(() => cipher.decrypt(blob, 'api-key:2')).toThrow(KeyDecryptionError);
  });

  it.each([
    ['empty', () => ''],
    ['another version', (blob: string) => blob.replace(/^v1/, 'v2')],
    ['a missing part', (blob: string) => blob.split('.').slice(0, 4).join('.')],
    ['a truncated tag', (blob: string) => replacePart(blob, 3, (tag) => tag.slice(0, 16))],
    ['a non-base64url part', (blob: string) => replacePart(blob, 4, (data) => `${data}+/`)],
    ['a bad key id', (blob: string) => replacePart(blob, 1, () => 'XYZ')],
  ])('rejects a malformed value: %s', (_name, mangle) => {
    const cipher = new KeyCipher({ secret: SECRET_A });
    const error = captureError(() => cipher.decrypt(mangle(cipher.encrypt(newApiKey()))));
    expect(error).toBeInstanceOf(KeyDecryptionError);
    expect(error.detail).toContain('malformed');
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => new KeyCipher({ secret: 'short' })).toThrow(RangeError);
  });
});

function captureError(run: () => unknown): KeyDecryptionError {
  try {
    run();
  } catch (error) {
    return error as KeyDecryptionError;
  }
  throw new Error('expected an error');
}
