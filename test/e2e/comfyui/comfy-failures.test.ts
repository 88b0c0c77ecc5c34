import { afterEach, describe, expect, it } from 'vitest';
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
    expect(shown).toContain('CheckpointLoaderSimple');
    expect(shown).toMatch(/could not read its model/);
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
});
