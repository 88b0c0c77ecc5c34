import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('the result buttons on a Stable Diffusion WebUI', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('Re-roll sends one new call with the same model and a new seed, delivered as a new reply', async () => {
    env = await startSdWebuiEnv();
    const run = await runImagine(env, { prompt: 'a fox', seed: 1234, model: 'sd_xl_base_1.0' });
    const first = await waitForResult(run, 20_000);
    expect(titleOf(first)).toBe('✅ Image ready');
    const click = await run.clickButton({ label: '🎲 Re-roll' });
    const result = await waitForResult(click, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.id).not.toBe(first.id);
    expect(await taskIdOf(env, click)).not.toBe(await taskIdOf(env, run));
    expect(env.webui.stats.requests.txt2img).toBe(2);
    expect(env.webui.stats.modelsUsed).toEqual(['sd_xl_base_1.0', 'sd_xl_base_1.0']);
    expect(env.webui.stats.finished.success).toBe(2);
    expect(env.webui.stats.violations).toEqual([]);
  }, 60_000);
});
