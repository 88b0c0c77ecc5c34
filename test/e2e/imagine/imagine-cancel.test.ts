import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  cardText,
  eventually,
  runImagine,
  setServerKey,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForPosition,
  waitForResult,
} from './imagine-kit.js';

const CANCEL = '✖️ Cancel';
const STOP = '⏹️ Stop waiting';
const CANCELLED = 'Cancelled before it was sent to the image service; nothing was charged.';
const RUN_AGAIN = ['🔁 Run again', '🎛️ Remix', 'ℹ️ Details'];

/** A cancelled reply reads as cancelled, not failed, and offers Run again, not Retry. */
const expectCancelled = (ended: MessageView, title = '✖️ Generation cancelled') => {
  expect(titleOf(ended)).toBe(title);
  expect(cardText(ended)).not.toContain('Retry');
  expect(cardText(ended)).toContain('Press **Run again** to run it again');
  expect(ended.buttons.map((b) => b.label)).toEqual(RUN_AGAIN);
};

describe('Cancel and Stop waiting', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    bob = await addMember(env, 'bob');
  });
  afterEach(async () => {
    await env.close();
  });

  /** A first generation that holds the server's only slot until its task is told to end. */
  const blocking = async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'first' });
    return { run, taskId: await taskIdOf(env, run) };
  };

  it('takes a queued generation out of the queue: nothing charged, the others move up', async () => {
    const first = await blocking();
    const second = await runImagine(env, { prompt: 'second' });
    const waiting = await waitForPosition(second, 1);
    expect(waiting.buttons.map((b) => b.label)).toEqual([CANCEL]);
    const third = await runImagine(env, { prompt: 'third' }, { user: bob });
    await waitForPosition(third, 2);

    const click = await second.clickButton({ label: CANCEL });
    await click.waitForAck();
    const cancelled = await waitForResult(second);
    expect(cardText(cancelled)).toContain(CANCELLED);
    expectCancelled(cancelled);
    expect(cancelled.attachments).toEqual([]);
    await waitForPosition(third, 1);

    env.imageApi.setTaskFate(first.taskId, 'complete');
    expect(titleOf(await waitForResult(first.run))).toBe('✅ Image ready');
    expect(titleOf(await waitForResult(third))).toBe('✅ Image ready');
    expect(env.imageApi.stats.submissions).toBe(2);
    expect(env.imageApi.balanceOf('alice')).toBe(99);
    expect(await env.app.context.jobs.activeCount(env.user.id)).toBe(0);
  });

  it('lets only the requester or Manage Messages cancel', async () => {
    await blocking();
    const second = await runImagine(env, { prompt: 'second' });
    await waitForPosition(second, 1);
    const refused = await (
      await second.clickButton({ label: CANCEL }, { user: bob })
    ).waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(
      'Only the member who asked, or members with the **Manage Messages**',
    );
    expect(second.original()?.buttons.map((b) => b.label)).toEqual([CANCEL]);
    const mod = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageMessages'],
    });
    await (await second.clickButton({ label: CANCEL }, { user: mod })).waitForAck();
    const byMod = await waitForResult(second);
    expect(cardText(byMod)).toContain(CANCELLED);
    expectCancelled(byMod);
  });

  it('stops waiting for a submitted one, saying its credit may already be spent', async () => {
    const first = await blocking();
    const shown = await first.run.waitForOriginal((m) => titleOf(m) === '🎨 Generating');
    expect(shown.buttons.map((b) => b.label)).toEqual([STOP]);
    const click = await first.run.clickButton({ label: STOP });
    const notice = await click.waitForReply();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toContain('its credit may already be spent');
    const ended = await waitForResult(first.run);
    expect(cardText(ended)).toContain('The bot stopped waiting for it.');
    expectCancelled(ended, '⏹️ Stopped waiting');
    expect(await env.app.context.jobs.activeCount(env.user.id)).toBe(0);
    const next = await runImagine(env, { prompt: 'next' });
    expect(titleOf(await waitForResult(next))).toBe('✅ Image ready');
    // Run again runs the stopped generation again, with the same options.
    await (await first.run.clickButton({ label: '🔁 Run again' })).waitForAck();
    await eventually(async () => env.imageApi.stats.submissions === 3);
  });

  it('keeps Cancel working after a restart', async () => {
    const first = await blocking();
    const second = await runImagine(env, { prompt: 'second' });
    await waitForPosition(second, 1);
    await env.restartBot();
    await (await second.clickButton({ label: CANCEL })).waitForAck();
    expect(cardText(await waitForResult(second))).toContain(CANCELLED);
    env.imageApi.setTaskFate(first.taskId, 'complete');
    await waitForResult(first.run);
    expect(env.imageApi.stats.submissions).toBe(1);
  });
});

describe('Cancel on the server key', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it("gives back the member's daily use of the server key", async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } }, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 5 });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const first = await runImagine(env, { prompt: 'first' });
    const taskId = await taskIdOf(env, first);
    const second = await runImagine(env, { prompt: 'second' });
    await waitForPosition(second, 1);
    const usage = env.app.context.stores.usage;
    expect(await usage.used(env.guild.id, env.user.id)).toBe(2);
    await (await second.clickButton({ label: CANCEL })).waitForAck();
    await waitForResult(second);
    await eventually(async () => (await usage.used(env.guild.id, env.user.id)) === 1);
    env.imageApi.setTaskFate(taskId, 'complete');
    await waitForResult(first);
  });
});

describe('Cancel in a set of images', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('takes out the images still queued and leaves the running one', async () => {
    env = await startImagineEnv({
      env: { GUILD_MAX_ACTIVE_JOBS: '1', MAX_ACTIVE_PER_MEMBER: '4' },
    });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'three foxes', count: 3 });
    const taskId = await taskIdOf(env, run);
    const queued = await waitForPosition(run, 2);
    expect(queued.buttons.map((b) => b.label)).toEqual([CANCEL]);
    await (await run.clickButton({ label: CANCEL })).waitForAck();
    const stopping = await run.waitForOriginal((m) => m.buttons.some((b) => b.label === STOP));
    expect(cardText(stopping)).toContain('**2.** ✖️ Cancelled');
    env.imageApi.setTaskFate(taskId, 'complete');
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('⚠️ 1 of 3 images ready');
    expect(result.attachments).toHaveLength(1);
    expect(cardText(result)).toContain(`**2.** ✖️ ${CANCELLED}`);
    expect(cardText(result)).toContain(`**3.** ✖️ ${CANCELLED}`);
    expect(cardText(result)).toContain('to run a cancelled image again');
    expect(result.selects[0]?.options.map((o) => o.label)).toEqual([
      '🎲 Re-roll image 1',
      '🎛️ Remix image 1',
      '🔁 Run image 2 again',
      '🔁 Run image 3 again',
    ]);
    expect(env.imageApi.stats.submissions).toBe(1);
    expect(env.imageApi.balanceOf('alice')).toBe(99);
  });
});

describe('Cancel and Stop waiting on a private reply whose generation already started', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  /** Every version the private reply showed: none is an error drawn into it. */
  const neverAnError = (reply: MessageView) => {
    for (const version of [...reply.history, reply]) {
      expect(version.content ?? '').not.toContain('⚠️');
      expect(version.texts.length).toBeGreaterThan(0);
    }
  };

  const privateEnv = async (env_: Record<string, string> = {}) => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1', ...env_ } });
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { visibility: 'private' },
    );
  };

  it('Stop waiting answers privately and the private reply ends as stopped', async () => {
    await privateEnv();
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a secret fox' });
    await taskIdOf(env, run);
    const shown = await run.waitForOriginal((m) => m.buttons.some((b) => b.label === STOP));
    expect(shown.ephemeral).toBe(true);
    const click = await run.clickButton({ label: STOP });
    const notice = await click.waitForReply();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toContain('its credit may already be spent');
    const ended = await waitForResult(run);
    expect(ended.ephemeral).toBe(true);
    expect(cardText(ended)).toContain('The bot stopped waiting for it.');
    neverAnError(ended);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toEqual([]);
  });

  it('a Cancel pressed once the generation left the queue answers privately, the reply untouched', async () => {
    // Stage edits wait this long after the last one: the private reply still shows Cancel while
    // its generation is already at the image service.
    await privateEnv({ EDIT_INTERVAL_MS: '2000' });
    env.imageApi.setFaults({ hangNextTasks: 2 });
    const bob = await addMember(env, 'bob');
    const blocker = await runImagine(env, { prompt: 'first' }, { user: bob });
    const blockerTask = await taskIdOf(env, blocker);
    const run = await runImagine(env, { prompt: 'a secret fox' });
    const queued = await waitForPosition(run, 1);
    expect(queued.ephemeral).toBe(true);
    env.imageApi.setTaskFate(blockerTask, 'complete');
    await taskIdOf(env, run);
    expect(run.original()?.buttons.map((b) => b.label)).toEqual([CANCEL]);
    const click = await run.clickButton({ label: CANCEL });
    const answer = await click.waitForReply();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('It already left the queue');
    expect(answer.id).not.toBe(run.original()?.id);
    const stop = await run.waitForOriginal((m) => m.buttons.some((b) => b.label === STOP), {
      timeout: 8_000,
    });
    neverAnError(stop);
    await (await run.clickButton({ label: STOP })).waitForReply();
    neverAnError(await waitForResult(run));
    expect(env.imageApi.balanceOf('alice')).toBe(99);
  });
});

describe('queue positions after a Cancel', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('answers a generation that will wait in the queue with its place and Cancel at once', async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const first = await runImagine(env, { prompt: 'first' });
    const taskId = await taskIdOf(env, first);
    const second = await runImagine(env, { prompt: 'second' });
    const opening = (await second.waitForReply()).history[0];
    expect(cardText(opening)).toContain('Position **1** in the queue.');
    expect(opening?.buttons.map((b) => b.label)).toEqual([CANCEL]);
    const firstOpening = first.original()?.history[0];
    expect(firstOpening?.buttons.map((b) => b.label)).toEqual([STOP]);
    env.imageApi.setTaskFate(taskId, 'complete');
    await waitForResult(second);
  });

  it('shows the generation behind its new place at once, not after the progress spacing', async () => {
    // Progress within a stage waits a minute here: only a new stage can show the new place.
    env = await startImagineEnv({
      env: {
        GUILD_MAX_ACTIVE_JOBS: '1',
        EDIT_INTERVAL_MS: '0',
        PROGRESS_EDIT_INTERVAL_MS: '60000',
      },
    });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const first = await runImagine(env, { prompt: 'first' });
    const taskId = await taskIdOf(env, first);
    const second = await runImagine(env, { prompt: 'second' });
    await waitForPosition(second, 1);
    const third = await runImagine(env, { prompt: 'third' });
    await waitForPosition(third, 2);
    await (await second.clickButton({ label: CANCEL })).waitForAck();
    await waitForPosition(third, 1);
    env.imageApi.setTaskFate(taskId, 'complete');
    await waitForResult(third);
  });
});
