import { afterEach, describe, expect, it } from 'vitest';
import {
  fieldsOf,
  runImagine,
  suggestChoices,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe("/imagine's choices on a Stable Diffusion WebUI", () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    const violations = env?.webui.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  const suggest = async (focused: 'model' | 'sampler', typed: string) =>
    (await suggestChoices(env, typed, focused)).map((choice) => choice.value);

  it("offers the server's checkpoints from sd-models, filtered by what is typed", async () => {
    env = await startSdWebuiEnv({
      webui: {
        checkpoints: [
          { name: 'v1-5-pruned-emaonly', hash: '6ce0161689' },
          { name: 'sd_xl_base_1.0', hash: '31e35c80fc' },
          { name: 'dreamshaper_8', hash: '879db523c3' },
        ],
      },
    });
    expect(await suggest('model', '')).toEqual([
      'v1-5-pruned-emaonly',
      'sd_xl_base_1.0',
      'dreamshaper_8',
    ]);
    expect(await suggest('model', 'DREAM')).toEqual(['dreamshaper_8']);
    expect(await suggest('model', 'nothing-like-it')).toEqual([]);
    expect(env.webui.stats.requests.options_post).toBe(0);
  });

  it('offers its samplers alone and with each scheduler, and sends the one picked', async () => {
    env = await startSdWebuiEnv();
    const all = await suggest('sampler', '');
    expect(all).toContain('Euler a');
    expect(all).toContain('DPM++ 2M Karras');
    expect(all).not.toContain('DPM++ 2M Automatic');
    expect(await suggest('sampler', 'dpm++ 2m sde k')).toEqual(['DPM++ 2M SDE Karras']);
    const run = await runImagine(env, { prompt: 'a fox', sampler: 'DPM++ 2M Karras' });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(fieldsOf(result).Sampler).toBe('DPM++ 2M Karras');
  });

  it('refuses a sampler the server does not list, privately, before any call', async () => {
    env = await startSdWebuiEnv();
    await suggest('sampler', '');
    const run = await runImagine(env, { prompt: 'a fox', sampler: 'k_bogus' });
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(/^⚠️ `sampler` must be one of .*k_bogus/);
    expect(env.webui.stats.requests.txt2img).toBe(0);
  });

  it('refuses a model the server does not list, privately, before any call (the WebUI would run its loaded one under that name)', async () => {
    env = await startSdWebuiEnv();
    expect(await suggest('model', '')).toEqual(['v1-5-pruned-emaonly', 'sd_xl_base_1.0']);
    const run = await runImagine(env, { prompt: 'a fox', model: 'dreamshaper_8' });
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(
      /^⚠️ `model` must be one of v1-5-pruned-emaonly, sd_xl_base_1\.0 .*dreamshaper_8/,
    );
    expect(env.webui.stats.requests.txt2img).toBe(0);
    expect(env.webui.stats.modelsUsed).toEqual([]);
  });

  it('names on the card, Details and /history the checkpoint that ran, where the WebUI ran its loaded one in place of one it no longer lists', async () => {
    env = await startSdWebuiEnv();
    expect(await suggest('model', '')).toEqual(['v1-5-pruned-emaonly', 'sd_xl_base_1.0']);
    // The operator deletes SDXL's file and refreshes: the bot's list, read a moment ago, still has it.
    env.webui.removeCheckpoint('sd_xl_base_1.0');
    const run = await runImagine(env, { prompt: 'a fox', model: 'sd_xl_base_1.0' });
    const card = await waitForResult(run, 20_000);
    expect(titleOf(card)).toBe('✅ Image ready');
    expect(env.webui.received().at(-1)?.body.override_settings).toEqual({
      sd_model_checkpoint: 'sd_xl_base_1.0',
    });
    expect(env.webui.stats.modelsUsed).toEqual(['v1-5-pruned-emaonly']);
    expect(fieldsOf(card).Model).toBe('v1-5-pruned-emaonly');
    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(fieldsOf(details).Model).toBe('v1-5-pruned-emaonly');
    const history = await env.app.context.stores.history.list(env.user.id);
    expect(history.find((entry) => entry.id === run.id)?.model).toBe('v1-5-pruned-emaonly');
  });

  it('names the checkpoint the WebUI has loaded when the member chose none (another client may have switched it)', async () => {
    env = await startSdWebuiEnv();
    const switched = await fetch(`${env.webui.url}/sdapi/v1/options`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sd_model_checkpoint: 'sd_xl_base_1.0.safetensors [31e35c80fc]' }),
    });
    expect(switched.status).toBe(200);
    const card = await waitForResult(await runImagine(env, { prompt: 'a fox' }), 20_000);
    expect(titleOf(card)).toBe('✅ Image ready');
    expect(fieldsOf(card).Model).toBe('sd\\_xl\\_base\\_1.0');
  });
});
