import { setTimeout as sleep } from 'node:timers/promises';
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
  eventually,
  launchBrowser,
  openPage,
  pageFailure,
  pickCommand,
  STEP_MS,
  screenshot,
  submitForm,
  waitForText,
} from './playground-page.js';

/** The sidebar's GPUs as a person reads them: each one's line and its button. */
const gpusShown = (page: Page) =>
  page.$$eval('#gpu-list .gpu', (entries) =>
    entries.map((entry) => ({
      text: entry.querySelector('span')?.textContent ?? '',
      button: entry.querySelector('button')?.textContent ?? '',
    })),
  );

/** The videos in the chat, once their first frame is known: their size and where they play from. */
const videosShown = (page: Page) =>
  page.$$eval('#messages video', (videos) =>
    (
      videos as unknown as {
        readyState: number;
        videoWidth: number;
        controls: boolean;
        currentSrc: string;
      }[]
    )
      .filter((video) => video.readyState >= 1)
      .map(({ videoWidth, controls, currentSrc }) => ({ videoWidth, controls, currentSrc })),
  );

describe('npm run playground -- --backend comfyui --gpus 2', () => {
  let running: PlaygroundWorld;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    running = await startPlaygroundWorld({
      backend: 'comfyui',
      gpus: 2,
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
    'shows two GPUs to kill and restart, plays an animation inline as Discord does, and /queue says a killed GPU is down, acting as another member',
    async () => {
      const shot = (action: string) => screenshot(page, `comfyui-pool-${action}`);
      try {
        page = await openPage(browser, running.playground.url, errors);
        expect(await gpusShown(page)).toEqual([
          { text: 'GPU 1 · 🟢 up', button: 'Kill' },
          { text: 'GPU 2 · 🟢 up', button: 'Kill' },
        ]);
        expect(running.world.gpus).toHaveLength(2);

        await pickCommand(page, '/imagine');
        await page.waitForSelector('input[name="prompt"]');
        await page.type('input[name="prompt"]', 'a lighthouse at dusk');
        await page.click('#command-send');
        await waitForText(page, '✅ Image ready');
        await clickLast(page, 'Animate (low motion)');
        await submitForm(page, 'motion', 'the waves roll in');
        await waitForText(page, '🎬 Animation ready');
        const [played] = await eventually(
          () => videosShown(page),
          (videos) => videos.length === 1,
          'a video with its first frame',
        );
        expect(played?.controls).toBe(true);
        expect(played?.videoWidth).toBeGreaterThan(0);
        expect(played?.currentSrc.startsWith(running.world.discord.url)).toBe(true);
        expect(await page.$$('#messages .gallery img[src$=".mp4"]')).toHaveLength(0);
        await shot('video');

        const gpu2 = await page.$('#gpu-list .gpu[data-gpu="2"] button');
        await gpu2?.click();
        await eventually(
          () => gpusShown(page),
          (gpus) => gpus[1]?.text === 'GPU 2 · 🔴 down',
          'GPU 2 killed',
        );
        expect(running.world.gpus[1]?.state).toBe('down');
        await page.click('#members button[data-member="bob"]');
        // The bot finds an idle server dead at its next probe: bob asks /queue until it says so.
        await eventually(
          async () => {
            await pickCommand(page, '/queue');
            await page.click('#command-send');
            await sleep(1_000);
            return (await chatText(page)).split('Bob used /queue').at(-1) ?? '';
          },
          (text) => /GPU 2\s*· down/.test(text),
          '/queue saying GPU 2 is down',
        );
        await shot('gpu-down');
        await (await page.$('#gpu-list .gpu[data-gpu="2"] button'))?.click();
        await eventually(
          () => gpusShown(page),
          (gpus) => gpus[1]?.text === 'GPU 2 · 🟢 up',
          'GPU 2 restarted',
        );
        expect(errors).toEqual([]);
      } catch (failure) {
        throw await pageFailure(page, failure, shot);
      }
    },
    4 * STEP_MS,
  );
});
