import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import animate from '../../../commands/animate.js';
import animateThisImage from '../../../commands/animate-this-image.js';
import imagine from '../../../commands/imagine.js';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type ComfyEnv, startComfyEnv, writeWorkflows } from '../comfyui/comfy-kit.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { animateWorkflows, pressAnimate, videoFacts } from './animate-kit.js';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

async function registerAnimate(env: BotEnv): Promise<void> {
  await deployCommands({
    body: [imagine.data, animate.data, animateThisImage.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
}

/** A 480 × 320 photo: a gradient, so its aspect and its first frame can be told. */
const photo = () =>
  sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="480" height="320"><rect x="0" y="0" width="240" height="320" fill="#f0c020"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe('Animate from a Horde card and from any image, on the ComfyUI backend beside it', () => {
  let env: (HordeEnv | ComfyEnv) | undefined;
  let comfy: ComfyEmulator | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await env?.close();
    await comfy?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
    env = comfy = dir = undefined;
  });

  it('a Horde card offers 🎬 Animate when ComfyUI animates too: the Horde image goes to ComfyUI, and its video is posted', async () => {
    comfy = await startComfyEmulator({ stepMs: 10, nodeMs: 5, previews: false });
    dir = await writeWorkflows(animateWorkflows());
    const horde = await startHordeEnv({
      backends: 'horde,comfyui',
      env: { COMFYUI_URL: comfy.url, COMFYUI_WORKFLOWS_DIR: dir },
    });
    env = horde;
    const card = await waitForResult(await runImagine(horde, { prompt: 'a lighthouse' }), 30_000);
    const labels = card.buttons.map((button) => button.label);
    expect(labels).toContain('🎬 Animate (low motion)');
    const run = await pressAnimate(horde, card);
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('🎬 Animation ready');
    const job = await horde.app.context.jobs.get(run.id);
    expect(job?.backend).toBe('comfyui');
    const graph = comfy.history(job?.taskId ?? '')?.prompt[2] as Graph;
    expect(graph['6']?.inputs.text).toBe(
      'a lighthouse, subtle gentle motion, slow movement, steady camera',
    );
    const facts = videoFacts(result.attachments[0]?.bytes ?? Buffer.alloc(0));
    expect(facts).toMatchObject({ codec: 'h264', frames: 9 });
    expect(horde.horde.stats.violations).toEqual([]);
    expect(comfy.stats.violations).toEqual([]);
  });

  it('/animate image: and "Animate this image" animate an attached image at its aspect, with the motion asked', async () => {
    // Two animations of 8 images each: more than the kit's daily limit of 10 images.
    const comfyEnv = await startComfyEnv({
      workflows: animateWorkflows(),
      env: { SERVER_KEY_DAILY_LIMIT: '100' },
    });
    env = comfyEnv;
    await registerAnimate(comfyEnv);
    const bytes = await photo();
    const run = await comfyEnv.discord.runCommand({
      channel: comfyEnv.channel,
      user: comfyEnv.user,
      name: 'animate',
      options: { prompt: 'the flag waves', motion: 'high' },
      attachments: { image: { name: 'flag.png', data: bytes, contentType: 'image/png' } },
    });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('🎬 Animation ready');
    const graph = comfyEnv.comfy.history(await taskIdOf(comfyEnv, run))?.prompt[2] as Graph;
    expect(graph['6']?.inputs.text).toBe(
      'the flag waves, dynamic energetic motion, fast movement, moving camera',
    );
    // 480 × 320 (3:2) over the workflow's 256 × 160 pixels: 256 × 160.
    const facts = videoFacts(result.attachments[0]?.bytes ?? Buffer.alloc(0));
    expect(facts).toMatchObject({ width: 256, height: 160, frames: 9 });
    // The left half yellow, the right blue. The first frame's moving mark sits at its left edge, at
    // a height drawn from the seed: the top-left or the bottom-left pixel is clear of it.
    const pixel = (x: number, y: number) => facts.firstFrame.subarray((y * 256 + x) * 3);
    expect(Math.max(pixel(0, 0)[0] ?? 0, pixel(0, 159)[0] ?? 0)).toBeGreaterThan(200);
    expect(pixel(255, 0)[2]).toBeGreaterThan(150);

    const line = comfyEnv.discord.postMessage({
      channel: comfyEnv.channel,
      user: comfyEnv.discord.createUser({ username: 'bob', guild: comfyEnv.guild }),
      content: 'our flag',
      files: [{ name: 'flag.png', data: bytes, contentType: 'image/png' }],
    });
    const menu = await comfyEnv.discord.runMessageCommand({
      message: line,
      user: comfyEnv.user,
      name: 'Animate this image',
    });
    const modal = await menu.waitForModal();
    expect(modal.title).toBe('🎬 Animate');
    const submitted = await menu.submitModal({ motion: 'it flutters', level: ['high'] });
    const animated = await waitForResult(submitted, 60_000);
    expect(titleOf(animated)).toBe('🎬 Animation ready');
    const ran = comfyEnv.comfy.history(await taskIdOf(comfyEnv, submitted))?.prompt[2] as Graph;
    expect(ran['6']?.inputs.text).toMatch(/^it flutters, dynamic/);
    expect(comfyEnv.comfy.stats.violations).toEqual([]);
  });
});
