import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import type { ComfyEnv } from '../comfyui/comfy-kit.js';
import { cardText, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  canvasIn,
  cardImage,
  pressAndWait,
  startRegionEnv,
  varyRegion,
} from '../imagine/region-kit.js';
import { expectMaskedResult, outpaintExpected, regionExpected } from '../imagine/region-pixels.js';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The inputs of the nodes of class `classType` in the graph ComfyUI ran for `run`. */
async function ranNode(env: ComfyEnv, run: InteractionRun, classType: string) {
  const graph = env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;
  return Object.values(graph).find((node) => node.class_type === classType)?.inputs;
}

describe('Vary (Region), Zoom out and Pan on ComfyUI (the shipped inpaint workflow, /upload/mask), through discord.js', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('Vary (Region): the picker, three cells chosen, Vary region; the mask uploaded, only those cells redrawn, the card says so', async () => {
    env = await startRegionEnv.comfyui();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    expect(card.buttons.map((button) => button.label)).toEqual(
      expect.arrayContaining(['🖌️ Vary (Region)', '🔍 Zoom out 2×', '➡️ Pan right']),
    );
    const { picker, run } = await varyRegion(env, card, ['A4', 'B4', 'C4']);
    expect(picker.ephemeral).toBe(true);
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.ephemeral).toBe(false);
    expect(cardText(result)).toMatch(/🖌️ Region varied from .*\.png/);
    expect(env.comfy.stats.requests).toMatchObject({ upload_image: 1, upload_mask: 1 });
    expect(await ranNode(env, run, 'SetLatentNoiseMask')).toBeDefined();
    expect(await ranNode(env, run, 'KSampler')).toMatchObject({ denoise: 1 });
    await expectMaskedResult(
      cardImage(result),
      await regionExpected(cardImage(card), ['A4', 'B4', 'C4']),
    );
    expect(env.comfy.stats.violations).toEqual([]);
  }, 120_000);

  it('Zoom out 2× draws the image on a canvas twice its size, the border new; Pan right extends it by half on the right', async () => {
    env = await startRegionEnv.comfyui();
    const card = await waitForResult(await runImagine(env, { prompt: 'a harbour' }), 30_000);
    const zoomed = await pressAndWait(env, card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    expect(cardText(zoomed.result)).toMatch(/🔍 Zoomed out 2× from .*\.png/);
    const zoom = await outpaintExpected(cardImage(card), { zoom: 2 }, canvasIn(env));
    expect(zoom.width).toBe(zoom.plan.placed.width * 2);
    await expectMaskedResult(cardImage(zoomed.result), zoom);
    const panned = await pressAndWait(env, card, '➡️ Pan right');
    expect(cardText(panned.result)).toMatch(/➡️ Panned right from .*\.png/);
    const pan = await outpaintExpected(cardImage(card), { pan: 'right' }, canvasIn(env));
    expect(pan.width).toBeGreaterThan(pan.height);
    await expectMaskedResult(cardImage(panned.result), pan);
    expect(env.comfy.stats.requests).toMatchObject({ upload_image: 2, upload_mask: 2 });
    expect(env.comfy.stats.violations).toEqual([]);
  }, 120_000);
});
