import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import describeThisImage from '../../../commands/describe-this-image.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe("a card's Upscale and /describe on a Stable Diffusion WebUI, through discord.js", () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

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
