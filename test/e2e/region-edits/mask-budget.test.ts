import { randomFillSync } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { maskPng } from '../../sandbox/mask-pictures.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { startRegionEnv } from '../imagine/region-kit.js';
import type { SdWebuiEnv } from '../sd-webui/sd-webui-kit.js';

/** The smallest budget the bot takes: 1 MiB. */
const BUDGET = 1_048_576;
const SIDE = 450;

/** A PNG of noise (it does not compress) of about 600 KB: two do not fit in the budget at once. */
async function noisePng(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(SIDE * SIDE * 3);
  randomFillSync(raw);
  raw[0] = seed;
  return sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png()
    .toBuffer();
}

describe('masked edits share the input budget (IMAGE_INPUT_BUDGET_BYTES) without waiting on each other', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('four members attach an image and its mask at once where one image fits: each pair is reserved together, all are delivered', async () => {
    env = await startRegionEnv['sd-webui']({ env: { IMAGE_INPUT_BUDGET_BYTES: String(BUDGET) } });
    const members = ['ann', 'bea', 'cem', 'dov'].map((username) =>
      env.discord.createUser({ username, guild: env.guild }),
    );
    const images = await Promise.all(members.map((_, index) => noisePng(index)));
    expect(images.every((png) => png.length > BUDGET / 2 && png.length < BUDGET)).toBe(true);
    const mask = await maskPng(
      SIDE,
      SIDE,
      { left: 100, top: 100, width: 200, height: 150 },
      'alpha',
    );
    const runs = await Promise.all(
      members.map((user, index) =>
        env.discord.runCommand({
          channel: env.channel,
          user,
          name: 'imagine',
          options: { prompt: `a boat on the water, take ${index}` },
          attachments: {
            image: { name: `water-${index}.png`, data: images[index] as Buffer },
            mask: { name: `mask-${index}.png`, data: mask },
          },
        }),
      ),
    );
    for (const run of runs) {
      expect(titleOf(await waitForResult(run, 60_000))).toBe('✅ Image ready');
    }
    expect(env.webui.stats.requests.img2img).toBe(4);
    expect(env.app.context.inputBudget.held).toBe(0);
    expect(env.app.context.inputBudget.peak).toBeLessThanOrEqual(BUDGET);
  }, 120_000);
});
