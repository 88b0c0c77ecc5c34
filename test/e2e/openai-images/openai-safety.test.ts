import { afterEach, describe, expect, it } from 'vitest';
import { explicitImageClassifier } from '../helpers/shared-classifier.js';
import { cardText, digest, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

describe('the image safety check on an OpenAI-compatible image', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('withholds a flagged final image from the channel and gives it to the member privately, once', async () => {
    const classifier = explicitImageClassifier();
    env = await startOpenAiEnv({ app: { imageClassifier: classifier } });
    const run = await runImagine(env, { prompt: 'a quiet lake' });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).not.toMatch(/failed/i);
    for (const version of result.history) {
      expect(version.attachments).toEqual([]);
      expect(version.gallery).toEqual([]);
    }
    expect(cardText(result)).toContain('An image was withheld from this channel.');
    const copy = await run.waitForFollowUp(0, { timeout: 8_000 });
    expect(copy.ephemeral).toBe(true);
    expect(copy.content).toMatch(/^🙈 Your image was withheld from the channel: /);
    expect(copy.attachments.map((file) => file.filename)).toEqual([`imagine-${run.id}.png`]);
    // The image withheld is the one the check was asked about: the provider's final image.
    const checked = classifier.checked.map(digest);
    expect(checked).toContain(digest(copy.attachments[0]?.bytes));
    expect(env.openai.stats.images).toBe(1);
    expect(env.openai.stats.requests.images_generations).toBe(1);
    expect(env.openai.stats.violations).toEqual([]);
    await env.app.context.jobs.idle();
    expect(run.followUps).toHaveLength(1);
    const publicImages = env.discord
      .messages(env.channel)
      .filter((message) => !message.ephemeral && message.attachments.length > 0);
    expect(publicImages).toEqual([]);
  });
});
