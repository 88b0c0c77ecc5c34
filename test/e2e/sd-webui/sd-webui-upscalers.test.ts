import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** The `upscaler_1` of each upscale the WebUI received, in order. */
const upscalersSent = (env: SdWebuiEnv) =>
  env.webui
    .received()
    .filter((call) => call.route === 'extra-single-image')
    .map((call) => call.body.upscaler_1);

describe('Upscale on a WebUI whose operator turned upscalers off', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('runs an upscaler the server lists when R-ESRGAN 4x+ is off, warned at start', async () => {
    env = await startSdWebuiEnv({ webui: { upscalers: ['None', 'Lanczos'] } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
    const [upscaled] = env.webui.received().filter((call) => call.route === 'extra-single-image');
    expect(upscaled?.body).toMatchObject({ upscaler_1: 'Lanczos', upscaling_resize: 2 });
    expect(JSON.stringify(env.logs)).toContain(
      'has no upscaler named R-ESRGAN 4x+ (SD_WEBUI_UPSCALER): Upscale runs Lanczos instead',
    );
    expect(env.webui.stats.violations).toEqual([]);
  });

  it('offers no Upscale where the server lists no upscaler', async () => {
    env = await startSdWebuiEnv({ webui: { upscalers: ['None'] } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    expect(titleOf(card)).toBe('✅ Image ready');
    expect(card.buttons.map((b) => b.label).filter((label) => label?.includes('Upscale'))).toEqual(
      [],
    );
    expect(card.buttons.map((b) => b.label)).toContain('🎲 Re-roll');
  });

  for (const [name, fork] of [
    ['AUTOMATIC1111', 'automatic1111'],
    ['Forge', 'forge'],
  ] as const) {
    it(`${name}: the upscaler turned off while the bot runs is refused once, and the same factor's next best one the server lists now runs`, async () => {
      env = await startSdWebuiEnv({ webui: { fork } });
      const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
      const shown = imageSize(card.attachments[0]?.bytes ?? new Uint8Array());
      env.webui.removeUpscaler('R-ESRGAN 4x+');
      const twice = await env.discord.clickButton({
        message: card,
        label: '🔍 Upscale ×2',
        user: env.user,
      });
      const result = await waitForResult(twice, 30_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(cardText(result)).not.toMatch(/AssertionError|upscaler/i);
      const made = imageSize(result.attachments[0]?.bytes ?? new Uint8Array());
      expect([made.width, made.height]).toEqual([shown.width * 2, shown.height * 2]);
      expect(upscalersSent(env)).toEqual(['R-ESRGAN 4x+', 'R-ESRGAN 2x+']);
      const fourfold = await env.discord.clickButton({
        message: card,
        label: '🔍 Upscale ×4',
        user: env.user,
      });
      expect(titleOf(await waitForResult(fourfold, 30_000))).toBe('✅ Image ready');
      expect(upscalersSent(env).slice(2)).toEqual(['R-ESRGAN 4x+ Anime6B']);
      expect(env.webui.stats.violations).toEqual([]);
    });
  }

  it('the last upscaler turned off while the bot runs: the member is told privately that the WebUI no longer offers it, nothing charged, the card removed; pressed again, refused before anything is sent', async () => {
    env = await startSdWebuiEnv({ webui: { upscalers: ['None', 'R-ESRGAN 4x+'] } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    env.webui.removeUpscaler('R-ESRGAN 4x+');
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const note = await run.waitFor((r) => r.followUps.find((m) => m.ephemeral), {
      timeout: 30_000,
    });
    expect(note.content).toBe(
      'Stable Diffusion WebUI no longer offers this: it changed after you asked, so nothing was made or charged.',
    );
    await env.app.context.jobs.idle();
    expect(await run.waitForOriginal((m) => m.deleted)).toBeTruthy();
    expect(cardText(run.original())).not.toMatch(/AssertionError|could not find|R-ESRGAN|failed/i);
    const { usage } = env.app.context.stores;
    expect(await usage.used(env.guild.id, env.user.id)).toBe(1);
    const again = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const refusal = await again.waitForReply();
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toContain(
      "This server's image backend doesn't do that with an image. Nothing was sent or charged.",
    );
    expect(upscalersSent(env)).toEqual(['R-ESRGAN 4x+']);
  });
});
