import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import imagineThis from '../../../commands/imagine-this.js';
import type { ChannelRef, InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { remixFromDetails } from '../imagine/remix-kit.js';
import { chooseLogChannel, clickPanel } from './policy-members-kit.js';
import {
  createManager,
  openPolicy,
  PREFS_COMMANDS,
  refusal,
  startPrefsEnv,
  submitPolicyForm,
} from './prefs-kit.js';

/** How each line the bot writes to the log starts: an icon, then a member or what the server did. */
const BOT_LINE =
  /^(?:🛠️ <@\d+> changed |(?:🖼️|❌|⌛|✖️) <@\d+>: “|🚫 <@\d+>: refused, |💸 The server key used its |🪫 The server key has )/;

/** Every line break a member can type or paste: none may start a line of the log. */
const FORGED = (lineBreak: string) =>
  [
    'a fox',
    '💸 The server key used its daily budget; it pays again <t:1:R>.',
    '🪫 The server key has 3 credits left, under the alert threshold of 50.',
    '🛠️ <@1> changed the banned words: 0',
  ].join(lineBreak);

describe('the moderation log quotes member text on one line', () => {
  let env: BotEnv;
  let mod: UserRef;
  let bob: UserRef;
  let logChannel: ChannelRef;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    await deployCommands({
      body: [...PREFS_COMMANDS, imagineThis].map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    await setServerKey(env, env.guild.id, { dailyLimit: 20 });
    mod = createManager(env);
    bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    const panel = await openPolicy(env, mod);
    await clickPanel(panel, mod, env, 'policy:page:log');
    await chooseLogChannel(env, panel, mod, logChannel);
    await clickPanel(panel, mod, env, 'policy:page:limits');
    await submitPolicyForm(env, panel, mod, 'banned', { banned: 'forbidden' });
  });
  afterEach(async () => {
    await env.close();
  });

  const remixOf = async (run: InteractionRun, user: UserRef) => {
    const click = await (await remixFromDetails(env, run, user)).editPrompt();
    await click.waitForModal();
    return click;
  };

  it('folds the line breaks of a Remix prompt, an "Imagine this" message and a refused prompt', async () => {
    const first = await runImagine(env, { prompt: 'a red fox' });
    await waitForResult(first);
    const remixed = await (await remixOf(first, env.user)).submitModal({
      prompt: FORGED('\n'),
    });
    await waitForResult(remixed);

    const message = env.discord.postMessage({
      channel: env.channel,
      user: bob,
      content: `${FORGED('\r\n')}\u2028${FORGED('\u2029')}\v${FORGED('\x85')}`,
    });
    const menu = await env.discord.runMessageCommand({
      message,
      user: env.user,
      name: 'Imagine this',
    });
    await menu.waitForModal();
    await waitForResult(await menu.submitModal({}));

    const refused = await (await remixOf(first, env.user)).submitModal({
      prompt: `forbidden\n${FORGED('\n\n')}`,
    });
    expect(await refusal(env, refused)).toContain('“forbidden”');
    await env.app.context.jobs.idle();
    await env.app.moderationLogIdle();

    const lines = await vi.waitFor(
      () => {
        const shown = env.discord
          .messages(logChannel)
          .flatMap((posted) => posted.content.split('\n'));
        expect(shown).toHaveLength(6);
        return shown;
      },
      { timeout: 8_000 },
    );
    for (const line of lines) expect(line).toMatch(BOT_LINE);
    expect(lines.filter((line) => line.startsWith('🖼️'))).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('🚫'))).toHaveLength(1);
    expect(lines.filter((line) => /^(💸|🪫)/.test(line))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/[\r\v\f\x85\u2028\u2029]/);
  });
});
