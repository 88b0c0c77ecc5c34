import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import alerts from '../../../commands/alerts.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { setServerKey } from '../imagine/imagine-kit.js';
import { clickPanel, fieldOf } from './policy-members-kit.js';
import { createManager, openPolicy, PREFS_COMMANDS, refusal, startPrefsEnv } from './prefs-kit.js';

describe('/alerts threshold: the low-balance alert, the same setting as /policy’s', () => {
  let env: BotEnv;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    await deployCommands({
      body: [...PREFS_COMMANDS, alerts].map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    await setServerKey(env, env.guild.id);
    mod = createManager(env);
  });
  afterEach(async () => {
    await env.close();
  });

  const runAlerts = (user: UserRef, threshold: number) =>
    env.discord.runCommand({ channel: env.channel, user, name: 'alerts', options: { threshold } });

  it('sets the threshold, answers as /policy shows it, logs the change and shows it in /policy', async () => {
    const logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    await env.app.context.stores.policy.setLogChannel(env.guild.id, {
      id: logChannel.id,
      setBy: mod.id,
    });
    const run = await runAlerts(mod, 250);
    const answer = await run.waitForReply();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      'Under 250 credits on the server key, told once in the log channel (checked after its generations, at most every 3 minutes).',
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).lowBalanceCredits).toBe(250);
    await env.app.moderationLogIdle();
    await vi.waitFor(() =>
      expect(env.discord.messages(logChannel).map((m) => m.content)).toEqual([
        `🛠️ <@${mod.id}> changed the low-balance alert: 250`,
      ]),
    );
    const panel = await openPolicy(env, mod);
    const page = await clickPanel(panel, mod, env, 'policy:page:log');
    expect(fieldOf(page, 'Low-balance alert')).toContain('Under 250 credits');
  });

  it('refuses a member without Manage Server, privately, changing nothing', async () => {
    const said = await refusal(env, await runAlerts(env.user, 10));
    expect(said).toContain('Manage Server');
    expect((await env.app.context.stores.policy.get(env.guild.id)).lowBalanceCredits).toBe(
      undefined,
    );
  });
});
