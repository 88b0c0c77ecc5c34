import { afterEach, describe, expect, it } from 'vitest';
import { type CivitaiEmulator, startCivitaiEmulator } from '../../../sandbox/civitai/index.js';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { DEFAULT_HORDE_LORAS, type HordeEmulatorOptions } from '../../../sandbox/horde/index.js';
import {
  cardText,
  fieldsOf,
  runImagine,
  suggestChoices,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { createManager, limitsText, openPolicy, refusal } from '../settings/prefs-kit.js';
import { type HordeEnv, startHordeEnv } from './horde-kit.js';

/** An SDXL model the emulated workers serve (its model reference's `baseline`: `stable_diffusion_xl`). */
const SDXL_MODEL = 'AlbedoBase XL (SDXL)';

describe('LoRAs on the AI Horde, added by CivitAI id in /policy', () => {
  let env: HordeEnv;
  let civitai: CivitaiEmulator;
  afterEach(async () => {
    const violations = env?.horde.stats.violations;
    await env?.close();
    await civitai?.close();
    expect(violations).toEqual([]);
  });

  const start = async (horde?: HordeEmulatorOptions) => {
    civitai = await startCivitaiEmulator();
    env = await startHordeEnv({ env: { CIVITAI_URL: civitai.url }, ...(horde && { horde }) });
    return {
      mod: createManager(env),
      added: () => env.app.context.stores.policy.get(env.guild.id),
    };
  };

  /** Submits Add a LoRA… with `typed`; the panel after, or the private refusal. */
  async function addLora(panel: InteractionRun, mod: UserRef, typed: string) {
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const before = message.edits.length;
    const click = await env.discord.clickButton({
      message,
      customId: 'policy:add-lora',
      user: mod,
    });
    const modal = await click.waitForModal();
    expect(modal.fields.map((field) => field.customId)).toEqual(['civitai']);
    const submit = await click.submitModal({ civitai: typed });
    const outcome = await submit.waitFor(() => {
      const shown = panel.original();
      if (shown && shown.edits.length > before) return { panel: shown };
      const notice = [submit.original(), ...submit.followUps].find(
        (m) => m?.ephemeral && m.content.startsWith('⚠️'),
      );
      return notice ? { refused: notice.content } : undefined;
    });
    return outcome;
  }

  const suggest = (typed: string) => suggestChoices(env, typed);

  it('adds a LoRA by model id or page address, offers it, and the workers apply it at its weight', async () => {
    const { mod, added } = await start();
    expect(await suggest('')).toEqual([]);
    const panel = await openPolicy(env, mod);
    expect(limitsText(panel.original() as never)).toContain('LoRAs: none yet');

    const first = await addLora(panel, mod, '58390');
    expect(limitsText(first.panel as never)).toContain('LoRAs: Detail Tweaker LoRA (v1.0)');
    await addLora(
      panel,
      mod,
      'https://civitai.com/models/120096/pixel-art-xl?modelVersionId=135867',
    );
    expect((await added()).loras?.added?.map((lora) => lora.versionId)).toEqual([62833, 135867]);
    expect((await added()).loras?.added?.[1]).toMatchObject({
      name: 'Pixel Art XL',
      versionName: 'v1',
      trainedWords: ['pixel art'],
    });

    expect(await suggest('detail:0.6')).toEqual([
      { name: 'Detail Tweaker LoRA (v1.0):0.6', value: '62833:0.6' },
    ]);
    const run = await runImagine(env, { prompt: 'a red fox', lora: '62833:0.6' });
    const taskId = await taskIdOf(env, run);
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const request = env.horde.request(taskId);
    expect((request?.body.params as Record<string, unknown> | undefined)?.loras).toEqual([
      { name: '62833', model: 0.6, clip: 0.6, is_version: true },
    ]);
    expect(request?.loras.faults).toEqual([]);
    const image = result.attachments[0]?.bytes as Buffer;
    expect(await lorasIn(image, ['Detail Tweaker LoRA'])).toEqual([0.6]);
    expect(fieldsOf(result).LoRAs).toBe('Detail Tweaker LoRA (v1.0) ×0.6');

    // The Horde charges 3 kudos more per LoRA: the job's cost (what the server budget is charged) counts it.
    const plain = await runImagine(env, { prompt: 'a red fox' });
    await waitForResult(plain, 20_000);
    const withLora = (await env.app.context.jobs.get(run.id))?.cost;
    const without = (await env.app.context.jobs.get(plain.id))?.cost;
    expect(withLora?.unit).toBe('kudos');
    expect((withLora?.amount ?? 0) - (without?.amount ?? 0)).toBeCloseTo(3, 5);
  }, 90_000);

  it('refuses what is not a LoRA, one too large for the workers, an unknown id, and CivitAI unreachable: nothing stored', async () => {
    const { mod, added } = await start();
    const panel = await openPolicy(env, mod);
    expect((await addLora(panel, mod, 'pixel art')).refused).toMatch(
      /^⚠️ Type the number in the LoRA’s CivitAI page address/,
    );
    expect((await addLora(panel, mod, '9000')).refused).toMatch(
      /^⚠️ Huge Style is 419\.9 MB: the AI Horde’s workers fetch LoRAs of at most 400 MB\. Nothing was added\./,
    );
    expect((await addLora(panel, mod, '4201')).refused).toContain(
      'Realistic Vision on CivitAI is a Checkpoint, not a LoRA.',
    );
    expect((await addLora(panel, mod, '777')).refused).toContain(
      'CivitAI has no model or version with the id 777',
    );
    await civitai.close();
    expect((await addLora(panel, mod, '58390')).refused).toContain(
      'CivitAI could not be reached to look this LoRA up, so nothing was added.',
    );
    expect((await added()).loras).toBeUndefined();
  }, 60_000);

  it('refuses a LoRA not added here (a forged value) privately, nothing sent or charged', async () => {
    const { mod } = await start();
    await addLora(await openPolicy(env, mod), mod, '58390');
    const forged = await refusal(env, await runImagine(env, { prompt: 'a fox', lora: '135931' }));
    expect(forged).toMatch(/^⚠️ “135931” is not a LoRA this server offers/);
    expect(forged).toContain('nothing was charged');
    expect(env.horde.stats.submissions).toBe(0);
  });

  it('refuses privately a LoRA made for another family than the model (CivitAI’s baseModel against the model reference’s baseline), nothing sent; sends it on its own', async () => {
    const { mod, added } = await start();
    const panel = await openPolicy(env, mod);
    await addLora(panel, mod, '58390');
    await addLora(panel, mod, 'https://civitai.com/models/120096?modelVersionId=135867');
    expect((await added()).loras?.added?.map((lora) => lora.baseModel)).toEqual([
      'SD 1.5',
      'SDXL 1.0',
    ]);
    const onDefault = await refusal(
      env,
      await runImagine(env, { prompt: 'a fox', lora: '135867' }),
    );
    expect(onDefault.replaceAll('\\_', '_')).toContain(
      'the LoRA “Pixel Art XL (v1)” was made for SDXL, but the model “stable_diffusion” is Stable Diffusion 1.5: pick a LoRA made for Stable Diffusion 1.5, or a model made for SDXL',
    );
    expect(onDefault).toContain('nothing was charged');
    const onSdxl = await refusal(
      env,
      await runImagine(env, { prompt: 'a fox', model: SDXL_MODEL, lora: '62833' }),
    );
    expect(onSdxl).toContain(
      `the LoRA “Detail Tweaker LoRA (v1.0)” was made for Stable Diffusion 1.5, but the model “${SDXL_MODEL}” is SDXL`,
    );
    expect(env.horde.stats.submissions).toBe(0);
    const run = await runImagine(env, { prompt: 'a fox', model: SDXL_MODEL, lora: '135867' });
    const taskId = await taskIdOf(env, run);
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(env.horde.request(taskId)?.loras.applied).toEqual([{ name: 'Pixel Art XL', weight: 1 }]);
  }, 60_000);

  it('tells plainly, on the card and in Details, a LoRA the workers could not fetch (download_failed): the image made without it', async () => {
    // CivitAI lists Pixel Art XL v1.1, but the workers cannot download it (taken down, CivitAI failing them).
    const { mod } = await start({
      loras: DEFAULT_HORDE_LORAS.filter((l) => l.versionId !== 135931),
    });
    const panel = await openPolicy(env, mod);
    await addLora(panel, mod, 'https://civitai.com/models/120096?modelVersionId=135931');
    await addLora(panel, mod, 'https://civitai.com/models/120096?modelVersionId=135867');
    const run = await runImagine(env, {
      prompt: 'a red fox',
      model: SDXL_MODEL,
      lora: '135931:0.6',
      lora2: '135867',
    });
    const taskId = await taskIdOf(env, run);
    const result = await waitForResult(run, 20_000);
    expect(env.horde.request(taskId)?.loras.faults).toEqual([
      { type: 'lora', value: 'download_failed', ref: '135931' },
    ]);
    expect(titleOf(result)).toBe('✅ Image ready');
    const image = result.attachments[0]?.bytes as Buffer;
    expect(await lorasIn(image, ['Pixel Art XL'])).toEqual([1]);
    const notApplied =
      '⚠️ Not applied: Pixel Art XL (v1.1). The image backend could not fetch it, so the image was made without it.';
    expect(cardText(result)).toContain(notApplied);
    expect(fieldsOf(result).LoRAs).toBe(
      'Pixel Art XL (v1.1) ×0.6 (not applied), Pixel Art XL (v1) ×1',
    );
    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(details.embeds[0]?.description).toContain(notApplied);
    expect(fieldsOf(details).LoRAs).toBe(fieldsOf(result).LoRAs);
  }, 60_000);
});
