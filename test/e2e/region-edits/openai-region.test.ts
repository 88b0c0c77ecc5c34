import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CANVAS } from '../../../src/image-backend/images-in.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { cardImage, pressAndWait, startRegionEnv, varyRegion } from '../imagine/region-kit.js';
import { expectMaskedResult, outpaintExpected, regionExpected } from '../imagine/region-pixels.js';
import type { OpenAiEnv } from '../openai-images/openai-kit.js';

describe('Vary (Region), Zoom out and Pan on an OpenAI-compatible provider (POST /images/edits with mask)', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('Vary (Region) with a new prompt sends the image and its mask; the kept cells come back exactly though the model moved them', async () => {
    env = await startRegionEnv['openai-images']();
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { run } = await varyRegion(env, card, ['C3', 'D3', 'C4', 'D4'], {
      prompt: 'a red fox with a blue scarf',
    });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toMatch(/🖌️ Region varied from imagine-.*\.png/);
    const sent = env.openai.edits().at(-1);
    expect(sent).toMatchObject({
      prompt: expect.stringMatching(/^a red fox with a blue scarf/),
      mask: true,
      inputs: [{ type: 'image/png', width: 1024, height: 1024 }],
    });
    expect(sent?.fields).toContain('mask');
    await expectMaskedResult(
      cardImage(result),
      await regionExpected(cardImage(card), ['C3', 'D3', 'C4', 'D4']),
    );
    expect(env.openai.stats.violations).toEqual([]);
  }, 120_000);

  it('Zoom out 1.5× and Pan up send the larger canvas (the original scaled into a megapixel) and its mask; the border is new, the rest exact', async () => {
    env = await startRegionEnv['openai-images']();
    const card = await waitForResult(await runImagine(env, { prompt: 'a castle' }), 30_000);
    const zoomed = await pressAndWait(env, card, '🔍 Zoom out 1.5×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    expect(cardText(zoomed.result)).toMatch(/🔍 Zoomed out 1\.5× from imagine-.*\.png/);
    // Exactly 1.5× the fitted original (672² → 1008²), within the provider's megapixel.
    expect(env.openai.edits().at(-1)).toMatchObject({
      mask: true,
      inputs: [{ type: 'image/png', width: 1008, height: 1008 }],
    });
    await expectMaskedResult(
      cardImage(zoomed.result),
      await outpaintExpected(cardImage(card), { zoom: 1.5 }, DEFAULT_CANVAS),
    );
    const panned = await pressAndWait(env, card, '⬆️ Pan up');
    expect(cardText(panned.result)).toMatch(/⬆️ Panned up from imagine-.*\.png/);
    const expected = await outpaintExpected(cardImage(card), { pan: 'up' }, DEFAULT_CANVAS);
    expect(env.openai.edits().at(-1)?.inputs[0]).toMatchObject({
      width: expected.width,
      height: expected.height,
    });
    await expectMaskedResult(cardImage(panned.result), expected);
    expect(env.openai.stats.violations).toEqual([]);
  }, 120_000);

  it('on a provider answering with a URL (not b64_json), the kept cells still come back exactly', async () => {
    env = await startRegionEnv['openai-images']({ openai: { imageAnswer: 'url', streams: false } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { run } = await varyRegion(env, card, ['A1', 'B1']);
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(env.openai.stats.hostedImages).toBeGreaterThan(0);
    await expectMaskedResult(
      cardImage(result),
      await regionExpected(cardImage(card), ['A1', 'B1']),
    );
    expect(env.openai.stats.violations).toEqual([]);
  }, 120_000);
});
