import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  canvasIn,
  cardImage,
  pressAndWait,
  startRegionEnv,
  varyRegion,
} from '../imagine/region-kit.js';
import { expectMaskedResult, outpaintExpected, regionExpected } from '../imagine/region-pixels.js';
import type { SdWebuiEnv } from '../sd-webui/sd-webui-kit.js';

/** The img2img calls the WebUI received, in order. */
const img2img = (env: SdWebuiEnv) =>
  env.webui.received().filter((call) => call.route === 'img2img');

describe('Vary (Region), Zoom out and Pan on the Stable Diffusion WebUI (img2img with mask), through discord.js', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('Vary (Region): the picker, two cells chosen, Vary region; only those cells are redrawn, the card says so', async () => {
    env = await startRegionEnv['sd-webui']();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    expect(card.buttons.map((button) => button.label)).toEqual(
      expect.arrayContaining(['🖌️ Vary (Region)', '🔍 Zoom out 2×', '➡️ Pan right']),
    );
    const { picker, run } = await varyRegion(env, card, ['B2', 'C2']);
    expect(picker.ephemeral).toBe(true);
    expect(picker.content).toContain('**Chosen: B2, C2**');
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.ephemeral).toBe(false);
    expect(cardText(result)).toMatch(/🖌️ Region varied from imagine-.*\.png/);
    const expected = await regionExpected(cardImage(card), ['B2', 'C2']);
    expect(img2img(env).at(-1)).toMatchObject({
      body: {
        prompt: expect.stringContaining('a lighthouse'),
        inpainting_mask_invert: 1,
        inpaint_full_res: true,
        denoising_strength: 1,
      },
      source: { width: expected.width, height: expected.height },
    });
    await expectMaskedResult(cardImage(result), expected);
    expect(env.webui.stats.violations).toEqual([]);
  }, 120_000);

  it('Zoom out 2× draws the image on a canvas twice its size, the border new; Pan right extends it by half on the right', async () => {
    env = await startRegionEnv['sd-webui']();
    const card = await waitForResult(await runImagine(env, { prompt: 'a harbour' }), 30_000);
    const zoomed = await pressAndWait(env, card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    expect(cardText(zoomed.result)).toMatch(/🔍 Zoomed out 2× from imagine-.*\.png/);
    const zoom = await outpaintExpected(cardImage(card), { zoom: 2 }, canvasIn(env));
    expect(img2img(env).at(-1)?.source).toMatchObject({ width: zoom.width, height: zoom.height });
    await expectMaskedResult(cardImage(zoomed.result), zoom);
    const panned = await pressAndWait(env, card, '➡️ Pan right');
    expect(cardText(panned.result)).toMatch(/➡️ Panned right from imagine-.*\.png/);
    const pan = await outpaintExpected(cardImage(card), { pan: 'right' }, canvasIn(env));
    expect(pan.width).toBeGreaterThan(pan.height);
    await expectMaskedResult(cardImage(panned.result), pan);
    expect(env.webui.stats.violations).toEqual([]);
  }, 120_000);
});
