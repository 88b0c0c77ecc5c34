import { describe, expect, it } from 'vitest';
import { useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

describe('DefaultsStore', () => {
  it('keeps each scope apart, sets and clears fields, and survives a reopen', async () => {
    const { defaults } = await db.open();
    const member = { kind: 'member', userId: 'u' } as const;
    const channel = { kind: 'channel', guildId: 'g', channelId: 'c' } as const;
    const server = { kind: 'server', guildId: 'g' } as const;
    expect(await defaults.update(member, { workflow: 'anime', steps: 30 })).toEqual({
      workflow: 'anime',
      steps: 30,
    });
    await defaults.update(channel, { size: 'wide' });
    await defaults.update(server, { steps: 12 });
    expect(await defaults.update(member, { steps: null })).toEqual({ workflow: 'anime' });
    expect(await defaults.get(channel)).toEqual({ size: 'wide' });
    await defaults.clear(server);
    expect(await defaults.get(server)).toEqual({});
    expect(await defaults.get({ kind: 'channel', guildId: 'g', channelId: 'd' })).toEqual({});
  });
});

describe('StylesStore', () => {
  const style = (name: string) => ({
    name,
    template: `${name} {prompt}`,
    options: {},
    updatedBy: 'mod',
    updatedAt: 1,
  });

  it('adds, replaces by name in any case, renames, refuses a taken name and a full list', async () => {
    const { styles } = await db.open();
    expect(await styles.put('g', style('Noir'))).toBe('added');
    expect(await styles.put('g', style('Pastel'))).toBe('added');
    expect(await styles.put('g', { ...style('NOIR'), template: 'x {prompt}' })).toBe('replaced');
    expect((await styles.list('g')).map((s) => s.name)).toEqual(['NOIR', 'Pastel']);
    expect(await styles.put('g', style('Pastel'), 'noir')).toBe('taken');
    expect(await styles.put('g', style('Ink'), 'noir')).toBe('replaced');
    expect((await styles.list('g')).map((s) => s.name)).toEqual(['Ink', 'Pastel']);
    expect(await styles.get('g', 'ink')).toMatchObject({ name: 'Ink' });
    expect(await styles.remove('g', 'INK')).toBe(true);
    expect(await styles.remove('g', 'ink')).toBe(false);
    for (let i = 0; i < 24; i += 1) await styles.put('g', style(`s${i}`));
    expect(await styles.put('g', style('one-too-many'))).toBe('full');
    expect(await styles.list('other')).toEqual([]);
  });
});

describe('ServerPolicyStore', () => {
  it('keeps limits and banned words, and forgets a policy emptied again', async () => {
    const { policy } = await db.open();
    expect(await policy.get('g')).toEqual({ limits: {}, banned: [] });
    await policy.setLimits('g', { maxSide: 1024, maxSteps: undefined, workflows: ['default'] });
    await policy.setBanned('g', ['gore', 'bl*d']);
    expect(await policy.get('g')).toEqual({
      limits: { maxSide: 1024, workflows: ['default'] },
      banned: ['gore', 'bl*d'],
    });
    await policy.setLimits('g', {});
    await policy.setBanned('g', []);
    expect(await policy.get('g')).toEqual({ limits: {}, banned: [] });
  });

  it('keeps the prompt safety settings apart, each back to its default alone', async () => {
    const { policy } = await db.open();
    await policy.setSafety('g', { explicitTermsOff: true });
    await policy.setSafety('g', { safetyNegative: 'nsfw, nude' });
    expect(await policy.get('g')).toEqual({
      limits: {},
      banned: [],
      explicitTermsOff: true,
      safetyNegative: 'nsfw, nude',
    });
    await policy.setSafety('g', { explicitTermsOff: false });
    expect(await policy.get('g')).toEqual({ limits: {}, banned: [], safetyNegative: 'nsfw, nude' });
    await policy.setSafety('g', { safetyNegative: undefined });
    expect(await policy.get('g')).toEqual({ limits: {}, banned: [] });
  });
});
