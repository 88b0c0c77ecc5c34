import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { type CrashWorld, type KillableBot, startCrashWorld } from '../helpers/crash-world.js';
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

  /** ComfyUI, a crash world on it, its first bot, and an `/imagine` sent to that bot. */
  async function start(): Promise<{ first: KillableBot; run: InteractionRun }> {
    comfy = await startComfyEmulator({ stepMs: 150, nodeMs: 5, previews: false });
    workflowsDir = await mkdtemp(join(tmpdir(), 'comfy-workflows-'));
    await writeFile(join(workflowsDir, 'txt2img.json'), JSON.stringify(workflow()));
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
});
