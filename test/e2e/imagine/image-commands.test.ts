import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import describeThisImage from '../../../commands/describe-this-image.js';
import editThisImage from '../../../commands/edit-this-image.js';
import imagine from '../../../commands/imagine.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { startComfyEnv } from '../comfyui/comfy-kit.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from '../openai-images/openai-kit.js';
import {
  cardText,
  digest,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

/** Registers the image commands (and `/imagine`) in the env's guild. */
async function registerImageCommands(env: BotEnv) {
  await deployCommands({
    body: [imagine.data, editThisImage.data, describeThisImage.data, describeCommand.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
}

/** A 640×480 PNG, as a member would attach it. */
const photo = () =>
  renderImage({ width: 640, height: 480, prompt: 'a photo of a harbour', seed: 7 });

/** Bob's message with a text file and a harbour photo, and "Edit this image" on it by alice, submitted. */
async function editThisImageOn(env: BotEnv, bytes: Uint8Array, change: string) {
  await registerImageCommands(env);
  const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
  const line = env.discord.postMessage({
    channel: env.channel,
    user: bob,
    content: 'my harbour',
    files: [
      { name: 'notes.txt', data: 'not an image', contentType: 'text/plain' },
      { name: 'harbour.png', data: bytes, contentType: 'image/png' },
    ],
  });
  const run = await env.discord.runMessageCommand({
    message: line,
    user: env.user,
    name: 'Edit this image',
  });
  const modal = await run.waitForModal();
  expect(modal.title).toBe('🖌️ Edit the image');
  const submit = await run.submitModal({ change });
  const result = await waitForResult(submit, 30_000);
  expect(titleOf(result)).toBe('✅ Image ready');
  expect(cardText(result)).toMatch(/✏️ Edited (with words )?from harbour\.png/);
  return { submit, result };
}

/** The private answer of `run` (its reply, or the follow-up after a public deferral). */
async function privateAnswer(run: InteractionRun): Promise<string> {
  const { ephemeral } = await run.waitForAck();
  const answer = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
  expect(answer.ephemeral).toBe(true);
  return answer.content;
}

describe('"Edit this image" and "Describe this image" (message commands)', () => {
  let env: BotEnv | HordeEnv;
  afterEach(() => env?.close());

  it('are offered in servers and in user installs, in every context', () => {
    for (const command of [editThisImage, describeThisImage]) {
      expect(command.data).toMatchObject({
        type: 3,
        integration_types: [0, 1],
        contexts: [0, 1, 2],
      });
    }
    expect(describeCommand.data).toMatchObject({ integration_types: [0, 1], contexts: [0, 1, 2] });
  });

  it("Edit this image asks what to change, then edits the message's first image on the Horde", async () => {
    const hordeEnv = await startHordeEnv();
    env = hordeEnv;
    const bytes = await photo();
    const { submit } = await editThisImageOn(env, bytes, 'the harbour under snow');
    const sent = hordeEnv.horde.request(await taskIdOf(env, submit));
    expect(sent?.source).toMatchObject({ digest: digest(bytes), width: 640, height: 480 });
    expect(String(sent?.body.prompt)).toMatch(/^the harbour under snow/);
    expect(hordeEnv.horde.stats.violations).toEqual([]);
  });

  it("Edit this image on ComfyUI uploads the message's image and runs the shipped edit workflow on it with what to change", async () => {
    const comfyEnv = await startComfyEnv({
      workflows: Object.fromEntries(
        ['sd15', 'sd15-img2img'].map((name) => [
          name,
          JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
        ]),
      ),
    });
    env = comfyEnv;
    const bytes = await photo();
    const { submit } = await editThisImageOn(env, bytes, 'the harbour under snow');
    type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    const graph = comfyEnv.comfy.history(await taskIdOf(env, submit))?.prompt[2] as Graph;
    const of = (classType: string) =>
      Object.values(graph).find((node) => node.class_type === classType)?.inputs ?? {};
    expect(graph['9']?.inputs.filename_prefix).toBe('imagine-bot-edit');
    const loaded = String(of('LoadImage').image);
    const file = loaded.slice('imagine-bot/'.length, -' [temp]'.length);
    expect(digest(comfyEnv.comfy.file('temp', 'imagine-bot', file))).toBe(digest(bytes));
    expect(String(of('CLIPTextEncode').text)).toMatch(/^the harbour under snow/);
    expect(of('KSampler')).toMatchObject({ denoise: 0.6 });
    expect(comfyEnv.comfy.stats.violations).toEqual([]);
  });

  it("Edit this image on an OpenAI-compatible provider sends the message's image to /images/edits with what to change", async () => {
    const openAiEnv: OpenAiEnv = await startOpenAiEnv();
    env = openAiEnv;
    const bytes = await photo();
    await editThisImageOn(env, bytes, 'the harbour under snow');
    expect(openAiEnv.openai.edits()).toHaveLength(1);
    expect(openAiEnv.openai.edits()[0]).toMatchObject({
      model: 'gpt-image-1',
      prompt: expect.stringMatching(/^the harbour under snow/),
      inputs: [{ type: 'image/png', sha256: digest(bytes), width: 640, height: 480 }],
      inputFidelity: undefined,
    });
    expect(openAiEnv.openai.stats.requests.images_edits).toBe(1);
    expect(openAiEnv.openai.stats.requests.images_generations ?? 0).toBe(0);
    expect(openAiEnv.openai.stats.violations).toEqual([]);
  });

  it("/describe and Describe this image answer privately with the Horde's caption and Imagine this, which opens the form with it", async () => {
    const hordeEnv = await startHordeEnv();
    env = hordeEnv;
    await registerImageCommands(env);
    const bytes = await photo();
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'describe',
      attachments: { image: { name: 'harbour.png', data: bytes, contentType: 'image/png' } },
    });
    const answer = await run.waitForOriginal((m) => !m.loading && m.buttons.length > 0, {
      timeout: 30_000,
    });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('📝 What the image shows');
    const ids = hordeEnv.horde.stats.interrogations;
    expect(ids).toBe(1);
    expect(hordeEnv.horde.stats.submissions).toBe(0);
    const caption = /^>>> (.+)$/m.exec(answer.content)?.[1] ?? '';
    expect(caption.length).toBeGreaterThan(0);
    const imagineThis = await env.discord.clickButton({
      message: answer,
      label: '🎨 Imagine this',
      user: env.user,
    });
    const modal = await imagineThis.waitForModal();
    expect(modal.fields[0]?.value).toBe(caption.replaceAll('\\', ''));
    const submit = await imagineThis.submitModal({});
    expect(titleOf(await waitForResult(submit, 30_000))).toBe('✅ Image ready');
    expect(hordeEnv.horde.stats.submissions).toBe(1);

    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const forgedClick = await env.discord.forgeComponent({
      message: answer.id,
      customId: `describe:imagine:${run.id}`,
      user: bob,
    });
    expect((await forgedClick.waitForReply()).content).toMatch(/another member|does not belong/);

    const line = env.discord.postMessage({
      channel: env.channel,
      user: bob,
      content: 'look',
      files: [{ name: 'h.png', data: bytes, contentType: 'image/png' }],
    });
    const menu = await env.discord.runMessageCommand({
      message: line,
      user: env.user,
      name: 'Describe this image',
    });
    const described = await menu.waitForOriginal((m) => !m.loading && m.buttons.length > 0, {
      timeout: 30_000,
    });
    expect(described.ephemeral).toBe(true);
    expect(hordeEnv.horde.stats.interrogations).toBe(2);
  });

  it('answers privately on a message without an image, and where the backend takes none; nothing sent', async () => {
    const hordeEnv = await startHordeEnv();
    env = hordeEnv;
    await registerImageCommands(env);
    const plain = env.discord.postMessage({ channel: env.channel, user: env.user, content: 'hi' });
    for (const name of ['Edit this image', 'Describe this image']) {
      const run = await env.discord.runMessageCommand({ message: plain, user: env.user, name });
      expect(await privateAnswer(run)).toContain('That message has no image to use');
    }
    expect(hordeEnv.horde.stats.submissions).toBe(0);
    expect(hordeEnv.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
  });

  it('on the image service, where an earlier BACKENDS left them registered: Edit and Describe are refused privately, nothing sent', async () => {
    env = await startImagineEnv();
    await registerImageCommands(env);
    const line = env.discord.postMessage({
      channel: env.channel,
      user: env.user,
      content: 'look',
      files: [{ name: 'harbour.png', data: await photo(), contentType: 'image/png' }],
    });
    for (const name of ['Edit this image', 'Describe this image']) {
      const run = await env.discord.runMessageCommand({ message: line, user: env.user, name });
      expect(await privateAnswer(run)).toContain("doesn't do that with an image");
    }
    const described = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'describe',
      attachments: { image: { name: 'h.png', data: await photo(), contentType: 'image/png' } },
    });
    expect(await privateAnswer(described)).toContain("doesn't do that with an image");
    expect(env.imageApi.stats.submissions).toBe(0);
  });
});
