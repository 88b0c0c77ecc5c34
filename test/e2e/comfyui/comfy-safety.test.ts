import { afterEach, describe, expect, it } from 'vitest';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { explicitImageClassifier } from '../helpers/shared-classifier.js';
import { cardText, digest, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

describe('the image safety check on a ComfyUI image', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('withholds a flagged final image from the channel and gives it to the member privately, once', async () => {
    const classifier = explicitImageClassifier();
    env = await startComfyEnv({ app: { imageClassifier: classifier } });
    const run = await runImagine(env, { prompt: 'a quiet lake' });
    const result = await waitForResult(run, 20_000);
    for (const version of result.history) {
      expect(version.attachments).toEqual([]);
      expect(version.gallery).toEqual([]);
    }
    expect(cardText(result)).toContain('An image was withheld from this channel.');
    const copy = await run.waitForFollowUp(0, { timeout: 8_000 });
    expect(copy.ephemeral).toBe(true);
    expect(copy.attachments.map((file) => file.filename)).toEqual([`imagine-${run.id}.png`]);
    expect(copy.content).toMatch(/^🙈 Your image was withheld from the channel: /);
    // The image checked, and withheld, is the one ComfyUI saved, a PNG.
    expect(classifier.checked.map((image) => imageFormatOf(image))).toEqual([
      expect.objectContaining({ shown: true, format: 'png' }),
    ]);
    expect(classifier.checked.map(digest)).toEqual([digest(copy.attachments[0]?.bytes)]);
    expect(env.comfy.stats.imagesSaved).toBe(1);
    expect(env.comfy.stats.requests.prompt_post).toBe(1);
    expect(env.comfy.stats.violations).toEqual([]);
    await env.app.context.jobs.idle();
    expect(run.followUps).toHaveLength(1);
    const publicImages = env.discord
      .messages(env.channel)
      .filter((message) => !message.ephemeral && message.attachments.length > 0);
    expect(publicImages).toEqual([]);
    expect(titleOf(result)).not.toMatch(/failed/i);
  });
});
