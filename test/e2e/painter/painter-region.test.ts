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
import type { BotEnv } from '../helpers/bot-env.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { REGION_BACKENDS } from '../imagine/region-backends.js';
import { cardImage } from '../imagine/region-kit.js';
import { expectMaskedResult } from '../imagine/region-pixels.js';
import { type PainterBotEnv, startPainterOn } from './painter-bot-kit.js';
import { activityFrame, paintStroke } from './painter-browser.js';

const rgbOf = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
const alphaOf = (png: Buffer) => sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer();

/** The card's remix id is its job's. */
const jobIdOf = (card: { buttons: readonly { customId?: string | null }[] }) =>
  card.buttons
    .map((button) => /^imagine:remix:(.+)$/.exec(button.customId ?? '')?.[1])
    .find((id) => id !== undefined) ?? '';

describe.each(Object.values(REGION_BACKENDS))(
  'the painter end to end on $id: Vary (Region) painted in the Activity (headless Chromium)',
  (backend) => {
    let env: PainterBotEnv<BotEnv>;
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    }, 60_000);
    afterAll(() => browser?.close());
    afterEach(() => env?.close());

    it(
      'button press → LAUNCH_ACTIVITY → paint → Send → the private answer → Vary region → the edited card, every unpainted pixel unchanged',
      async () => {
        env = await startPainterOn((options) => backend.start(options));
        const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
        const playground = await startPlayground({
          discord: env.discord,
          guild: env.guild,
          channels: [env.channel],
          members: [{ user: env.user, role: 'member' }],
        });
        const errors: string[] = [];
        const asked = backend.asked(env);
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
          expect(backend.asked(env)).toBe(asked);
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
          await screenshot(page, `painter-answer-${backend.id}`);
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
          await screenshot(page, `painter-result-${backend.id}`);
          expect(titleOf(result)).toBe('✅ Image ready');
          expect(result.ephemeral).toBe(false);
          expect(cardText(result)).toMatch(/🖌️ Region varied from imagine-.*\.(png|webp)/);
          const job = await env.app.context.jobs.get(jobIdOf(result));
          expect(job?.input?.action).toEqual({ kind: 'region' });
          expect(backend.asked(env)).toBe(asked + 1);
          expect(backend.received(env, job?.taskId ?? '')).toEqual({
            prompt: expect.stringMatching(/^a red fox/),
            masked: true,
          });
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
          expect(backend.violations(env)).toEqual([]);
        } finally {
          await playground.close();
        }
      },
      STEP_MS * 6,
    );
  },
);
