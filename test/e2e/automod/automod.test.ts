import { PermissionFlagsBits } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelRef, UserRef } from '../../../sandbox/discord/index.js';
import { BOT_PERMISSIONS } from '../../../src/app.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { cardText, linkKey, runImagine, taskIdOf, waitForResult } from '../imagine/imagine-kit.js';
import { openPolicy, panelFields, refusal } from '../settings/prefs-kit.js';
import {
  grantManageServer,
  logLines,
  memberWith,
  privateNote,
  ruleReads,
  startAutomodEnv,
  turnAutomodOn,
} from './automod-kit.js';

describe('the server’s AutoMod honoured for prompts', () => {
  let env: BotEnv;
  let mod: UserRef;
  let log: ChannelRef;
  beforeEach(async () => {
    ({ env, mod, log } = await startAutomodEnv());
  });
  afterEach(async () => {
    await env.close();
  });

  /** Nothing reached the service and no credit went. */
  const nothingSpent = () => {
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf('alice')).toBe(100);
  };

  it('is off by default: no rule is read and the prompt is sent (Discord still checks the bot’s messages)', async () => {
    env.discord.createAutoModRule(env.guild, {
      name: 'No gore',
      trigger_metadata: { keyword_filter: ['gore'] },
    });
    grantManageServer(env);
    // The card shows the negative prompt only with the result: that message is Discord's to block.
    const run = await runImagine(env, { prompt: 'a fox', negative_prompt: 'gore' });
    expect((await privateNote(run)).content).toContain('Your image was made and charged as usual');
    expect(env.imageApi.stats.submissions).toBe(1);
    expect(ruleReads(env)).toBe(0);

    await env.app.context.stores.policy.setAutomod(env.guild.id, true);
    const refused = await refusal(
      env,
      await runImagine(env, { prompt: 'a fox', negative_prompt: 'gore' }),
    );
    expect(refused).toContain('“No gore” blocks your negative prompt (“gore”)');
    expect(env.imageApi.stats.submissions).toBe(1);
    expect(ruleReads(env)).toBe(1);
  });

  it('asks for Manage Server only when turned on, says why, and changes nothing without', async () => {
    expect(BOT_PERMISSIONS & PermissionFlagsBits.ManageGuild).toBe(0n);
    const panel = await openPolicy(env, mod);
    const shown = await panel.waitForReply();
    expect(panelFields(shown)['Server AutoMod']).toContain('Off: prompts are not checked');
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const refused = await env.discord.clickButton({
      message,
      customId: 'policy:automod',
      user: mod,
    });
    expect(await refusal(env, refused)).toContain(
      'Give the bot’s role **Manage Server** in Server Settings → Roles, then turn this on again. Nothing was changed.',
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).automod).toBeUndefined();

    grantManageServer(env);
    const before = message.edits.length;
    await env.discord.clickButton({ message, customId: 'policy:automod', user: mod });
    const on = await panel.waitForOriginal((m) => m.edits.length > before);
    expect(panelFields(on)['Server AutoMod']).toContain(
      'On: prompts and negative prompts are checked',
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).automod).toBe(true);
    expect(await logLines(env, log)).toContain(`🛠️ <@${mod.id}> changed the AutoMod check: on`);
  });

  it('a keyword rule refuses a prompt before anything is charged; its exempt role is let through', async () => {
    await turnAutomodOn(env);
    const artists = env.discord.createRole({ guild: env.guild, name: 'artists' });
    env.discord.createAutoModRule(env.guild, {
      name: 'No dragons',
      trigger_metadata: { keyword_filter: ['dragon*'], allow_list: ['dragonfly'] },
      exempt_roles: [artists.id],
    });
    const refused = await refusal(env, await runImagine(env, { prompt: 'a red Dragon' }));
    expect(refused).toContain(
      'This server’s AutoMod rule “No dragons” blocks your prompt (“Dragon”).',
    );
    expect(refused).toContain('Nothing was sent and nothing was charged');
    const negative = await refusal(
      env,
      await runImagine(env, { prompt: 'a fox', negative_prompt: 'dragons' }),
    );
    expect(negative).toContain('blocks your negative prompt (“dragon”)');
    nothingSpent();
    expect((await logLines(env, log)).join('\n')).toContain(
      `🛡️ <@${env.user.id}>: refused by the AutoMod rule “No dragons” (“dragon\\*”): “a red Dragon”`,
    );

    await waitForResult(await runImagine(env, { prompt: 'a dragonfly' }));
    const bob = await memberWith(env, 'bob', [artists]);
    const exempt = await waitForResult(
      await runImagine(env, { prompt: 'a red dragon' }, { user: bob }),
    );
    expect(cardText(exempt)).toContain('a red dragon');
    await linkKey(env, mod);
    await waitForResult(await runImagine(env, { prompt: 'a dragon king' }, { user: mod }));
    expect(env.imageApi.stats.submissions).toBe(3);
    expect(ruleReads(env)).toBe(1);
  });

  it('rules created, changed and deleted after the first read are honoured: one read per change', async () => {
    await turnAutomodOn(env);
    await waitForResult(await runImagine(env, { prompt: 'a cat' }));
    await waitForResult(await runImagine(env, { prompt: 'a cat' }));
    expect(ruleReads(env)).toBe(1);
    const rule = env.discord.createAutoModRule(env.guild, {
      name: 'No cats',
      trigger_metadata: { regex_patterns: ['c(a|@)ts?'] },
    });
    expect(await refusal(env, await runImagine(env, { prompt: 'a cat' }))).toContain('“No cats”');
    expect(ruleReads(env)).toBe(2);
    env.discord.updateAutoModRule(env.guild, rule.id, { exempt_channels: [env.channel.id] });
    await waitForResult(await runImagine(env, { prompt: 'a cat' }));
    env.discord.updateAutoModRule(env.guild, rule.id, { exempt_channels: [] });
    expect(await refusal(env, await runImagine(env, { prompt: 'two c@ts' }))).toContain(
      '“No cats”',
    );
    env.discord.deleteAutoModRule(env.guild, rule.id);
    await waitForResult(await runImagine(env, { prompt: 'a cat' }));
    expect(ruleReads(env)).toBe(5);
    expect(env.imageApi.stats.submissions).toBe(4);
  });

  it('refuses, charging nothing, when the bot lost Manage Server while the check is on', async () => {
    await turnAutomodOn(env);
    env.discord.setBotPermissions({
      guild: env.guild,
      permissions: ['ViewChannel', 'SendMessages'],
    });
    const refused = await refusal(env, await runImagine(env, { prompt: 'a fox' }));
    expect(refused).toContain('it lost the **Manage Server** permission');
    nothingSpent();
  });

  it('an answer the server’s AutoMod blocks (200000) is told plainly, nothing charged', async () => {
    env.discord.createAutoModRule(env.guild, {
      name: 'No dragons',
      trigger_metadata: { keyword_filter: ['dragon'] },
    });
    const refused = await refusal(env, await runImagine(env, { prompt: 'a dragon' }));
    expect(refused).toContain('Discord’s AutoMod in this server blocked the bot’s reply');
    expect(refused).toContain('Nothing was charged');
    nothingSpent();
    expect(env.logs.filter((line) => line.level === 'error')).toEqual([]);
    expect(ruleReads(env)).toBe(0);
  });

  it('a result AutoMod blocks (200000) ends as a private note, not as failed', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a red dragon' });
    await run.waitForReply();
    const taskId = await taskIdOf(env, run);
    env.discord.createAutoModRule(env.guild, {
      name: 'No dragons',
      trigger_metadata: { keyword_filter: ['dragon'] },
    });
    env.imageApi.setTaskFate(taskId, 'complete');
    const note = await privateNote(run);
    expect(note.content).toContain(
      'Discord’s AutoMod in this server blocked the message with your generation',
    );
    expect(note.content).toContain('Your image was made and charged as usual');
    await env.app.context.jobs.idle();
    // The card, which showed the generation under way (and never failed), is removed.
    expect(await run.waitForOriginal((m) => m.deleted)).toBeTruthy();
    expect(cardText(run.original())).not.toMatch(/failed/i);
    expect(env.logs.filter((line) => line.level === 'error')).toEqual([]);
    expect(run.followUps.filter((m) => m.ephemeral)).toHaveLength(1);
  });
});
