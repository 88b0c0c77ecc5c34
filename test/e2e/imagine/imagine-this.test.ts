import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import imagineThis from '../../../commands/imagine-this.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { refusal } from '../settings/prefs-kit.js';
import { startImagineEnv, titleOf, waitForResult } from './imagine-kit.js';

describe('"Imagine this": a chat line into an image', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv();
    await deployCommands({
      body: [imagine.data, imagineThis.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    bob = env.discord.createUser({ username: 'bob', guild: env.guild });
  });
  afterEach(async () => {
    await env.close();
  });

  const useOn = (content: string) => {
    const line = env.discord.postMessage({ channel: env.channel, user: bob, content });
    return env.discord.runMessageCommand({ message: line, user: env.user, name: 'Imagine this' });
  };

  it("opens the /imagine form with the message's text, and runs what the member submits", async () => {
    const text = 'a lighthouse at dawn, @everyone look <@123456789012345678>';
    const run = await useOn(text);
    const modal = await run.waitForModal();
    expect(modal.title).toBe('🎨 Imagine this');
    expect(modal.fields.map((f) => f.customId)).toEqual([
      'prompt',
      'workflow',
      'negative',
      'size',
      'steps',
    ]);
    expect(modal.fields[0]?.value).toBe(text);
    const submit = await run.submitModal({
      prompt: `${text}, oil painting`,
      workflow: ['anime'],
      size: 'portrait',
    });
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    expect(result.mentions).toEqual([]);
    expect(result.embeds[0]?.description).toContain('\\<@123456789012345678>');
    const job = await env.app.context.jobs.get(submit.id);
    expect(job?.userId).toBe(env.user.id);
    expect(job?.request).toMatchObject({
      prompt: `${text}, oil painting`,
      workflow: 'anime',
      width: 832,
      height: 1216,
    });
    expect(env.imageApi.balanceOf('alice')).toBe(99);
  });

  it("fills in the member's /settings defaults, as /imagine does", async () => {
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { steps: 9 },
    );
    const run = await useOn('a quiet harbour');
    await run.waitForModal();
    const submit = await run.submitModal({});
    await waitForResult(submit);
    const job = await env.app.context.jobs.get(submit.id);
    expect(job?.request).toMatchObject({ prompt: 'a quiet harbour', steps: 9 });
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it('says so when the message has no text, and submits a form opened before a restart', async () => {
    const empty = await refusal(env, await useOn('   '));
    expect(empty).toContain('That message has no text to turn into an image.');
    const run = await useOn('a red kite');
    await run.waitForModal();
    await env.restartBot();
    const result = await waitForResult(await run.submitModal({ steps: '7' }));
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(env.imageApi.stats.submissions).toBe(1);
  });
});
