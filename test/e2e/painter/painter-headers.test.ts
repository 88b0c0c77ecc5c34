import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  accessTokenOf,
  callPainter,
  launchPainter,
  maskPng,
  type PainterBotEnv,
  sendMask,
  startPainterBot,
} from './painter-bot-kit.js';

/** Discord's clients and the Activity's own origin: who may frame the page. */
const frameAncestors = (applicationId: string) =>
  `frame-ancestors https://discord.com https://ptb.discord.com https://canary.discord.com https://discordapp.com https://ptb.discordapp.com https://canary.discordapp.com https://pax.discord.com https://${applicationId}.discordsays.com`;

/** The headers every answer of the painter carries, whatever its status. */
function expectCommonHeaders(answer: Response, what: string) {
  expect(answer.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(answer.headers.get('referrer-policy'), what).toBe('no-referrer');
}

describe('the painter’s answers carry its security headers (the page and each API answer)', () => {
  let env: PainterBotEnv;
  beforeAll(async () => {
    env = await startPainterBot();
  }, 60_000);
  afterAll(() => env?.close());

  it('the page: its own script, style, calls and blob: image only, framed by Discord only', async () => {
    const page = await fetch(env.painterUrl);
    expect(page.status).toBe(200);
    expectCommonHeaders(page, '/');
    expect(page.headers.get('content-security-policy')).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' blob:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        frameAncestors(env.discord.applicationId),
      ].join('; '),
    );
    for (const path of ['painter.js', 'painter.css', 'nothing-here']) {
      const file = await fetch(new URL(path, env.painterUrl));
      expectCommonHeaders(file, path);
      expect(file.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('every API answer, from the code exchange to Send, refusals included', async () => {
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { instance } = await launchPainter(env, card);
    const token = await accessTokenOf(env, env.user);
    const exchange = (body: unknown) =>
      fetch(new URL('api/token', env.painterUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const launched = await eventually(async () => {
      const answer = await callPainter(env, token, instance, 'api/launch');
      return answer.ok && answer;
    }, 10_000);
    const answers: [string, Response, number][] = [
      ['token, no code', await exchange({}), 400],
      ['token, a code Discord refuses', await exchange({ code: 'forged' }), 401],
      ['launch', launched, 200],
      ['launch, a forged token', await callPainter(env, 'forged', instance, 'api/launch'), 401],
      ['launch, another instance', await callPainter(env, token, 'i-0', 'api/launch'), 404],
      ['image', await callPainter(env, token, instance, 'api/launch/image'), 200],
      [
        'mask, nothing painted',
        await sendMask(env, token, instance, await maskPng(1024, 1024), 'x'),
        422,
      ],
      ['mask, too large', await sendMask(env, token, instance, Buffer.alloc(5 << 20), 'x'), 413],
      [
        'mask',
        await sendMask(
          env,
          token,
          instance,
          await maskPng(1024, 1024, { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }),
          'x',
        ),
        200,
      ],
    ];
    for (const [what, answer, status] of answers) {
      expect(answer.status, what).toBe(status);
      expectCommonHeaders(answer, what);
      expect(answer.headers.get('content-security-policy'), what).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      await answer.arrayBuffer();
    }
  }, 120_000);
});
