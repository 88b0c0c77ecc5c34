import { describe, expect, it } from 'vitest';
import { mentionsOf } from '../../src/store/erase-mentions.js';
import { LocalSharedState } from '../../src/store/local-shared-state.js';
import { useTempDatabase } from './store-test-kit.js';

const ID = '123456789012345678';
const OTHER = '876543210987654321';
const ownsByUser = (value: unknown) => (value as { userId?: string } | null)?.userId === ID;

describe('mentionsOf', () => {
  it('finds an id as a whole number only', () => {
    const mentions = mentionsOf(ID);
    expect(mentions(`member:${ID}`)).toBe(true);
    expect(mentions(`{"setBy":"${ID}"}`)).toBe(true);
    expect(mentions(`g:${ID}`)).toBe(true);
    expect(mentions(`9${ID}`)).toBe(false);
    expect(mentions(`${ID}0`)).toBe(false);
    expect(mentions(`9${ID} and ${ID}`)).toBe(true);
  });
});

describe('Stores.eraseMentions on SQLite', () => {
  const database = useTempDatabase();

  it('deletes what is named after the id or owned by it, and keeps the rest of what mentions it', async () => {
    const stores = await database.open();
    const notes = stores.keyv('notes');
    await notes.set(`member:${ID}`, { any: 1 });
    await notes.set('job:1', { userId: ID, prompt: 'mine' });
    await notes.set('job:2', { userId: OTHER, prompt: 'theirs', seenBy: [ID, OTHER] });
    await notes.set('server', { setBy: ID, key: 'kept', counts: { [ID]: 2, [OTHER]: 3 } }, 60_000);
    await notes.set('entries', [{ guildId: ID }, { guildId: OTHER }]);
    await notes.set('only', [{ by: ID }]);
    await notes.set('unrelated', { n: 1 });

    const erased = await stores.eraseMentions({ id: ID, owns: ownsByUser });

    expect(erased).toMatchObject({ deleted: 3, scrubbed: 3 });
    expect(await notes.get(`member:${ID}`)).toBeUndefined();
    expect(await notes.get('job:1')).toBeUndefined();
    expect(await notes.get('job:2')).toEqual({
      userId: OTHER,
      prompt: 'theirs',
      seenBy: [OTHER],
    });
    expect(await notes.get('server')).toEqual({ key: 'kept', counts: { [OTHER]: 3 } });
    const raw = await notes.getRaw('server');
    expect(raw?.expires).toBeGreaterThan(Date.now() + 50_000);
    expect(await notes.get('entries')).toEqual([{ guildId: OTHER }]);
    expect(await notes.get('only')).toBeUndefined();
    expect(await notes.get('unrelated')).toEqual({ n: 1 });
  });
});

describe('LocalSharedState.forgetMentions', () => {
  it('forgets the counters, takes, tallies and member slots naming the id', async () => {
    const state = new LocalSharedState();
    await state.countUpTo(`daily-usage:g:${ID}:2026-01-01`, 5, 60_000, `daily-usage:g:${ID}:job`);
    await state.countUpTo(`daily-usage:g:${OTHER}:2026-01-01`, 5, 60_000);
    await state.addToTally('usage-history:g:2026-01-01', { [`g:${ID}`]: 1, [`g:${OTHER}`]: 2 });
    await state.holdMemberSlot(ID, 'job');

    expect(await state.forgetMentions(mentionsOf(ID))).toBe(4);
    expect(await state.count(`daily-usage:g:${ID}:2026-01-01`)).toBe(0);
    expect(await state.count(`daily-usage:g:${OTHER}:2026-01-01`)).toBe(1);
    expect((await state.giveBack(`daily-usage:g:${ID}:job`)).repeated).toBe(true);
    expect(await state.tally('usage-history:g:2026-01-01')).toEqual({ [`g:${OTHER}`]: 2 });
    expect(await state.memberSlots(ID)).toBe(0);
  });
});
