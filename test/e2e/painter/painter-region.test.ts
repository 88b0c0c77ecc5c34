import type { Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPlayground } from '../../../sandbox/discord/playground/playground-server.js';
import {
  clickLast,
  launchBrowser,
  openPage,
  STEP_MS,
  screenshot,
  waitForText,
} from '../../sandbox/playground/playground-page.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { cardImage } from '../imagine/region-kit.js';
import { expectMaskedResult } from '../imagine/region-pixels.js';
import { type PainterBotEnv, startPainterBot } from './painter-bot-kit.js';
import { activityFrame, paintStroke } from './painter-browser.js';

const rgbOf = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
const alphaOf = (png: Buffer) => sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();

describe('the painter end to end: Vary (Region) painted in the Activity, run on OpenAI (headless Chromium)', () => {
  let env: PainterBotEnv;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(() => env?.close());

  it(
    'button press → LAUNCH_ACTIVITY → paint → Send → the private answer → Vary region → the edited card, every unpainted pixel unchanged',
    async () => {
      env = await startPainterBot();
      const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
      const playground = await startPlayground({
        discord: env.discord,
        guild: env.guild,
        channels: [env.channel],
        members: [{ user: env.user, role: 'member' }],
      });
      const errors: string[] = [];
      try {
        const page = await openPage(browser, playground.url, errors);
        await waitForText(page, 'a red fox');
        await clickLast(page, 'Vary (Region)');
        const frame = await activityFrame(page, 'painting');
        await paintStroke(page, frame, 160);
        await frame.click('#send');
        await activityFrame(page, 'sent');
        expect(await frame.$eval('#status', (node) => node.textContent)).toContain(
          'waiting in the channel',
        );
        // Nothing ran yet: the answer is private, with the painted area and the picker's buttons.
        expect(env.openai.edits()).toHaveLength(0);
        const answer = await env.discord.waitForMessage(
          { channel: env.channel, where: (m) => m.content.includes('the area you painted') },
          { timeout: STEP_MS },
        );
        expect(answer.ephemeral).toBe(true);
        expect(answer.attachments.map((a) => a.filename)).toEqual(['region-painted.webp']);
        expect(answer.buttons.map((b) => b.label)).toEqual([
          '🖌️ Vary region',
          '✏️ Change the prompt…',
        ]);
        // The member closes the painter, as its last words say, and reads the answer in the chat.
        await page.click('#activity-close');
        await waitForText(page, 'the area you painted');
        await screenshot(page, 'painter-answer');
        await clickLast(page, 'Vary region');

        const result = await env.discord.waitForMessage(
          {
            channel: env.channel,
            where: (m) =>
              cardText(m).includes('Region varied from') &&
              m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? '')),
          },
          { timeout: 60_000 },
        );
        await waitForText(page, 'Region varied from');
        await screenshot(page, 'painter-result');
        expect(titleOf(result)).toBe('✅ Image ready');
        expect(result.ephemeral).toBe(false);
        expect(cardText(result)).toMatch(/🖌️ Region varied from imagine-.*\.png/);
        const sent = env.openai.edits().at(-1);
        expect(sent).toMatchObject({ prompt: expect.stringMatching(/^a red fox/), mask: true });
        // The mask that ran is the one the member painted, kept with the input under the launch.
        const launchId = answer.interactionId ?? '';
        const mask = await env.app.context.jobs.inputs.mask(launchId);
        if (!mask) throw new Error('the painted mask is not kept');
        const alpha = await alphaOf(mask.bytes);
        expect(alpha.includes(0) && alpha.includes(255)).toBe(true);
        const image = cardImage(card);
        const { width, height } = await sharp(image).metadata();
        await expectMaskedResult(cardImage(result), {
          width: width ?? 0,
          height: height ?? 0,
          pixels: await rgbOf(image),
          alpha,
        });
        expect(errors).toEqual([]);
      } finally {
        await playground.close();
      }
    },
    STEP_MS * 6,
  );
});
