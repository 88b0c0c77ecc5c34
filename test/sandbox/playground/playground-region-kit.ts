import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoBackend } from '../../../sandbox/demo/demo-options.js';
import { startPlaygroundWorld } from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import {
  chatText,
  clickLast,
  eventually,
  launchBrowser,
  linkKey,
  openPage,
  pageFailure,
  STEP_MS,
  screenshot,
  submitForm,
  useAppOnLast,
  waitForText,
} from './playground-page.js';

/** 66–130 s a backend at load 17–30 (the Horde and OpenAI the longest). */
const BACKEND_MS = 300_000;

/**
 * The size of the finished card's image in the chat's last message whose text includes `text`
 * (its Remix is there; a preview's is not), once loaded.
 */
const cardImage = (page: Page, text: string) =>
  eventually(
    () =>
      page.$$eval(
        '#messages li.message',
        (items, wanted) => {
          const item = items.findLast((node) => node.textContent?.includes(wanted));
          const buttons = [...(item?.querySelectorAll('button') ?? [])];
          if (!buttons.some((button) => button.textContent?.endsWith('Remix'))) return undefined;
          const image = item?.querySelector('.gallery img') as
            | { complete: boolean; naturalWidth: number; naturalHeight: number }
            | null
            | undefined;
          return image?.complete && image.naturalWidth > 0
            ? { width: image.naturalWidth, height: image.naturalHeight }
            : undefined;
        },
        text,
      ),
    (size) => size !== undefined,
    `a card's image under "${text}"`,
  ) as Promise<{ width: number; height: number }>;

/** Picks `values` in the chat's last multiple select and presses its Apply. */
async function pickMany(page: Page, values: readonly string[]) {
  const boxes = await page.$$('#messages .multi-select');
  const box = boxes.at(-1);
  if (!box) throw new Error('no multiple select in the chat');
  const select = await box.$('select');
  await select?.select(...values);
  const apply = await box.$('button');
  await apply?.click();
}

/**
 * `npm run playground -- --backend <backend>` in a real browser: Imagine this on a chat message
 * (the message command), then its card's region edits by hand — Vary (Region) through the
 * picker's cells, Zoom out 2× and Pan left — or, on a backend that cannot change part of an image,
 * none of them offered.
 */
export function describePlaygroundRegionEdits(backend: DemoBackend, offered: boolean) {
  describe(`npm run playground --backend ${backend}: region edits, by hand in a real browser`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    it(
      offered
        ? `${backend}: Imagine this on a message, then Vary (Region) through the picker, Zoom out 2×, Pan left`
        : `${backend}: no Vary (Region), Zoom out or Pan on its card`,
      async () => {
        const running = await startPlaygroundWorld({
          backend,
          timeScale: 0.02,
          imageClassifier: sharedImageClassifier(),
        });
        const errors: string[] = [];
        const shot = (action: string) => screenshot(page, `${backend}-region-${action}`);
        let page: Page = undefined as unknown as Page;
        try {
          page = await openPage(browser, running.playground.url, errors);
          if (running.apiKey) await linkKey(page, running.apiKey);
          // A chat message of alice's, then Apps → Imagine this on it: the form holds its text.
          await page.type('#command-input', 'a harbour at dawn');
          await page.click('#command-send');
          await waitForText(page, 'a harbour at dawn');
          await useAppOnLast(page, 'Imagine this');
          await page.waitForSelector('#modal[open]', { timeout: STEP_MS });
          const prompt = '#modal-fields [name="prompt"]';
          expect(
            await page.$eval(prompt, (field) => (field as unknown as { value: string }).value),
          ).toBe('a harbour at dawn');
          await page.$eval(prompt, (field) => {
            (field as unknown as { value: string }).value = '';
          });
          await submitForm(page, 'prompt', 'a harbour at dawn, at noon');
          const base = await cardImage(page, 'a harbour at dawn, at noon');
          const labels = await page.$$eval('#messages button', (b) => b.map((n) => n.textContent));
          if (!offered) {
            expect(labels.some((l) => /Vary \(Region\)|Zoom out|Pan /.test(l ?? ''))).toBe(false);
            await shot('not-offered');
            return;
          }

          // Vary (Region): the private picker, two cells chosen, then Vary region.
          await clickLast(page, 'Vary (Region)');
          await waitForText(page, 'Vary (Region): choose what to change');
          await shot('picker');
          await pickMany(page, ['B2', 'C2']);
          await waitForText(page, 'Chosen: B2, C2');
          await clickLast(page, 'Vary region');
          await waitForText(page, '🖌️ Region varied from');
          expect(await cardImage(page, '🖌️ Region varied from')).toEqual(base);
          await shot('varied');

          // Zoom out 2× on that card: the image on a larger canvas, kept to the backend's size.
          await clickLast(page, 'Zoom out 2×');
          await waitForText(page, '🔍 Zoomed out 2× from');
          const zoomed = await cardImage(page, '🔍 Zoomed out 2× from');
          expect(zoomed.width).toBeGreaterThan(0);
          await shot('zoomed');

          // Pan left on the zoomed card: wider than it was.
          await clickLast(page, 'Pan left');
          await waitForText(page, '⬅️ Panned left from');
          const panned = await cardImage(page, '⬅️ Panned left from');
          expect(panned.width / panned.height).toBeGreaterThan(zoomed.width / zoomed.height);
          await shot('panned');

          const shown = await chatText(page);
          expect(shown).not.toContain('Something went wrong');
          expect(shown).not.toContain('❌');
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
