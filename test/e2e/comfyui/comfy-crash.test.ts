import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import {
  type CrashWorld,
  type KillableBot,
  startCrashWorld,
  storedJob,
} from '../helpers/crash-world.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';

describe('a ComfyUI generation when the bot is killed (SIGKILL)', () => {
  let comfy: ComfyEmulator;
  let world: CrashWorld;
  let workflowsDir: string;
  afterEach(async () => {
    await world?.close();
    await comfy?.close();
    if (workflowsDir) await rm(workflowsDir, { recursive: true, force: true });
  });

  /**
   * ComfyUI (its text-to-image workflow, and the shipped ones named in `shipped`), a crash world on
   * it, its first bot, and an `/imagine` sent to that bot.
   */
  async function start(
    shipped: readonly string[] = [],
  ): Promise<{ first: KillableBot; run: InteractionRun }> {
    comfy = await startComfyEmulator({ stepMs: 150, nodeMs: 5, previews: false });
    workflowsDir = await mkdtemp(join(tmpdir(), 'comfy-workflows-'));
    await writeFile(join(workflowsDir, 'txt2img.json'), JSON.stringify(workflow()));
    for (const file of shipped) {
      const graph = await readFile(`comfyui-workflows/${file}`, 'utf8');
      await writeFile(join(workflowsDir, basename(file)), graph);
    }
    world = await startCrashWorld({
      env: { BACKENDS: 'comfyui', COMFYUI_URL: comfy.url, COMFYUI_WORKFLOWS_DIR: workflowsDir },
      link: async () => {},
    });
    const first = await world.startBot();
    const run = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'a fox across a crash', steps: 20 },
    });
    return { first, run };
  }

  it('is found in /history by the next process and delivered once, its prompt queued once', async () => {
    const { first, run } = await start();
    await first.printed('"msg":"task submitted"');
    await first.kill();
    await world.startBot();
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(ended.attachments).toHaveLength(1);
    expect(comfy.stats.requests.prompt_post).toBe(1);
    expect(comfy.stats.imagesSaved).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
  }, 60_000);

  it("killed after ComfyUI queued the prompt but before POST /prompt's answer was read: the next process finds it in /history and delivers it once", async () => {
    const { first, run } = await start();
    comfy.setFaults({ routes: ['prompt_post'], answerLatencyMs: 10_000 });
    await first.printed('"msg":"submitting the task"');
    await expect.poll(() => comfy.stats.queued, { timeout: 10_000 }).toBe(1);
    await first.kill();
    await expect.poll(() => comfy.stats.finished.success, { timeout: 20_000 }).toBe(1);
    const next = await world.startBot();
    await next.printed('"msg":"found the task of an interrupted submission"');
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(ended.attachments).toHaveLength(1);
    const cards = world.discord
      .messages(world.channel)
      .filter((message) => message.attachments.length > 0);
    expect(cards).toHaveLength(1);
    expect(comfy.stats.requests.prompt_post).toBe(1);
    expect(comfy.stats.imagesSaved).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
  }, 60_000);

  it('killed while POST /prompt was in flight and ComfyUI never queued it: the next process ends it as interrupted, nothing sent again, nothing charged', async () => {
    const { first, run } = await start();
    comfy.setFaults({ routes: ['prompt_post'], latencyMs: 3_000, serverErrorNext: 1 });
    await expect.poll(() => comfy.stats.requests.prompt_post, { timeout: 10_000 }).toBe(1);
    await first.kill();
    await expect.poll(() => comfy.stats.faults.server_error, { timeout: 10_000 }).toBe(1);
    await world.startBot();
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).not.toBe('✅ Image ready');
    expect(cardText(ended)).toContain(
      'The bot restarted while sending this generation, so it may or may not have reached ComfyUI. ComfyUI keeps no accounts, so nothing was charged. Press Retry to run it again.',
    );
    expect(comfy.stats.queued).toBe(0);
    expect(comfy.stats.requests.prompt_post).toBe(1);
  }, 60_000);

  it('an edit with two references waiting in the line when the bot is killed: the next process sends it with both, from the kept inputs', async () => {
    // One slot (COMFYUI_SLOTS' default): the edit waits in the line behind the fox.
    const { first, run: ahead } = await start(['families/qwen-image-edit-2509.json']);
    await first.printed('"msg":"task submitted"');
    const flat = (colour: string) =>
      sharp({ create: { width: 512, height: 512, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const file = async (name: string, colour: string) => ({
      name,
      data: await flat(colour),
      contentType: 'image/png',
    });
    const edit = await world.discord.runCommand({
      channel: world.channel,
      user: world.user,
      name: 'imagine',
      options: { prompt: 'put the red cat and the green lamp in the blue room' },
      attachments: {
        image: await file('room.png', '#2040c0'),
        reference: await file('cat.png', '#e02020'),
        reference2: await file('lamp.png', '#20c020'),
      },
    });
    // Kept, accepted, shown its place and waiting for the one slot behind the fox.
    await expect
      .poll(() => storedJob(world.databaseUrl, edit.id)?.state, { timeout: 20_000 })
      .toBe('waiting');
    expect(comfy.stats.requests.prompt_post).toBe(1);
    await first.kill();
    await world.startBot();
    expect(titleOf(await waitForResult(ahead, 30_000))).toBe('✅ Image ready');
    const edited = await waitForResult(edit, 60_000);
    expect(titleOf(edited)).toBe('✅ Image ready');
    expect(cardText(edited)).toContain('🖼️ with 2 references');
    expect(comfy.stats.requests.prompt_post).toBe(2);
    expect(comfy.stats.uploads).toBe(3);
    type Node = { class_type: string; inputs: Record<string, unknown> };
    const history = (await (await fetch(`${comfy.url}/history`)).json()) as Record<
      string,
      { prompt: [number, string, Record<string, Node>] }
    >;
    const encoders = Object.values(history)
      .flatMap(({ prompt }) => Object.values(prompt[2]))
      .filter((node) => node.class_type === 'TextEncodeQwenImageEditPlus');
    expect(encoders).toHaveLength(2);
    for (const encoder of encoders) {
      expect(encoder.inputs.image2).toBeDefined();
      expect(encoder.inputs.image3).toBeDefined();
    }
    expect(comfy.stats.violations).toEqual([]);
  }, 90_000);
});
