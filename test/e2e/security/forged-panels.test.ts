import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import history from '../../../commands/history.js';
import type { MessageView, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { historyOf, openHistory } from '../history/history-kit.js';
import { addMember, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { openPolicy, PREFS_COMMANDS, startPrefsEnv } from '../settings/prefs-kit.js';
import { answerOf, forged, NOT_HERE, snapshotOf } from './forged-kit.js';

const MANAGE_POLICY = 'Only members with the **Manage Server** permission';

/**
 * Panels (`/history`, `/settings`, `/policy`, `/apikey revoke all`) belong to the member who opened
 * them: their components, sent by a modified client against another message, change nothing.
 */
describe('forged panel components', () => {
  let env: BotEnv;
  let bob: UserRef;
  let image: MessageView;
  beforeEach(async () => {
    env = await startPrefsEnv();
    await deployCommands({
      body: [...PREFS_COMMANDS, history].map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    bob = await addMember(env, 'bob');
    image = await waitForResult(await runImagine(env, { prompt: 'alice’s fox' }));
  });
  afterEach(async () => {
    await env.close();
  });

  it('never lets a panel component overwrite another member’s image', async () => {
    const before = snapshotOf(image);
    const policyBefore = await env.app.context.stores.policy.get(env.guild.id);
    const manager = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageGuild', 'ManageMessages'],
    });
    const attempts = [
      { customId: 'history:page:1', user: bob },
      { customId: 'settings:pick:me:size', values: ['wide'], user: bob },
      { customId: 'settings:reset:me', user: bob },
      { customId: 'apikey:revoke-cancel', user: bob },
      { customId: 'policy:workflows', values: ['default'], user: manager },
      { customId: 'show:post:1', user: bob },
    ];
    for (const attempt of attempts) {
      expect(await forged(env, { message: image.id, ...attempt })).toContain(NOT_HERE);
    }
    expect(snapshotOf(env.discord.message(image.id))).toBe(before);
    expect(await env.app.context.stores.defaults.get({ kind: 'member', userId: bob.id })).toEqual(
      {},
    );
    expect(await env.app.context.stores.policy.get(env.guild.id)).toEqual(policyBefore);
  });

  it('shows and runs again only the clicker’s own history', async () => {
    const [entry] = await historyOf(env, env.user, 1);
    if (!entry) throw new Error('no entry');
    const panel = await openHistory(env, bob);
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const submissions = env.imageApi.stats.submissions;
    for (const action of ['show', 'again']) {
      const answer = await forged(env, {
        message: message.id,
        customId: `history:${action}:${entry.id}`,
        user: bob,
      });
      expect(answer).toContain('That generation is not in your history');
      expect(answer).not.toContain('fox');
    }
    expect(env.imageApi.stats.submissions).toBe(submissions);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toHaveLength(1);
  });

  it('does not let another member use a manager’s private panel', async () => {
    const manager = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageGuild'],
    });
    const panel = await openPolicy(env, manager);
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const otherManager = env.discord.createUser({
      username: 'mod2',
      guild: env.guild,
      permissions: ['ManageGuild'],
    });
    const answer = await forged(env, {
      message: message.id,
      customId: 'policy:workflows',
      values: ['default'],
      user: otherManager,
    });
    expect(answer).toContain('That belongs to another member');
    expect(
      (await env.app.context.stores.policy.get(env.guild.id)).limits.workflows,
    ).toBeUndefined();
  });

  it('refuses a manager’s panel and form once the manager lost the permission', async () => {
    const role = env.discord.createRole({
      guild: env.guild,
      name: 'managers',
      permissions: ['ManageGuild'],
    });
    const manager = env.discord.createUser({ username: 'mod', guild: env.guild, roles: [role] });
    const panel = await openPolicy(env, manager);
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const limits = await env.discord.clickButton({
      message,
      customId: 'policy:limits',
      user: manager,
    });
    await limits.waitForModal();
    const policyBefore = await env.app.context.stores.policy.get(env.guild.id);

    env.discord.setRolePermissions({ role, permissions: [] });
    const picked = await env.discord.selectMenu({
      message,
      customId: 'policy:workflows',
      values: ['default'],
      user: manager,
    });
    expect(await answerOf(picked)).toContain(MANAGE_POLICY);
    const submitted = await limits.submitModal({ maxSide: '512', maxSteps: '', maxImages: '' });
    expect(await answerOf(submitted)).toContain(MANAGE_POLICY);
    expect(await env.app.context.stores.policy.get(env.guild.id)).toEqual(policyBefore);
    expect(env.imageApi.stats.submissions).toBe(1);
  });
});
