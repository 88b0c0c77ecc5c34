import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InteractionRun, MessageView, UserRef } from '../../../sandbox/discord/index.js';
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
import { everything, GONE, optionsOf, registerQueue } from './queue-kit.js';

describe("/queue and a member's private generation", () => {
  let env: BotEnv;
  let bob: UserRef;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } });
    await registerQueue(env);
    bob = await addMember(env, 'bob');
    mod = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageMessages'],
    });
    // Alice's replies are private: only she sees them.
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { visibility: 'private' },
    );
  });
  afterEach(async () => {
    await env.close();
  });

  const runQueue = (user: UserRef) =>
    env.discord.runCommand({ channel: env.channel, user, name: 'queue' });

  /** Bob's first generation running, then alice's private one and bob's second waiting. */
  const busy = async () => {
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const bobsFirst = await runImagine(env, { prompt: 'a lighthouse' }, { user: bob });
    const taskId = await taskIdOf(env, bobsFirst);
    const secret = await runImagine(env, { prompt: 'a secret fox', workflow: 'anime' });
    expect((await waitForPosition(secret, 1)).ephemeral).toBe(true);
    const bobsSecond = await runImagine(env, { prompt: 'a harbour at dusk' }, { user: bob });
    await waitForPosition(bobsSecond, 2);
    // The reply shows its place as it is answered; the job joins the queue right after.
    await vi.waitFor(() => expect(env.app.context.jobs.queueLength(env.guild.id)).toBe(2));
    return { taskId, runs: [bobsFirst, secret, bobsSecond], secret, bobsSecond };
  };

  const finish = async (taskId: string, runs: InteractionRun[]) => {
    env.imageApi.setTaskFate(taskId, 'complete');
    for (const run of runs) await waitForResult(run);
  };

  it('shows a moderator its place as a private generation, never its prompt or id, and does not offer it', async () => {
    const { taskId, runs, secret, bobsSecond } = await busy();
    const list = await (await runQueue(mod)).waitForReply();
    const text = list.embeds[0]?.description ?? '';
    expect(text).toContain('**In the queue** (2)');
    expect(text).toMatch(/\*\*1\.\*\* 🔒 A private generation · waiting for \d+:\d\d/);
    expect(text).toMatch(new RegExp(`\\*\\*2\\.\\*\\* <@${bob.id}> · default · 512×512`));
    expect(optionsOf(list).map((option) => option.value)).toEqual([bobsSecond.id]);
    expect(optionsOf(list)[0]?.description).toBe('a harbour at dusk');
    const hidesTheSecret = (message: MessageView) => {
      const shown = everything(message);
      expect(shown).not.toContain(secret.id);
      expect(shown).not.toContain('secret fox');
      expect(shown).not.toContain('anime');
      expect(shown).not.toContain(env.user.id);
    };
    hidesTheSecret(list);
    // The reply's privacy is kept with its job, so a restarted bot hides it just the same.
    await env.restartBot();
    const again = await (await runQueue(mod)).waitForReply();
    expect(again.embeds[0]?.description).toMatch(/\*\*1\.\*\* 🔒 A private generation/);
    hidesTheSecret(again);
    await finish(taskId, runs);
  });

  it('shows the member their own private generation as usual', async () => {
    const { taskId, runs } = await busy();
    const list = await (await runQueue(env.user)).waitForReply();
    expect(list.embeds[0]?.description).toMatch(
      new RegExp(`\\*\\*1\\.\\*\\* <@${env.user.id}> · anime · 512×512 · waiting for .* ⬅️ yours`),
    );
    expect(list.embeds[0]?.description).not.toContain('private generation');
    await finish(taskId, runs);
  });

  it("refuses a moderator's forged choice of the private generation, which stays queued", async () => {
    const { taskId, runs, secret } = await busy();
    const run = await runQueue(mod);
    const list = await run.waitForReply();
    const forged = await env.discord.selectMenu({
      message: list,
      customId: 'queue:cancel',
      values: [secret.id],
      user: mod,
    });
    const refusal = await forged.waitForFollowUp();
    expect(refusal).toMatchObject({ ephemeral: true, content: GONE });
    expect(everything(run.original() as MessageView)).not.toContain('secret fox');
    expect((await env.app.context.jobs.get(secret.id))?.state).toBe('waiting');
    expect(cardText(secret.original())).toContain('Position **1** in the queue.');
    await finish(taskId, runs);
    expect(titleOf(await waitForResult(secret))).toBe('✅ Image ready');
  });
});
