import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { remixPanel } from '../imagine/remix-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('Remix on a Stable Diffusion WebUI', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('sends one new txt2img call with the prompt edited in its panel, on the same model', async () => {
    env = await startSdWebuiEnv();
    const run = await runImagine(env, { prompt: 'a fox', model: 'sd_xl_base_1.0' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    expect(panel.message().ephemeral).toBe(true);
    // The WebUI's choice is of models: no workflow select (the image service's four did nothing).
    expect(panel.offered()).not.toHaveProperty('workflow');
    expect(panel.offered()).toHaveProperty('size');
    const edit = await panel.editPrompt();
    await edit.waitForModal();
    const edited = 'a fox painted in watercolour under a heavy autumn rain';
    const remixed = await waitForResult(await edit.submitModal({ prompt: edited }), 20_000);
    expect(titleOf(remixed)).toBe('✅ Image ready');
    expect(remixed.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const job = await env.app.context.jobs.get(remixed.interactionId ?? '');
    expect(job?.request.prompt).toBe(edited);
    const { stats } = env.webui;
    expect(stats.requests.txt2img).toBe(2);
    expect(stats.imagesMade).toBe(2);
    expect(stats.modelsUsed).toEqual(['sd_xl_base_1.0', 'sd_xl_base_1.0']);
    expect(stats.finished.success).toBe(2);
    expect(stats.violations).toEqual([]);
  }, 60_000);

  it("offers the WebUI's models, not workflows: the default named as the model's, another picked is sent", async () => {
    env = await startSdWebuiEnv({
      webui: {
        checkpoints: [
          { name: 'v1-5-pruned-emaonly', hash: '6ce0161689' },
          { name: 'sd_xl_base_1.0', hash: '31e35c80fc' },
          { name: 'dreamshaper_8', hash: '879db523c3' },
        ],
      },
    });
    const run = await runImagine(env, { prompt: 'a fox' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    expect(Object.keys(panel.offered())).toEqual(['model', 'size', 'style', 'seed', 'lora']);
    expect(panel.offered().model).toEqual([
      'v1-5-pruned-emaonly',
      'sd_xl_base_1.0',
      'dreamshaper_8',
    ]);
    expect(panel.picked().model).toBe('');
    expect(panel.placeholders().model).toBe('Model: the default of Stable Diffusion WebUI');
    expect(JSON.stringify(panel.message().components)).not.toMatch(/Workflow/);
    await panel.pick('model', ['dreamshaper_8']);
    expect(panel.picked().model).toBe('Model: dreamshaper_8');
    const remixed = await waitForResult(await panel.generate(), 20_000);
    expect(titleOf(remixed)).toBe('✅ Image ready');
    expect(env.webui.stats.modelsUsed).toEqual(['v1-5-pruned-emaonly', 'dreamshaper_8']);
    expect(env.webui.stats.violations).toEqual([]);
  }, 60_000);
});
