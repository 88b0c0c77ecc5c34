import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

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
});
