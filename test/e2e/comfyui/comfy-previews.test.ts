import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, MessageSnapshot } from '../../../sandbox/discord/index.js';
import type { ImageClassifier } from '../../../src/safety/image-classifier.js';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { sharedImageClassifier } from '../helpers/shared-classifier.js';
import { eventually, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { botListening, type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** A preview's attachment in a version of the card, if it carries one. */
const previewOf = (version: MessageSnapshot) =>
  version.gallery.find((item) => item.attachment?.filename.startsWith('preview-'));

/** The card's versions (its first answer and every edit), oldest first. */
const versionsOf = (run: InteractionRun) => run.original()?.history ?? [];

/** One sampling step on the emulator's clock (10 steps: 10 s of it, moved by hand). */
const STEP_MS = 1_000;

describe('/imagine on ComfyUI: the latest preview in the card', { timeout: 90_000 }, () => {
  let env: ComfyEnv;
  let now: number;
  afterEach(() => env?.close());

  /** Moves the emulator's clock by `ms` and plays what fell due. */
  const advance = (ms: number) => {
    now += ms;
    env.comfy.advance();
  };

  /** A ComfyUI server sending previews on a clock the test moves, and the bot's classifier. */
  const start = async (imageClassifier: ImageClassifier) => {
    now = Date.now();
    env = await startComfyEnv({
      comfy: { previews: true, stepMs: STEP_MS, nodeMs: 5, now: () => now },
      // Two slots: the line sends both prompts, one waiting in ComfyUI's queue.
      env: { COMFYUI_SLOTS: '2' },
      app: { imageClassifier },
    });
  };

  it("edits the card with its own prompt's latest preview frame, checked, then replaces it with the final image", async () => {
    const { classifier, counted } = countingJpegs(false);
    await start(classifier);
    // The bot's socket opens after its prompt started, as on a busy machine: it missed
    // `execution_start`, and the prompt's later events still bring its previews to the card.
    env.comfy.setFaults({ routes: ['ws'], latencyMs: 300 });
    const run = await runImagine(env, { prompt: 'a red fox', steps: 10 });
    const waiting = await runImagine(env, { prompt: 'a waiting fox', steps: 10 });
    await eventually(
      async () => env.comfy.queue().running !== undefined && env.comfy.queue().pending.length === 1,
      20_000,
    );
    await botListening(env);
    advance(3_500);
    const shown = await run.waitForOriginal((m) => previewOf(m) !== undefined, { timeout: 20_000 });
    const preview = previewOf(shown);
    expect(titleOf(shown)).toBe('🎨 Generating');
    expect(preview?.attachment?.contentType).toBe('image/jpeg');
    expect(preview?.description).toBe('Preview while it is generated: a red fox');
    expect(imageFormatOf(preview?.attachment?.bytes ?? new Uint8Array())).toMatchObject({
      shown: true,
      format: 'jpg',
    });
    expect(env.comfy.stats.wsMessages.get('preview')).toBeGreaterThanOrEqual(3);
    // Checked by the model, as a final image in this channel is.
    expect(counted.jpegs).toBeGreaterThanOrEqual(1);
    // The queued prompt's card shows none of the running prompt's frames.
    expect(versionsOf(waiting).some((version) => previewOf(version))).toBe(false);

    advance(60_000);
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    expect(previewOf(final)).toBeUndefined();
    const versions = versionsOf(run);
    const firstPreview = versions.findIndex((version) => previewOf(version));
    const firstFinal = versions.findIndex((version) => titleOf(version) === '✅ Image ready');
    expect(firstPreview).toBeGreaterThan(0);
    expect(firstPreview).toBeLessThan(firstFinal);

    advance(60_000);
    const second = await waitForResult(waiting, 20_000);
    expect(titleOf(second)).toBe('✅ Image ready');
    expect(env.comfy.stats.violations).toEqual([]);
  });

  /**
   * The real model, counting the JPEGs it is asked about (ComfyUI's latent previews); with `flag`,
   * every JPEG is scored explicit instead (the final PNG still gets the real model's verdict).
   */
  const countingJpegs = (flag: boolean) => {
    const shared = sharedImageClassifier();
    const counted = { jpegs: 0 };
    const classifier: ImageClassifier = {
      check: async (image) => {
        const format = imageFormatOf(image);
        if (!format.shown || format.format !== 'jpg') return shared.check(image);
        counted.jpegs += 1;
        if (!flag) return shared.check(image);
        const scores = { drawing: 0, hentai: 0.5, neutral: 0, porn: 0.5, sexy: 0 };
        return { checked: true, scores, cpuMs: 1 };
      },
      close: async () => {},
    };
    return { classifier, counted };
  };

  it('never shows a preview the image check flags, and still posts the final image it passes', async () => {
    const { classifier, counted } = countingJpegs(true);
    await start(classifier);
    const run = await runImagine(env, { prompt: 'a quiet lake', steps: 10 });
    await eventually(async () => env.comfy.queue().running !== undefined, 20_000);
    await botListening(env);
    advance(3_500);
    await eventually(async () => counted.jpegs > 0, 20_000);
    advance(60_000);
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    expect(versionsOf(run).some((version) => previewOf(version))).toBe(false);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it('keeps a private generation’s preview in its private card, unchecked as its final image is', async () => {
    const { classifier, counted } = countingJpegs(true);
    await start(classifier);
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { visibility: 'private' },
    );
    const run = await runImagine(env, { prompt: 'a secret fox', steps: 10 });
    await eventually(async () => env.comfy.queue().running !== undefined, 20_000);
    await botListening(env);
    advance(3_500);
    const shown = await run.waitForOriginal((m) => previewOf(m) !== undefined, { timeout: 20_000 });
    expect(shown.ephemeral).toBe(true);
    expect(counted.jpegs).toBe(0);
    advance(60_000);
    const final = await waitForResult(run, 20_000);
    expect(final.ephemeral).toBe(true);
    expect(previewOf(final)).toBeUndefined();
    const publicImages = env.discord
      .messages(env.channel)
      .filter((message) => !message.ephemeral && message.attachments.length > 0);
    expect(publicImages).toEqual([]);
  });
});
