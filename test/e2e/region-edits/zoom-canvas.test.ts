import { afterEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { titleOf } from '../imagine/imagine-kit.js';
import { REGION_BACKENDS } from '../imagine/region-backends.js';
import { cardImage, imagineCard, pressAndWait } from '../imagine/region-kit.js';
import { alphaOf, expectMaskedResult, plannedExpected } from '../imagine/region-pixels.js';

/**
 * Zoom out 2× of a 768×512 card on the backends whose canvas is a million pixels on a grid of 8
 * (the WebUI, ComfyUI, OpenAI): the canvas is exactly twice the fitted original, 1248×832 with
 * the original at 624×416 centred at 312,208, written out here rather than asked of the planner.
 * OpenAI draws its card at a size it makes (1536×1024), whose fitted original is the same.
 */
describe.each([
  REGION_BACKENDS.comfyui,
  REGION_BACKENDS['sd-webui'],
  REGION_BACKENDS['openai-images'],
])('Zoom out 2× of a 768×512 card on $id', { timeout: 150_000 }, (backend) => {
  let env: BotEnv;
  afterEach(async () => {
    const violations = env && backend.violations(env);
    await env?.close();
    expect(violations).toEqual([]);
  });

  it('comes back 1248×832, the card kept at 624×416 exactly in its centre', async () => {
    env = await backend.start();
    const made = await imagineCard(env, 'a harbour', { width: 768, height: 512 });
    expect(made.width / made.height).toBe(1.5);
    const zoomed = await pressAndWait(env, made.card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    const exact = await plannedExpected(made.image, {
      width: 1248,
      height: 832,
      placed: { left: 312, top: 208, width: 624, height: 416 },
      scale: 624 / made.width,
    });
    await expectMaskedResult(cardImage(zoomed.result), exact);
    if (backend.lastMask) {
      const mask = backend.lastMask(env);
      expect(mask).toBeDefined();
      expect((await alphaOf(mask as Buffer)).equals(exact.alpha)).toBe(true);
    }
  });
});
