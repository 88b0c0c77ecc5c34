import { describe, expect, it } from 'vitest';
import { KeyCipher } from '../../src/store/key-cipher.js';
import { KeyDecryptionError } from '../../src/store/store-errors.js';
import {
  leaksInFile,
  newApiKey,
  rawEntry,
  rawRows,
  SECRET_A,
  SECRET_B,
  SECRET_C,
  useTempDatabase,
  writeRaw,
} from './store-test-kit.js';

const db = useTempDatabase();
const about = { serviceUserId: 'svc-42', serviceUsername: 'painter' };

interface StoredLink {
  key: { ciphertext: string; last4: string };
}

describe('ApiKeyStore', () => {
  it('links, reads, reports and unlinks a key', async () => {
    const { apiKeys } = await db.open({ now: () => 1_700_000_000_000 });
    const apiKey = newApiKey();
    expect(await apiKeys.get('1')).toBeUndefined();
    expect(await apiKeys.has('1')).toBe(false);
    const linked = await apiKeys.link('1', { apiKey, ...about });
    const expected = {
      apiKey,
      masked: `sk-…${apiKey.slice(-4)}`,
      last4: apiKey.slice(-4),
      ...about,
      linkedAt: 1_700_000_000_000,
    };
    expect(linked).toEqual(expected);
    expect(await apiKeys.get('1')).toEqual(expected);
    expect(await apiKeys.has('1')).toBe(true);
    expect(await apiKeys.get('2')).toBeUndefined();
    expect(await apiKeys.unlink('1')).toBe(true);
    expect(await apiKeys.unlink('1')).toBe(false);
    expect(await apiKeys.get('1')).toBeUndefined();
  });

  it('replaces the key on a second link', async () => {
    const { apiKeys } = await db.open();
    await apiKeys.link('1', { apiKey: newApiKey(), ...about });
    const second = newApiKey();
    await apiKeys.link('1', { apiKey: second, serviceUserId: 'svc-7', serviceUsername: 'other' });
    expect(await apiKeys.get('1')).toMatchObject({ apiKey: second, serviceUsername: 'other' });
  });

  it('keeps only ciphertext and the last four characters at rest', async () => {
    const stores = await db.open();
    const apiKey = newApiKey();
    await stores.apiKeys.link('1', { apiKey, ...about });
    await stores.close();
    const stored = await rawEntry<StoredLink>(db.file(), 'api-keys:1');
    const keyId = new KeyCipher({ secret: SECRET_A }).keyId;
    expect(stored?.value.key.ciphertext).toMatch(new RegExp(`^v1\\.${keyId}\\.`));
    expect(stored?.value.key.last4).toBe(apiKey.slice(-4));
    const rows = await rawRows(db.file());
    expect(rows.map((row) => row.value).join('\n')).not.toContain(apiKey.slice(3, 11));
    expect(await leaksInFile(db.file(), apiKey)).toEqual([]);
  });

  it('would notice a key stored in clear (the leak check is not vacuous)', async () => {
    const stores = await db.open();
    const apiKey = newApiKey();
    await stores.keyv('probe').set('plain', { apiKey });
    await stores.close();
    expect(await leaksInFile(db.file(), apiKey)).toContain(apiKey.slice(3, 11));
  });

  it('reads keys written under a previous secret and re-encrypts them under the new one', async () => {
    const apiKey = newApiKey();
    const before = await db.open({ encryptionSecret: SECRET_A });
    await before.apiKeys.link('1', { apiKey, ...about });
    await before.close();

    const rotated = await db.open({ encryptionSecret: SECRET_B, previousSecrets: [SECRET_A] });
    expect(await rotated.apiKeys.get('1')).toMatchObject({ apiKey, ...about });
    await rotated.close();
    const stored = await rawEntry<StoredLink>(db.file(), 'api-keys:1');
    const newId = new KeyCipher({ secret: SECRET_B }).keyId;
    expect(stored?.value.key.ciphertext.split('.')[1]).toBe(newId);

    const withoutOld = await db.open({ encryptionSecret: SECRET_B });
    expect((await withoutOld.apiKeys.get('1'))?.apiKey).toBe(apiKey);
  });

  it('fails with KeyDecryptionError under a wrong secret', async () => {
    const before = await db.open({ encryptionSecret: SECRET_A });
    await before.apiKeys.link('1', { apiKey: newApiKey(), ...about });
    await before.close();
    const wrong = await db.open({ encryptionSecret: SECRET_C, previousSecrets: [SECRET_B] });
    const reading = wrong.apiKeys.get('1');
    await expect(reading).rejects.toBeInstanceOf(KeyDecryptionError);
    await expect(reading).rejects.toThrow(
      'A stored key could not be decrypted; link it again with /apikey link.',
    );
    await expect(reading).rejects.toMatchObject({
      detail: expect.stringContaining('KEY_ENCRYPTION_SECRET may have changed'),
    });
    expect(await wrong.apiKeys.has('1')).toBe(true);
  });

  it('detects a changed ciphertext and one copied to another member', async () => {
    const stores = await db.open();
    await stores.apiKeys.link('1', { apiKey: newApiKey(), ...about });
    await stores.apiKeys.link('2', { apiKey: newApiKey(), ...about });
    await stores.close();
    const first = (await rawEntry<StoredLink>(db.file(), 'api-keys:1'))?.value as StoredLink;
    const [head, data = ''] = splitLast(first.key.ciphertext);
    const altered = `${head}.${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    await writeRaw(db.file(), 'api-keys:1', {
      ...first,
      key: { ...first.key, ciphertext: altered },
    });
    await writeRaw(db.file(), 'api-keys:2', first);

    const reopened = await db.open();
    await expect(reopened.apiKeys.get('1')).rejects.toMatchObject({
      name: 'KeyDecryptionError',
      detail: expect.stringContaining('altered'),
    });
    await expect(reopened.apiKeys.get('2')).rejects.toBeInstanceOf(KeyDecryptionError);
  });

  it('does not let a re-encrypting read overwrite a concurrent link', async () => {
    const before = await db.open({ encryptionSecret: SECRET_A });
    await before.apiKeys.link('1', { apiKey: newApiKey(), ...about });
    await before.close();
    const rotated = await db.open({ encryptionSecret: SECRET_B, previousSecrets: [SECRET_A] });
    const newer = newApiKey();
    await Promise.all([
      rotated.apiKeys.get('1'),
      rotated.apiKeys.link('1', { apiKey: newer, ...about }),
    ]);
    expect((await rotated.apiKeys.get('1'))?.apiKey).toBe(newer);
  });
});

function splitLast(ciphertext: string): [string, string] {
  const at = ciphertext.lastIndexOf('.');
  return [ciphertext.slice(0, at), ciphertext.slice(at + 1)];
}
