import { MessageFlags, REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import { generationTargetOf } from '../../../src/imagine/delivery/reply-target.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  chooseImageAction,
  eventually,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForPosition,
  waitForResult,
} from './imagine-kit.js';
import { remixPanel } from './remix-kit.js';

const V2 = MessageFlags.IsComponentsV2;
const COLORS = { running: 0x5865f2, ready: 0x57f287, failed: 0xed4245, cancelled: 0x80848e };

/** Every version of a reply is a card: the v2 flag, no content or embeds, nobody pinged. */
function expectCardsOnly(message: MessageView) {
  for (const version of message.history) {
    expect(version.flags & V2).toBe(V2);
    expect([version.content, version.embeds]).toEqual(['', []]);
    expect(version.allowedMentions).toEqual({ parse: [] });
  }
}

/** The task ids of a set's images, in order. */
async function taskIdsOf(env: BotEnv, run: InteractionRun, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => (i === 0 ? run.id : `${run.id}.${i}`));
  return eventually(async () => {
    const jobs = await Promise.all(ids.map((id) => env.app.context.jobs.get(id)));
    const tasks = jobs.map((job) => job?.taskId);
    return tasks.every(Boolean) ? (tasks as string[]) : undefined;
  });
}

/** A finished set of four images, seeds 10–13, 12 steps. */
async function finishedSet(env: BotEnv) {
  const run = await runImagine(env, { prompt: 'a red fox', seed: 10, count: 4, steps: 12 });
  const set = await run.waitForOriginal((m) => m.gallery.length === 4, { timeout: 8_000 });
  return { run, set };
}

describe('/imagine replies as components v2 cards', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('draws every state as a card: queued with its place, generating, finished with the image', async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    env.imageApi.setFaults({ hangNextTasks: 2 });
    const first = await runImagine(env, { prompt: 'first' });
    const firstTask = await taskIdOf(env, first);
    const run = await runImagine(env, { prompt: 'a *quiet* <@&1> lake' });
    const queued = await waitForPosition(run, 1);
    expect(titleOf(queued)).toBe('⏳ Waiting for a free slot');
    expect(queued.accentColor).toBe(COLORS.running);
    expect(queued.buttons.map((b) => b.label)).toEqual(['✖️ Cancel']);
    env.imageApi.setTaskFate(firstTask, 'complete');
    const generating = await run.waitForOriginal((m) => titleOf(m) === '🎨 Generating');
    expect(generating.accentColor).toBe(COLORS.running);
    expect(cardText(generating)).toContain('a \\*quiet\\* \\<@&1> lake');
    env.imageApi.setTaskFate(await taskIdOf(env, run), 'complete');
    const done = await waitForResult(run);
    expect(titleOf(done)).toBe('✅ Image ready');
    expect(done.accentColor).toBe(COLORS.ready);
    const seed = (await env.app.context.jobs.get(run.id))?.request.seed;
    expect(done.gallery.map((item) => [item.description, item.attachment?.filename])).toEqual([
      [`a *quiet* <@&1> lake (seed ${seed})`, `imagine-${run.id}.png`],
    ]);
    expect(done.buttons.map((b) => b.label)).toEqual([
      '🎲 Re-roll',
      '🎛️ Remix',
      'ℹ️ Details',
      '🗑️ Delete',
      '🚩 Report',
    ]);
    expect(done.mentions).toEqual([]);
    expectCardsOnly(done);
  });

  it('draws a failure as a card with Retry, and a cancelled reply with Run again; both work', async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const doomed = await runImagine(env, { prompt: 'a doomed cat' });
    const doomedTask = await taskIdOf(env, doomed);
    const waiting = await runImagine(env, { prompt: 'a patient dog' });
    await waitForPosition(waiting, 1);
    await (await waiting.clickButton({ label: '✖️ Cancel' })).waitForAck();
    const cancelled = await waitForResult(waiting);
    expect(titleOf(cancelled)).toBe('✖️ Generation cancelled');
    expect(cancelled.accentColor).toBe(COLORS.cancelled);
    expect(cancelled.buttons.map((b) => b.label)).toEqual(['🔁 Run again', '🎛️ Remix', 'ℹ️ Details']);
    expectCardsOnly(cancelled);

    env.imageApi.setTaskFate(doomedTask, 'fail');
    const failed = await waitForResult(doomed);
    expect(titleOf(failed)).toBe('❌ Generation failed');
    expect(failed.accentColor).toBe(COLORS.failed);
    expect(failed.buttons.map((b) => b.label)).toEqual(['🔁 Retry', '🎛️ Remix', 'ℹ️ Details']);
    expectCardsOnly(failed);

    const retried = await waitForResult(await doomed.clickButton({ label: '🔁 Retry' }));
    expect(titleOf(retried)).toBe('✅ Image ready');
    const again = await waitForResult(await waiting.clickButton({ label: '🔁 Run again' }));
    expect(titleOf(again)).toBe('✅ Image ready');
    expect(cardText(again)).toContain('a patient dog');
  });

  it('re-rolls image 3 alone from the select: its parameters, a new seed, one generation', async () => {
    env = await startImagineEnv();
    const { run, set } = await finishedSet(env);
    const third = await env.app.context.jobs.get(`${run.id}.2`);
    expect(third?.request.seed).toBe(12);
    const before = env.imageApi.stats.submissions;
    const reroll = await chooseImageAction(env, set, '🎲 Re-roll image 3');
    const one = await waitForResult(reroll);
    expect(titleOf(one)).toBe('✅ Image ready');
    expect(one.gallery).toHaveLength(1);
    expect(env.imageApi.stats.submissions).toBe(before + 1);
    const job = await env.app.context.jobs.get(reroll.id);
    const { seed, ...kept } = job?.request ?? {};
    const { seed: thirdSeed, ...thirds } = third?.request ?? {};
    expect(kept).toEqual(thirds);
    expect(kept).toMatchObject({ prompt: 'a red fox', steps: 12 });
    expect([10, 11, 12, 13]).not.toContain(seed);
    expect(thirdSeed).toBe(12);
    expect(run.original()?.edits.length).toBe(set.edits.length);
  });

  it('opens Remix of image 2 with that image’s seed; Re-roll all makes a new set of four', async () => {
    env = await startImagineEnv();
    const { set } = await finishedSet(env);
    const panel = await remixPanel(env, await chooseImageAction(env, set, '🎛️ Remix image 2'));
    expect(panel.message().texts[1]).toBe('**Prompt**\na red fox');
    expect(panel.picked().seed).toBe('Seed: Same seed (11)');
    const edit = await panel.editPrompt();
    expect((await edit.waitForModal()).fields.find((f) => f.customId === 'prompt')?.value).toBe(
      'a red fox',
    );
    const remixed = await waitForResult(await edit.submitModal({ prompt: 'a blue fox' }));
    const job = await env.app.context.jobs.get(remixed.interactionId ?? '');
    expect(job?.request).toMatchObject({ prompt: 'a blue fox', seed: 11, steps: 12 });
    expect(remixed.gallery).toHaveLength(1);
    expect(await env.app.context.jobs.get(`${remixed.interactionId}.1`)).toBeUndefined();

    const all = await env.discord.clickButton({
      message: set,
      label: '🎲 Re-roll all',
      user: env.user,
    });
    const fresh = await all.waitForOriginal((m) => m.gallery.length === 4, { timeout: 8_000 });
    expect(titleOf(fresh)).toBe('✅ 4 images ready');
    const seeds = fresh.gallery.map((item) =>
      Number(/seed (\d+)\)$/.exec(item.description ?? '')?.[1]),
    );
    expect(seeds.slice(1)).toEqual(seeds.slice(0, 3).map((s) => s + 1));
    expect(seeds).not.toContain(10);
  });

  it.each([
    ['an image the set does not have', 'reroll:9'],
    ['Retry on an image that came', 'retry:2'],
  ])(
    'refuses an image select value the card did not offer (%s), changing nothing',
    async (_, value) => {
      env = await startImagineEnv();
      const { set } = await finishedSet(env);
      const before = env.imageApi.stats.submissions;
      const forged = await env.discord.selectMenu({
        message: set,
        customId: set.selects[0]?.customId ?? '',
        values: [value],
        user: env.user,
      });
      const answer = await forged.waitForReply();
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toContain('The bot no longer has this generation');
      expect(env.imageApi.stats.submissions).toBe(before);
    },
  );
});

describe('replies posted by the previous version (embeds) after the upgrade', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  /** The bot's own REST client, posting as the previous version did. */
  const botRest = () => new REST({ api: `${env.discord.url}/api` }).setToken(env.discord.token);

  /** Points every job of a reply at `messageId`, as the previous version stored a replacement. */
  async function pointReplyAt(jobIds: string[], messageId: string) {
    for (const id of jobIds) {
      const job = await env.app.context.jobs.get(id);
      if (!job) throw new Error(`no job ${id}`);
      const { reply } = generationTargetOf(job);
      await env.app.context.jobs.updateTarget(id, {
        reply: { ...reply, replacementMessageId: messageId },
      });
    }
  }

  it('finishes a reply in flight on its old message, turned into a card by the edit', async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({ hangNextTasks: 2 });
    const run = await runImagine(env, { prompt: 'an old fox', count: 2 });
    const tasks = await taskIdsOf(env, run, 2);
    const old = (await botRest().post(Routes.channelMessages(env.channel.id), {
      body: {
        embeds: [{ title: '🎨 2 images', description: '> an old fox' }],
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 2, label: '⏹️ Stop waiting', custom_id: `imagine:stop:${run.id}` },
            ],
          },
        ],
        allowed_mentions: { parse: [] },
      },
    })) as { id: string };
    await pointReplyAt([run.id, `${run.id}.1`], old.id);
    await env.restartBot();
    for (const task of tasks) env.imageApi.setTaskFate(task, 'complete');
    const upgraded = await env.discord.waitFor(() => {
      const message = env.discord.message(old.id);
      return message && message.gallery.length === 2 ? message : undefined;
    });
    expect(upgraded.flags & V2).toBe(V2);
    expect(upgraded.embeds).toEqual([]);
    expect(upgraded.history[0]?.flags ?? 0).toBe(0);
    expect(titleOf(upgraded)).toBe('✅ 2 images ready');
    expect(upgraded.attachments).toHaveLength(2);
  });

  it("keeps an old reply's Re-roll, Retry, Details, Remix and Delete working", async () => {
    env = await startImagineEnv();
    const run = await runImagine(env, { prompt: 'an old owl', count: 2, seed: 40 });
    await run.waitForOriginal((m) => m.gallery.length === 2, { timeout: 8_000 });
    const second = `${run.id}.1`;
    const button = (label: string, customId: string) => ({
      type: 2,
      style: 2,
      label,
      custom_id: customId,
    });
    const old = (await botRest().post(Routes.channelMessages(env.channel.id), {
      body: {
        embeds: [{ title: '✅ 2 images ready', description: '> an old owl' }],
        components: [
          {
            type: 1,
            components: [
              button('🎲 1', `imagine:reroll:${run.id}`),
              button('🎲 2', `imagine:reroll:${second}`),
              button('🔁 2', `imagine:retry:${second}`),
            ],
          },
          {
            type: 1,
            components: [
              button('🎛️ Remix', `imagine:remix:${run.id}`),
              button('ℹ️ Details', `imagine:details:${run.id}`),
              button('🗑️ Delete', `imagine:delete:${run.id}`),
            ],
          },
        ],
        allowed_mentions: { parse: [] },
      },
    })) as { id: string };
    await pointReplyAt([run.id, second], old.id);
    await env.restartBot();
    const click = (label: string) =>
      env.discord.clickButton({ message: old.id, label, user: env.user });

    const reroll = await click('🎲 2');
    const rerolled = await waitForResult(reroll);
    expect(titleOf(rerolled)).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(reroll.id))?.request.seed).not.toBe(41);
    const retry = await click('🔁 2');
    await waitForResult(retry);
    expect((await env.app.context.jobs.get(retry.id))?.request.seed).toBe(41);
    const details = await (await click('ℹ️ Details')).waitForReply();
    expect(details.ephemeral).toBe(true);
    expect(JSON.stringify(details.embeds)).toContain('**Image 2** · seed 41');
    const panel = await remixPanel(env, await click('🎛️ Remix'));
    expect(panel.message().texts[1]).toBe('**Prompt**\nan old owl');
    await (await click('🗑️ Delete')).waitForAck();
    await env.discord.waitFor(() => env.discord.message(old.id)?.deleted);
  });
});
