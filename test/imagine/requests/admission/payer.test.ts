import { describe, expect, it } from 'vitest';
import { choosePayer } from '../../../../src/imagine/requests/admission/payer.js';
import { MissingApiKeyError } from '../../../../src/keys/errors.js';
import { newApiKey, useTempDatabase } from '../../../store/store-test-kit.js';

const NOON = Date.UTC(2030, 0, 15, 12);
const service = { serviceUserId: '1', serviceUsername: 'alice' };

describe('choosePayer', () => {
  const db = useTempDatabase();

  it("takes the member's own key first, counting nothing", async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    expect(await choosePayer(stores, { userId: 'u1', guildId: 'g1' })).toEqual({
      keyRef: { kind: 'user', userId: 'u1' },
      keySource: 'user',
    });
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(0);
  });

  it('else the server key with its daily limit, counting nothing either', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', 2);
    for (let time = 0; time < 3; time += 1) {
      expect(await choosePayer(stores, { userId: 'u1', guildId: 'g1' })).toEqual({
        keyRef: { kind: 'server', guildId: 'g1' },
        keySource: 'server',
        dailyLimit: 2,
      });
    }
    expect(await stores.usage.used('g1', 'u1')).toBe(0);
  });

  it('says how to link a key when there is none, in a server or in DMs', async () => {
    const stores = await db.open();
    await expect(choosePayer(stores, { userId: 'u1', guildId: 'g1' })).rejects.toThrow(
      'this server has no server key',
    );
    await expect(choosePayer(stores, { userId: 'u1', guildId: null })).rejects.toBeInstanceOf(
      MissingApiKeyError,
    );
  });

  it('never offers a server key in a DM, even a member of a server that has one', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await expect(choosePayer(stores, { userId: 'u1', guildId: null })).rejects.toBeInstanceOf(
      MissingApiKeyError,
    );
  });
});
