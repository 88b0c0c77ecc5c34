import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { linkKey, runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { fieldOf, showMembersPage, submitRoleLimit } from './policy-members-kit.js';
import { createManager, openPolicy, refusal, startPrefsEnv } from './prefs-kit.js';

describe('/policy daily limits by role', () => {
  let env: BotEnv;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 1 });
    mod = createManager(env);
  });
  afterEach(async () => {
    await env.close();
  });

  /** The panel as the last form left it. */
  const shownPanel = (shown: MessageView | undefined): MessageView => {
    if (!shown) throw new Error('the form was refused');
    return shown;
  };

  /** Runs `/imagine` as `user` until refused; how many images they got, and the refusal. */
  const useUp = async (user: UserRef) => {
    for (let made = 0; made < 10; made += 1) {
      const run = await runImagine(env, { prompt: `a fox ${made}` }, { user });
      const shown = await run.waitFor((r) => {
        const message = r.original();
        if (!message || message.loading) return undefined;
        return message.ephemeral || message.attachments.length > 0 ? message : undefined;
      });
      if (shown.ephemeral) return { made, refused: await refusal(env, run) };
      await env.app.context.jobs.idle();
    }
    throw new Error('never refused');
  };

  it('gives a member the highest limit of their roles, else the server’s; a role at 0 may not use the key', async () => {
    const artists = env.discord.createRole({ guild: env.guild, name: 'artists' });
    const guests = env.discord.createRole({ guild: env.guild, name: 'guests' });
    const muted = env.discord.createRole({ guild: env.guild, name: 'muted' });
    const panel = await openPolicy(env, mod);
    await showMembersPage(env, panel, mod);
    await submitRoleLimit(env, panel, mod, artists, '3');
    await submitRoleLimit(env, panel, mod, guests, '2');
    const { shown } = await submitRoleLimit(env, panel, mod, muted, '0');
    expect(fieldOf(shownPanel(shown), 'Daily limits by role')).toBe(
      `<@&${artists.id}>: 3 generations a day\n<@&${guests.id}>: 2 generations a day\n<@&${muted.id}>: may not use the server key`,
    );

    const both = env.discord.createUser({
      username: 'both',
      guild: env.guild,
      roles: [artists, guests],
    });
    const guest = env.discord.createUser({ username: 'guest', guild: env.guild, roles: [guests] });
    const plain = env.discord.createUser({ username: 'plain', guild: env.guild });
    const silenced = env.discord.createUser({
      username: 'silenced',
      guild: env.guild,
      roles: [muted],
    });
    expect((await useUp(both)).made).toBe(3);
    expect((await useUp(guest)).made).toBe(2);
    const server = await useUp(plain);
    expect(server.made).toBe(1);
    expect(server.refused).toContain('You used all 1 generation');
    const closed = await useUp(silenced);
    expect(closed).toEqual({
      made: 0,
      refused:
        '⚠️ Your roles can’t use this server’s key. To keep going, link your own key with `/apikey link`; nothing was charged.',
    });
    expect(env.imageApi.stats.submissions).toBe(6);

    await linkKey(env, silenced);
    const own = await waitForResult(
      await runImagine(env, { prompt: 'my own' }, { user: silenced }),
    );
    expect(own.attachments).toHaveLength(1);
  });

  it('removes a rule with a blank limit and refuses a limit that is not a whole number', async () => {
    const guests = env.discord.createRole({ guild: env.guild, name: 'guests' });
    const panel = await openPolicy(env, mod);
    await showMembersPage(env, panel, mod);
    await submitRoleLimit(env, panel, mod, guests, '4');
    const { run } = await submitRoleLimit(env, panel, mod, guests, '2.5');
    expect(await refusal(env, run)).toBe(
      '⚠️ The daily limit must be a whole number from 0 to 10,000, or blank to remove the rule. Nothing was changed.',
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).roleLimits).toEqual([
      { roleId: guests.id, perDay: 4 },
    ]);
    const { shown } = await submitRoleLimit(env, panel, mod, guests, '');
    expect(fieldOf(shownPanel(shown), 'Daily limits by role')).toBe(
      'None: every member has the server’s daily limit (1 generation).',
    );
  });
});
