import { afterEach, describe, expect, it } from 'vitest';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { explicitImageClassifier } from '../helpers/shared-classifier.js';
import { cardText, digest, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('the image safety check on a Stable Diffusion WebUI image', { timeout: 60_000 }, () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('withholds a flagged final image from the channel and gives it to the member privately, once', async () => {
    const classifier = explicitImageClassifier();
    env = await startSdWebuiEnv({ app: { imageClassifier: classifier } });
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
    // Every live preview was checked too (and, flagged, never shown); the last image checked,
    // and withheld, is the final PNG the WebUI answered.
    const checked = classifier.checked.map((image) => imageFormatOf(image));
    expect(checked.at(-1)).toMatchObject({ shown: true, format: 'png', width: 512, height: 512 });
    for (const preview of checked.slice(0, -1)) expect(preview).toMatchObject({ width: 64 });
    expect(digest(classifier.checked.at(-1))).toBe(digest(copy.attachments[0]?.bytes));
    expect(env.webui.stats.imagesMade).toBe(1);
    expect(env.webui.stats.requests.txt2img).toBe(1);
    expect(env.webui.stats.violations).toEqual([]);
    await env.app.context.jobs.idle();
    expect(run.followUps).toHaveLength(1);
    const publicImages = env.discord
      .messages(env.channel)
      .filter((message) => !message.ephemeral && message.attachments.length > 0);
    expect(publicImages).toEqual([]);
    expect(titleOf(result)).not.toMatch(/failed/i);
  });
});
