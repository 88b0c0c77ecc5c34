import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, MessageSnapshot } from '../../../sandbox/discord/index.js';
import { imageFormatOf } from '../../../src/safety/image-format.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** A preview's attachment in a version of the card, if it carries one. */
const previewOf = (version: MessageSnapshot) =>
  version.gallery.find((item) => item.attachment?.filename.startsWith('preview-'));

/** The card's versions (its first answer and every edit), oldest first. */
const versionsOf = (run: InteractionRun) => run.original()?.history ?? [];

describe("/imagine on a Stable Diffusion WebUI: only its own task's live preview in the card", () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it("shows no preview of another client's running job, then its own, replaced by the image", async () => {
    // Steps of 1 s on a clock moved by hand: each job holds its step until the test moves it.
    let now = Date.now();
    env = await startSdWebuiEnv({ webui: { stepMs: 1_000, previewEvery: 1, now: () => now } });
    const theirs = fetch(`${env.webui.url}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'their castle', steps: 20, force_task_id: 'another-client' }),
    });
    await expect.poll(() => env.webui.queue().running, { timeout: 20_000 }).toBe('another-client');
    // Past their first previews before ours is asked for.
    now += 3_500;
    const run = await runImagine(env, { prompt: 'my own fox', steps: 20 });
    await expect.poll(() => env.webui.queue().pending.length, { timeout: 20_000 }).toBe(1);
    await run.waitForOriginal((m) => cardText(m).includes('Position'), { timeout: 20_000 });
    now += 20_000;
    expect((await theirs).status).toBe(200);
    // Ours runs once theirs ended (its id is the bot's).
    const ours = () => ![undefined, 'another-client'].includes(env.webui.queue().running);
    await expect.poll(ours, { timeout: 20_000 }).toBe(true);
    now += 3_500;
    const shown = await run.waitForOriginal((m) => previewOf(m) !== undefined, { timeout: 20_000 });
    expect(titleOf(shown)).toBe('🎨 Generating');
    expect(previewOf(shown)?.description).toBe('Preview while it is generated: my own fox');
    expect(imageFormatOf(previewOf(shown)?.attachment?.bytes ?? new Uint8Array())).toMatchObject({
      shown: true,
      format: 'png',
    });
    now += 60_000;
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(previewOf(final)).toBeUndefined();
    // While their job ran, the card said its place and carried no picture of their job.
    const versions = versionsOf(run);
    const lastWaiting = versions.findLastIndex((version) => cardText(version).includes('Position'));
    expect(lastWaiting).toBeGreaterThanOrEqual(0);
    const waiting = versions.slice(0, lastWaiting + 1);
    expect(waiting.filter((version) => version.attachments.length > 0)).toEqual([]);
    // The global state (no picture asked) only once, right after its own job answered.
    expect(env.webui.stats.requests.progress).toBe(1);
    expect(env.webui.stats.violations).toEqual([]);
  }, 90_000);
});
