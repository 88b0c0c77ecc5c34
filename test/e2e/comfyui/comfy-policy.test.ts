import { afterEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  createManager,
  limitsText,
  openPolicy,
  refusal,
  submitPolicyForm,
  workflowsSelect,
} from '../settings/prefs-kit.js';
import { startComfyEnv } from './comfy-kit.js';

const WORKFLOWS = { landscape: workflow(), portrait: workflow() };

describe('/policy’s limits on ComfyUI', () => {
  let env: BotEnv | undefined;
  let mod: UserRef;
  afterEach(() => env?.close());

  it('offers ComfyUI’s registered workflows, and holds the images it makes to the limits picked, before anything is sent', async () => {
    const comfy = await startComfyEnv({ workflows: WORKFLOWS });
    env = comfy;
    mod = createManager(comfy);
    const panel = await openPolicy(comfy, mod);
    const opened = panel.original();
    if (!opened) throw new Error('no panel');
    expect(workflowsSelect(opened)).toEqual({
      offered: ['landscape', 'portrait'],
      picked: ['landscape', 'portrait'],
    });
    expect(limitsText(opened)).toContain('Workflows: all');

    const picked = await comfy.discord.selectMenu({
      message: opened,
      customId: 'policy:workflows',
      values: ['portrait'],
      user: mod,
    });
    await picked.waitForAck();
    const shown = await submitPolicyForm(comfy, panel, mod, 'limits', { maxSteps: '20' });
    expect(limitsText(shown)).toContain('Workflows: portrait');
    expect(workflowsSelect(shown)?.picked).toEqual(['portrait']);
    expect((await comfy.app.context.stores.policy.get(comfy.guild.id)).limits).toEqual({
      maxSteps: 20,
      workflows: ['portrait'],
    });

    const first = await refusal(comfy, await runImagine(comfy, { prompt: 'a fox' }));
    expect(first).toContain('runs only the portrait workflows, not landscape.');
    const steps = await refusal(
      comfy,
      await runImagine(comfy, { prompt: 'a fox', workflow: 'portrait', steps: 40 }),
    );
    expect(steps).toContain('pays for at most 20 steps; this generation asks for 40.');
    expect(comfy.comfy.stats.requests.prompt_post ?? 0).toBe(0);
    await waitForResult(await runImagine(comfy, { prompt: 'a fox', workflow: 'portrait' }), 20_000);
    expect(comfy.comfy.stats.requests.prompt_post).toBe(1);
  });
});
