import { describe, expect, it } from 'vitest';
import { roleDailyLimit, serverKeyAllowance } from '../../src/keys/server-key-allowance.js';
import { newApiKey, useTempDatabase } from '../store/store-test-kit.js';

const service = { serviceUserId: '1', serviceUsername: 'alice' };

describe('serverKeyAllowance', () => {
  const db = useTempDatabase();

  it('is none without a server key, whatever the roles', async () => {
    const stores = await db.open();
    expect(await serverKeyAllowance(stores, 'g1', ['r1'], 1)).toEqual({ kind: 'none' });
  });

  it("gives the server's daily limit, the highest of the member's role rules, or closed at 0", async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', 7);
    await stores.policy.setRoleLimit('g1', 'fans', 20);
    await stores.policy.setRoleLimit('g1', 'muted', 0);
    expect(await serverKeyAllowance(stores, 'g1', [], 1)).toEqual({
      kind: 'open',
      dailyLimit: 7,
      byRole: false,
      budget: {},
      budgetUnit: 'generations',
    });
    expect(await serverKeyAllowance(stores, 'g1', ['fans', 'other'], 1)).toMatchObject({
      kind: 'open',
      dailyLimit: 20,
      byRole: true,
    });
    expect(await serverKeyAllowance(stores, 'g1', ['muted'], 1)).toEqual({ kind: 'closed' });
  });
});

describe('roleDailyLimit', () => {
  it('is the highest rule naming one of the roles, undefined when none does', () => {
    const rules = [
      { roleId: 'a', perDay: 3 },
      { roleId: 'b', perDay: 9 },
    ];
    expect(roleDailyLimit(rules, ['a', 'b'])).toBe(9);
    expect(roleDailyLimit(rules, ['c'])).toBeUndefined();
    expect(roleDailyLimit(undefined, ['a'])).toBeUndefined();
  });
});
