import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PlaygroundWorld,
  startPlaygroundWorld,
} from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import { cardText } from '../../e2e/imagine/imagine-kit.js';
import { cardImage } from '../../e2e/imagine/region-kit.js';
import { expectMaskedResult } from '../../e2e/imagine/region-pixels.js';
import { activityFrame, paintStroke } from '../../e2e/painter/painter-browser.js';
import {
  chatText,
  clickLast,
  eventually,
  launchBrowser,
  openPage,
  pickCommand,
  STEP_MS,
  screenshot,
  waitForText,
} from './playground-page.js';

const rgbOf = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
const alphaOf = (png: Buffer) => sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();

/** The labels of the chat's buttons, as a person reads them. */
const buttonLabels = (page: Page) =>
  page.$$eval('#messages button', (buttons) => buttons.map((b) => b.textContent ?? ''));

describe('npm run playground -- --backend sd-webui --painter: Vary (Region) painted in the Activity, by hand in a real browser', () => {
  let running: PlaygroundWorld;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('/imagine, the card’s Vary (Region) opens the painter in the page, a stroke, Send, the private answer, Vary region, the region-varied card (every unpainted pixel unchanged)', async () => {
    running = await startPlaygroundWorld({
      backend: 'sd-webui',
      painter: true,
      timeScale: 0.02,
      imageClassifier: sharedImageClassifier(),
    });
    const { world } = running;
    expect(running.painterUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(world.discord.activities.url).toBe(running.painterUrl);
    const errors: string[] = [];
    const page = await openPage(browser, running.playground.url, errors);
    const shot = (step: string) => screenshot(page, `playground-painter-${step}`);
    try {
      expect(await page.$eval('.sidebar', (node) => node.textContent)).toContain(
        'opens the painter',
      );

      // /imagine by hand: the card with its Vary (Region).
      await pickCommand(page, '/imagine');
      await page.waitForSelector('input[name="prompt"]');
      await page.type('input[name="prompt"]', 'a red fox');
      await page.click('#command-send');
      await eventually(
        () => buttonLabels(page),
        (labels) => labels.some((label) => label.endsWith('Vary (Region)')),
        'the card’s Vary (Region)',
      );
      const card = await world.discord.waitForMessage(
        {
          channel: world.channel,
          where: (m) => m.buttons.some((b) => b.label === '🖌️ Vary (Region)'),
        },
        { timeout: STEP_MS },
      );

      // Vary (Region): Discord's LAUNCH_ACTIVITY, the painter in the page's Activity frame.
      await clickLast(page, 'Vary (Region)');
      const frame = await activityFrame(page, 'painting');
      await paintStroke(page, frame, 160);
      await shot('painting');
      await frame.click('#send');
      await activityFrame(page, 'sent');
      expect(await frame.$eval('#status', (node) => node.textContent)).toContain(
        'waiting in the channel',
      );
      await page.click('#activity-close');

      // The private answer: the painted area, the picker's buttons; nothing generated yet.
      await waitForText(page, 'the area you painted');
      await shot('answer');
      const answer = await world.discord.waitForMessage(
        { channel: world.channel, where: (m) => m.content.includes('the area you painted') },
        { timeout: STEP_MS },
      );
      expect(answer.ephemeral).toBe(true);
      expect(await chatText(page)).toContain('👁 Only you can see this');
      expect(world.webui?.received().filter((call) => call.route === 'img2img') ?? []).toHaveLength(
        0,
      );

      await clickLast(page, 'Vary region');
      await waitForText(page, 'Region varied from');
      const result = await world.discord.waitForMessage(
        {
          channel: world.channel,
          where: (m) =>
            cardText(m).includes('Region varied from') &&
            m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? '')),
        },
        { timeout: STEP_MS * 2 },
      );
      await eventually(
        () =>
          page.$$eval('#messages .gallery img', (images) =>
            (images as unknown as { complete: boolean; naturalWidth: number }[]).filter(
              (image) => image.complete && image.naturalWidth > 0,
            ),
          ),
        (loaded) => loaded.length >= 2,
        'the region-varied image loaded',
      );
      await shot('result');
      expect(result.ephemeral).toBe(false);
      expect(cardText(result)).toMatch(/🖌️ Region varied from imagine-.*\.png/);

      // What ran is the mask painted in the browser: only the painted pixels changed.
      const mask = await world.app.context.jobs.inputs.mask(answer.interactionId ?? '');
      if (!mask) throw new Error('the painted mask is not kept');
      const alpha = await alphaOf(mask.bytes);
      expect(alpha.includes(0) && alpha.includes(255)).toBe(true);
      const image = cardImage(card);
      const { width = 0, height = 0 } = await sharp(image).metadata();
      await expectMaskedResult(cardImage(result), {
        width,
        height,
        pixels: await rgbOf(image),
        alpha,
      });
      expect(errors).toEqual([]);
    } catch (failure) {
      await shot('failed').catch(() => undefined);
      throw failure;
    }
  }, 150_000);
});
