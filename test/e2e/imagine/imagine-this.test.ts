import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import imagineThis from '../../../commands/imagine-this.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { refusal } from '../settings/prefs-kit.js';
import { cardText, fieldsOf, startImagineEnv, titleOf, waitForResult } from './imagine-kit.js';

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
    expect(modal.fields.map((f) => [f.customId, f.type])).toEqual([
      ['prompt', 4],
      ['style', 3],
      ['workflow', 3],
      ['size', 3],
      ['file', 19],
    ]);
    expect(modal.fields[0]?.value).toBe(text);
    const submit = await run.submitModal({
      prompt: `${text}, oil painting`,
      workflow: ['anime'],
      size: ['portrait'],
    });
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    expect(result.mentions).toEqual([]);
    expect(cardText(result)).toContain('\\<@123456789012345678>');
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

  it("applies the member's default style when the form picks none; a style picked wins", async () => {
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { style: 'pixel-art' },
    );
    const run = await useOn('a quiet harbour');
    await run.waitForModal();
    const submit = await run.submitModal({});
    await waitForResult(submit);
    const job = await env.app.context.jobs.get(submit.id);
    expect(job?.request).toMatchObject({
      prompt: 'pixel art of a quiet harbour, 16-bit, limited palette, crisp pixels',
    });
    const again = await useOn('a quiet harbour');
    await again.waitForModal();
    const picked = await again.submitModal({ style: ['photo'] });
    await waitForResult(picked);
    expect((await env.app.context.jobs.get(picked.id))?.request.prompt).toBe(
      'a quiet harbour, professional photograph, 35mm lens, natural light, sharp focus',
    );
  });

  it('says so when the message has no text, and submits a form opened before a restart', async () => {
    const empty = await refusal(env, await useOn('   '));
    expect(empty).toContain('That message has no text to turn into an image.');
    const run = await useOn('a red kite');
    await run.waitForModal();
    await env.restartBot();
    const result = await waitForResult(await run.submitModal({ size: ['square'] }));
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it("offers the server's styles to pick, and runs the prompt in the one picked", async () => {
    await env.app.context.stores.styles.put(env.guild.id, {
      name: 'Noir',
      template: 'a noir film still of {prompt}',
      negativePrompt: 'colour',
      options: { size: 'wide' },
      updatedBy: env.user.id,
      updatedAt: Date.now(),
    });
    const run = await useOn('a rainy street');
    const style = (await run.waitForModal()).fields.find((f) => f.customId === 'style');
    expect(style?.options?.map((o) => o.value)).toEqual([
      'photo',
      'anime',
      'oil-painting',
      'pixel-art',
      'cinematic',
      'Noir',
    ]);
    expect(style?.defaults).toEqual([]);
    const submit = await run.submitModal({ style: ['Noir'], workflow: ['z-image'] });
    await waitForResult(submit);
    expect((await env.app.context.jobs.get(submit.id))?.request).toMatchObject({
      prompt: 'a noir film still of a rainy street',
      negativePrompt: 'colour',
      workflow: 'z-image',
      width: 1344,
      height: 768,
    });
  });

  it('sends a workflow file uploaded in the form as /imagine sends its option', async () => {
    const graph = { '3': { class_type: 'KSampler', inputs: { seed: 5 } } };
    const run = await useOn('my graph');
    await run.waitForModal();
    const submit = await run.submitModal({
      file: [{ name: 'graph.json', data: JSON.stringify(graph), contentType: 'application/json' }],
    });
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(submit.id);
    expect(env.imageApi.task(job?.taskId ?? '')?.params.prompt).toEqual(graph);
    expect(cardText(result)).toContain('> my graph');
    expect(fieldsOf(result)['Workflow file']).toBe('graph.json');
  });

  it('refuses a forged choice privately, and runs nothing', async () => {
    const run = await useOn('a red kite');
    await run.waitForModal();
    const forged = async (values: Record<string, string[]>) =>
      refusal(env, await run.submitModal(values, { unchecked: true }));
    expect(await forged({ style: ['nope'] })).toContain('`style` must be one of');
    expect(await forged({ size: ['640×896'] })).toContain('`size` must be one of');
    expect(await forged({ workflow: ['../etc'] })).toContain('`workflow` must be one of');
    expect(env.imageApi.stats.submissions).toBe(0);
  });
});
