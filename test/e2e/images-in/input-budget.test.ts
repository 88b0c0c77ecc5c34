import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

const SHIPPED = Object.fromEntries(
  ['sd15', 'sd15-img2img'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

/** The smallest budget the bot takes: 1 MiB. */
const BUDGET = 1_048_576;

/** A PNG of noise (it does not compress) of about 600 KB: two do not fit in the budget at once. */
async function noisePng(seed: number): Promise<Buffer> {
  const side = 450;
  const raw = Buffer.alloc(side * side * 3);
  randomFillSync(raw);
  raw[0] = seed;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

const WAITS = '⏳ Your image waits its turn';

describe('members’ input images share one byte budget (IMAGE_INPUT_BUDGET_BYTES, issue 61)', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('three members attaching an image at once where one fits: each waits its turn, told so on its card, and all are delivered', async () => {
    env = await startComfyEnv({
      workflows: SHIPPED,
      env: { IMAGE_INPUT_BUDGET_BYTES: String(BUDGET) },
    });
    // Each upload is held a while at ComfyUI: the input it sends keeps its share of the budget.
    env.comfy.setFaults({ routes: ['upload_image'], latencyMs: 800 });
    const members = ['ann', 'bea', 'cem'].map((username) =>
      env.discord.createUser({ username, guild: env.guild }),
    );
    const images = await Promise.all(members.map((_, index) => noisePng(index)));
    expect(images.every((png) => png.length > BUDGET / 2 && png.length < BUDGET)).toBe(true);
    const runs = await Promise.all(
      members.map((user, index) =>
        env.discord.runCommand({
          channel: env.channel,
          user,
          name: 'imagine',
          options: { prompt: `a harbour, take ${index}` },
          attachments: { image: { name: `harbour-${index}.png`, data: images[index] as Buffer } },
        }),
      ),
    );
    for (const run of runs) {
      expect(titleOf(await waitForResult(run, 60_000))).toBe('✅ Image ready');
    }
    expect(env.comfy.stats.requests.upload_image).toBe(3);
    const budget = env.app.context.inputBudget;
    expect(budget?.capacity).toBe(BUDGET);
    // Never two inputs held at once, and every byte given back.
    expect(budget?.peak).toBeGreaterThan(BUDGET / 2);
    expect(budget?.peak).toBeLessThanOrEqual(BUDGET);
    expect([budget?.held, budget?.waiting]).toEqual([0, 0]);
    const told = runs.filter((run) =>
      run.edits().some((version) => version.texts.some((text) => text.startsWith(WAITS))),
    );
    expect(told.length).toBeGreaterThanOrEqual(1);
    for (const run of told) {
      const notice = run
        .edits()
        .find((version) => version.texts.some((text) => text.startsWith(WAITS)));
      expect(notice?.ephemeral).toBe(false);
      expect(notice?.allowedMentions).toEqual({ parse: [] });
    }
  }, 90_000);
});
