import { afterEach, describe, expect, it } from 'vitest';
import { NO_COMFY_FAULTS } from '../../../sandbox/comfyui/index.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

describe('a ComfyUI node that fails while it runs', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("tells the member which node failed and a plain cause; the operator's log keeps ComfyUI's whole message", async () => {
    env = await startComfyEnv();
    env.comfy.setFaults({ nodeErrorNext: 1, nodeErrorClass: 'CheckpointLoaderSimple' });
    const run = await runImagine(env, { prompt: 'a fox on a broken checkpoint' });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).not.toBe('✅ Image ready');
    const shown = cardText(final);
    expect(shown).toContain(
      'ComfyUI could not generate this image: its node CheckpointLoaderSimple (node 4) failed because it could not read its model. Try again, perhaps with other settings.',
    );
    expect(shown).not.toMatch(/said/);
    expect(shown).not.toMatch(/\/home|models\/|safetensors|v1-5-pruned|RuntimeError|Traceback/);
    const logged = env.logs.find((line) => line.msg === 'comfyui prompt failed');
    expect(logged).toMatchObject({
      node: '4',
      nodeType: 'CheckpointLoaderSimple',
      exceptionType: 'RuntimeError',
    });
    expect(String(logged?.exceptionMessage)).toContain(
      '/home/comfy/ComfyUI/models/checkpoints/v1-5-pruned-emaonly.safetensors',
    );
    expect(String(logged?.traceback)).toContain('/home/comfy/ComfyUI/comfy/sd.py');
    expect(env.comfy.stats.finished.error).toBe(1);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it('tells the node and its plain cause in the server’s language (French), with no English of ComfyUI’s', async () => {
    env = await startComfyEnv();
    await env.app.context.stores.guildSettings.setLocale(env.guild.id, 'fr');
    env.comfy.setFaults({ nodeErrorNext: 1, nodeErrorClass: 'KSampler' });
    const run = await runImagine(env, { prompt: 'un renard en mémoire' });
    const final = await waitForResult(run, 20_000);
    const shown = cardText(final);
    expect(shown).toContain(
      'ComfyUI n’a pas pu générer cette image : son nœud KSampler (nœud 3) a échoué parce que le GPU a manqué de mémoire. Réessaie, peut-être avec d’autres réglages.',
    );
    expect(shown).not.toMatch(/ran out of memory|failed|OutOfMemory|CUDA|said/i);
    const logged = env.logs.find((line) => line.msg === 'comfyui prompt failed');
    expect(String(logged?.exceptionMessage)).toMatch(/out of memory/i);
    expect(env.comfy.stats.violations).toEqual([]);
  });
});

describe('a ComfyUI server that stays down while it makes an image', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('ends the card once it has not answered for COMFYUI_DOWN_AFTER_MS, saying nothing was charged', async () => {
    env = await startComfyEnv({
      comfy: { stepMs: 200 },
      env: { COMFYUI_DOWN_AFTER_MS: '4000', JOB_TIMEOUT_MS: '600000' },
    });
    const run = await runImagine(env, { prompt: 'a fox on a server that went away', steps: 40 });
    await run.waitForOriginal((m) => /\d+\s?%/.test(cardText(m)), { timeout: 15_000 });
    // Every request and the WebSocket's upgrade go unanswered from now on.
    env.comfy.setFaults({ dropRate: 1 });
    env.comfy.dropConnections();
    const final = await waitForResult(run, 40_000);
    const shown = cardText(final);
    expect(titleOf(final)).not.toBe('✅ Image ready');
    expect(shown).toContain('ComfyUI has not answered for 4 s');
    expect(shown).toContain('nothing was charged');
    expect(shown).not.toMatch(/may have been charged|balance|took too long/i);
    expect(final.buttons.map((b) => b.label)).toContain('🔁 Retry');
    expect(env.comfy.stats.faults.drop).toBeGreaterThanOrEqual(1);
    env.comfy.setFaults(NO_COMFY_FAULTS);
    expect(env.comfy.stats.violations).toEqual([]);
  }, 90_000);
});
