import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  fieldsOf,
  linkKey,
  runImagine,
  startImagineEnv,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

const REFUSED_DELETE =
  '⚠️ Only members with the **Manage Messages** permission can delete an image someone else asked for.';

describe('/imagine result buttons', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv();
    bob = await addMember(env, 'bob', { linked: false });
  });
  afterEach(async () => {
    await env.close();
  });

  const finished = async () => {
    const run = await runImagine(env, { prompt: 'a tiny robot', seed: 1234, steps: 8 });
    await waitForResult(run);
    return run;
  };

  it('lets the requester delete their image', async () => {
    const run = await finished();
    const click = await run.clickButton({ label: '🗑️ Delete' });
    await click.waitForAck();
    await env.discord.waitFor(() => run.original()?.deleted);
    expect(env.discord.messages(env.channel)).toEqual([]);
  });

  it('refuses Delete to another member, privately, and keeps the image', async () => {
    const run = await finished();
    const click = await run.clickButton({ label: '🗑️ Delete' }, { user: bob });
    const reply = await click.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(REFUSED_DELETE);
    expect(run.original()?.deleted).toBe(false);
  });

  it('lets a member with Manage Messages delete anyone’s image', async () => {
    const run = await finished();
    const mod = env.discord.createUser({
      username: 'mod',
      guild: env.guild,
      permissions: ['ManageMessages'],
    });
    const click = await run.clickButton({ label: '🗑️ Delete' }, { user: mod });
    await click.waitForAck();
    await env.discord.waitFor(() => run.original()?.deleted);
  });

  it('re-rolls for whoever clicks, on their key, with a new seed, as a new reply', async () => {
    const run = await finished();
    await linkKey(env, bob, 'bob');
    const click = await run.clickButton({ label: '🎲 Re-roll' }, { user: bob });
    const result = await waitForResult(click);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.id).not.toBe(run.original()?.id);
    expect(result.attachments).toHaveLength(1);
    const original = await env.app.context.jobs.get(run.id);
    const reroll = await env.app.context.jobs.get(click.id);
    expect(reroll?.userId).toBe(bob.id);
    expect(reroll?.keyRef).toEqual({ kind: 'user', userId: bob.id });
    expect(reroll?.request).toMatchObject({ prompt: 'a tiny robot', steps: 8 });
    expect(reroll?.request.seed).not.toBe(original?.request.seed);
    expect(fieldsOf(result)['Requested by']).toBe(`<@${bob.id}>`);
    expect(result.buttons.find((b) => b.label === '🗑️ Delete')?.customId).toBe(
      `imagine:delete:${click.id}`,
    );
    expect(env.imageApi.balanceOf('bob')).toBe(9);
    expect(env.imageApi.balanceOf('alice')).toBe(99);
  });

  it('tells a member without a key privately when they press Re-roll', async () => {
    const run = await finished();
    const click = await run.clickButton({ label: '🎲 Re-roll' }, { user: bob });
    const notice = await click.waitForReply();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toContain('You have no API key linked');
    expect(env.imageApi.stats.submissions).toBe(1);
    const everShown = env.discord.messages(env.channel, { includeDeleted: true });
    expect(everShown.filter((m) => !m.ephemeral)).toHaveLength(1);
  });

  it('shows every parameter privately to whoever presses Details', async () => {
    const run = await finished();
    const click = await run.clickButton({ label: 'ℹ️ Details' }, { user: bob });
    const details = await click.waitForReply();
    expect(details.ephemeral).toBe(true);
    expect(titleOf(details)).toBe('Generation parameters');
    expect(details.embeds[0]?.description).toContain('a tiny robot');
    expect(details.embeds[0]?.description).toContain('**Paid with** their own key');
    expect(fieldsOf(details)).toMatchObject({ Seed: '1234', Steps: '8', Workflow: 'default' });
    expect(details.mentions).toEqual([]);
  });

  it('keeps working after a restart: Details and Re-roll read the stored job', async () => {
    const run = await finished();
    await env.restartBot();
    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(fieldsOf(details)).toMatchObject({ Seed: '1234' });
    const reroll = await run.clickButton({ label: '🎲 Re-roll' });
    expect(titleOf(await waitForResult(reroll))).toBe('✅ Image ready');
  });
});
