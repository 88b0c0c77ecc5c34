import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock, type UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { clickPanel, fieldOf, showMembersPage, submitBudget } from './policy-members-kit.js';
import { createManager, openPolicy, refusal, startClockedPrefsEnv } from './prefs-kit.js';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('/policy server budget: what the server key pays for in all, per UTC day and month', () => {
  let env: BotEnv;
  let clock: AdjustableClock;
  let mod: UserRef;
  let bob: UserRef;
  beforeEach(async () => {
    clock = new AdjustableClock();
    clock.set(Date.parse('2030-05-30T12:00:00Z'));
    env = await startClockedPrefsEnv(clock);
    await setServerKey(env, env.guild.id, { dailyLimit: 10 });
    mod = createManager(env);
    bob = env.discord.createUser({ username: 'bob', guild: env.guild });
  });
  afterEach(async () => {
    await env.close();
  });

  const generate = async (user: UserRef) => {
    const result = await waitForResult(await runImagine(env, { prompt: 'a fox' }, { user }));
    expect(result.attachments).toHaveLength(1);
    await env.app.context.jobs.idle();
  };

  it('stops paying at the daily and the monthly cap, says when it pays again, and resets at the UTC month', async () => {
    const panel = await openPolicy(env, mod);
    await showMembersPage(env, panel, mod);
    const { shown } = await submitBudget(env, panel, mod, { daily: '2', monthly: '3' });
    expect(fieldOf(shown, 'Server budget')).toBe(
      'Today: 0 of 2\nThis month: 0 of 3\nCounted in generations.',
    );

    await generate(env.user);
    await generate(bob);
    const daily = await refusal(env, await runImagine(env, { prompt: 'a third fox' }));
    const midnight = seconds('2030-05-31T00:00:00Z');
    expect(daily).toBe(
      `⚠️ This server’s key has used its daily budget. It pays again <t:${midnight}:R> (<t:${midnight}:f>). To keep going now, link your own key with \`/apikey link\`; nothing was charged.`,
    );
    expect(env.imageApi.stats.submissions).toBe(2);

    clock.set(Date.parse('2030-05-31T09:00:00Z'));
    const twoAtOnce = await refusal(env, await runImagine(env, { prompt: 'a pair', count: 2 }));
    expect(twoAtOnce).toContain(
      '2 images would go over this server’s monthly budget: 1 generation left.',
    );
    await generate(bob);
    const monthly = await refusal(
      env,
      await runImagine(env, { prompt: 'one more' }, { user: bob }),
    );
    const june = seconds('2030-06-01T00:00:00Z');
    expect(monthly).toContain(`used its monthly budget. It pays again <t:${june}:R>`);
    expect(env.imageApi.stats.submissions).toBe(3);
    expect(env.imageApi.balanceOf('alice')).toBe(100 - 3 * 2);

    clock.set(Date.parse('2030-06-01T00:00:30Z'));
    await generate(env.user);
    const page = await clickPanel(panel, mod, env, 'policy:page:members');
    expect(fieldOf(page, 'Server budget')).toContain('This month: 1 of 3');
    expect(env.imageApi.stats.submissions).toBe(4);
  });

  it('counts credits when asked, converting the caps, and refuses a cap that is not a number', async () => {
    const panel = await openPolicy(env, mod);
    await showMembersPage(env, panel, mod);
    await submitBudget(env, panel, mod, { daily: '3' });
    await generate(env.user);
    const inCredits = await clickPanel(panel, mod, env, 'policy:budget-unit');
    expect(fieldOf(inCredits, 'Server budget')).toBe(
      'Today: 2 of 6\nThis month: 2 of no cap\nCounted in credits (2 per generation).',
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).budget).toEqual({
      unit: 'credits',
      daily: 6,
    });
    const { run } = await submitBudget(env, panel, mod, { daily: 'lots' });
    expect(await refusal(env, run)).toBe(
      '⚠️ A cap must be a whole number from 1 to 10,000,000, or blank for no cap. Nothing was changed.',
    );
    await submitBudget(env, panel, mod, { daily: '5' });
    await generate(bob);
    const refused = await refusal(env, await runImagine(env, { prompt: 'a third fox' }));
    expect(refused).toContain('used its daily budget');
    expect(env.imageApi.stats.submissions).toBe(2);
  });
});
