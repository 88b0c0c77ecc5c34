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
} from './store-test-kit.js';

const db = useTempDatabase();
const input = (apiKey: string) => ({
  apiKey,
  setBy: '1001',
  serviceUserId: 'svc-9',
  serviceUsername: 'guild-owner',
});

describe('GuildSettingsStore', () => {
  it('sets, reads and clears the server key', async () => {
    const { guildSettings } = await db.open({ now: () => 1_750_000_000_000 });
    const apiKey = newApiKey();
    expect(await guildSettings.getServerKey('g1')).toBeUndefined();
    const expected = {
      apiKey,
      masked: `sk-…${apiKey.slice(-4)}`,
      last4: apiKey.slice(-4),
      setBy: '1001',
      setAt: 1_750_000_000_000,
      serviceUserId: 'svc-9',
      serviceUsername: 'guild-owner',
    };
    expect(await guildSettings.setServerKey('g1', input(apiKey))).toEqual(expected);
    expect(await guildSettings.getServerKey('g1')).toEqual(expected);
    expect(await guildSettings.hasServerKey('g1')).toBe(true);
    expect(await guildSettings.getServerKey('g2')).toBeUndefined();
    expect(await guildSettings.clearServerKey('g1')).toBe(true);
    expect(await guildSettings.clearServerKey('g1')).toBe(false);
    expect(await guildSettings.hasServerKey('g1')).toBe(false);
  });

  it('keeps the daily limit per server, with the configured default', async () => {
    const { guildSettings } = await db.open({ defaultDailyLimit: 7 });
    expect(await guildSettings.getDailyLimit('g1')).toBe(7);
    await guildSettings.setDailyLimit('g1', 3);
    expect(await guildSettings.getDailyLimit('g1')).toBe(3);
    expect(await guildSettings.getDailyLimit('g2')).toBe(7);
    await guildSettings.setDailyLimit('g1', 0);
    expect(await guildSettings.getDailyLimit('g1')).toBe(0);
    await guildSettings.setDailyLimit('g1', null);
    expect(await guildSettings.getDailyLimit('g1')).toBe(7);
    for (const bad of [-1, 1.5, Number.NaN]) {
      await expect(guildSettings.setDailyLimit('g1', bad)).rejects.toThrow(RangeError);
    }
  });

  it('keeps the key and the limit independent, and drops an empty record', async () => {
    const stores = await db.open();
    const apiKey = newApiKey();
    await Promise.all([
      stores.guildSettings.setServerKey('g1', input(apiKey)),
      stores.guildSettings.setDailyLimit('g1', 4),
    ]);
    expect((await stores.guildSettings.getServerKey('g1'))?.apiKey).toBe(apiKey);
    await stores.guildSettings.clearServerKey('g1');
    expect(await stores.guildSettings.getDailyLimit('g1')).toBe(4);
    await stores.guildSettings.setDailyLimit('g1', null);
    await stores.close();
    expect(await rawRows(db.file())).toEqual([]);
  });

  it('stores the server key encrypted', async () => {
    const stores = await db.open();
    const apiKey = newApiKey();
    await stores.guildSettings.setServerKey('g1', input(apiKey));
    await stores.close();
    const stored = await rawEntry<{ serverKey: { key: { ciphertext: string } } }>(
      db.file(),
      'guild-settings:g1',
    );
    const keyId = new KeyCipher({ secret: SECRET_A }).keyId;
    expect(stored?.value.serverKey.key.ciphertext).toMatch(new RegExp(`^v1\\.${keyId}\\.`));
    expect(await leaksInFile(db.file(), apiKey)).toEqual([]);
  });

  it('re-encrypts under a new secret and names the fix under a wrong one', async () => {
    const apiKey = newApiKey();
    const before = await db.open({ encryptionSecret: SECRET_A });
    await before.guildSettings.setServerKey('g1', input(apiKey));
    await before.close();
    const rotated = await db.open({ encryptionSecret: SECRET_B, previousSecrets: [SECRET_A] });
    expect((await rotated.guildSettings.getServerKey('g1'))?.apiKey).toBe(apiKey);
    await rotated.close();
    const stored = await rawEntry<{ serverKey: { key: { ciphertext: string } } }>(
      db.file(),
      'guild-settings:g1',
    );
    expect(stored?.value.serverKey.key.ciphertext.split('.')[1]).toBe(
      new KeyCipher({ secret: SECRET_B }).keyId,
    );
    const wrong = await db.open({ encryptionSecret: SECRET_C });
    const reading = wrong.guildSettings.getServerKey('g1');
    await expect(reading).rejects.toBeInstanceOf(KeyDecryptionError);
    await expect(reading).rejects.toThrow(
      'The server key could not be decrypted; a server manager must set it again.',
    );
    await expect(reading).rejects.toMatchObject({
      detail: expect.stringContaining('KEY_ENCRYPTION_SECRET may have changed'),
    });
  });
});
