import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PlaygroundWorld,
  startPlaygroundWorld,
} from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import {
  chatText,
  chooseFile,
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
      "makes an image on the family's own workflow, edits it with words from the card's Edit, then edits a photo following a reference, without writing a workflow",
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
          // A member's photo and a reference attached to /imagine: the words follow both.
          const dir = await mkdtemp(join(tmpdir(), 'playground-references-'));
          try {
            const flat = async (name: string, colour: string) => {
              const file = join(dir, name);
              const { width, height } = { width: 640, height: 448 };
              await writeFile(
                file,
                await sharp({ create: { width, height, channels: 3, background: colour } })
                  .png()
                  .toBuffer(),
              );
              return file;
            };
            await pickCommand(page, '/imagine');
            await page.waitForSelector('input[name="reference"]');
            await page.type('input[name="prompt"]', 'put the red hat on the blue chair');
            await chooseFile(page, 'input[name="image"]', await flat('chair.png', '#2040c0'));
            await chooseFile(page, 'input[name="reference"]', await flat('hat.png', '#e02020'));
            await page.click('#command-send');
            await waitForText(page, '🖼️ with 1 reference');
          } finally {
            await rm(dir, { recursive: true, force: true });
          }
          await shot('edit-with-a-reference');
          expect(await chatText(page)).not.toContain('Something went wrong');
          expect(errors).toEqual([]);
        } catch (failure) {
          throw await pageFailure(page, failure, shot);
        }
      },
      4 * STEP_MS,
    );
  },
);
