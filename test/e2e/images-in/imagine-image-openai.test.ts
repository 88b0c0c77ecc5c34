import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, startOpenAiEnv } from '../openai-images/openai-kit.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A 640×480 PNG, as a member would attach it. */
const photo = () =>
  renderImage({ width: 640, height: 480, prompt: 'a photo of a harbour', seed: 7 });

/** Runs `/imagine` with `image:` attached (and the other options) as alice. */
function imagineWithImage(
  env: OpenAiEnv,
  options: Record<string, string | number>,
  image: { name: string; data: Buffer; contentType?: string },
): Promise<InteractionRun> {
  return env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options,
    attachments: { image },
  });
}

describe('/imagine image: on an OpenAI-compatible provider (POST /images/edits)', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('sends the attached image to /images/edits, streamed: its partial images as the card’s progress, then the edit', async () => {
    env = await startOpenAiEnv({ openai: { timeScale: 0.4 } });
    const bytes = await photo();
    const run = await imagineWithImage(
      env,
      { prompt: 'the same harbour under snow' },
      { name: 'harbour.png', data: bytes },
    );
    const shown = await run.waitForOriginal((m) => /[▰▱]{10} (33|67)% done/.test(cardText(m)), {
      timeout: 20_000,
    });
    expect(titleOf(shown)).not.toMatch(/ready|failed/i);
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.gallery.map((item) => item.attachment?.contentType)).toEqual(['image/png']);
    expect(final.thumbnails).toHaveLength(1);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input).toEqual({ action: { kind: 'edit' }, ref: run.id });
    const [sent, ...more] = env.openai.edits();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      model: 'gpt-image-1',
      prompt: 'the same harbour under snow',
      inputs: [
        { type: 'image/png', bytes: bytes.length, sha256: sha256(bytes), width: 640, height: 480 },
      ],
      mask: false,
      size: '1536x1024',
      stream: true,
      partialImages: 2,
    });
    const { stats } = env.openai;
    expect(stats.requests.images_generations).toBe(0);
    expect(stats.partialImages).toBe(2);
    expect(stats.violations).toEqual([]);
    const spent = env.openai.usageOf(ALICE_OPENAI_KEY);
    expect(spent.images).toBe(1);
    expect(
      env.logs.some((line) => JSON.stringify(line).includes(bytes.toString('base64').slice(0, 64))),
    ).toBe(false);
  }, 60_000);

  it('sends a JPEG as a JPEG file part, and ignores a strength the provider does not take', async () => {
    env = await startOpenAiEnv();
    const canvas = createCanvas(400, 400);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#2a6';
    ctx.fillRect(0, 0, 400, 400);
    const jpeg = await canvas.encode('jpeg', 90);
    const run = await imagineWithImage(
      env,
      { prompt: 'a green square with a hat', strength: 0.4 },
      { name: 'square.jpg', data: jpeg, contentType: 'image/jpeg' },
    );
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(env.openai.edits()[0]).toMatchObject({
      inputs: [{ type: 'image/jpeg', width: 400, height: 400 }],
      size: '1024x1024',
    });
    expect((await env.app.context.jobs.get(run.id))?.input?.action).toEqual({ kind: 'edit' });
    expect(env.openai.stats.violations).toEqual([]);
  }, 60_000);

  it('an edit the provider’s safety system refuses ends saying so, nothing charged', async () => {
    env = await startOpenAiEnv();
    const run = await imagineWithImage(
      env,
      { prompt: 'a moderation-test harbour' },
      { name: 'harbour.png', data: await photo() },
    );
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toMatch(/failed|refused|couldn't/i);
    expect(cardText(final)).toContain(
      'The safety system of OpenAI refused this prompt, so nothing was generated or charged.',
    );
    expect(env.openai.stats.requests.images_edits).toBe(1);
    expect(env.openai.stats.moderationBlocked).toBe(1);
    expect(env.openai.usageOf(ALICE_OPENAI_KEY)).toMatchObject({ images: 0, totalTokens: 0 });
  }, 60_000);
});
