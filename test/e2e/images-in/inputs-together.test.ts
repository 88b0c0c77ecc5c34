import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  ALICE_OPENAI_KEY,
  linkOpenAiKey,
  type OpenAiEnv,
  startOpenAiEnv,
} from '../openai-images/openai-kit.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** 8 MiB: two of these inputs decoded, not three. */
const BUDGET = 8 * 1024 * 1024;
const SIDE = 1200;
/** What one input's pixels take decoded (RGB): libvips holds them while it reads the image. */
const DECODED = SIDE * SIDE * 3;

/** A flat picture of `SIDE`² with a band of its own: a few KB of PNG, 4.3 MB of pixels. */
const flatPng = (seed: number) =>
  sharp({
    create: { width: SIDE, height: SIDE, channels: 3, background: { r: seed * 20, g: 90, b: 160 } },
  })
    .composite([
      {
        input: { create: { width: SIDE, height: 40, channels: 3, background: '#fff' } },
        top: seed * 50,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

describe('twelve members attaching an image at once, within one input budget (IMAGE_INPUT_BUDGET_BYTES)', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('each input counts its decoded pixels, not only its file: all twelve are delivered, the budget never exceeded, every byte given back', async () => {
    env = await startOpenAiEnv({ env: { IMAGE_INPUT_BUDGET_BYTES: String(BUDGET) } });
    const members = Array.from({ length: 12 }, (_, index) =>
      env.discord.createUser({ username: `member-${index}`, guild: env.guild }),
    );
    for (const member of members) await linkOpenAiKey(env, member, ALICE_OPENAI_KEY);
    const images = await Promise.all(members.map((_, index) => flatPng(index)));
    // Twelve files together are a fraction of one input's pixels: only the pixels fill the budget.
    expect(images.reduce((sum, png) => sum + png.length, 0)).toBeLessThan(DECODED / 4);
    const runs = await Promise.all(
      members.map((user, index) =>
        env.discord.runCommand({
          channel: env.channel,
          user,
          name: 'imagine',
          options: { prompt: `a lake, take ${index}` },
          attachments: { image: { name: `lake-${index}.png`, data: images[index] as Buffer } },
        }),
      ),
    );
    for (const run of runs)
      expect(titleOf(await waitForResult(run, 120_000))).toBe('✅ Image ready');
    const sent = env.openai.edits().flatMap((edit) => edit.inputs.map((input) => input.sha256));
    expect(sent.sort()).toEqual(images.map(sha256).sort());
    const budget = env.app.context.inputBudget;
    expect(budget.peak).toBeGreaterThanOrEqual(DECODED);
    expect(budget.peak).toBeLessThanOrEqual(BUDGET);
    expect(budget.waited).toBeGreaterThan(0);
    expect([budget.held, budget.waiting]).toEqual([0, 0]);
  }, 180_000);
});
