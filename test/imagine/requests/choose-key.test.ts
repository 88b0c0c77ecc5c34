import { describe, expect, it } from 'vitest';
import { CountOverDailyLimitError, DailyLimitReachedError } from '../../../src/imagine/errors.js';
import { chooseKey } from '../../../src/imagine/requests/choose-key.js';
import { MissingApiKeyError } from '../../../src/keys/errors.js';
import { newApiKey, useTempDatabase } from '../../store/store-test-kit.js';

const NOON = Date.UTC(2030, 0, 15, 12);
const service = { serviceUserId: '1', serviceUsername: 'alice' };

describe('chooseKey', () => {
  const db = useTempDatabase();

  it("takes the member's own key first, counting nothing", async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    const choice = await chooseKey(stores, { userId: 'u1', guildId: 'g1', now: NOON });
    expect(choice).toEqual({ keyRef: { kind: 'user', userId: 'u1' }, keySource: 'user' });
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(0);
  });

  it("else the server key, within the member's daily limit", async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', 2);
    const input = { userId: 'u1', guildId: 'g1', now: NOON };
    expect(await chooseKey(stores, input)).toEqual({
      keyRef: { kind: 'server', guildId: 'g1' },
      keySource: 'server',
      consumed: { guildId: 'g1', userId: 'u1', at: NOON },
    });
    await chooseKey(stores, input);
    const refused = await chooseKey(stores, input).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DailyLimitReachedError);
    const seconds = Date.UTC(2030, 0, 16) / 1000;
    expect((refused as Error).message).toBe(
      `You used all 2 generations this server's key allows you today. The limit resets <t:${seconds}:R> (<t:${seconds}:t>, midnight UTC). To keep going now, link your own key with \`/apikey link\`.`,
    );
    expect(await chooseKey(stores, { ...input, userId: 'u2' })).toMatchObject({
      keySource: 'server',
    });
  });

  it('says how to link a key when there is none, in a server or in DMs', async () => {
    const stores = await db.open();
    await expect(chooseKey(stores, { userId: 'u1', guildId: 'g1' })).rejects.toThrow(
      'this server has no server key',
    );
    await expect(chooseKey(stores, { userId: 'u1', guildId: null })).rejects.toBeInstanceOf(
      MissingApiKeyError,
    );
  });

  it('does not offer a server key with a daily limit of 0', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', 0);
    await expect(chooseKey(stores, { userId: 'u1', guildId: 'g1' })).rejects.toThrow(
      "This server's key is not open to members (daily limit 0).",
    );
  });
});

describe('chooseKey for several images', () => {
  const db = useTempDatabase();

  it('counts every image on the server key, or none when they do not all fit', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', 5);
    const input = { userId: 'u1', guildId: 'g1', now: NOON };
    const choice = await chooseKey(stores, { ...input, images: 3 });
    expect(choice.consumed).toEqual({ guildId: 'g1', userId: 'u1', at: NOON, count: 3 });
    await expect(chooseKey(stores, { ...input, images: 3 })).rejects.toThrow(
      CountOverDailyLimitError,
    );
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(3);
    await chooseKey(stores, { ...input, images: 2 });
    await expect(chooseKey(stores, { ...input, images: 2 })).rejects.toThrow(
      DailyLimitReachedError,
    );
    expect(await stores.usage.used('g1', 'u1', NOON)).toBe(5);
  });
});
