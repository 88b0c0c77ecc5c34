import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../sandbox/discord/index.js';
import { eventually, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { answerOf, forged, NOT_YOURS } from '../security/forged-kit.js';
import {
  accessTokenOf,
  callPainter,
  launchPainter,
  maskPng,
  type PainterBotEnv,
  sendMask,
  startPainterBot,
} from './painter-bot-kit.js';

/** What the page shows for a launch that is not (or no longer) the member's own. */
const GONE = 'This painter is no longer yours to use';
/** What the page shows for a sign-in Discord no longer accepts. */
const SIGN_IN_AGAIN =
  'Discord did not accept your sign-in (it may have ended, or been revoked). Close the painter and press Vary (Region) again to sign in again. Nothing was sent or charged.';
/** The OpenAI emulator's cards: 1024×1024. */
const SIDE = 1024;
/** A painted square in the lower right quarter. */
const SQUARE = { left: 0.55, top: 0.55, width: 0.3, height: 0.3 };

const errorOf = async (answer: Response) => ((await answer.json()) as { error: string }).error;

/** The launch's page answers `api/launch` (the bot kept the launch). */
const launchKept = (env: PainterBotEnv, token: string, instance: string) =>
  eventually(async () => (await callPainter(env, token, instance, 'api/launch')).ok, 10_000);

/** The private answer to a Send, once it is in the channel. */
const paintedAnswer = (env: PainterBotEnv) =>
  env.discord.waitForMessage(
    { channel: env.channel, where: (m) => m.content.includes('the area you painted') },
    { timeout: 30_000 },
  );

describe('the painter refuses, privately, nothing kept or charged', () => {
  let env: PainterBotEnv;
  afterEach(() => env?.close());

  it("another member's launch, a mask that is empty, all changed (in the painter's words), of the wrong size or too large; one Send; the prompt sent from the page runs", async () => {
    env = await startPainterBot();
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { launchId, instance } = await launchPainter(env, card);
    const alice = await accessTokenOf(env, env.user);
    const bobs = await accessTokenOf(env, bob);
    await launchKept(env, alice, instance);

    for (const path of ['api/launch', 'api/launch/image']) {
      const answer = await callPainter(env, bobs, instance, path);
      expect(answer.status, path).toBe(404);
      expect(await errorOf(answer)).toContain(GONE);
    }
    const stolen = await sendMask(env, bobs, instance, await maskPng(SIDE, SIDE, SQUARE), 'mine');
    expect(stolen.status).toBe(404);
    expect(await errorOf(stolen)).toContain(GONE);

    // Refused in the painter's words: what the member painted, never a file to attach again.
    const refusals: [Buffer, string][] = [
      [
        await maskPng(SIDE, SIDE),
        'Nothing is painted, so nothing would change: paint over the part of the image to change, then press Send. Nothing was sent or charged.',
      ],
      [
        await maskPng(SIDE, SIDE, { left: 0, top: 0, width: 1, height: 1 }),
        'You painted over the whole image, so all of it would change: erase part of it with the Eraser, then press Send. Nothing was sent or charged.',
      ],
      [
        await maskPng(300, 100, SQUARE),
        'The bot could not read your painting: press Clear, paint again and press Send, or close the painter and press Vary (Region) again. Nothing was sent or charged.',
      ],
    ];
    for (const [mask, said] of refusals) {
      const answer = await sendMask(env, alice, instance, mask, 'a red fox');
      expect(answer.status).toBe(422);
      const error = await errorOf(answer);
      expect(error).toBe(said);
      expect(error).not.toMatch(/attach/i);
    }
    const huge = await sendMask(env, alice, instance, Buffer.alloc(5 * 1024 * 1024, 7), 'x');
    expect(huge.status).toBe(413);
    expect(env.openai.edits()).toHaveLength(0);
    expect(await env.app.context.jobs.inputs.get(launchId)).toBeUndefined();

    // Her own Send, with a changed prompt: kept, answered privately, still nothing run.
    const mask = await maskPng(SIDE, SIDE, SQUARE);
    const sent = await sendMask(env, alice, instance, mask, 'a red fox in a blue scarf');
    expect(sent.status).toBe(200);
    const again = await sendMask(env, alice, instance, mask, 'a red fox');
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toContain(GONE);
    const answer = await paintedAnswer(env);
    expect(answer.ephemeral).toBe(true);
    expect(answer.interactionId).toBe(launchId);
    expect(answer.content).toContain('Prompt: a red fox in a blue scarf');
    expect(env.openai.edits()).toHaveLength(0);

    // Its buttons are hers: bob's forged press is refused, nothing sent.
    const go = answer.buttons.find((b) => b.label === '🖌️ Vary region');
    expect(
      await forged(env, { message: answer.id, customId: go?.customId ?? '', user: bob }),
    ).toContain(NOT_YOURS);
    expect(env.openai.edits()).toHaveLength(0);

    const run = await env.discord.clickButton({
      message: answer,
      label: '🖌️ Vary region',
      user: env.user,
    });
    const result = await waitForResult(run, 60_000);
    expect(result.ephemeral).toBe(false);
    expect(env.openai.edits()).toHaveLength(1);
    expect(env.openai.edits()[0]?.prompt).toMatch(/^a red fox in a blue scarf/);
  }, 180_000);

  it('a launch older than 14 minutes: the page is refused, nothing kept', async () => {
    const clock = new AdjustableClock();
    env = await startPainterBot({ discord: { clock }, app: { now: () => clock.now() } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { launchId, instance } = await launchPainter(env, card);
    const alice = await accessTokenOf(env, env.user);
    await launchKept(env, alice, instance);
    clock.advance(14 * 60_000 + 1_000);
    const page = await callPainter(env, alice, instance, 'api/launch');
    expect(page.status).toBe(404);
    expect(await errorOf(page)).toContain(GONE);
    const sent = await sendMask(env, alice, instance, await maskPng(SIDE, SIDE, SQUARE), 'x');
    expect(sent.status).toBe(404);
    expect(await env.app.context.jobs.inputs.get(launchId)).toBeUndefined();
    expect(env.openai.edits()).toHaveLength(0);
  }, 120_000);

  it('a token Discord ended after the page signed in (the member deauthorized the app): Send is refused, sign in again, nothing taken, kept or charged', async () => {
    env = await startPainterBot();
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { launchId, instance } = await launchPainter(env, card);
    const alice = await accessTokenOf(env, env.user);
    await launchKept(env, alice, instance);
    expect(env.discord.activities.deauthorize(env.user)).toBe(1);
    const mask = await maskPng(SIDE, SIDE, SQUARE);
    const refused = await sendMask(env, alice, instance, mask, 'a red fox');
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toBe(SIGN_IN_AGAIN);
    expect(await env.app.context.jobs.inputs.get(launchId)).toBeUndefined();
    expect(env.openai.edits()).toHaveLength(0);

    // Signed in again: the same launch is still hers, and Send acts.
    const again = await accessTokenOf(env, env.user);
    expect((await sendMask(env, again, instance, mask, 'a red fox')).status).toBe(200);
    expect((await paintedAnswer(env)).interactionId).toBe(launchId);
    expect(env.openai.edits()).toHaveLength(0);
  }, 120_000);

  it("a token past its expiry by Discord's clock, and Discord not answering: Send is refused in words, nothing kept", async () => {
    const clock = new AdjustableClock();
    env = await startPainterBot({ discord: { clock } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { launchId, instance } = await launchPainter(env, card);
    const alice = await accessTokenOf(env, env.user);
    await launchKept(env, alice, instance);
    const mask = await maskPng(SIDE, SIDE, SQUARE);

    env.discord.failNext({ status: 503, route: 'usersMe' });
    const unanswered = await sendMask(env, alice, instance, mask, 'a red fox');
    expect(unanswered.status).toBe(503);
    expect(await errorOf(unanswered)).toBe(
      'Discord did not answer, so the bot could not check your sign-in. Press Send again in a moment. Nothing was sent or charged.',
    );

    clock.advance(7 * 24 * 3_600_000 + 1_000);
    const expired = await sendMask(env, alice, instance, mask, 'a red fox');
    expect(expired.status).toBe(401);
    expect(await errorOf(expired)).toBe(SIGN_IN_AGAIN);
    expect(await env.app.context.jobs.inputs.get(launchId)).toBeUndefined();
    expect(env.openai.edits()).toHaveLength(0);
  }, 120_000);

  it("a private card: another member cannot launch it; its painter's answer and result stay private", async () => {
    env = await startPainterBot();
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { visibility: 'private' },
    );
    const card = await waitForResult(await runImagine(env, { prompt: 'a secret garden' }), 30_000);
    expect(card.ephemeral).toBe(true);
    const region = card.buttons.find((b) => b.label === '🖌️ Vary (Region)');
    const press = await env.discord.forgeComponent({
      message: card.id,
      customId: region?.customId ?? '',
      user: bob,
    });
    expect(await answerOf(press)).toContain(NOT_YOURS);
    expect(press.activityInstanceId).toBeUndefined();

    const { instance } = await launchPainter(env, card);
    const alice = await accessTokenOf(env, env.user);
    await launchKept(env, alice, instance);
    const sent = await sendMask(env, alice, instance, await maskPng(SIDE, SIDE, SQUARE), '');
    expect(sent.status).toBe(200);
    const answer = await paintedAnswer(env);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('Prompt: a secret garden');
    const run = await env.discord.clickButton({
      message: answer,
      label: '🖌️ Vary region',
      user: env.user,
    });
    const result = await waitForResult(run, 60_000);
    expect(result.ephemeral).toBe(true);
    expect(env.openai.edits()).toHaveLength(1);
  }, 180_000);
});
