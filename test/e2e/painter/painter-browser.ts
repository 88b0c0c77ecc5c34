import type { Frame, Page } from 'puppeteer-core';
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
