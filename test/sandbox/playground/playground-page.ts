import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { expect } from 'vitest';

/** Debian's `chromium` package (`.ci/run` installs it when missing). */
const CHROMIUM = '/usr/bin/chromium';
/** Real milliseconds one step of a person may wait for the bot. */
export const STEP_MS = 30_000;
/** How often a wait reads the page again. */
const POLL_MS = 50;
/** Where the screenshots of the playground's tests are written. */
export const SCREENSHOTS_DIR = join('test-results', 'playground');

/** Headless Chromium, one for a whole test file. */
export async function launchBrowser(): Promise<Browser> {
  expect(existsSync(CHROMIUM), `${CHROMIUM} (apt-get install chromium)`).toBe(true);
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Root (as CI runs) has no user namespace sandbox; the page is our own loopback one.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * A page of `browser` at `url`, once it drew the world; its script errors go to `errors`;
 * `prepare` runs on the new page before it loads (e.g. a script for every document it opens).
 */
export async function openPage(
  browser: Browser,
  url: string,
  errors: string[],
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  await prepare?.(page);
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: STEP_MS });
  return page;
}

/** Writes the page as a person sees it to `test-results/playground/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * `failure` as a test reports it: the page's screenshot `failed` taken first (through `shot`), and
 * the error the page showed over the chat (its toast), if any, added to the message.
 */
export async function pageFailure(
  page: Page | undefined,
  failure: unknown,
  shot: (action: string) => Promise<unknown>,
): Promise<unknown> {
  await shot('failed').catch(() => undefined);
  const toast = await page?.$eval('#toast', (node) => node.textContent).catch(() => '');
  return toast ? new Error(`${(failure as Error).message}\nthe page said: ${toast}`) : failure;
}

/** What the page shows in the chat, as a person reads it. */
export const chatText = (page: Page) => page.$eval('#messages', (list) => list.textContent ?? '');

/** Reads `read` until `done` holds (each change of the page is redrawn from the emulator's events). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
) {
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} in time: ${JSON.stringify(value)}`);
    await sleep(POLL_MS);
  }
}

/** Waits until the chat shows `text` `count` times. */
export const waitForText = (page: Page, text: string, count = 1) =>
  eventually(
    () => chatText(page),
    (shown) => shown.split(text).length > count,
    `"${text}" ×${count}`,
  );

/** The sizes of the loaded images matching `selector` in the chat, in chat order. */
export const loadedImages = (page: Page, selector = '#messages .gallery img') =>
  page.$$eval(selector, (images) =>
    (images as unknown as { complete: boolean; naturalWidth: number; naturalHeight: number }[])
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => ({ width: image.naturalWidth, height: image.naturalHeight })),
  );

/** Waits until `count` gallery images loaded (natural size), in chat order. */
export const waitForImages = (page: Page, count: number) =>
  eventually(
    () => loadedImages(page),
    (loaded) => loaded.length >= count,
    `${count} loaded images`,
  );

/** Types `command` in the message bar as a person picks it from the list. */
export async function pickCommand(page: Page, command: string) {
  await page.click('#command-input');
  await page.type('#command-input', command);
}

/** Picks `file` in the file input matching `selector` (hidden or not), as the file dialog would. */
export async function chooseFile(page: Page, selector: string, file: string) {
  const input = await page.$(selector);
  if (!input) throw new Error(`no file input ${selector}`);
  await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
}

/**
 * Clicks the last button of the chat labelled `label` (emoji aside), with the mouse. The chat
 * re-renders as messages arrive: a button found just before may be detached, and is found again.
 */
export async function clickLast(page: Page, label: string, attempts = 3): Promise<void> {
  const buttons = await page.$$('#messages button');
  const labels = await Promise.all(
    buttons.map((b) => b.evaluate((node) => node.textContent ?? '').catch(() => '')),
  );
  const index = labels.findLastIndex((text: string) => text.endsWith(label));
  if (index < 0) throw new Error(`no "${label}" button in the chat: ${labels.join(', ')}`);
  try {
    await buttons[index]?.click();
  } catch (error) {
    if (attempts <= 1 || !/detached/i.test(String(error))) throw error;
    await clickLast(page, label, attempts - 1);
  }
}

/** Apps → `name` on the chat's last message that has an Apps menu. */
export async function useAppOnLast(page: Page, name: string) {
  const menus = await page.$$('#messages select.apps');
  const last = menus.at(-1);
  if (!last) throw new Error('no message with an Apps menu in the chat');
  await last.select(name);
}

/** What the page offers: the message bar's commands and the last message's Apps menu. */
export async function offered(page: Page): Promise<{ commands: string[]; apps: string[] }> {
  const commands = await page.$$eval('#command-list option', (options) =>
    options.map((option) => (option as unknown as { value: string }).value),
  );
  const apps = await page.$$eval('#messages select.apps', (menus) =>
    [...(menus.at(-1)?.querySelectorAll('option') ?? [])].flatMap((option) =>
      option.value ? [option.value] : [],
    ),
  );
  return { commands, apps };
}

/** Fills the open form's field `name` with `text` and submits it. */
export async function submitForm(page: Page, name: string, text: string) {
  await page.waitForSelector('#modal[open]', { timeout: STEP_MS });
  await page.type(`#modal-fields [name="${name}"]`, text);
  await page.click('#modal-submit');
}

/** `/apikey link` with `key` pasted in its form, until the private "✅ Linked". */
export async function linkKey(page: Page, key: string) {
  await pickCommand(page, '/apikey link');
  await page.click('#command-send');
  await page.waitForSelector('#modal[open]', { timeout: STEP_MS });
  await page.type('#modal-fields input', key);
  await page.click('#modal-submit');
  await waitForText(page, '✅ Linked');
}

/**
 * The size of the image in the chat's last message whose text includes `text`, once it is loaded
 * and final: a chat message's, or a finished card's (its Remix is there; a preview's is not).
 */
export const imageOfLast = (page: Page, text: string) =>
  eventually(
    () =>
      page.$$eval(
        '#messages li.message',
        (items, wanted) => {
          const item = items.findLast((node) => node.textContent?.includes(wanted));
          const buttons = [...(item?.querySelectorAll('button') ?? [])];
          const card = item?.querySelector('.gallery');
          if (card && !buttons.some((button) => button.textContent?.endsWith('Remix')))
            return undefined;
          const image = item?.querySelector('.gallery img, img.attachment-image') as
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
    `an image under "${text}"`,
  ) as Promise<{ width: number; height: number }>;
