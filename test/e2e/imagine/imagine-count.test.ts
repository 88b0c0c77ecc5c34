import { MessageFlags } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import { TASK_FAILED_ERROR } from '../../../sandbox/image-api/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { refusal } from '../settings/prefs-kit.js';
import {
  altTexts,
  cardText,
  chooseImageAction,
  digest,
  eventually,
  fieldsOf,
  imageDigest,
  runImagine,
  setServerKey,
  startImagineEnv,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

/** The task ids of a reply's images, in order (job `<id>`, `<id>.1`, …). */
async function taskIdsOf(env: BotEnv, run: InteractionRun, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => (i === 0 ? run.id : `${run.id}.${i}`));
  return eventually(async () => {
    const jobs = await Promise.all(ids.map((id) => env.app.context.jobs.get(id)));
    const tasks = jobs.map((job) => job?.taskId);
    return tasks.every(Boolean) ? (tasks as string[]) : undefined;
  });
}

/** Waits until a set of images ended: its image select is there. */
const waitForSet = (run: InteractionRun): Promise<MessageView> =>
  run.waitForOriginal((m) => m.selects.some((s) => s.customId.startsWith('imagine:image:')));

describe('/imagine count: several images in one reply', () => {
  let env: BotEnv;
  beforeEach(async () => {
    // The default MAX_ACTIVE_PER_MEMBER (4) leaves room for count:4 out of the box.
    env = await startImagineEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('says the cost first, shows a line per image, then posts one card with a gallery of the four images', async () => {
    env.imageApi.setFaults({ hangNextTasks: 4 });
    const run = await runImagine(env, { prompt: 'a red fox', seed: 10, count: 4 });
    const first = await run.waitForOriginal((m) => m.texts.length > 0);
    expect(first.flags & MessageFlags.IsComponentsV2).toBeTruthy();
    expect(titleOf(first)).toBe('🎨 4 images');
    expect(cardText(first)).toContain('4 images = 4 generations on your key.');
    const tasks = await taskIdsOf(env, run, 4);
    const running = await run.waitForOriginal((m) => cardText(m).includes('**4.** 🎨 Generating'));
    for (const n of [1, 2, 3]) expect(cardText(running)).toContain(`**${n}.** `);
    expect(running.buttons.filter((b) => /reroll|retry/.test(b.customId ?? ''))).toEqual([]);
    expect(tasks.map((task) => env.imageApi.task(task)?.params.seed)).toEqual([10, 11, 12, 13]);
    for (const task of tasks) env.imageApi.setTaskFate(task, 'complete');

    const result = await waitForSet(run);
    expect(titleOf(result)).toBe('✅ 4 images ready');
    expect(result.flags & MessageFlags.IsComponentsV2).toBeTruthy();
    expect([result.content, result.embeds]).toEqual(['', []]);
    expect(result.components).toHaveLength(1);
    expect(result.attachments).toHaveLength(4);
    const digests = await Promise.all(tasks.map((task) => imageDigest(env, task)));
    expect(result.attachments.map((a) => digest(a.bytes))).toEqual(digests);
    expect(result.gallery.map((item) => digest(item.attachment?.bytes))).toEqual(digests);
    expect(altTexts(result)).toEqual(
      [10, 11, 12, 13].map((seed, i) => `Image ${i + 1} of 4: a red fox (seed ${seed})`),
    );
    for (const [i, seed] of [10, 11, 12, 13].entries()) {
      expect(cardText(result)).toContain(`**${i + 1}.** ✅ Seed ${seed}`);
    }
    expect(result.buttons.map((b) => b.label)).toEqual([
      '🎲 Re-roll all',
      '🎛️ Remix',
      'ℹ️ Details',
      '🗑️ Delete',
      '🚩 Report',
    ]);
    expect(result.selects[0]?.options.map((o) => o.label)).toEqual(
      [1, 2, 3, 4].flatMap((n) => [`🎲 Re-roll image ${n}`, `🎛️ Remix image ${n}`]),
    );
    expect(fieldsOf(result)).toMatchObject({
      Workflow: 'default',
      'Requested by': `<@${env.user.id}>`,
    });
    expect(env.imageApi.stats.submissions).toBe(4);
    expect(env.imageApi.balanceOf('alice')).toBe(96);
    expect(env.discord.messages(env.channel)).toHaveLength(1);
    expect(result.mentions).toEqual([]);

    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(details.ephemeral).toBe(true);
    for (const [i, task] of tasks.entries()) {
      expect(details.embeds[0]?.description).toContain(
        `**Image ${i + 1}** · seed ${10 + i} · task \`${task}\``,
      );
    }
  });

  it('shows which image failed and why, with a Retry for that one only', async () => {
    env.imageApi.setFaults({ hangNextTasks: 3 });
    const run = await runImagine(env, { prompt: 'a blue fox', count: 3 });
    const tasks = await taskIdsOf(env, run, 3);
    env.imageApi.setTaskFate(tasks[0] as string, 'complete');
    env.imageApi.setTaskFate(tasks[1] as string, 'fail');
    env.imageApi.setTaskFate(tasks[2] as string, 'complete');
    const result = await waitForSet(run);
    expect(titleOf(result)).toBe('⚠️ 2 of 3 images ready');
    expect(result.attachments).toHaveLength(2);
    expect(cardText(result)).toContain(
      `**2.** ❌ The image service couldn't generate this image. Try again, perhaps with other settings. The image service said: “${TASK_FAILED_ERROR}”`,
    );
    expect(result.gallery).toHaveLength(2);
    expect(result.selects[0]?.options.map((o) => o.label)).toEqual([
      '🎲 Re-roll image 1',
      '🎛️ Remix image 1',
      '🔁 Run image 2 again',
      '🎲 Re-roll image 3',
      '🎛️ Remix image 3',
    ]);
    expect(result.buttons.map((b) => b.label)).toEqual([
      '🎲 Re-roll all',
      '🎛️ Remix',
      'ℹ️ Details',
      '🗑️ Delete',
      '🚩 Report',
    ]);
    const seeds = await Promise.all(
      [run.id, `${run.id}.1`, `${run.id}.2`].map(
        async (id) => (await env.app.context.jobs.get(id))?.request.seed,
      ),
    );
    expect(seeds[1]).toBe((seeds[0] as number) + 1);
    expect(seeds[2]).toBe((seeds[0] as number) + 2);

    const retry = await chooseImageAction(env, result, '🔁 Run image 2 again');
    const again = await waitForResult(retry);
    expect(titleOf(again)).toBe('✅ Image ready');
    expect(fieldsOf(again).Seed).toBe(String(seeds[1]));
    expect(env.imageApi.stats.submissions).toBe(4);
  });

  it('keeps its buttons working after a restart: one image re-rolled, Details of the set, Delete of the whole reply', async () => {
    const run = await runImagine(env, { prompt: 'a green fox', count: 2, seed: 5 });
    const set = await waitForSet(run);
    await env.restartBot();
    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(details.embeds[0]?.description).toContain('**Image 2** · seed 6');
    const reroll = await chooseImageAction(env, set, '🎲 Re-roll image 2');
    const one = await waitForResult(reroll);
    expect(titleOf(one)).toBe('✅ Image ready');
    expect(one.attachments).toHaveLength(1);
    expect(fieldsOf(one).Seed).not.toBe('6');
    expect(env.imageApi.stats.submissions).toBe(3);

    const remove = await run.clickButton({ label: '🗑️ Delete' });
    await remove.waitForAck();
    await env.discord.waitFor(() => run.original()?.deleted);
    const shown = env.discord.messages(env.channel).filter((m) => !m.deleted && !(m.flags & 64));
    expect(shown.map((m) => m.id)).toEqual([reroll.original()?.id]);
  });

  it("uses the member's /settings count when none is typed", async () => {
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { count: 2 },
    );
    const run = await runImagine(env, { prompt: 'a fox by default' });
    const result = await waitForSet(run);
    expect(titleOf(result)).toBe('✅ 2 images ready');
    expect(result.attachments).toHaveLength(2);
  });
});

describe('/imagine count: refused before anything is spent', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  const nothingSpent = async (account = 'alice') => {
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf(account)).toBe(100);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(0);
    const visible = env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted);
    expect(visible).toEqual([]);
  };

  it("refuses more images than the member's running cap", async () => {
    env = await startImagineEnv({ env: { MAX_ACTIVE_PER_MEMBER: '2' } });
    const answer = await refusal(env, await runImagine(env, { prompt: 'a fox', count: 4 }));
    expect(answer).toContain('You asked for 4 images, but you may have at most 2 generations');
    expect(answer).toContain('nothing was charged');
    await nothingSpent();
  });

  it("refuses more images than are left of the server key's daily limit, counting none", async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 3 });
    const answer = await refusal(env, await runImagine(env, { prompt: 'a fox', count: 4 }));
    expect(answer).toContain(
      "4 images would go over your daily allowance on this server's key: 3 generations left today.",
    );
    await nothingSpent();
  });

  it("refuses a count over the server key's most images per command, naming the limit", async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 10 });
    await env.app.context.stores.policy.setLimits(env.guild.id, { maxImages: 2 });
    const answer = await refusal(env, await runImagine(env, { prompt: 'a fox', count: 3 }));
    expect(answer).toContain('pays for at most 2 images per command; this one asks for 3.');
    await nothingSpent();
    const allowed = await waitForSet(await runImagine(env, { prompt: 'a fox', count: 2 }));
    const opening = cardText(allowed.history[0]);
    expect(opening).toContain('2 images = 2 generations on the server key.');
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);
  });
});
