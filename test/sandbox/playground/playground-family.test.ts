import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PlaygroundWorld,
  startPlaygroundWorld,
} from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import {
  chatText,
  clickLast,
  imageOfLast,
  launchBrowser,
  openPage,
  pageFailure,
  pickCommand,
  STEP_MS,
  screenshot,
  submitForm,
  waitForText,
} from './playground-page.js';

describe.each([
  { family: 'flux', size: { width: 1024, height: 1024 }, edited: { width: 1024, height: 1024 } },
  {
    family: 'qwen-image',
    size: { width: 1328, height: 1328 },
    edited: { width: 1024, height: 1024 },
  },
] as const)(
  'npm run playground -- --backend comfyui --family $family',
  ({ family, size, edited }) => {
    let running: PlaygroundWorld;
    let browser: Browser;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      running = await startPlaygroundWorld({
        backend: 'comfyui',
        family,
        timeScale: 0.02,
        imageClassifier: sharedImageClassifier(),
      });
      browser = await launchBrowser();
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await running?.close();
    });

    it(
      "makes an image on the family's own workflow, then edits it with words from the card's Edit, without writing a workflow",
      async () => {
        const shot = (action: string) => screenshot(page, `comfyui-${family}-${action}`);
        try {
          page = await openPage(browser, running.playground.url, errors);
          await pickCommand(page, '/imagine');
          await page.waitForSelector('input[name="prompt"]');
          await page.type('input[name="prompt"]', 'a harbour at noon');
          await page.click('#command-send');
          await waitForText(page, '✅ Image ready');
          expect(await imageOfLast(page, '✅ Image ready')).toEqual(size);
          await clickLast(page, 'Edit');
          await submitForm(page, 'change', 'make it night');
          await waitForText(page, '✏️ Edited with words from');
          expect(await imageOfLast(page, '✏️ Edited with words from')).toEqual(edited);
          await shot('edit-with-words');
          expect(await chatText(page)).not.toContain('Something went wrong');
          expect(errors).toEqual([]);
        } catch (failure) {
          throw await pageFailure(page, failure, shot);
        }
      },
      3 * STEP_MS,
    );
  },
);
