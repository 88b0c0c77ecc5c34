import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import queue from '../../../commands/queue.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  cardText,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';

const CANCELLED = 'Cancelled before it was sent to the image service; nothing was charged.';

describe('/queue', () => {
  let env: BotEnv;
  let bob: UserRef;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    await deployCommands({
      body: [queue.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    bob = await addMember(env, 'bob');
    mod = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageMessages'],
    });
  });
  afterEach(async () => {
    await env.close();
  });

  const runQueue = (user: UserRef) =>
    env.discord.runCommand({ channel: env.channel, user, name: 'queue' });

  /** Alice's first generation running, then bob's and alice's second waiting. */
  const busy = async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const first = await runImagine(env, { prompt: 'first', size: 'portrait' });
    const taskId = await taskIdOf(env, first);
    const bobs = await runImagine(env, { prompt: 'bob’s', workflow: 'anime' }, { user: bob });
    await waitForPosition(bobs, 1);
    const second = await runImagine(env, { prompt: 'second' });
    await waitForPosition(second, 2);
    // The reply shows its place as it is answered; the job joins the queue right after.
    await vi.waitFor(() => expect(env.app.context.jobs.queueLength(env.guild.id)).toBe(2));
    return { first, taskId, bobs, second };
  };

  it("lists the server's generations privately, the member's own marked, pinging no one", async () => {
    const { first, taskId, bobs, second } = await busy();
    const list = await (await runQueue(env.user)).waitForReply();
    expect(list.ephemeral).toBe(true);
    expect(titleOf(list)).toBe("🕒 This server's generations");
    const text = list.embeds[0]?.description ?? '';
    expect(text).toContain('**Running** (1)');
    expect(text).toMatch(
      new RegExp(`▶️ <@${env.user.id}> · default · 832×1216 · running for \\d+:\\d\\d ⬅️ yours`),
    );
    expect(text).toContain('**In the queue** (2)');
    expect(text).toMatch(
      new RegExp(`\\*\\*1\\.\\*\\* <@${bob.id}> · anime · 512×512 · waiting for`),
    );
    expect(text).toMatch(new RegExp(`\\*\\*2\\.\\*\\* <@${env.user.id}> · default .* ⬅️ yours`));
    expect(list.mentions).toEqual([]);
    expect(list.allowedMentions?.parse ?? []).toEqual([]);
    expect(list.components).toEqual([]);

    env.imageApi.setTaskFate(taskId, 'complete');
    for (const run of [first, bobs, second]) await waitForResult(run);
  });

  it('lets a member with Manage Messages take a queued generation out from it', async () => {
    const { first, taskId, bobs, second } = await busy();
    const run = await runQueue(mod);
    const list = await run.waitForReply();
    expect(list.components).toHaveLength(1);
    const picked = await env.discord.selectMenu({
      message: list,
      customId: 'queue:cancel',
      values: [bobs.id],
      user: mod,
    });
    await picked.waitForAck();
    expect(cardText(await waitForResult(bobs))).toContain(CANCELLED);
    await waitForPosition(second, 1);
    const updated = await run.waitForOriginal((m) =>
      (m.embeds[0]?.description ?? '').includes('**In the queue** (1)'),
    );
    expect(updated.embeds[0]?.description).not.toContain(`<@${bob.id}>`);

    env.imageApi.setTaskFate(taskId, 'complete');
    expect(titleOf(await waitForResult(first))).toBe('✅ Image ready');
    expect(titleOf(await waitForResult(second))).toBe('✅ Image ready');
    expect(env.imageApi.balanceOf('bob')).toBe(10);
    expect(env.imageApi.stats.submissions).toBe(2);
  });

  it('says when nothing is queued, and keeps listing after a restart', async () => {
    const empty = await (await runQueue(env.user)).waitForReply();
    expect(empty.embeds[0]?.description).toBe(
      'Nothing is queued or running in this server right now.',
    );
    const { taskId, bobs, second } = await busy();
    await env.restartBot();
    const list = await (await runQueue(mod)).waitForReply();
    expect(list.embeds[0]?.description).toContain('**In the queue** (2)');
    env.imageApi.setTaskFate(taskId, 'complete');
    for (const run of [bobs, second]) await waitForResult(run);
  });
});
