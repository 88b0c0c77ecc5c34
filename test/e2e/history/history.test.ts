import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../src/store/generation-history-store.js';
import { gif, SVG } from '../../helpers/image-files.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  digest,
  eventually,
  imageDigest,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import {
  enabledLabels,
  entriesOf,
  historyOf,
  imagineDone,
  openHistory,
  startHistoryEnv,
} from './history-kit.js';

const DAY = 86_400_000;

describe('/history', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startHistoryEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('lists the member’s generations newest first, privately: prompt escaped, workflow, size, seed, when, link', async () => {
    const first = await imagineDone(env, { prompt: 'a lighthouse at dusk', seed: 7 });
    const second = await imagineDone(env, {
      prompt: '**bold** <@123> https://evil.example a fox',
      workflow: 'anime',
      width: 640,
      height: 384,
      seed: 42,
    });
    await historyOf(env, env.user, 2);

    const run = await openHistory(env);
    const page = await run.waitForReply();
    expect(page.ephemeral).toBe(true);
    expect(page.allowedMentions).toEqual({ parse: [] });
    expect(titleOf(page)).toBe('Your recent generations');
    const [newest, oldest] = entriesOf(page);
    expect(newest?.name).toBe('1. anime · 640×384');
    expect(newest?.value).toContain('\\*\\*bold\\*\\* \\<@123> https\\://evil.example a fox');
    expect(newest?.value).toMatch(/✅ done · seed 42 · <t:\d+:R>/);
    const link = `https://discord.com/channels/${env.guild.id}/${env.channel.id}`;
    expect(newest?.value).toContain(`[Open the message](${link}/${second.result.id})`);
    expect(oldest?.name).toBe('2. default · 512×512'); // the service's own default
    expect(oldest?.value).toContain(`(${link}/${first.result.id})`);
    expect(page.embeds[0]?.footer?.text).toBe(
      'Page 1 of 1 · 2 generations · only you can see this',
    );
    expect(enabledLabels(page)).toEqual(['Again 1', 'Again 2', 'Show 1', 'Show 2']);
    expect(page.mentions).toEqual([]);
  });

  it('says so when the history is empty', async () => {
    const page = await (await openHistory(env)).waitForReply();
    expect(page.ephemeral).toBe(true);
    expect(page.content).toBe(
      'Your history is empty: each generation you run appears here once it ends (your last 50 are kept for 30 days).',
    );
    expect(page.buttons).toEqual([]);
  });

  it('pages through the last 50, and the pages and buttons keep working after a restart', async () => {
    const { history } = env.app.context.stores;
    const now = Date.now();
    for (let index = 1; index <= 53; index += 1) {
      const entry: HistoryEntry = {
        id: `9000000000000000${String(index).padStart(3, '0')}`,
        state: 'completed',
        createdAt: now - DAY - (100 - index) * 1_000,
        finishedAt: now - DAY,
        prompt: `old prompt ${index}`,
        guildId: env.guild.id,
        channelId: env.channel.id,
      };
      await history.record(env.user.id, entry);
    }
    const made = await imagineDone(env, { prompt: 'the newest one', seed: 5 });
    const entries = await eventually(async () => {
      const listed = await history.list(env.user.id);
      return listed[0]?.id === made.run.id && listed;
    });
    expect(entries).toHaveLength(50);
    expect(entries.at(-1)?.prompt).toBe('old prompt 5');

    const run = await openHistory(env);
    const first = await run.waitForReply();
    expect(entriesOf(first).map((f) => f.name.split('.')[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(first.embeds[0]?.footer?.text).toContain('Page 1 of 10 · 50 generations');
    expect(enabledLabels(first)).toContain('Next ▶');
    expect(enabledLabels(first)).not.toContain('◀ Previous');

    await env.restartBot();
    const next = await run.clickButton({ label: 'Next ▶' });
    const second = await next.waitForOriginal((m) => m.embeds[0]?.footer?.text?.includes('Page 2'));
    expect(second.id).toBe(first.id);
    expect(entriesOf(second)[0]?.name).toMatch(/^6\. /);
    expect(entriesOf(second)[0]?.value).toContain('old prompt 49');
    expect(second.ephemeral).toBe(true);

    // "Show 6" on the page turned after the restart: the stored entry, privately.
    const shown = await run.clickButton({ label: 'Show 6' });
    const details = await shown.waitForReply();
    expect(details.ephemeral).toBe(true);
    expect(details.embeds[0]?.description).toBe('old prompt 49');
    expect(enabledLabels(details)).toEqual(['Post in channel']);
  });

  it('runs a generation again as the member, through /imagine’s path, with the same parameters, after a restart', async () => {
    const made = await imagineDone(env, { prompt: 'a red kite', seed: 99, steps: 9 });
    await historyOf(env, env.user, 1);
    const run = await openHistory(env);
    await run.waitForReply();
    await env.restartBot();

    const again = await run.clickButton({ label: 'Again 1' });
    const result = await waitForResult(again);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.ephemeral).toBe(false);
    expect(result.id).not.toBe(made.result.id);
    const job = await env.app.context.jobs.get(again.id);
    expect(job?.userId).toBe(env.user.id);
    expect(job?.keyRef).toEqual({ kind: 'user', userId: env.user.id });
    expect(job?.request).toMatchObject({ prompt: 'a red kite', seed: 99, steps: 9 });
    const task = env.imageApi.task(await taskIdOf(env, again));
    expect(task?.params).toMatchObject({ prompt: 'a red kite', seed: 99, steps: 9 });
    expect((await historyOf(env, env.user, 2))[0]?.id).toBe(again.id);
  });

  it('refuses Again privately to a member who has no key, starting nothing', async () => {
    await imagineDone(env, { prompt: 'a red kite', seed: 99 });
    await historyOf(env, env.user, 1);
    await env.app.context.stores.apiKeys.unlink(env.user.id);
    const run = await openHistory(env);
    await run.waitForReply();
    const submitted = env.imageApi.stats.submissions;
    const again = await run.clickButton({ label: 'Again 1' });
    const refusal = await again.waitForReply();
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toContain('You have no API key linked');
    expect(env.imageApi.stats.submissions).toBe(submitted);
    const everShown = env.discord.messages(env.channel, { includeDeleted: true });
    expect(everShown.filter((m) => !m.ephemeral)).toHaveLength(1);
  });
});

describe('/show', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startHistoryEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('autocompletes the member’s history, shows the image privately, and posts it in the channel without pings', async () => {
    await imagineDone(env, { prompt: 'a blue whale', seed: 3 });
    const made = await imagineDone(env, { prompt: 'a <@&42> green frog', seed: 4 });
    await historyOf(env, env.user, 2);

    const typed = await env.discord.autocomplete({
      channel: env.channel,
      user: env.user,
      name: 'show',
      options: { task: 'frog' },
      focused: 'task',
    });
    const choices = await typed.waitForChoices();
    expect(choices).toHaveLength(1);
    expect(choices[0]?.value).toBe(made.run.id);
    expect(choices[0]?.name).toMatch(/^a <@&42> green frog · .+ ago$/);
    const all = await env.discord.autocomplete({
      channel: env.channel,
      user: env.user,
      name: 'show',
      options: { task: '' },
      focused: 'task',
    });
    expect((await all.waitForChoices()).map((c) => c.name.split(' · ')[0])).toEqual([
      'a <@&42> green frog',
      'a blue whale',
    ]);

    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'show',
      options: { task: made.run.id },
    });
    const shown = await run.waitForReply();
    expect(shown.ephemeral).toBe(true);
    expect(shown.embeds[0]?.description).toBe('a \\<@&42> green frog');
    expect(shown.attachments).toHaveLength(1);
    const expected = await imageDigest(env, await taskIdOf(env, made.run));
    expect(digest(shown.attachments[0]?.bytes)).toBe(expected);
    expect(shown.embeds[0]?.image?.url).toContain(shown.attachments[0]?.filename);

    await env.restartBot();
    const post = await run.clickButton({ label: 'Post in channel' });
    const posted = await post.waitForReply();
    expect(posted.ephemeral).toBe(false);
    expect(posted.allowedMentions).toEqual({ parse: [] });
    expect(posted.mentions).toEqual([]);
    expect(posted.embeds[0]?.description).toBe('a \\<@&42> green frog');
    expect(digest(posted.attachments[0]?.bytes)).toBe(expected);
    expect(posted.buttons).toEqual([]);
  });

  it('shows the parameters and the message link when the service no longer serves the image', async () => {
    const made = await imagineDone(env, { prompt: 'a paper crane', seed: 11 });
    await historyOf(env, env.user, 1);
    env.imageApi.setFaults({ down: 'unavailable' });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'show',
      options: { task: made.run.id },
    });
    const shown = await run.waitForReply({ timeout: 15_000 });
    expect(shown.ephemeral).toBe(true);
    expect(shown.attachments).toEqual([]);
    const fields = Object.fromEntries(
      (shown.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(fields.Seed).toBe('11');
    expect(fields.Message).toContain(made.result.id);
    expect(shown.embeds[0]?.footer?.text).toBe(
      'The image service no longer serves this image: its parameters are shown instead.',
    );
  });

  it('shows a past GIF as a .gif, and never attaches a past SVG', async () => {
    const show = async (task: string) => {
      const run = await env.discord.runCommand({
        channel: env.channel,
        user: env.user,
        name: 'show',
        options: { task },
      });
      return run.waitForReply();
    };
    env.imageApi.serveNextImages([
      { body: gif(1), contentType: 'image/gif' },
      { body: SVG, contentType: 'image/svg+xml' },
    ]);
    const still = await imagineDone(env, { prompt: 'a still gif', seed: 1 });
    const drawing = await imagineDone(env, { prompt: 'a drawing', seed: 2 });
    await historyOf(env, env.user, 2);

    const shownGif = await show(still.run.id);
    expect(shownGif.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`history-${still.run.id}.gif`, 'image/gif'],
    ]);
    const shownSvg = await show(drawing.run.id);
    expect(shownSvg.attachments).toEqual([]);
    expect(shownSvg.embeds[0]?.footer?.text).toBe(
      'The image service returned something that is not an image Discord can show: its parameters are shown instead.',
    );
  });

  it('refuses a generation that is not in the member’s history, privately', async () => {
    const made = await imagineDone(env, { prompt: 'a secret', seed: 1 });
    await historyOf(env, env.user, 1);
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: bob,
      name: 'show',
      options: { task: made.run.id },
    });
    const refusal = await run.waitForReply();
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toBe(
      '⚠️ That generation is not in your history (it keeps your last 50 for 30 days). Nothing was started.',
    );
  });
});
