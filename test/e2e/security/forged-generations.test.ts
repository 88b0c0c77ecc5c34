import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  runImagine,
  startImagineEnv,
  taskIdOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { answerOf, forged, NOT_HERE, NOT_YOURS, snapshotOf } from './forged-kit.js';

const CANCEL_REFUSED = 'Only the member who asked, or members with the **Manage Messages**';

/**
 * A member with a modified client sends the buttons of `/imagine` with ids of their own making:
 * each is refused, privately, and nothing of the victim's generation changes or is charged.
 */
describe('forged generation buttons', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    bob = await addMember(env, 'bob');
  });
  afterEach(async () => {
    await env.close();
  });

  /** Alice's generation holding the server's only slot, and her second one queued behind it. */
  const aliceRunningAndQueued = async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const running = await runImagine(env, { prompt: 'first' });
    const taskId = await taskIdOf(env, running);
    const queued = await runImagine(env, { prompt: 'second' });
    await waitForPosition(queued, 1);
    return { running, taskId, queued };
  };

  const stateOf = async (run: InteractionRun) => (await env.app.context.jobs.get(run.id))?.state;

  it('ignores a member id written into Cancel, Stop waiting and Delete', async () => {
    const { running, taskId, queued } = await aliceRunningAndQueued();
    const queuedBefore = snapshotOf(queued.original());
    const cancel = await forged(env, {
      message: queued.original()?.id ?? '',
      customId: `imagine:cancel:${queued.id}:${bob.id}`,
      user: bob,
    });
    expect(cancel).toContain(CANCEL_REFUSED);
    const stop = await forged(env, {
      message: running.original()?.id ?? '',
      customId: `imagine:stop:${running.id}:${bob.id}`,
      user: bob,
    });
    expect(stop).toContain(CANCEL_REFUSED);
    expect(await stateOf(queued)).toBe('waiting');
    expect(await stateOf(running)).not.toMatch(/completed|failed|timed_out/);
    expect(snapshotOf(queued.original())).toBe(queuedBefore);

    env.imageApi.setTaskFate(taskId, 'complete');
    const done = await waitForResult(running);
    await waitForResult(queued);
    const deleted = await forged(env, {
      message: done.id,
      customId: `imagine:delete:${running.id}:${bob.id}`,
      user: bob,
    });
    expect(deleted).toContain('Manage Messages');
    expect(running.original()?.deleted).toBe(false);
    expect(env.imageApi.balanceOf('bob')).toBe(10);
  });

  it('refuses a Cancel or Stop waiting of server A sent from server B or from a DM', async () => {
    const { running, queued } = await aliceRunningAndQueued();
    const elsewhere = env.discord.createGuild({ name: 'B', owner: bob });
    const channel = env.discord.createChannel({ guild: elsewhere, name: 'b' });
    const bobsMessage = env.discord.postMessage({ channel, user: bob, content: 'hi' });
    expect(
      await forged(env, {
        message: bobsMessage.id,
        customId: `imagine:cancel:${queued.id}`,
        user: bob,
      }),
    ).toContain(NOT_HERE);
    const dm = env.discord.openDm(bob);
    const dmMessage = env.discord.postMessage({ channel: dm, user: bob, content: 'hi' });
    expect(
      await forged(env, {
        message: dmMessage.id,
        customId: `imagine:stop:${running.id}`,
        user: bob,
      }),
    ).toContain(NOT_HERE);
    expect(await stateOf(queued)).toBe('waiting');
    expect(await stateOf(running)).not.toMatch(/completed|failed|timed_out/);
  });

  it('refuses a Cancel of one reply pressed on another reply of the same channel', async () => {
    const { queued } = await aliceRunningAndQueued();
    const bobs = await runImagine(env, { prompt: 'bobs' }, { user: bob });
    await waitForPosition(bobs, 2);
    expect(
      await forged(env, {
        message: bobs.original()?.id ?? '',
        customId: `imagine:cancel:${queued.id}`,
        user: bob,
      }),
    ).toContain(NOT_HERE);
    expect(await stateOf(queued)).toBe('waiting');
  });
});

describe('forged buttons of a private generation', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv();
    bob = await addMember(env, 'bob');
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { visibility: 'private' },
    );
  });
  afterEach(async () => {
    await env.close();
  });

  it('shows neither its prompt nor its options to another member, and runs nothing for them', async () => {
    const secret = await runImagine(env, { prompt: 'a secret garden' });
    const result = await waitForResult(secret);
    expect(result.ephemeral).toBe(true);
    const bobs = await waitForResult(await runImagine(env, { prompt: 'mine' }, { user: bob }));
    const submissions = env.imageApi.stats.submissions;

    // Each button, and the image select of a set (its values name a place in the stored reply).
    const forgeries = [
      ...['details', 'remix', 'reroll', 'rerollall', 'retry'].map((action) => ({
        customId: `imagine:${action}:${secret.id}`,
      })),
      ...['reroll:1', 'remix:1', 'retry:1'].map((value) => ({
        customId: `imagine:image:${secret.id}`,
        values: [value],
      })),
    ];
    for (const forgery of forgeries) {
      const onHisOwn = await forged(env, { message: bobs.id, ...forgery, user: bob });
      expect(onHisOwn).toContain(NOT_HERE);
      const onHers = await forged(env, { message: result.id, ...forgery, user: bob });
      expect(onHers).toContain(NOT_YOURS);
      expect(onHers).not.toContain('secret garden');
    }
    const form = await env.discord.submitModal({
      customId: `imagine:remixed:${secret.id}`,
      values: { prompt: 'stolen' },
      user: bob,
      channel: env.channel,
    });
    expect(await answerOf(form)).toContain(NOT_YOURS);
    expect(env.imageApi.stats.submissions).toBe(submissions);
    expect(env.imageApi.balanceOf('bob')).toBe(9);
    const visible = env.discord.messages(env.channel).filter((m) => !m.ephemeral);
    expect(visible.map((m) => m.id)).toEqual([bobs.id]);
  });

  it('still lets its member open Details of it', async () => {
    const secret = await runImagine(env, { prompt: 'a secret garden' });
    await waitForResult(secret);
    const details = await (await secret.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(details.ephemeral).toBe(true);
    expect(JSON.stringify(details.embeds)).toContain('a secret garden');
  });
});
