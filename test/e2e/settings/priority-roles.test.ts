import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelRef, MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { chooseLogChannel, clickPanel, fieldOf, showMembersPage } from './policy-members-kit.js';
import { createManager, openPolicy, startPrefsEnv } from './prefs-kit.js';

describe('/policy priority roles', () => {
  let env: BotEnv;
  let mod: UserRef;
  let logChannel: ChannelRef;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 20 });
    mod = createManager(env);
    logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
  });
  afterEach(async () => {
    await env.close();
  });

  /** Chooses `roles` in the panel's priority select; the panel as it is after. */
  const choosePriority = async (
    panel: Awaited<ReturnType<typeof openPolicy>>,
    roles: { id: string }[],
  ) => {
    const message = panel.original() as MessageView;
    const before = message.edits.length;
    const run = await env.discord.selectRoles({
      message,
      customId: 'policy:priority-roles',
      values: roles,
      user: mod,
    });
    await run.waitForAck();
    return panel.waitForOriginal((m) => m.edits.length > before);
  };

  it('gives the members of the roles a manager names twice a share of the line, shown and logged', async () => {
    const patrons = env.discord.createRole({ guild: env.guild, name: 'patrons' });
    const helpers = env.discord.createRole({ guild: env.guild, name: 'helpers' });
    const panel = await openPolicy(env, mod);
    await clickPanel(panel, mod, env, 'policy:page:log');
    await chooseLogChannel(env, panel, mod, logChannel);
    const members = await showMembersPage(env, panel, mod);
    expect(fieldOf(members, 'Priority in the line')).toBe(
      'None: every member takes the same turns while images wait.',
    );

    const shown = await choosePriority(panel, [patrons, helpers]);
    expect(fieldOf(shown, 'Priority in the line')).toBe(
      `<@&${patrons.id}> and <@&${helpers.id}>: twice the turns of other members while images wait.`,
    );
    expect(await env.app.context.stores.policy.get(env.guild.id)).toMatchObject({
      priorityRoles: [patrons.id, helpers.id],
    });
    await vi.waitFor(
      () =>
        expect(env.discord.messages(logChannel).flatMap((m) => m.content.split('\n'))).toContain(
          `🛠️ <@${mod.id}> changed the roles with priority in the line: <@&${patrons.id}>, <@&${helpers.id}>`,
        ),
      { timeout: 8_000 },
    );

    const patron = env.discord.createUser({
      username: 'patron',
      guild: env.guild,
      roles: [patrons],
    });
    const plain = env.discord.createUser({ username: 'plain', guild: env.guild });
    const saved = async (user: UserRef) => {
      const run = await runImagine(env, { prompt: 'a red fox' }, { user });
      await waitForResult(run);
      return env.app.context.jobs.get(run.id);
    };
    expect((await saved(patron))?.weight).toBe(2);
    expect((await saved(plain))?.weight).toBeUndefined();

    const cleared = await choosePriority(panel, []);
    expect(fieldOf(cleared, 'Priority in the line')).toBe(
      'None: every member takes the same turns while images wait.',
    );
    expect((await saved(patron))?.weight).toBeUndefined();
  });
});
