import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runImagine } from '../imagine/imagine-kit.js';
import { NOT_HERE } from '../security/forged-kit.js';
import { clickPanel, fieldOf } from '../settings/policy-members-kit.js';
import { openPolicy, refusal } from '../settings/prefs-kit.js';
import {
  cardAfter,
  generate,
  logLines,
  pressCard,
  pressReport,
  privateAnswer,
  type ReportWorld,
  report,
  reportCard,
  startReportWorld,
} from './reports-kit.js';

const DAY = 86_400_000;

describe('reports and blocks', () => {
  let world: ReportWorld;
  beforeEach(async () => {
    world = await startReportWorld();
  });
  afterEach(async () => {
    await world.env.close();
  });

  const blockedText = '⚠️ A moderator blocked you from using this bot in this server';

  it('a member reports a public result privately; it reaches the log as a card, once', async () => {
    const { env, bob } = world;
    const result = await generate(world);
    expect(await report(world, result, bob, 'hateful')).toBe(
      'Thanks: your report went to this server’s moderators.',
    );
    const card = await reportCard(world);
    const text = card.texts.join('\n');
    expect(text).toContain('## 🚩 Report: Harassment or hate');
    expect(text).toContain(
      `<@${bob.id}> reported a result of <@${env.user.id}> · [result](https://discord.com/channels/${env.guild.id}/${env.channel.id}/${result.id})`,
    );
    expect(text).toContain('**Prompt** a red \\<@1> fox');
    expect(text).toMatch(/Workflow default · Seed \d+ · Reported <t:\d+:f>/);
    expect(card.buttons.map((b) => b.label)).toEqual([
      'Delete the result',
      'Block 1 day',
      'Block 7 days',
      'Block until unblocked',
      'Dismiss',
    ]);
    expect(card.mentions).toEqual([]);
    expect(card.allowedMentions).toEqual({ parse: [] });
    expect(card.authorId).toBe(env.discord.applicationId);

    const again = await pressReport(world, result, bob);
    expect(again.ephemeral).toBe(true);
    expect(again.content).toBe(
      'You already reported this result; the moderators have your report.',
    );
    expect(env.discord.messages(world.logChannel).filter((m) => m.texts.length > 0)).toHaveLength(
      1,
    );
  });

  it('a member without Manage Messages pressing the card changes nothing', async () => {
    const { env, bob } = world;
    const result = await generate(world);
    await report(world, result, bob);
    const card = await reportCard(world);
    const before = JSON.stringify(env.discord.message(card.id)?.history);
    for (const label of ['Block 1 day', 'Delete the result', 'Dismiss']) {
      const answer = await privateAnswer(await pressCard(world, card, label, bob));
      expect(answer).toBe(
        '⚠️ Only members with the **Manage Messages** permission can act on reports.',
      );
    }
    expect(JSON.stringify(env.discord.message(card.id)?.history)).toBe(before);
    expect(env.discord.message(result.id)?.deleted).toBe(false);
    expect(await env.app.context.stores.blocks.list(env.guild.id)).toEqual([]);
    await generate(world);
  });

  it('a moderator blocks the member for a day: refused before anything is sent, free again a day later', async () => {
    const { env, bob, mod } = world;
    const result = await generate(world);
    await report(world, result, bob);
    const card = await reportCard(world);
    await (await pressCard(world, card, 'Block 1 day', mod)).waitForAck();
    const blocked = await cardAfter(world, card, 1);
    expect(blocked.texts.join('\n')).toMatch(
      new RegExp(
        `⛔ <@${env.user.id}> blocked from the bot until <t:\\d+:f> by <@${mod.id}> · <t:\\d+:f>`,
      ),
    );
    const lines = await logLines(world, 2);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^⛔ <@${mod.id}> blocked <@${env.user.id}> from the bot until <t:\\d+:f>$`),
    );

    const block = await env.app.context.stores.blocks.get(env.guild.id, env.user.id);
    expect(block?.until).toBe((block?.at ?? 0) + DAY);
    expect(Math.abs((block?.at ?? 0) - world.clock.now())).toBeLessThan(10_000);
    const seconds = Math.floor((block?.until ?? 0) / 1000);
    const submissions = env.imageApi.stats.submissions;
    const refused = await refusal(env, await runImagine(env, { prompt: 'again' }));
    expect(refused).toBe(
      `${blockedText} until <t:${seconds}:f>. Nothing was sent and no credits were spent.`,
    );
    const reroll = await env.discord.clickButton({
      message: result,
      label: '🎲 Re-roll',
      user: env.user,
    });
    expect(await privateAnswer(reroll)).toBe(refused);
    expect(env.imageApi.stats.submissions).toBe(submissions);

    world.clock.advance(DAY + 60_000);
    await generate(world);
    expect(env.imageApi.stats.submissions).toBe(submissions + 1);
  });

  it('Delete removes the result; Dismiss marks the card and takes its buttons away', async () => {
    const { env, bob, mod } = world;
    const result = await generate(world);
    await report(world, result, bob);
    const card = await reportCard(world);
    await (await pressCard(world, card, 'Delete the result', mod)).waitForAck();
    const deleted = await cardAfter(world, card, 1);
    expect(env.discord.message(result.id)?.deleted).toBe(true);
    expect(deleted.texts.join('\n')).toContain(`🗑️ Result deleted by <@${mod.id}>`);
    expect(deleted.buttons.find((b) => b.label === 'Delete the result')?.disabled).toBe(true);

    await (await pressCard(world, deleted, 'Dismiss', mod)).waitForAck();
    const dismissed = await cardAfter(world, card, 2);
    expect(dismissed.texts.join('\n')).toContain(`☑️ Dismissed by <@${mod.id}>`);
    expect(dismissed.buttons).toEqual([]);
    expect((await logLines(world, 3)).slice(-2)).toEqual([
      `🗑️ <@${mod.id}> deleted a reported result of <@${env.user.id}>`,
      `☑️ <@${mod.id}> dismissed a report of a result of <@${env.user.id}>`,
    ]);
  });

  it('/policy lists a block until unblocked; lifting it lets the member generate', async () => {
    const { env, bob, mod, boss } = world;
    const result = await generate(world);
    await report(world, result, bob);
    const card = await reportCard(world);
    await (await pressCard(world, card, 'Block until unblocked', mod)).waitForAck();
    await cardAfter(world, card, 1);
    expect(await refusal(env, await runImagine(env, { prompt: 'again' }))).toBe(
      `${blockedText} until they lift the block. Nothing was sent and no credits were spent.`,
    );

    const panel = await openPolicy(env, boss);
    const page = await clickPanel(panel, boss, env, 'policy:page:blocks');
    expect(fieldOf(page, 'Members blocked from the bot')).toBe(
      `<@${env.user.id}> until unblocked · by <@${mod.id}>`,
    );
    const select = page.selects.find((s) => s.customId === 'policy:unblock');
    expect(select?.options.map((o) => [o.label, o.value])).toEqual([['alice', env.user.id]]);
    const before = page.edits.length;
    const lifted = await env.discord.selectMenu({
      message: page,
      customId: 'policy:unblock',
      values: [env.user.id],
      user: boss,
    });
    await lifted.waitForAck();
    const after = await panel.waitForOriginal((m) => m.edits.length > before);
    expect(fieldOf(after, 'Members blocked from the bot')).toContain('No one.');
    expect((await logLines(world, 3)).at(-1)).toBe(
      `✅ <@${boss.id}> lifted the block of <@${env.user.id}>`,
    );
    await generate(world);
  });
});

describe('what may be reported', () => {
  it('a private result offers no Report; a reason forged for another result is refused', async () => {
    const world = await startReportWorld({ log: false });
    const { env, bob } = world;
    try {
      await env.app.context.stores.defaults.update(
        { kind: 'member', userId: env.user.id },
        { visibility: 'private' },
      );
      const hidden = await generate(world);
      expect(hidden.ephemeral).toBe(true);
      expect(hidden.buttons.some((b) => b.customId?.startsWith('imagine:report:'))).toBe(false);
      await env.app.context.stores.defaults.update(
        { kind: 'member', userId: env.user.id },
        { visibility: 'public' },
      );
      const first = await generate(world);
      const second = await generate(world);
      const panel = await pressReport(world, first, bob);
      const answer = await privateAnswer(
        await env.discord.forgeComponent({
          message: panel.id,
          customId: `imagine:report-reason:${second.interactionId}`,
          values: ['spam'],
          user: bob,
        }),
      );
      expect(answer).toContain(NOT_HERE);
      expect(
        await env.app.context.stores.reports.reported(second.interactionId ?? '', bob.id),
      ).toBe(false);
    } finally {
      await env.close();
    }
  });
});

describe('reports without a log channel', () => {
  it('keep the report and tell the member the moderators have no log to see it', async () => {
    const world = await startReportWorld({ log: false });
    try {
      const result = await generate(world);
      expect(await report(world, result, world.bob)).toBe(
        'Thanks: your report is kept, but it could not reach this server’s moderators: they have no working log channel.',
      );
      expect(
        await world.env.app.context.stores.reports.reported(
          result.interactionId ?? '',
          world.bob.id,
        ),
      ).toBe(true);
    } finally {
      await world.env.close();
    }
  });
});
