import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  eventually,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

/** "▰▰▰▰▱▱▱▱▱▱ 40% done · ": what the service's percentage adds to a progress line. */
const PERCENT = /[▰▱]{10} \d{1,3}% done · /;

// Waits on the bot's polls of tasks on the real clock: 20 s each, the tests 60 s (one sleeps 6 s).
describe("/imagine's progress: the service's percentage", { timeout: 60_000 }, () => {
  let env: BotEnv;
  beforeEach(async () => {
    // Tasks of 0.5–3 s, so the service's progress moves between polls and gives an expected end.
    env = await startImagineEnv({ imageApi: { timeScale: 0.05 } });
  });
  afterEach(async () => {
    await env.close();
  });

  it('is shown with the expected end, at no edit of its own', async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a slow tortoise' });
    const taskId = await taskIdOf(env, run);
    const edits = () =>
      env.discord.requests.filter(
        (r) =>
          r.method === 'PATCH' && r.path.includes(`/messages/`) && !r.path.includes('/channels/'),
      ).length;
    const withPercent = await run.waitForOriginal(
      (m) => PERCENT.test(cardText(m)) && /Ready <t:\d+:R>/.test(cardText(m)),
      { timeout: 20_000 },
    );
    expect(titleOf(withPercent)).toBe('🎨 Generating');
    expect(cardText(withPercent)).toMatch(
      /[▰▱]{10} \d{1,3}% done · Ready <t:\d+:R>, going by its progress\./,
    );
    // Several polls (every 2.5 s), each with a new percentage.
    await sleep(6_000);
    env.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');

    // Every request that edited the reply is a version of it (the first version is the answer).
    const versions = result.history;
    // (the final edit's request is logged once its upload is read: wait for it)
    await eventually(async () => edits() >= versions.length - 1);
    expect(edits()).toBe(versions.length - 1);
    // No edit changed only the percentage: without it, each version differs from the one before.
    const shown = versions.map((v) =>
      JSON.stringify({
        text: cardText(v).replace(PERCENT, ''),
        buttons: v.buttons,
        gallery: v.gallery,
      }),
    );
    for (let i = 1; i < shown.length; i += 1) {
      expect(shown[i], `edit ${i} only changed the percentage`).not.toBe(shown[i - 1]);
    }
    const percents = versions.filter((v) => PERCENT.test(cardText(v)));
    expect(percents.length).toBeGreaterThan(0);
    expect(env.discord.rateLimitHits).toBe(0);
  });

  it('is not shown for an image due within two progress intervals: the answer, then the image', async () => {
    await env.close();
    // Tasks of 0.5 s (50–150 ms of it pending), on a clock the service, the bot and Discord share
    // and the test moves: the task's end, and the 400 ms the bot holds a task it just saw start
    // at the service, are that clock's, not the machine's.
    const clock = AdjustableClock.frozen();
    env = await startImagineEnv({
      discord: { clock },
      imageApi: {
        timeScale: 0.05,
        durations: { nodeGraph: [10_000, 10_000], rr3: [10_000, 10_000] },
        now: () => clock.now(),
      },
      app: { now: () => clock.now() },
    });
    const run = await runImagine(env, { prompt: 'a quick hare' });
    await taskIdOf(env, run);
    clock.advance(200);
    await eventually(async () => (await env.app.context.jobs.get(run.id))?.state === 'processing');
    // Its end, within the hold: the card goes from its answer to the image.
    clock.advance(310);
    const result = await waitForResult(run, 20_000);
    expect(result.history.map(titleOf)).toEqual(['🕒 Queued', '✅ Image ready']);
    const edits = () =>
      env.discord.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/messages/'));
    // (the final edit's request is logged once its upload is read: wait for it)
    await eventually(async () => edits().length >= 1);
    expect(edits()).toHaveLength(1);
    expect(edits()[0]?.files).toHaveLength(1);
  });
});
