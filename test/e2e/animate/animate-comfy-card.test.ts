import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { animateWorkflows, pressAnimate, videoFacts } from './animate-kit.js';

const labels = (message: MessageView) => message.buttons.map((button) => button.label);

/** The mean absolute difference of two RGB24 pictures of the same size, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

describe('🎬 Animate on a ComfyUI card, through discord.js and the ComfyUI emulator', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("runs the animate workflow on the card's image with the motion prompt and level, and posts the video Discord plays: its length, size and poster the workflow's and the image's, no tag of the prompt", async () => {
    env = await startComfyEnv({ workflows: animateWorkflows() });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    expect(labels(card)).toEqual(
      expect.arrayContaining(['🎬 Animate (low motion)', '🎬 Animate (high motion)']),
    );
    const shown = card.attachments[0];
    const run = await pressAnimate(env, card, {
      motion: 'high',
      prompt: 'the fox runs through the grass',
    });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('🎬 Animation ready');
    expect(labels(result)).toEqual(
      expect.arrayContaining(['🎲 Re-roll', 'ℹ️ Details', '🗑️ Delete', '🚩 Report']),
    );
    expect(labels(result).some((label) => label?.startsWith('🎬'))).toBe(false);
    const [posted] = result.attachments;
    expect(posted?.filename).toMatch(/^imagine-.+\.mp4$/);
    expect(posted?.contentType).toBe('video/mp4');
    const facts = videoFacts(posted?.bytes ?? Buffer.alloc(0));
    // The card's square image over the workflow's 256 × 160 pixels, sides of 32: 192 × 192.
    expect(facts).toMatchObject({ codec: 'h264', width: 192, height: 192, frames: 9 });
    expect(facts.seconds).toBeCloseTo(9 / 24, 1);
    expect(Object.keys(facts.tags).some((key) => /prompt|workflow/i.test(key))).toBe(false);
    expect(posted?.bytes.includes('the fox runs')).toBe(false);
    const poster = await sharp(shown?.bytes)
      .resize(192, 192, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(difference(facts.firstFrame, poster)).toBeLessThan(20);
    const graph = env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Record<
      string,
      { class_type: string; inputs: Record<string, unknown> }
    >;
    expect(graph['6']?.inputs.text).toBe(
      'the fox runs through the grass, dynamic energetic motion, fast movement, moving camera',
    );
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input?.action).toEqual({ kind: 'animate', motion: 'high' });
    expect(job?.video?.frames).toHaveLength(3);
    expect(env.comfy.stats.violations).toEqual([]);
  });
});
