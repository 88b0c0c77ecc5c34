import { describe, expect, it } from 'vitest';
import { historyEntry, rawEntry, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();
const DAY = 86_400_000;

describe('GenerationHistoryStore', () => {
  it('lists a member’s generations newest first, each id once, members apart', async () => {
    const now = 100 * DAY;
    const { history } = await db.open({ now: () => now });
    expect(await history.list('alice')).toEqual([]);
    await history.record('alice', historyEntry('1', now - 3_000));
    await history.record('alice', historyEntry('3', now - 1_000));
    await history.record('alice', historyEntry('2', now - 2_000));
    await history.record('alice', { ...historyEntry('3', now - 1_000), messageId: 'm' });
    await history.record('bob', historyEntry('9', now));
    expect((await history.list('alice')).map((item) => item.id)).toEqual(['3', '2', '1']);
    expect(await history.get('alice', '3')).toMatchObject({ messageId: 'm' });
    expect(await history.get('alice', '9')).toBeUndefined();
    expect((await history.list('bob')).map((item) => item.id)).toEqual(['9']);
  });

  it('keeps the last 50 per member', async () => {
    const now = 100 * DAY;
    const { history } = await db.open({ now: () => now });
    for (let index = 1; index <= 55; index += 1) {
      await history.record('alice', historyEntry(String(index), now - 100 + index));
    }
    const listed = await history.list('alice');
    expect(listed).toHaveLength(50);
    expect(listed[0]?.id).toBe('55');
    expect(listed.at(-1)?.id).toBe('6');
  });

  it('forgets generations after 30 days, and the record expires with the last one', async () => {
    let now = 100 * DAY;
    const stores = await db.open({ now: () => now });
    const { history } = stores;
    await history.record('alice', historyEntry('old', now - 29 * DAY));
    await history.record('alice', historyEntry('new', now));
    expect((await history.list('alice')).map((item) => item.id)).toEqual(['new', 'old']);
    now += 2 * DAY;
    expect((await history.list('alice')).map((item) => item.id)).toEqual(['new']);
    expect(await history.get('alice', 'old')).toBeUndefined();
    await stores.close();
    const stored = await rawEntry(db.file(), 'generation-history:alice');
    expect(stored?.expires).toBeGreaterThan(Date.now() + 29 * DAY);
  });
});
