import { afterEach, describe, expect, it } from 'vitest';
import { HORDE_IMAGES_IN } from '../../../src/backends/horde/horde-capabilities.js';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../../sandbox/mask-pictures.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv } from '../horde/horde-kit.js';
import { cardText, fieldsOf, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  cardImage,
  imagineCard,
  pressAndWait,
  startRegionEnv,
  varyRegion,
} from '../imagine/region-kit.js';
import { expectMaskedResult, outpaintExpected, regionExpected } from '../imagine/region-pixels.js';
import { answerOf } from '../security/forged-kit.js';

const start = () => startRegionEnv.horde();

describe('Vary (Region), Zoom out and Pan on the AI Horde (source_processing inpainting / outpainting, source_mask)', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('Vary (Region) answers privately with the picker, then redraws only the chosen cells on the inpainting model; the card and Details name the model that ran', async () => {
    env = await start();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    const labels = card.buttons.map((button) => button.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        '🖌️ Vary (Region)',
        '🔍 Zoom out 1.5×',
        '🔍 Zoom out 2×',
        '🔍 Zoom out (custom)…',
        '⬅️ Pan left',
        '➡️ Pan right',
        '⬆️ Pan up',
        '⬇️ Pan down',
      ]),
    );
    const { picker, run } = await varyRegion(env, card, ['A1', 'B1', 'A2']);
    expect(picker.ephemeral).toBe(true);
    expect(picker.attachments.map((file) => file.filename)).toEqual(['region-picker.webp']);
    expect(picker.content).toContain('**Chosen: A1, B1, A2**');
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.ephemeral).toBe(false);
    expect(cardText(result)).toMatch(/🖌️ Region varied from imagine-.*\.webp/);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input?.action).toEqual({ kind: 'region' });
    const sent = env.horde.request(job?.taskId ?? '');
    expect(sent?.body).toMatchObject({
      source_processing: 'inpainting',
      models: ['stable_diffusion_inpainting'],
      params: { width: 512, height: 512, denoising_strength: 1 },
    });
    expect(sent?.source?.mask).toMatchObject({ width: 512, height: 512 });
    await expectMaskedResult(
      cardImage(result),
      await regionExpected(cardImage(card), ['A1', 'B1', 'A2']),
    );
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBeLessThan(ALICE_KUDOS);
    const details = await env.discord.clickButton({
      message: result,
      customId: `imagine:details:${run.id}`,
      user: env.user,
    });
    const shown = await details.waitForOriginal((m) => !m.loading);
    expect(cardText(shown)).toMatch(/🖌️ Region varied from imagine-.*\.webp/);
    const ran = 'stable\\_diffusion\\_inpainting';
    expect(env.horde.request(job?.taskId ?? '')?.jobs[0]?.model).toBe(
      'stable_diffusion_inpainting',
    );
    expect(fieldsOf(shown).Model).toBe(ran);
    expect(fieldsOf(result).Model).toBe(ran);
    expect(fieldsOf(card).Model).toBe('stable\\_diffusion');
    expect(env.horde.stats.violations).toEqual([]);
  }, 120_000);

  it('Zoom out 2× draws the image on a canvas twice its size, the border new; Pan left extends it by half on the left', async () => {
    env = await start();
    const card = await waitForResult(await runImagine(env, { prompt: 'a harbour' }), 30_000);
    const zoomed = await pressAndWait(env, card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    expect(cardText(zoomed.result)).toMatch(/🔍 Zoomed out 2× from imagine-.*\.webp/);
    const zoomJob = await env.app.context.jobs.get(zoomed.run.id);
    expect(env.horde.request(zoomJob?.taskId ?? '')?.body).toMatchObject({
      source_processing: 'outpainting',
      models: ['stable_diffusion_inpainting'],
      params: { width: 1024, height: 1024 },
    });
    const canvas = HORDE_IMAGES_IN.edit.canvas;
    await expectMaskedResult(
      cardImage(zoomed.result),
      await outpaintExpected(cardImage(card), { zoom: 2 }, canvas),
    );
    const panned = await pressAndWait(env, card, '⬅️ Pan left');
    expect(cardText(panned.result)).toMatch(/⬅️ Panned left from imagine-.*\.webp/);
    const panJob = await env.app.context.jobs.get(panned.run.id);
    expect(env.horde.request(panJob?.taskId ?? '')?.body.params).toMatchObject({
      width: 768,
      height: 512,
    });
    await expectMaskedResult(
      cardImage(panned.result),
      await outpaintExpected(cardImage(card), { pan: 'left' }, canvas),
    );
    expect(env.horde.stats.violations).toEqual([]);
  }, 120_000);

  it('Zoom out (custom) asks the factor in a form: 1.5 draws a 768×768 canvas, a factor out of 1.1–2 is refused privately', async () => {
    env = await start();
    const card = await waitForResult(await runImagine(env, { prompt: 'a meadow' }), 30_000);
    const wrong = await env.discord.clickButton({
      message: card,
      label: '🔍 Zoom out (custom)…',
      user: env.user,
    });
    await wrong.waitForModal();
    const refused = await wrong.submitModal({ factor: '3' });
    const said = await refused.waitForReply();
    expect(said.ephemeral).toBe(true);
    expect(said.content).toContain('The zoom factor must be a number from 1.1 to 2');
    const custom = await env.discord.clickButton({
      message: card,
      label: '🔍 Zoom out (custom)…',
      user: env.user,
    });
    await custom.waitForModal();
    const run = await custom.submitModal({ factor: '1,5x' });
    const result = await waitForResult(run, 60_000);
    expect(cardText(result)).toMatch(/🔍 Zoomed out 1\.5× from/);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input?.action).toEqual({ kind: 'zoom', factor: 1.5 });
    expect(env.horde.request(job?.taskId ?? '')?.body.params).toMatchObject({
      width: 768,
      height: 768,
    });
    await expectMaskedResult(
      cardImage(result),
      await outpaintExpected(cardImage(card), { zoom: 1.5 }, HORDE_IMAGES_IN.edit.canvas),
    );
  }, 120_000);

  it('paints on the canvas the member gets: a 1536×1024 card’s region on 1216×832 (the Horde’s megapixel, the card’s proportions) put back at 1536×1024, a 2048×128 card’s Zoom out 2× on 3072×192 (its side of 3072); a Pan it cannot draw at its proportions is refused privately, nothing sent', async () => {
    env = await start();
    const wide = await imagineCard(env, 'a lighthouse', { width: 1536, height: 1024 });
    const { run } = await varyRegion(env, wide.card, ['A1', 'B1']);
    const varied = await waitForResult(run, 90_000);
    expect(titleOf(varied)).toBe('✅ Image ready');
    const sent = env.horde.request((await env.app.context.jobs.get(run.id))?.taskId ?? '');
    expect(sent?.body.params).toMatchObject({ width: 1216, height: 832 });
    expect(sent?.source).toMatchObject({ width: 1536, height: 1024 });
    expect(sent?.source?.mask).toMatchObject({ width: 1536, height: 1024 });
    await expectMaskedResult(cardImage(varied), await regionExpected(wide.image, ['A1', 'B1']));
    const long = await imagineCard(env, 'a long wall', { width: 2048, height: 128 });
    const zoomed = await pressAndWait(env, long.card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    const zoomJob = await env.app.context.jobs.get(zoomed.run.id);
    expect(env.horde.request(zoomJob?.taskId ?? '')?.body.params).toMatchObject({
      width: 3072,
      height: 192,
    });
    const zoom = await outpaintExpected(long.image, { zoom: 2 }, HORDE_IMAGES_IN.edit.canvas);
    expect(zoom.plan.placed).toEqual({ left: 768, top: 48, width: 1536, height: 96 });
    await expectMaskedResult(cardImage(zoomed.result), zoom);
    const dot = await imagineCard(env, 'a dot', { width: 64, height: 64 });
    const asked = env.horde.stats.submissions;
    const pan = await env.discord.clickButton({
      message: dot.card,
      label: '⬅️ Pan left',
      user: env.user,
    });
    const said = await answerOf(pan);
    expect(said).toContain(
      "The image is 64×64 pixels: too small or too narrow for this server's image backend to draw a larger canvas around it at these proportions.",
    );
    expect(said).toContain('Nothing was sent and nothing was charged.');
    expect(env.horde.stats.submissions).toBe(asked);
    expect(env.horde.stats.violations).toEqual([]);
  }, 150_000);

  it('an attached mask on a photo the Horde draws at twice its size: the result at the photo’s size, the masked part redrawn, every other pixel the photo’s (the mask sent opaque, so a worker resizing it keeps it)', async () => {
    env = await start();
    const green: [number, number, number] = [40, 160, 70];
    const region = { left: 64, top: 64, width: 128, height: 64 };
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'a tractor in the field' },
      attachments: {
        image: { name: 'field.png', data: await sourcePng(256, 192, green) },
        mask: { name: 'mask.png', data: await maskPng(256, 192, region, 'alpha') },
      },
    });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(run.id);
    const sent = env.horde.request(job?.taskId ?? '');
    expect(sent?.body).toMatchObject({
      source_processing: 'inpainting',
      params: { width: 512, height: 384 },
    });
    expect(sent?.source?.mask).toMatchObject({ width: 256, height: 192 });
    const posted = cardImage(result);
    expect(await pixels(posted)).toMatchObject({ width: 256, height: 192 });
    expect(await paintedOnlyIn(posted, region, green, 4)).toEqual({
      keptOutside: true,
      newInside: true,
    });
  }, 120_000);
});
