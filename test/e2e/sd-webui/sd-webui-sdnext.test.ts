import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** `/describe` of a 640×480 picture as alice: the private answer once it is no longer loading. */
async function runDescribe(env: SdWebuiEnv) {
  await deployCommands({
    body: [describeCommand.data],
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
  return run.waitForOriginal((m) => !m.loading, { timeout: 30_000 });
}

/** A card's Upscale ×2 pressed by alice: the card it ends with. */
async function upscaleOf(env: SdWebuiEnv) {
  const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
  const shown = imageSize(card.attachments[0]?.bytes ?? new Uint8Array());
  const run = await env.discord.clickButton({
    message: card,
    label: '🔍 Upscale ×2',
    user: env.user,
  });
  return { shown, result: await waitForResult(run, 30_000) };
}

describe("SD.Next's upscalers and describe, as its own code answers", { timeout: 90_000 }, () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('Upscale runs RealESRGAN 4x+, SD.Next’s name for the default R-ESRGAN 4x+, with no warning at start', async () => {
    env = await startSdWebuiEnv({ webui: { fork: 'sdnext' } });
    const { shown, result } = await upscaleOf(env);
    expect(titleOf(result)).toBe('✅ Image ready');
    const made = imageSize(result.attachments[0]?.bytes ?? new Uint8Array());
    expect([made.width, made.height]).toEqual([shown.width * 2, shown.height * 2]);
    const [call] = env.webui.received().filter((c) => c.route === 'extra-single-image');
    expect(call?.body).toMatchObject({ upscaler_1: 'RealESRGAN 4x+', upscaling_resize: 2 });
    expect(JSON.stringify(env.logs)).not.toContain('SD_WEBUI_UPSCALER');
    expect(env.webui.stats.violations).toEqual([]);
  });

  it('an upscaler removed since the bot read the list: the unscaled answer is not posted, the list is read again and the same factor’s next best one runs', async () => {
    env = await startSdWebuiEnv({ webui: { fork: 'sdnext' } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    const shown = imageSize(card.attachments[0]?.bytes ?? new Uint8Array());
    env.webui.removeUpscaler('RealESRGAN 4x+');
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).not.toMatch(/upscaler|RealESRGAN/i);
    const made = imageSize(result.attachments[0]?.bytes ?? new Uint8Array());
    expect([made.width, made.height]).toEqual([shown.width * 2, shown.height * 2]);
    const names = env.webui
      .received()
      .filter((c) => c.route === 'extra-single-image')
      .map((c) => c.body.upscaler_1);
    expect(names).toEqual(['RealESRGAN 4x+', 'RealESRGAN 2x+']);
  });

  for (const [name, fork, said] of [
    ['SD.Next', 'sdnext', 'CLIP error'],
    ['A1111', 'automatic1111', '<error>'],
  ] as const) {
    it(`${name}: CLIP failing inside a 200 answer is told as a describe that failed, nothing charged, its words in the log only`, async () => {
      env = await startSdWebuiEnv({ webui: { fork } });
      env.webui.setFaults({ describeFailNext: 1 });
      const answer = await runDescribe(env);
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toContain(
        'The image backend could not describe this image; nothing was charged.',
      );
      expect(answer.content).not.toContain(said);
      expect(answer.buttons.map((b) => b.label)).not.toContain('🎨 Imagine this');
      expect(env.webui.stats.faults.describe_failed).toBe(1);
      expect(JSON.stringify(env.logs)).toContain(said);
    });
  }
});
