import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoBackend } from '../../../sandbox/demo/demo-options.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { startPlaygroundWorld } from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import {
  chatText,
  chooseFile,
  clickLast,
  imageOfLast,
  launchBrowser,
  linkKey,
  loadedImages,
  offered,
  openPage,
  pageFailure,
  pickCommand,
  screenshot,
  submitForm,
  useAppOnLast,
  waitForText,
} from './playground-page.js';

/** What a backend does with a member's image (its `imagesIn`), as the card offers it. */
export interface PlaygroundBackend {
  readonly backend: DemoBackend;
  readonly edit: boolean;
  readonly upscale: boolean;
  readonly describe: boolean;
}

/** About 10–45 s a backend; a loaded machine (a full run beside other files) needs more. */
const BACKEND_MS = 150_000;
/** The title of a description's private answer. */
const DESCRIBED = '📝 What the image shows';
/** The member's photo, attached with 📎. */
const PHOTO = { name: 'harbour.png', width: 320, height: 256 };

/**
 * `npm run playground -- --backend <backend>` in a real browser: a photo attached by 📎, then each
 * thing the backend does with it (one file per backend, so they run beside each other).
 */
export function describePlaygroundImagesIn({
  backend,
  edit,
  upscale,
  describe: describes,
}: PlaygroundBackend) {
  describe(`npm run playground --backend ${backend}: images in, by hand in a real browser`, () => {
    let browser: Browser;
    let photo: string;

    beforeAll(async () => {
      browser = await launchBrowser();
      photo = join(mkdtempSync(join(tmpdir(), 'playground-')), PHOTO.name);
      writeFileSync(photo, await renderImage({ ...PHOTO, prompt: 'a harbour', seed: 1 }));
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
    });

    it(
      `${backend}: 📎 a photo, Describe this image, /describe, Edit this image, /imagine image:, Vary, Upscale, Edit`,
      async () => {
        const running = await startPlaygroundWorld({
          backend,
          timeScale: 0.02,
          imageClassifier: sharedImageClassifier(),
        });
        const errors: string[] = [];
        const shot = (action: string) => screenshot(page, `${backend}-${action}`);
        // An edit model's edit (OpenAI's GPT image models, the Qwen-Image-Edit-2509 workflow the
        // ComfyUI playground registers) is said to follow the words.
        const byWords = backend === 'openai-images' || backend === 'comfyui';
        const edited = byWords ? '✏️ Edited with words from' : '✏️ Edited from';
        let page: Page = undefined as unknown as Page;
        try {
          page = await openPage(browser, running.playground.url, errors);
          if (running.apiKey) await linkKey(page, running.apiKey);

          // A chat message of her own with the photo attached by 📎: shown in the chat.
          await chooseFile(page, '#chat-file', photo);
          expect(await page.$eval('#chat-file-name', (node) => node.textContent)).toBe(PHOTO.name);
          await page.type('#command-input', 'my harbour photo');
          await page.click('#command-send');
          await waitForText(page, 'my harbour photo');
          expect(await imageOfLast(page, 'my harbour photo')).toEqual({
            width: PHOTO.width,
            height: PHOTO.height,
          });

          // Registered as deploy-commands registers them for this backend: what it does with an image.
          const { commands, apps } = await offered(page);
          expect(apps.includes('Describe this image')).toBe(describes);
          expect(commands.includes('/describe')).toBe(describes);
          expect(apps.includes('Edit this image')).toBe(edit);
          expect(apps).toContain('Imagine this');

          if (describes) {
            // Apps → Describe this image: the caption, privately.
            await useAppOnLast(page, 'Describe this image');
            await waitForText(page, DESCRIBED);
            await shot('describe-this-image');
            expect(await chatText(page)).toContain('alice used Describe this image');
            expect(await chatText(page)).not.toContain('used /Describe');

            // /describe with the photo attached by 📎 (the command's empty file option takes it).
            await pickCommand(page, '/describe');
            await page.waitForSelector('input[name="image"]');
            await chooseFile(page, '#chat-file', photo);
            await page.click('#command-send');
            await waitForText(page, 'alice used /describe');
            await waitForText(page, DESCRIBED, 2);
            await shot('describe');
            expect(await chatText(page)).toContain('👁 Only you can see this');
          }
          if (!edit) {
            // /imagine without image: and strength: on a backend that takes no image.
            await pickCommand(page, '/imagine');
            await page.waitForSelector('input[name="prompt"]');
            expect(await page.$('input[name="image"]')).toBeNull();
            await shot('no-images-in');
            return;
          }

          // Apps → Edit this image: its form, then the photo edited.
          await useAppOnLast(page, 'Edit this image');
          await submitForm(page, 'change', 'make it night');
          await waitForText(page, `${edited} ${PHOTO.name}`);
          await imageOfLast(page, `${edited} ${PHOTO.name}`);
          await shot('edit-this-image');

          // /imagine prompt: … image: (its own file field).
          await pickCommand(page, '/imagine');
          await page.waitForSelector('input[name="prompt"]');
          await page.type('input[name="prompt"]', 'a harbour at dusk');
          await chooseFile(page, 'input[name="image"]', photo);
          await page.click('#command-send');
          await waitForText(page, 'alice used /imagine');
          await waitForText(page, `${edited} ${PHOTO.name}`, 2);
          const imagined = await imageOfLast(page, `${edited} ${PHOTO.name}`);
          await shot('imagine-image');

          // Vary (subtle) on that card.
          await clickLast(page, 'Vary (subtle)');
          await waitForText(page, '🔀 Varied (subtle) from');
          const varied = await imageOfLast(page, '🔀 Varied (subtle) from');
          await shot('vary');

          // Upscale ×2: an image twice the size.
          if (upscale) {
            await clickLast(page, 'Upscale ×2');
            await waitForText(page, '🔍 Upscaled ×2 from');
            expect(await imageOfLast(page, '🔍 Upscaled ×2 from')).toEqual({
              width: varied.width * 2,
              height: varied.height * 2,
            });
            await shot('upscale');
          } else {
            const labels = await page.$$eval('#messages button', (b) =>
              b.map((n) => n.textContent),
            );
            expect(labels.some((label) => label?.includes('Upscale'))).toBe(false);
          }

          // Edit: its form, what to change typed in, the edited image.
          const edits = (await chatText(page)).split(edited).length - 1;
          await clickLast(page, 'Edit');
          await submitForm(page, 'change', 'add a red boat');
          await waitForText(page, edited, edits + 1);
          await imageOfLast(page, `${edited} imagine-`);
          await shot('edit');
          expect(imagined.width).toBeGreaterThan(0);
          expect(await loadedImages(page)).not.toHaveLength(0);
          expect(await chatText(page)).not.toContain('Something went wrong');
          expect(errors).toEqual([]);
        } catch (failure) {
          throw await pageFailure(page, failure, shot);
        } finally {
          await page?.close().catch(() => undefined);
          await running.close();
        }
      },
      BACKEND_MS,
    );
  });
}
