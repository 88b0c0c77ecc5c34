import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  createManager,
  limitsText,
  openPolicy,
  refusal,
  submitPolicyForm,
  workflowsSelect,
} from '../settings/prefs-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('/policy’s limits on a Stable Diffusion WebUI', () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    const violations = env?.webui.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  it('holds the images it makes to the side and steps picked, its own default of 50 steps included, before anything is sent', async () => {
    env = await startSdWebuiEnv();
    const mod = createManager(env);
    const panel = await openPolicy(env, mod);
    const opened = panel.original();
    if (!opened) throw new Error('no panel');
    expect(workflowsSelect(opened)).toBeUndefined();
    expect(limitsText(opened)).not.toContain('Workflows');

    const shown = await submitPolicyForm(env, panel, mod, 'limits', {
      maxSide: '768',
      maxSteps: '30',
    });
    expect(limitsText(shown)).toContain('30');
    expect((await env.app.context.stores.policy.get(env.guild.id)).limits).toEqual({
      maxSide: 768,
      maxSteps: 30,
    });

    const steps = await refusal(env, await runImagine(env, { prompt: 'a fox', steps: 40 }));
    expect(steps).toContain('pays for at most 30 steps; this generation asks for 40.');
    const unsaid = await refusal(env, await runImagine(env, { prompt: 'a fox' }));
    expect(unsaid).toContain('pays for at most 30 steps; this generation asks for 50.');
    const side = await refusal(
      env,
      await runImagine(env, { prompt: 'a fox', steps: 20, width: 1024, height: 512 }),
    );
    expect(side).toMatch(/768/);
    expect(env.webui.stats.requests.txt2img).toBe(0);

    const made = await runImagine(env, { prompt: 'a fox', steps: 30, width: 768, height: 512 });
    expect(titleOf(await waitForResult(made, 20_000))).toBe('✅ Image ready');
    expect(env.webui.stats.requests.txt2img).toBe(1);
  });
});
