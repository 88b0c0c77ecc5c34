import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import describeThisImage from '../../../commands/describe-this-image.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { digestOf, type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe("a card's Vary, Edit, Upscale and /describe on a Stable Diffusion WebUI, through discord.js", () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    const violations = env?.webui.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  it("Vary (subtle) and (strong) send img2img on the card's own image with its prompt, a new seed and their strengths", async () => {
    env = await startSdWebuiEnv();
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a red fox', seed: 42 }),
      30_000,
    );
    const shown = card.attachments[0];
    for (const [label, strength, said] of [
      ['🌱 Vary (subtle)', 0.35, 'subtle'],
      ['🌪️ Vary (strong)', 0.7, 'strong'],
    ] as const) {
      const before = env.webui.received().length;
      const vary = await env.discord.clickButton({ message: card, label, user: env.user });
      const result = await waitForResult(vary, 30_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(cardText(result)).toContain(`🔀 Varied (${said}) from ${shown?.filename}`);
      const [call] = env.webui.received().slice(before);
      expect(call?.route).toBe('img2img');
      expect(call?.source?.digest).toBe(digestOf(shown?.bytes));
      expect(call?.body).toMatchObject({ denoising_strength: strength });
      expect(String(call?.body.prompt)).toMatch(/^a red fox/);
      expect(call?.body.seed).not.toBe(42);
      expect((await env.app.context.jobs.get(vary.id))?.input?.action).toEqual({
        kind: 'vary',
        strength: said,
      });
    }
    expect(env.webui.stats.requests.img2img).toBe(2);
  });

  it('Edit asks what to change and sends it as the prompt of img2img on the card image, at the default strength', async () => {
    env = await startSdWebuiEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const shown = card.attachments[0];
    const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
    await click.waitForModal();
    const edit = await click.submitModal({ change: 'the same fox in snow' });
    const result = await waitForResult(edit, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain(`✏️ Edited from ${shown?.filename}`);
    const [call] = env.webui.received().filter((sent) => sent.route === 'img2img');
    expect(call?.source?.digest).toBe(digestOf(shown?.bytes));
    expect(String(call?.body.prompt)).toMatch(/^the same fox in snow/);
    expect(call?.body).toMatchObject({ denoising_strength: 0.75 });
    expect(env.webui.stats.requests.img2img).toBe(1);
  });

  it("Upscale ×2 sends the card's image to extra-single-image; the result is twice as large", async () => {
    env = await startSdWebuiEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    const shown = card.attachments[0]?.bytes ?? new Uint8Array();
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const before = imageSize(shown);
    const made = imageSize(result.attachments[0]?.bytes ?? new Uint8Array());
    expect([made.width, made.height]).toEqual([before.width * 2, before.height * 2]);
    expect(env.webui.stats.requests.extra_single_image).toBe(1);
    const [upscaled] = env.webui.received().filter((call) => call.route === 'extra-single-image');
    expect(upscaled?.source?.digest).toBe(digestOf(shown));
    expect(upscaled?.body).toMatchObject({ upscaling_resize: 2 });
    expect(env.webui.stats.requests.txt2img).toBe(1);
    expect(env.webui.stats.requests.img2img).toBe(0);
    expect((await env.app.context.jobs.get(run.id))?.input?.action).toEqual({
      kind: 'upscale',
      factor: 2,
    });
    expect(env.webui.stats.violations).toEqual([]);
  });

  it('/describe and Describe this image answer privately with the interrogate caption and Imagine this', async () => {
    env = await startSdWebuiEnv();
    await deployCommands({
      body: [describeCommand.data, describeThisImage.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const data = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'describe',
      attachments: { image: { name: 'harbour.png', data, contentType: 'image/png' } },
    });
    const answer = await run.waitForOriginal((m) => !m.loading && m.buttons.length > 0, {
      timeout: 30_000,
    });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('📝 What the image shows');
    expect(answer.content).toContain('a wide picture of a checkerboard pattern, digital art');
    expect(answer.buttons.map((button) => button.label)).toContain('🎨 Imagine this');
    expect(env.webui.stats.requests.interrogate).toBe(1);
    expect(env.webui.stats.requests.txt2img).toBe(0);
    const caption = /^>>> (.+)$/m.exec(answer.content)?.[1] ?? '';
    expect(caption).toContain('a wide picture of a checkerboard pattern');
    const imagineThis = await env.discord.clickButton({
      message: answer,
      label: '🎨 Imagine this',
      user: env.user,
    });
    expect((await imagineThis.waitForModal()).fields[0]?.value).toBe(caption.replaceAll('\\', ''));
    expect(titleOf(await waitForResult(await imagineThis.submitModal({}), 30_000))).toBe(
      '✅ Image ready',
    );
    expect(env.webui.stats.requests.txt2img).toBe(1);

    const line = env.discord.postMessage({
      channel: env.channel,
      user: env.user,
      content: 'look',
      files: [{ name: 'h.png', data, contentType: 'image/png' }],
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
    expect(described.content).toContain('a wide picture of a checkerboard pattern');
    expect(described.buttons.map((button) => button.label)).toContain('🎨 Imagine this');
    expect(env.webui.stats.requests.interrogate).toBe(2);
    expect(env.webui.stats.violations).toEqual([]);
  });
});
