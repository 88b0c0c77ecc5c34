import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import type { ImageClassifier } from '../../../src/safety/image-classifier.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { sharedImageClassifier } from '../helpers/shared-classifier.js';
import {
  cardText,
  eventually,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { animateWorkflows, pressAnimate, videoFacts } from './animate-kit.js';

/**
 * The real classifier, but an image of `side` × `side` pixels (an animation's frame, not the
 * card's image) is scored explicit from its `nth` on: each frame checked is counted.
 */
function explicitFrames(side: number, nth: number) {
  const real = sharedImageClassifier();
  const frames: number[] = [];
  const classifier: ImageClassifier = {
    async check(image) {
      const { width, height } = await sharp(image).metadata();
      if (width !== side || height !== side) return real.check(image);
      frames.push(width);
      if (frames.length < nth) return real.check(image);
      const scores = { drawing: 0, hentai: 0, neutral: 0.05, porn: 0.95, sexy: 0 };
      return { checked: true, scores, cpuMs: 1 };
    },
    close: () => Promise.resolve(),
  };
  return { classifier, frames };
}

describe('Animate is checked before it is posted: the upload limit, the sampled frames', () => {
  let env: ComfyEnv | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it('refuses a video over the upload limit even at the encoder’s top crf, saying what to change, and posts none of it', async () => {
    // The grain makes a video over a 4 KiB limit the emulator's Discord sets for this test, at
    // any crf: the animation is encoded again up to crf 51 (three times at most), then refused.
    env = await startComfyEnv({
      workflows: animateWorkflows(),
      comfy: { videoGrain: 100 },
      discord: { attachmentSizeLimit: 4_096 },
    });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const run = await pressAnimate(env, card);
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('⚠️ Animation made, not posted');
    expect(cardText(result)).toContain(
      'The video is larger than this server’s upload limit (4 KB), so none of it is posted. To fit, the server can be boosted for a larger limit, or the bot’s operator can make the animate workflow shorter (fewer frames) or smaller.',
    );
    const crfs = env.comfy.stats.gpu.runs
      .map(
        ({ id }) =>
          env?.comfy.history(id)?.prompt[2] as Record<string, { inputs: Record<string, unknown> }>,
      )
      .map((graph) => graph['12']?.inputs['format.codec.encoding.crf'])
      .filter((crf) => crf !== undefined);
    expect(crfs.at(-1)).toBe(51);
    expect(crfs.length).toBeLessThanOrEqual(4);
    for (const version of [...result.edits, result]) {
      expect(version.attachments.some((file) => file.filename.endsWith('.mp4'))).toBe(false);
    }
    expect(run.followUps).toEqual([]);
    const job = await env.app.context.jobs.get(run.id);
    const file = new URL(job?.video?.url ?? 'http://x').searchParams.get('filename') ?? '';
    const made = await env.comfy.written('output', '', file);
    expect(made?.length).toBeGreaterThan(4_096);
  });

  it("reads the server's boost level: Discord's 100 MiB held to 10 MiB without boosts, 100 MiB at tier 3", async () => {
    env = await startComfyEnv({
      workflows: animateWorkflows(),
      discord: { attachmentSizeLimit: 100 * 1024 * 1024 },
    });
    const limitOf = async () => {
      const run = await runImagine(env as ComfyEnv, { prompt: 'a red fox' });
      await waitForResult(run, 30_000);
      const job = await env?.app.context.jobs.get(run.id);
      const target = job?.target as { reply?: { attachmentSizeLimit?: number } } | undefined;
      return target?.reply?.attachmentSizeLimit;
    };
    expect(await limitOf()).toBe(10 * 1024 * 1024);
    env.discord.setPremiumTier(env.guild, 3);
    await eventually(
      async () => env?.app.client.guilds.cache.get(env.guild.id)?.premiumTier === 3,
      10_000,
    );
    expect(await limitOf()).toBe(100 * 1024 * 1024);
  });

  it('counts an animation as ANIMATION_COUNTS_AS images in the daily limit, refusing one that would pass it', async () => {
    env = await startComfyEnv({
      workflows: animateWorkflows(),
      env: { SERVER_KEY_DAILY_LIMIT: '6', ANIMATION_COUNTS_AS: '4' },
    });
    const left = async () =>
      (await env?.app.context.stores.usage.remaining(env.guild.id, env.user.id, 6))?.left;
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    expect(await left()).toBe(5);
    const animated = await waitForResult(await pressAnimate(env, card), 60_000);
    expect(titleOf(animated)).toBe('🎬 Animation ready');
    expect(await left()).toBe(1);
    const prompts = env.comfy.stats.requests.prompt_post;
    const refused = await pressAnimate(env, card);
    const answer = await refused.waitForFollowUp(0, { timeout: 20_000 });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      '⚠️ An animation counts as 4 images: 1 image left today. Nothing was counted.',
    );
    expect(env.comfy.stats.requests.prompt_post).toBe(prompts);
    expect(await left()).toBe(1);
  });

  it('says on its form and on its card what an animation counts as, and how long the last ones took here', async () => {
    env = await startComfyEnv({
      workflows: animateWorkflows(),
      env: { ANIMATION_COUNTS_AS: '4' },
    });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const noteOf = async () => {
      const click = await env?.discord.clickButton({
        message: card,
        label: '🎬 Animate (low motion)',
        user: env.user,
      });
      const modal = await click?.waitForModal();
      return {
        click,
        note: modal?.fields.find((field) => field.customId === 'motion')?.description,
      };
    };
    const first = await noteOf();
    expect(first.note).toBe('Counts as 4 images in limits and budgets.');
    const run = await first.click?.submitModal({ motion: '' });
    const progress = await run?.waitForOriginal((message) =>
      cardText(message).includes('Counts as 4 images in limits and budgets.'),
    );
    expect(progress).toBeDefined();
    expect(titleOf(await waitForResult(run as InteractionRun, 60_000))).toBe('🎬 Animation ready');
    const second = await noteOf();
    expect(second.note).toBe(
      'Counts as 4 images in limits and budgets. About 1 minute here, going by the last animations.',
    );
  });

  it('withholds the video from a channel that is not age-restricted when a sampled frame is explicit, and sends it to its member privately', async () => {
    const { classifier, frames } = explicitFrames(192, 3);
    env = await startComfyEnv({
      workflows: animateWorkflows(),
      app: { imageClassifier: classifier },
    });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const run = await pressAnimate(env, card);
    const result = await waitForResult(run, 60_000);
    expect(frames).toHaveLength(3);
    expect(cardText(result)).toContain('An image was withheld from this channel.');
    expect(result.attachments.some((file) => file.filename.endsWith('.mp4'))).toBe(false);
    const copy = await run.waitForFollowUp(0, { timeout: 20_000 });
    const [video] = copy.attachments;
    expect(video?.filename).toMatch(/\.mp4$/);
    expect(videoFacts(video?.bytes ?? Buffer.alloc(0))).toMatchObject({ frames: 9 });
  });
});
