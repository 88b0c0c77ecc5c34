import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import type { ChannelRef, DmChannelRef, InteractionRun } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { IMAGINE_ENV, linkKey, waitForResult } from '../imagine/imagine-kit.js';
import { clickPanel, fieldOf } from '../settings/policy-members-kit.js';
import { refusal } from '../settings/prefs-kit.js';

const TITLE = 'Explicit content in DMs and user installs';

/**
 * Where no server's managers decide (the bot's DM, a server where only the member installed the
 * app), the member chooses in `/settings`, safe by default; a server channel that is not
 * age-restricted keeps explicit terms out whatever the member chose.
 */
describe('the member’s own choice in DMs and user installs', () => {
  let env: BotEnv;
  let dm: DmChannelRef;
  let art: ChannelRef;
  beforeEach(async () => {
    env = await startBotEnv({ env: IMAGINE_ENV });
    await deployCommands({
      body: commands.map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
    });
    await linkKey(env, env.user);
    dm = env.discord.openDm(env.user);
    const elsewhere = env.discord.createGuild({
      name: 'Elsewhere',
      owner: env.user,
      withBot: false,
    });
    art = env.discord.createChannel({ guild: elsewhere, name: 'art' });
    env.discord.installApp(env.user);
  });
  afterEach(async () => {
    await env.close();
  });

  const imagine = (channel: { id: string }, prompt: string) =>
    env.discord.runCommand({ channel, user: env.user, name: 'imagine', options: { prompt } });

  const openSettings = async (): Promise<InteractionRun> => {
    const run = await env.discord.runCommand({ channel: dm, user: env.user, name: 'settings' });
    await run.waitForReply();
    return run;
  };

  it('refuses an explicit term in the DM by default, and lets it through once she allows it in /settings', async () => {
    const refused = await refusal(env, await imagine(dm, 'a nude portrait'));
    expect(refused).toBe(
      '⚠️ Your prompt contains “nude”, an explicit term, and your settings keep explicit content out of DMs and of servers where only you installed the app. Nothing was sent and no credits were spent. Rephrase it, or allow explicit content in /settings.',
    );
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf('alice')).toBe(100);

    const panel = await openSettings();
    const shown = panel.original();
    if (!shown) throw new Error('no panel');
    expect(fieldOf(shown, TITLE)).toContain('Kept out (the default)');
    expect(shown.buttons.map((b) => b.label)).toContain('Allow explicit content in DMs');
    const allowed = await clickPanel(panel, env.user, env, 'settings:safety');
    expect(fieldOf(allowed, TITLE)).toContain('Allowed in your DMs with the bot');
    expect(allowed.buttons.map((b) => b.label)).toContain('Keep explicit content out');

    const result = await waitForResult(await imagine(dm, 'a nude portrait'));
    expect(result.attachments).toHaveLength(1);
    expect(env.imageApi.stats.submissions).toBe(1);

    const inServer = await refusal(env, await imagine(art, 'a nude portrait'));
    expect(inServer).toContain('an explicit term kept out of channels that are not age-restricted');
    expect(env.imageApi.stats.submissions).toBe(1);

    const back = await clickPanel(panel, env.user, env, 'settings:safety');
    expect(fieldOf(back, TITLE)).toContain('Kept out (the default)');
    expect(await refusal(env, await imagine(dm, 'nsfw art'))).toContain('“nsfw”');
  });

  it('shows the choice only on her own panel, never on a channel’s or the server’s', async () => {
    const mod = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageGuild'],
    });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: mod,
      name: 'settings',
      options: { for: 'server' },
    });
    const panel = await run.waitForReply();
    expect(fieldOf(panel, TITLE)).toBe('');
    expect(panel.buttons.some((b) => b.customId === 'settings:safety')).toBe(false);
  });
});
