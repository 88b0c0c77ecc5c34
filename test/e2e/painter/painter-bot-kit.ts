import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildPainterPage } from '../../../ops/build-painter-page.mjs';
import type { MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv, BotEnvOptions } from '../helpers/bot-env.js';
import { eventually } from '../imagine/imagine-kit.js';
import {
  type OpenAiEnv,
  type OpenAiEnvOptions,
  startOpenAiEnv,
} from '../openai-images/openai-kit.js';

/** The OAuth2 client secret the bot is configured with (the emulator's is made the same). */
export const PAINTER_SECRET = 'painter-secret-0123456789abcdef';

/** The bot with the painter enabled (on the OpenAI emulator unless said), and where it listens. */
export type PainterBotEnv<E extends BotEnv = OpenAiEnv> = E & { readonly painterUrl: string };

/**
 * The real bot (`startApp`) on an OpenAI-compatible provider with the painter configured as an
 * owner configures it (`PAINTER_CLIENT_SECRET`, `PAINTER_PORT`, the page built), and Discord's
 * Developer Portal as the owner sets it: Activities enabled before the bot starts, then `/` mapped
 * to the painter, the same client secret.
 */
export function startPainterBot(options: OpenAiEnvOptions = {}): Promise<PainterBotEnv> {
  return startPainterOn(startOpenAiEnv, options);
}

/**
 * `options` with the painter configured as an owner configures it (`PAINTER_CLIENT_SECRET`,
 * `PAINTER_PORT`, the page built) and Activities enabled in Discord's Developer Portal before the
 * bot starts (unless `options.discord` says otherwise).
 */
export async function painterOptions(options: BotEnvOptions = {}): Promise<BotEnvOptions> {
  const pageDir = await buildPainterPage(join(tmpdir(), `painter-page-${process.pid}`));
  return {
    ...options,
    discord: { activities: true, ...options.discord },
    env: { PAINTER_CLIENT_SECRET: PAINTER_SECRET, PAINTER_PORT: '0', ...options.env },
    app: { painterPage: pageDir, ...options.app },
  };
}

/** {@link startPainterBot} on the backend `start` starts the bot on. */
export async function startPainterOn<E extends BotEnv>(
  start: (options: BotEnvOptions) => Promise<E>,
  options: BotEnvOptions = {},
): Promise<PainterBotEnv<E>> {
  const env = await start(await painterOptions(options));
  const serving = env.logs.find((line) => line.msg === 'painter serving');
  if (typeof serving?.port !== 'number') throw new Error('the painter is not serving');
  const painterUrl = `http://127.0.0.1:${serving.port}/`;
  env.discord.activities.useClientSecret(PAINTER_SECRET);
  env.discord.activities.configure(painterUrl);
  return Object.assign(env, { painterUrl });
}

/** `user`'s access token as the page gets it: the SDK's `authorize` code exchanged by the bot. */
export async function accessTokenOf(env: PainterBotEnv<BotEnv>, user: UserRef): Promise<string> {
  const clientId = env.discord.applicationId;
  const { code } = env.discord.activities.authorize(user, { clientId, scopes: ['identify'] });
  const answer = await fetch(new URL('api/token', env.painterUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * Presses the card's Vary (Region) as `user`; resolves with the launching interaction's id (the
 * painter's note and input are kept under it) and the Activity instance it launched.
 */
export async function launchPainter(
  env: PainterBotEnv<BotEnv>,
  card: MessageView,
  user: UserRef = env.user,
): Promise<{ launchId: string; instance: string }> {
  const press = await env.discord.clickButton({ message: card, label: '🖌️ Vary (Region)', user });
  const instance = await eventually(async () => press.activityInstanceId, 10_000);
  return { launchId: press.id, instance };
}

/** A page's call to the painter, as `token`'s member in `instance`. */
export function callPainter(
  env: PainterBotEnv<BotEnv>,
  token: string,
  instance: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(new URL(`${path}?instance_id=${instance}`, env.painterUrl), {
    ...init,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Send, as the page sends it: the mask PNG and the prompt. */
export function sendMask(
  env: PainterBotEnv<BotEnv>,
  token: string,
  instance: string,
  mask: Buffer,
  prompt: string,
): Promise<Response> {
  const form = new FormData();
  form.set('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
  form.set('prompt', prompt);
  return callPainter(env, token, instance, 'api/launch/mask', { method: 'POST', body: form });
}

/**
 * A mask as the page paints it, `width`×`height`: transparent (may change) inside `freed`, given
 * as fractions of the image, opaque elsewhere; `freed` undefined: wholly opaque.
 */
export async function maskPng(
  width: number,
  height: number,
  freed?: { left: number; top: number; width: number; height: number },
): Promise<Buffer> {
  const alpha = Buffer.alloc(width * height, 255);
  if (freed) {
    const [x0, y0] = [Math.round(freed.left * width), Math.round(freed.top * height)];
    const [x1, y1] = [x0 + Math.round(freed.width * width), y0 + Math.round(freed.height * height)];
    for (let y = y0; y < y1; y += 1) alpha.fill(0, y * width + x0, y * width + x1);
  }
  const pixels = Buffer.alloc(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    pixels[pixel * 4 + 3] = alpha[pixel] as number;
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
