import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { eventually } from '../../sandbox/playground/playground-page.js';

/** The Activity's frame once its page shows `state` (`painting`, `sent`, `failed`). */
export async function activityFrame(page: Page, state: string): Promise<Frame> {
  return eventually(
    async () => {
      const frame = page.frames().find((f) => f.url().includes('/activity/'));
      const shown = await frame?.$eval('body', (body) => body.dataset.state).catch(() => undefined);
      return shown === state ? frame : undefined;
    },
    (frame) => frame !== undefined,
    `the Activity showing ${state}`,
  ) as Promise<Frame>;
}

/**
 * Paints a horizontal stroke across the middle third of the Activity's canvas with the mouse, as a
 * member drags it: at the default brush (48 screen pixels), or first moves the size slider to
 * `brush`.
 */
export async function paintStroke(page: Page, frame: Frame, brush?: number): Promise<void> {
  if (brush !== undefined) {
    await frame.$eval(
      '#size',
      (input, size) => {
        (input as unknown as { value: string }).value = String(size);
        input.dispatchEvent(new Event('input'));
      },
      brush,
    );
  }
  const canvas = await frame.$('#paint');
  const box = await canvas?.boundingBox();
  if (!box) throw new Error('no canvas on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 3, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(box.x + box.width / 3 + (step * box.width) / 30, y);
  await page.mouse.up();
}

/**
 * Notes every Content Security Policy violation in each document `page` opens, its frames' too
 * (`window.__violations`: the directive and what it blocked), before the document's own scripts.
 */
export function watchPolicyViolations(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(`
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(event.effectiveDirective + ' ' + event.blockedURI);
    });
  `);
}

/** The policy violations {@link watchPolicyViolations} noted in `frame`'s document so far. */
export const policyViolations = (frame: Frame | Page): Promise<string[]> =>
  frame.evaluate('window.__violations ?? []') as Promise<string[]>;

/**
 * Another site framing `url` in a page of `browser` (a plain page on loopback, no policy of its
 * own); resolves once the frame's load event fired, with the frame's document as loaded and what
 * the browser said in the page's console.
 */
export async function frameFromAnotherSite(
  browser: Browser,
  url: string,
): Promise<{ frameUrl: string | undefined; console: string[] }> {
  const site = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body>');
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  const page = await browser.newPage();
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  try {
    await page.goto(`http://localhost:${(site.address() as AddressInfo).port}/`);
    await page.evaluate(`new Promise((resolve) => {
      const frame = document.createElement('iframe');
      frame.onload = resolve;
      frame.src = ${JSON.stringify(url)};
      document.body.append(frame);
    })`);
    // Chromium commits the error page a moment after the frame's load event, under load later.
    const framedUrl = () =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url();
    for (let waited = 0; framedUrl() === '' && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { frameUrl: framedUrl(), console: said };
  } finally {
    await page.close();
    site.close();
  }
}

/**
 * Tries, in `page` (the painter's own document), what its policy allows and what it refuses: a
 * `blob:` image, a call to its own API, a call to `elsewhere`, an inline script.
 */
export const probePolicy = (page: Page, elsewhere: string) =>
  page.evaluate(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3;
    const blob = await new Promise((resolve) => canvas.toBlob(resolve));
    const image = new Image();
    image.src = URL.createObjectURL(blob);
    await image.decode();
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    return {
      blobImage: image.naturalWidth,
      ownApi: (await fetch('api/launch')).status,
      elsewhere: await fetch(${JSON.stringify(elsewhere)}).then((answer) => answer.status, () => 'refused'),
      inlineRan: window.inlineRan === true,
    };
  })()`);
