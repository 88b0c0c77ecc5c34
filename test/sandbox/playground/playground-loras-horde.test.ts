import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { startPlaygroundWorld } from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import {
  chatText,
  clickLast,
  launchBrowser,
  linkKey,
  openPage,
  pageFailure,
  pickCommand,
  STEP_MS,
  screenshot,
  submitForm,
  waitForText,
} from './playground-page.js';

/** The Horde's playground, a LoRA added and applied: about 20–60 s on a loaded machine. */
const TEST_MS = 150_000;

describe('npm run playground --backend horde: a LoRA added in /policy and applied, by hand', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    'looks the LoRA up on the CivitAI emulator the playground starts, and the Horde applies it',
    async () => {
      const running = await startPlaygroundWorld({
        backend: 'horde',
        timeScale: 0.02,
        imageClassifier: sharedImageClassifier(),
      });
      const { civitai, discord, channel } = running.world;
      const errors: string[] = [];
      const shot = (action: string) => screenshot(page, `horde-loras-${action}`);
      let page: Page = undefined as unknown as Page;
      try {
        // The bot looks LoRAs up where the playground's CivitAI listens, not at civitai.com.
        expect(civitai?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(running.world.config.CIVITAI_URL).toBe(civitai?.url);
        page = await openPage(browser, running.playground.url, errors);
        expect(await page.$eval('body', (body) => body.textContent ?? '')).toContain(
          '58390 (Detail Tweaker LoRA)',
        );
        await linkKey(page, running.apiKey ?? '');

        // /policy as alice (Manage Server): Add a LoRA… with its CivitAI id.
        await pickCommand(page, '/policy');
        await page.click('#command-send');
        await waitForText(page, 'LoRAs: none yet');
        await clickLast(page, 'Add a LoRA…');
        await submitForm(page, 'civitai', '58390');
        await waitForText(page, 'LoRAs: Detail Tweaker LoRA (v1.0)');
        expect(civitai?.stats.requests.model).toBe(1);
        await shot('added');

        // /imagine with the LoRA picked from the bot's suggestions.
        await pickCommand(page, '/imagine');
        await page.waitForSelector('input[name="prompt"]');
        await page.type('input[name="prompt"]', 'a lighthouse');
        await page.type('input[name="lora"]', 'detail:0.6');
        await page.waitForSelector('#choices-lora option[value="62833:0.6"]', {
          timeout: STEP_MS,
        });
        await page.$eval('input[name="lora"]', (input) => {
          (input as unknown as { value: string }).value = '62833:0.6';
        });
        await page.click('#command-send');
        await waitForText(page, 'Image ready');
        expect(await chatText(page)).toContain('Detail Tweaker LoRA (v1.0) ×0.6');
        // The image the Horde's worker made carries the LoRA's mark at its weight.
        const card = discord.messages(channel).findLast((m) => m.attachments.length > 0);
        const image = card?.attachments[0]?.bytes as Buffer;
        expect(await lorasIn(image, ['Detail Tweaker LoRA'])).toEqual([0.6]);
        await shot('applied');
        expect(errors).toEqual([]);
      } catch (failure) {
        throw await pageFailure(page, failure, shot);
      } finally {
        await running.close();
      }
    },
    TEST_MS,
  );
});
