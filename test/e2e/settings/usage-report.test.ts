import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock, type UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { createManager, startClockedPrefsEnv } from './prefs-kit.js';

const DAY = 86_400_000;

describe('/balance usage: the server key per member, today, 7 and 30 days', () => {
  let env: BotEnv;
  let clock: AdjustableClock;
  let mod: UserRef;
  let bob: UserRef;
  beforeEach(async () => {
    clock = new AdjustableClock();
    clock.set(Date.parse('2030-05-20T12:00:00Z'));
    env = await startClockedPrefsEnv(clock);
    await setServerKey(env, env.guild.id, { dailyLimit: 5 });
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
  const balance = async (user: UserRef, options?: Record<string, boolean>) => {
    const run = await env.discord.runCommand({
      channel: env.channel,
      user,
      name: 'balance',
      ...(options ? { options } : {}),
    });
    return run.waitForReply();
  };

  it('adds up daily counts across a UTC day boundary on the emulators’ clock', async () => {
    await generate(bob);
    clock.set(Date.parse('2030-05-31T23:58:00Z'));
    await generate(env.user);
    await generate(env.user);
    await generate(bob);
    clock.advance(5 * 60_000);
    expect(new Date(clock.now()).toISOString().slice(0, 10)).toBe('2030-06-01');
    await generate(env.user);
    expect(env.imageApi.balanceOf('alice')).toBe(100 - 5 * 2);

    const report = await balance(mod, { usage: true });
    expect(report.ephemeral).toBe(true);
    expect(report.mentions).toEqual([]);
    const text = report.embeds[0]?.description ?? '';
    expect(text).toContain(
      `<@${env.user.id}>: today **1** (2 credits) · 7 days **3** (6 credits) · 30 days **3** (6 credits)`,
    );
    expect(text).toContain(
      `<@${bob.id}>: today **0** (0 credits) · 7 days **1** (2 credits) · 30 days **2** (4 credits)`,
    );
    expect(text).toContain(
      '**Total**: today **1** (2 credits) · 7 days **4** (8 credits) · 30 days **5** (10 credits)',
    );
    expect(text.indexOf(env.user.id)).toBeLessThan(text.indexOf(bob.id));
    expect(report.embeds[0]?.footer?.text).toBe('Credits are counted at 2 credits per generation.');

    const own = await balance(env.user);
    const pool = own.embeds[0]?.fields?.find((f) => f.name === 'Server pool')?.value ?? '';
    expect(pool).toContain(
      'Your use of it: today **1** (2 credits) · 7 days **3** (6 credits) · 30 days **3** (6 credits).',
    );

    clock.advance(30 * DAY);
    const later = (await balance(mod, { usage: true })).embeds[0]?.description ?? '';
    expect(later).toContain('No one used this server’s key in the last 30 days.');
  });

  it('keeps the report to members with Manage Server', async () => {
    const refused = await balance(env.user, { usage: true });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain('Manage Server');
    expect(refused.embeds).toEqual([]);
  });
});
