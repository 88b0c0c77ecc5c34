import type { Browser } from 'puppeteer-core';
import sharp, { type OutputInfo } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickLast,
  eventually,
  launchBrowser,
  openPage,
  STEP_MS,
  screenshot,
  waitForText,
} from '../../sandbox/playground/playground-page.js';
import {
  activityFrame,
  frameFromAnotherSite,
  paintStroke,
  policyViolations,
  probePolicy,
  watchPolicyViolations,
} from './painter-browser.js';
import { CARD, type PainterWorld, startPainterWorld } from './painter-kit.js';

/** The mask's alpha at image pixel (x, y): 0 may change, 255 stays. */
function alphaAt(mask: { data: Buffer; info: OutputInfo }, x: number, y: number): number {
  return mask.data[(y * mask.info.width + x) * mask.info.channels + 3] as number;
}

describe('the painter in the playground (headless Chromium)', () => {
  let world: PainterWorld;
  let browser: Browser;
  const errors: string[] = [];
  beforeAll(async () => {
    world = await startPainterWorld();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  it(
    'launches the Activity from the card, signs in, and a drawn stroke becomes the mask',
    async () => {
      await world.postCard();
      const served: Record<string, string>[] = [];
      const page = await openPage(browser, world.playgroundUrl, errors, (opened) => {
        opened.on('response', (response) => {
          if (new URL(response.url()).pathname === '/activity/') served.push(response.headers());
        });
        return watchPolicyViolations(opened);
      });
      await waitForText(page, 'A harbour');
      await clickLast(page, 'Paint');
      const frame = await activityFrame(page, 'painting');
      // Served as Discord's proxy serves it: under Discord's Activity policy, the app's own
      // security headers passed on; the page breaks none of it.
      expect(served[0]?.['content-security-policy']).toMatch(/^script-src 'self' 'unsafe-eval'/);
      expect(served[0]?.['x-content-type-options']).toBe('nosniff');
      expect(await policyViolations(frame)).toEqual([]);
      expect(new URL(frame.url()).searchParams.get('guild_id')).toBe(world.h.guild.id);
      await paintStroke(page, frame);
      await frame.click('#send');
      await activityFrame(page, 'sent');
      await screenshot(page, 'painter-sent');
      const status = await frame.$eval('#status', (node) => node.textContent);
      expect(status).toContain('Press “Vary region” there');
      expect(status).not.toContain('*');

      expect(world.edits).toHaveLength(1);
      const [edit] = world.edits;
      expect(edit?.prompt).toBe(CARD.prompt);
      expect(edit?.launch.userId).toBe(world.h.user.id);
      const mask = await sharp(edit?.mask).raw().toBuffer({ resolveWithObject: true });
      expect([mask.info.width, mask.info.height]).toEqual([CARD.width, CARD.height]);
      const middle = CARD.height / 2;
      // Along the stroke: transparent (may change); above it, below it and beyond its ends: opaque.
      for (const x of [180, 256, 330]) expect(alphaAt(mask, x, middle)).toBe(0);
      expect(alphaAt(mask, 256, middle - 60)).toBe(255);
      expect(alphaAt(mask, 256, middle + 60)).toBe(255);
      expect(alphaAt(mask, 60, middle)).toBe(255);
      expect(alphaAt(mask, 480, middle)).toBe(255);
      expect(await policyViolations(frame)).toEqual([]);
      expect(errors).toEqual([]);
    },
    STEP_MS * 4,
  );

  it(
    'the painter’s own address: framed by another site, the browser refuses it; opened on its own, its bundle runs under its policy, which refuses anything else',
    async () => {
      const framed = await frameFromAnotherSite(browser, world.painterUrl);
      expect(framed.frameUrl).toBe('chrome-error://chromewebdata/');
      expect(framed.console.join('\n')).toMatch(
        /violates the following Content Security Policy directive: "frame-ancestors https:\/\/discord\.com /,
      );

      const own = await browser.newPage();
      await watchPolicyViolations(own);
      await own.goto(world.painterUrl);
      // Outside Discord the SDK finds no frame_id: the bundle ran, and says so.
      await own.waitForSelector('body[data-state="failed"]', { timeout: STEP_MS });
      expect(await own.$eval('#status', (node) => node.textContent)).toMatch(/frame_id/);
      // Its stylesheet applied (painter.css sets the stage's position).
      expect(
        await own.evaluate(`getComputedStyle(document.getElementById('stage')).position`),
      ).toBe('relative');
      expect(await policyViolations(own)).toEqual([]);
      expect(await probePolicy(own, `${world.h.discord.url}/api/v10/gateway`)).toEqual({
        blobImage: 3,
        ownApi: 404,
        elsewhere: 'refused',
        inlineRan: false,
      });
      expect((await policyViolations(own)).map((seen) => seen.split(' ')[0])).toEqual([
        'script-src-elem',
        'connect-src',
      ]);
      await own.close();
    },
    STEP_MS * 2,
  );

  it('refuses a member who signs in to another member’s launch, and a forged token', async () => {
    const { h, painterUrl } = world;
    const message = await world.postCard();
    const run = await h.discord.clickButton({ message, customId: 'paint', user: h.user });
    const instance = await eventually(
      async () => run.activityInstanceId,
      (id) => id !== undefined,
      'the launch',
    );
    await eventually(
      () => world.launches.find(instance ?? '', h.user.id),
      (launch) => launch !== undefined,
      'the kept launch',
    );
    const bob = h.discord.createUser({ username: 'mallory', guild: h.guild });
    const tokenOf = async (user: typeof bob) => {
      const clientId = h.client.application.id;
      const { code } = h.discord.activities.authorize(user, { clientId, scopes: ['identify'] });
      const answer = await fetch(new URL('api/token', painterUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      return ((await answer.json()) as { access_token: string }).access_token;
    };
    const as = (token: string, path: string, init: RequestInit = {}) =>
      fetch(new URL(`${path}?instance_id=${instance}`, painterUrl), {
        ...init,
        headers: { authorization: `Bearer ${token}` },
      });
    const bobs = await tokenOf(bob);
    const form = new FormData();
    form.set(
      'mask',
      new Blob([
        await sharp({ create: { width: 8, height: 6, channels: 4, background: '#0000' } })
          .png()
          .toBuffer(),
      ]),
      'mask.png',
    );
    form.set('prompt', 'steal it');
    const before = world.edits.length;
    for (const [path, init] of [
      ['api/launch', {}],
      ['api/launch/image', {}],
      ['api/launch/mask', { method: 'POST', body: form }],
    ] as const) {
      const answer = await as(bobs, path, init);
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { error: string }).error).toMatch(/no longer yours/);
    }
    expect((await as('forged', 'api/launch')).status).toBe(401);
    expect(world.edits.length).toBe(before);
    const alices = await as(await tokenOf(h.user), 'api/launch');
    expect(alices.status).toBe(200);
    expect(await alices.json()).toMatchObject({ ...CARD });
  });
});
