import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { cardImage } from '../imagine/region-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from '../openai-images/openai-kit.js';

/** A flat picture of one colour, as a member attaches it. */
const flat = (colour: string, width = 512, height = 512) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The mean red, green and blue of `image`'s region (fractions of its size). */
async function meanColour(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number[]> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const { data } = await sharp(image)
    .extract({
      left: Math.round(region.left * width),
      top: Math.round(region.top * height),
      width: Math.round(region.width * width),
      height: Math.round(region.height * height),
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 1) sums[i % 3] = (sums[i % 3] ?? 0) + (data[i] ?? 0);
  return sums.map((sum) => sum / (data.length / 3));
}

describe('reference images on an OpenAI-compatible API: the image and its references as image[]', () => {
  let env: OpenAiEnv | undefined;
  afterEach(() => env?.close());

  it('/imagine with an image and three references sends four images, the image first; the result and the card show them', async () => {
    env = await startOpenAiEnv();
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the three friends at the blue table' },
      attachments: {
        image: { name: 'table.png', data: await flat('#2040c0'), contentType: 'image/png' },
        reference: { name: 'red.png', data: await flat('#e02020'), contentType: 'image/png' },
        reference2: { name: 'green.png', data: await flat('#20c020'), contentType: 'image/png' },
        reference3: { name: 'white.png', data: await flat('#f0f0f0'), contentType: 'image/png' },
      },
    });
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(cardText(final)).toContain('✏️ Edited with words from table.png · 🖼️ with 3 references');
    const [edit] = env.openai.edits();
    expect(edit?.inputs.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '512x512',
      '512x512',
      '512x512',
      '512x512',
    ]);
    // The emulator draws each further image as an inset along the bottom, from the right.
    const image = cardImage(final);
    const [red, green, white] = await Promise.all([
      meanColour(image, { left: 0.77, top: 0.8, width: 0.2, height: 0.15 }),
      meanColour(image, { left: 0.52, top: 0.8, width: 0.2, height: 0.15 }),
      meanColour(image, { left: 0.27, top: 0.8, width: 0.2, height: 0.15 }),
    ]);
    expect(red[0]).toBeGreaterThan(150);
    expect(green[1]).toBeGreaterThan(130);
    expect(Math.min(...(white as number[]))).toBeGreaterThan(150);
    expect(env.openai.stats.violations).toEqual([]);
    // Kept for the generation's time like its image: a Retry or a restart sends the same four.
    const job = await env.app.context.jobs.get(run.id);
    expect(await env.app.context.jobs.inputs.referenceCount(job?.input?.ref ?? '')).toBe(3);
  }, 60_000);
});
