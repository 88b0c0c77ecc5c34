import { afterEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { REGION_BACKENDS } from '../imagine/region-backends.js';
import {
  canvasIn,
  cardImage,
  imagineCard,
  pressAndWait,
  varyRegion,
} from '../imagine/region-kit.js';
import { expectMaskedResult, outpaintExpected, regionExpected } from '../imagine/region-pixels.js';

/**
 * Region edits on cards that are not square, on every backend that takes a mask: the result has
 * the card's size (Vary (Region)) or its planned canvas's (Zoom out, Pan: the card scaled into the
 * backend's canvas limits), every pixel the mask keeps exactly the card's. OpenAI makes only its
 * configured sizes: its card is the one nearest the aspect asked.
 */
/**
 * The bot on `backend`, in a server that posts images the check finds explicit: these tests read
 * pixels, and the emulators' checkerboards of random colours score up to about 0.5 on the real
 * check at 16:1 (its 224² input squeezes them), so a 2048×128 card or its Zoom out was at times
 * withheld by the default policy and posted without its image.
 */
async function startPosting(backend: (typeof REGION_BACKENDS)[keyof typeof REGION_BACKENDS]) {
  const env = await backend.start();
  await env.app.context.stores.policy.setImageSafety(env.guild.id, { normal: 'allow' });
  return env;
}

describe.each(Object.values(REGION_BACKENDS))(
  'region edits of cards that are not square on $id',
  { timeout: 150_000 },
  (backend) => {
    let env: BotEnv;
    afterEach(async () => {
      const violations = env && backend.violations(env);
      await env?.close();
      expect(violations).toEqual([]);
    });

    it('Vary (Region) of a 1536×1024 card comes back at the card’s size, every kept pixel the card’s', async () => {
      env = await startPosting(backend);
      const made = await imagineCard(env, 'a lighthouse', { width: 1536, height: 1024 });
      expect({ width: made.width, height: made.height }).toEqual({ width: 1536, height: 1024 });
      const cells = ['A1', 'B1', 'A2', 'D4'] as const;
      const { run } = await varyRegion(env, made.card, cells);
      const result = await waitForResult(run, 90_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      await expectMaskedResult(cardImage(result), await regionExpected(made.image, cells));
    });

    it('Zoom out 2× and Pan left of a 768×512 card come back at their planned canvas’s size, the card in it unchanged', async () => {
      env = await startPosting(backend);
      const made = await imagineCard(env, 'a harbour', { width: 768, height: 512 });
      expect(made.width).toBeGreaterThan(made.height);
      const zoomed = await pressAndWait(env, made.card, '🔍 Zoom out 2×');
      expect(titleOf(zoomed.result)).toBe('✅ Image ready');
      const zoom = await outpaintExpected(made.image, { zoom: 2 }, canvasIn(env));
      await expectMaskedResult(cardImage(zoomed.result), zoom);
      const panned = await pressAndWait(env, made.card, '⬅️ Pan left');
      expect(titleOf(panned.result)).toBe('✅ Image ready');
      const pan = await outpaintExpected(made.image, { pan: 'left' }, canvasIn(env));
      await expectMaskedResult(cardImage(panned.result), pan);
    });

    it('Zoom out 2× of a 2048×128 card comes back at its planned canvas’s size, the card in it unchanged', async () => {
      env = await startPosting(backend);
      const made = await imagineCard(env, 'a long wall', { width: 2048, height: 128 });
      const zoomed = await pressAndWait(env, made.card, '🔍 Zoom out 2×');
      expect(titleOf(zoomed.result)).toBe('✅ Image ready');
      const zoom = await outpaintExpected(made.image, { zoom: 2 }, canvasIn(env));
      await expectMaskedResult(cardImage(zoomed.result), zoom);
    });
  },
);
