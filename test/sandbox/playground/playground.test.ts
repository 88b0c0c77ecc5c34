import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import {
  type PlaygroundWorld,
  startPlaygroundWorld,
} from '../../../sandbox/playground/playground-world.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';
import {
  chatText,
  chooseFile,
  clickLast,
  eventually,
  launchBrowser,
  offered,
  pickCommand,
  STEP_MS,
  useAppOnLast,
  waitForImages,
  waitForText,
} from './playground-page.js';

/** The option a person sees picked in the select matching `selector`. */
const pickedIn = (page: Page, selector: string) =>
  page
    .$eval(
      selector,
      (select) =>
        (select as unknown as { selectedOptions: { textContent: string }[] }).selectedOptions[0]
          ?.textContent ?? '',
    )
    .catch(() => '');

describe('npm run playground', () => {
  let running: PlaygroundWorld;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    running = await startPlaygroundWorld({
      timeScale: 0.05,
      imageClassifier: sharedImageClassifier(),
    });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it('serves the page on loopback only, to requests addressed to it, actions as JSON only', async () => {
    const url = new URL(running.playground.url);
    expect(url.hostname).toBe('127.0.0.1');
    const status = (path: string, headers: Record<string, string>, method = 'GET') =>
      new Promise<number>((resolve, reject) => {
        const call = request(
          { host: url.hostname, port: url.port, path, method, headers },
          (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          },
        );
        call.on('error', reject);
        call.end(method === 'POST' ? '{}' : undefined);
      });
    expect(await status('/', {})).toBe(200);
    // A page of another site resolving its name to 127.0.0.1 (DNS rebinding) is refused.
    expect(await status('/api/world', { Host: `evil.example:${url.port}` })).toBe(421);
    // A cross-site form post cannot send JSON: refused before anything is done.
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect(await status('/api/say', form, 'POST')).toBe(415);
  });

  it('links a key, imagines, re-rolls and remixes by hand in a real browser', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(running.playground.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: STEP_MS });
    const sidebar = await page.$eval('.sidebar', (node) => node.textContent ?? '');
    expect(sidebar).toContain('alicemanager');
    expect(sidebar).toContain('bobmember');

    // /apikey link: the form, the key the image service seeded pasted in, the private answer.
    const key = await page.$eval('.note-value', (node) => node.textContent ?? '');
    expect(key).toBe(running.apiKey);
    await pickCommand(page, '/apikey link');
    await page.click('#command-send');
    await page.waitForSelector('#modal[open]', { timeout: STEP_MS });
    expect(await page.$eval('#modal-title', (node) => node.textContent)).toBe('Link your API key');
    await page.type('#modal-fields input', key);
    await page.click('#modal-submit');
    await waitForText(page, '✅ Linked');
    expect(await chatText(page)).toContain('👁 Only you can see this');
    expect(await chatText(page)).not.toContain(key);

    // Another member does not see alice's private answer.
    await page.click('[data-member="bob"]');
    await eventually(
      () => chatText(page),
      (shown) => !shown.includes('Linked'),
      "bob's chat",
    );
    await page.click('[data-member="alice"]');
    await waitForText(page, '✅ Linked');

    // A chat message of her own, then Apps → Imagine this on it: the bot's form, the text in it.
    await page.type('#command-input', 'a red fox in the snow');
    await page.click('#command-send');
    await waitForText(page, 'a red fox in the snow');
    const own = await page.$$('#messages select.apps');
    await own.at(-1)?.select('Imagine this');
    await page.waitForSelector('#modal[open]', { timeout: STEP_MS });
    expect(await page.$eval('#modal-fields', (node) => node.textContent)).toContain('Prompt');
    expect(
      await page.$eval(
        '#modal-fields [name="prompt"]',
        (node) => (node as unknown as { value: string }).value,
      ),
    ).toBe('a red fox in the snow');
    await page.click('#modal-cancel');

    // /imagine prompt: … and the image, loaded from the Discord emulator's CDN.
    await pickCommand(page, '/imagine');
    await page.waitForSelector('input[name="prompt"]');
    await page.type('input[name="prompt"]', 'a lighthouse in a <b>storm</b>');
    // The style option autocompletes: the bot's suggestions as the member types.
    await page.type('input[name="style"]', 'oil');
    await page.waitForSelector('#choices-style option[value="oil-painting"]', { timeout: STEP_MS });
    await page.type('input[name="style"]', '-painting');
    await page.click('#command-send');
    await waitForText(page, 'Image ready');
    const [first] = await waitForImages(page, 1);
    expect(first?.width).toBeGreaterThan(0);
    const text = await chatText(page);
    expect(text).toContain('alice used /imagine');
    // The prompt is shown as text, never as markup.
    expect(text).toContain('a lighthouse in a <b>storm</b>');
    expect(await page.$$('#messages b')).toHaveLength(0);

    // Re-roll: a second public reply with its own image.
    await clickLast(page, 'Re-roll');
    await waitForText(page, 'Image ready', 2);
    expect(await waitForImages(page, 2)).toHaveLength(2);

    // Remix: the private panel, a size picked in its select, then Generate.
    await clickLast(page, 'Remix');
    const sizeSelect = 'select[data-custom-id$=":size"]';
    await page.waitForSelector(sizeSelect, { timeout: STEP_MS });
    await page.select(sizeSelect, 'landscape');
    await eventually(
      () => pickedIn(page, sizeSelect),
      (picked) => picked.startsWith('Size: Landscape'),
      'landscape picked',
    );
    await clickLast(page, 'Generate');
    await waitForText(page, 'Image ready', 3);
    const images = await waitForImages(page, 3);
    const remixed = images.at(-1);
    expect(remixed?.width).toBeGreaterThan(remixed?.height ?? Number.POSITIVE_INFINITY);
    expect(errors).toEqual([]);
  }, 120_000);

  it('attaches an image to a chat message (📎), shown in the chat, and the Apps menu acts on it', async () => {
    await page.goto(running.playground.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: STEP_MS });
    await page.click('[data-member="alice"]');
    const file = join(mkdtempSync(join(tmpdir(), 'playground-')), 'harbour.png');
    writeFileSync(file, await renderImage({ width: 96, height: 64, prompt: 'a harbour', seed: 1 }));
    await chooseFile(page, '#chat-file', file);
    await page.type('#command-input', 'my harbour photo');
    await page.click('#command-send');
    await waitForText(page, 'my harbour photo');
    const shown = await eventually(
      () =>
        page.$$eval('#messages img.attachment-image', (images) =>
          (images as unknown as { naturalWidth: number; naturalHeight: number }[]).map(
            (image) => `${image.naturalWidth}×${image.naturalHeight}`,
          ),
        ),
      (sizes) => sizes.includes('96×64'),
      'the attached image',
    );
    expect(shown).toContain('96×64');
    // The image service takes no image: only Imagine this is registered (deploy-commands' list
    // for it), neither Describe nor Edit this image, nor /describe.
    expect(await offered(page)).toEqual({
      commands: expect.not.arrayContaining(['/describe']),
      apps: ['Imagine this'],
    });
    // Imagine this on it: its form with the message's text as the prompt, then a fourth image.
    await useAppOnLast(page, 'Imagine this');
    await page.waitForSelector('#modal[open]', { timeout: STEP_MS });
    await page.click('#modal-submit');
    await waitForText(page, 'Image ready', 4);
    expect((await chatText(page)).split('my harbour photo')).toHaveLength(3);
  }, 60_000);
});
