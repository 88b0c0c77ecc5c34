import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { digestOf, type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('/imagine image: on a Stable Diffusion WebUI', { timeout: 60_000 }, () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('sends one img2img call with the attached image and the strength; the edit is delivered', async () => {
    env = await startSdWebuiEnv();
    const data = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same harbour under snow', strength: 0.4 },
      attachments: { image: { name: 'harbour.png', data } },
    });
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.gallery).toHaveLength(1);
    const { stats } = env.webui;
    expect(stats.requests.img2img).toBe(1);
    expect(stats.requests.txt2img).toBe(0);
    expect(stats.imagesMade).toBe(1);
    expect(stats.finished.success).toBe(1);
    expect(stats.violations).toEqual([]);
    const [call] = env.webui.received();
    expect(call?.route).toBe('img2img');
    expect(call?.source).toEqual({ width: 640, height: 480, digest: digestOf(data) });
    expect(call?.body).toMatchObject({
      prompt: expect.stringMatching(/^the same harbour under snow/),
      denoising_strength: 0.4,
    });
  });
});
