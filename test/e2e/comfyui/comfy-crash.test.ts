import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { type CrashWorld, startCrashWorld } from '../helpers/crash-world.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

describe('a ComfyUI generation when the bot is killed (SIGKILL)', () => {
  let comfy: ComfyEmulator;
  let world: CrashWorld;
  let workflowsDir: string;
  afterEach(async () => {
    await world?.close();
    await comfy?.close();
    if (workflowsDir) await rm(workflowsDir, { recursive: true, force: true });
  });

  it('is found in /history by the next process and delivered once, its prompt queued once', async () => {
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
    await first.printed('"msg":"task submitted"');
    await first.kill();
    await world.startBot();
    const ended = await waitForResult(run, 30_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(ended.attachments).toHaveLength(1);
    expect(comfy.stats.requests.prompt_post).toBe(1);
    expect(comfy.stats.imagesSaved).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
  });
});
