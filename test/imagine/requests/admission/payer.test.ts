import { describe, expect, it } from 'vitest';
import { ServerKeyNotForRoleError } from '../../../../src/imagine/imagine-errors.js';
import { choosePayer } from '../../../../src/imagine/requests/admission/payer.js';
import { MissingApiKeyError } from '../../../../src/keys/key-errors.js';
import { newApiKey, useTempDatabase } from '../../../store/store-test-kit.js';

const NOON = Date.UTC(2030, 0, 15, 12);
const service = { serviceUserId: '1', serviceUsername: 'alice' };

describe('choosePayer', () => {
  const db = useTempDatabase();

  it("takes the member's own key first, counting nothing", async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    expect(await choosePayer(stores, { userId: 'u1', guildId: 'g1' }, 1)).toEqual({
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
      expect(await choosePayer(stores, { userId: 'u1', guildId: 'g1' }, 1)).toEqual({
        keyRef: { kind: 'server', guildId: 'g1' },
        keySource: 'server',
        dailyLimit: 2,
        budget: {},
        budgetUnit: 'generations',
      });
    }
    expect(await stores.usage.used('g1', 'u1')).toBe(0);
  });

  it('says how to link a key when there is none, in a server or in DMs', async () => {
    const stores = await db.open();
    await expect(choosePayer(stores, { userId: 'u1', guildId: 'g1' }, 1)).rejects.toThrow(
      'this server has no server key',
    );
    await expect(choosePayer(stores, { userId: 'u1', guildId: null }, 1)).rejects.toBeInstanceOf(
      MissingApiKeyError,
    );
  });

  it("falls back to the backend's anonymous key only where it offers one, after both keys", async () => {
    const stores = await db.open();
    const asker = { userId: 'u1', guildId: 'g1' };
    expect(await choosePayer(stores, asker, 1, { id: 'horde', anonymous: true })).toEqual({
      keyRef: { kind: 'anonymous' },
      keySource: 'anonymous',
    });
    await expect(choosePayer(stores, asker, 1, { id: 'horde' })).rejects.toBeInstanceOf(
      MissingApiKeyError,
    );
    await stores.guildSettings.setServerKey('g1', {
      apiKey: newApiKey(),
      setBy: 'o',
      ...service,
      backend: 'horde',
    });
    expect(await choosePayer(stores, asker, 1, { id: 'horde', anonymous: true })).toMatchObject({
      keySource: 'server',
    });
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service, backend: 'horde' });
    expect(await choosePayer(stores, asker, 1, { id: 'horde', anonymous: true })).toMatchObject({
      keySource: 'user',
    });
  });

  it('never offers a server key in a DM, even a member of a server that has one', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await expect(choosePayer(stores, { userId: 'u1', guildId: null }, 1)).rejects.toBeInstanceOf(
      MissingApiKeyError,
    );
  });

  it('gives a member the highest limit of their roles, else the server’s; 0 closes the key', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', 3);
    await stores.policy.setRoleLimit('g1', 'artists', 10);
    await stores.policy.setRoleLimit('g1', 'guests', 1);
    await stores.policy.setRoleLimit('g1', 'muted', 0);
    const limitOf = async (roleIds: string[]) => {
      const payer = await choosePayer(stores, { userId: 'u1', guildId: 'g1', roleIds }, 1);
      return payer.keySource === 'server' ? payer.dailyLimit : undefined;
    };
    expect(await limitOf([])).toBe(3);
    expect(await limitOf(['guests'])).toBe(1);
    expect(await limitOf(['guests', 'artists'])).toBe(10);
    expect(await limitOf(['muted', 'guests'])).toBe(1);
    await expect(limitOf(['muted'])).rejects.toBeInstanceOf(ServerKeyNotForRoleError);
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    expect(await limitOf(['muted'])).toBeUndefined();
  });

  it('carries the server budget in generations, a cap in credits converted', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.policy.setBudget('g1', { unit: 'credits', daily: 25, monthly: 400 });
    const payer = await choosePayer(stores, { userId: 'u1', guildId: 'g1' }, 4);
    expect(payer).toMatchObject({ budget: { daily: 6, monthly: 100 } });
  });

  it('on a keyless backend, pays with no key and carries the server’s daily limit, role quotas and budget in images', async () => {
    const stores = await db.open();
    const comfy = { id: 'comfyui', keyless: true, costUnit: 'images' };
    await stores.guildSettings.setDailyLimit('g1', 3);
    await stores.policy.setRoleLimit('g1', 'artists', 5);
    await stores.policy.setRoleLimit('g1', 'muted', 0);
    await stores.policy.setBudget('g1', { unit: 'credits', daily: 25 });
    expect(await choosePayer(stores, { userId: 'u1', guildId: 'g1' }, 4, comfy)).toEqual({
      keySource: 'none',
      keyRef: { kind: 'none' },
      quota: { guildId: 'g1', dailyLimit: 3, budget: { daily: 25 }, budgetUnit: 'images' },
    });
    const artist = { userId: 'u1', guildId: 'g1', roleIds: ['artists'] };
    expect(await choosePayer(stores, artist, 4, comfy)).toMatchObject({ quota: { dailyLimit: 5 } });
    const muted = { userId: 'u1', guildId: 'g1', roleIds: ['muted'] };
    await expect(choosePayer(stores, muted, 4, comfy)).rejects.toThrow(
      'Your roles may not make images on this server',
    );
    expect(await choosePayer(stores, { userId: 'u1', guildId: null }, 4, comfy)).toEqual({
      keySource: 'none',
      keyRef: { kind: 'none' },
    });
  });
});
