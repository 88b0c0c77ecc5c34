import { afterEach, describe, expect, it } from 'vitest';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import {
  cardText,
  fieldsOf,
  runImagine,
  suggestChoices,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { allowLoras, loraRefusal } from '../imagine/lora-kit.js';
import { remixPanel } from '../imagine/remix-kit.js';
import { createManager, limitsText, openPolicy } from '../settings/prefs-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('LoRAs on a Stable Diffusion WebUI', () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    const violations = env?.webui.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  const suggest = (typed: string, focused = 'lora') => suggestChoices(env, typed, focused);

  it("offers the server's LoRAs by alias, filtered by what is typed, a typed weight kept", async () => {
    env = await startSdWebuiEnv();
    const all = await suggest('');
    expect(all.map((choice) => choice.value)).toEqual([
      'add_detail',
      'pixel-art-xl-v1.1',
      'lcm-lora-sdv1-5',
    ]);
    expect(all[1]?.name).toBe('pixel-art-xl');
    expect(await suggest('PIXEL:0.6', 'lora2')).toEqual([
      { name: 'pixel-art-xl:0.6', value: 'pixel-art-xl-v1.1:0.6' },
    ]);
    env.webui.addLora({ name: 'watercolor' });
    // The list is kept a few minutes: a file the operator just added is not offered yet.
    expect((await suggest('water')).length).toBe(0);
    // A manager opening /policy has the WebUI read its folder again (refresh-loras): offered now.
    const panel = await openPolicy(env, createManager(env));
    expect(env.webui.stats.requests.refresh_loras).toBe(1);
    expect(limitsText(panel.original() as never)).toContain('LoRAs: everything the server has');
    expect(await suggest('water')).toEqual([{ name: 'watercolor', value: 'watercolor' }]);
  }, 60_000);

  it('applies the LoRAs picked at their weights: the image shows them, the card names them', async () => {
    env = await startSdWebuiEnv();
    const run = await runImagine(env, {
      prompt: 'a red fox',
      lora: 'add_detail:0.5',
      lora2: 'pixel-art-xl-v1.1',
    });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const [call] = env.webui.received();
    expect(call?.body.prompt).toBe('a red fox <lora:add_detail:0.5> <lora:pixel-art-xl-v1.1:1>');
    const image = result.attachments[0]?.bytes as Buffer;
    expect(await lorasIn(image, ['add_detail', 'pixel-art-xl-v1.1'])).toEqual([0.5, 1]);
    expect(fieldsOf(result).LoRAs).toBe('add\\_detail ×0.5, pixel-art-xl ×1');
    expect(JSON.stringify(result)).not.toContain('models/Lora');
  });

  it('refuses a LoRA the server does not have, and a weight out of range, privately, before any call', async () => {
    env = await startSdWebuiEnv();
    const forged = await loraRefusal(await runImagine(env, { prompt: 'a fox', lora: '../secret' }));
    expect(forged).toMatch(/^⚠️ “\.\.\/secret” is not a LoRA this server offers/);
    expect(forged).toContain('nothing was charged');
    const heavy = await loraRefusal(
      await runImagine(env, { prompt: 'a fox', lora: 'add_detail:7' }),
    );
    expect(heavy).toMatch(/weight must be a number from -2 to 2 \(got 7\)/);
    expect(env.webui.stats.requests.txt2img).toBe(0);
  });

  it('holds members to the LoRAs a manager chose in /policy: the others refused, none offered', async () => {
    env = await startSdWebuiEnv();
    const { before, after } = await allowLoras(env, ['add_detail'], 'LoRAs: add');
    expect(limitsText(before)).toContain('LoRAs: everything the server has');
    expect(limitsText(after)).toContain('LoRAs: add\\_detail');
    const { loras } = await env.app.context.stores.policy.get(env.guild.id);
    expect(loras).toEqual({ chosen: ['add_detail'] });
    expect((await suggest('')).map((choice) => choice.value)).toEqual(['add_detail']);
    const refused = await loraRefusal(
      await runImagine(env, { prompt: 'a fox', lora: 'pixel-art-xl' }),
    );
    expect(refused).toMatch(/^⚠️ “pixel-art-xl” is not a LoRA this server offers/);
    expect(env.webui.stats.requests.txt2img).toBe(0);
  });

  it("keeps a generation's LoRAs on Remix, and its LoRA select applies what is picked; a forged one refused", async () => {
    env = await startSdWebuiEnv();
    const run = await runImagine(env, { prompt: 'a red fox', lora: 'add_detail:0.5' });
    await waitForResult(run, 20_000);
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    const same = await waitForResult(await panel.generate(), 20_000);
    expect(env.webui.received()[1]?.body.prompt).toBe('a red fox <lora:add_detail:0.5>');
    expect(fieldsOf(same).LoRAs).toBe('add\\_detail ×0.5');

    expect(panel.offered().lora).toEqual([
      'add_detail:0.5',
      'pixel-art-xl-v1.1',
      'lcm-lora-sdv1-5',
    ]);
    expect(panel.picked().lora).toBe('LoRAs: add_detail ×0.5');
    await panel.pick('lora', ['add_detail:0.5', 'pixel-art-xl-v1.1']);
    const both = await waitForResult(await panel.generate(), 20_000);
    expect(env.webui.received()[2]?.body.prompt).toBe(
      'a red fox <lora:add_detail:0.5> <lora:pixel-art-xl-v1.1:1>',
    );
    const image = both.attachments[0]?.bytes as Buffer;
    expect(await lorasIn(image, ['add_detail', 'pixel-art-xl-v1.1'])).toEqual([0.5, 1]);
    await panel.pick('lora', []);
    await waitForResult(await panel.generate(), 20_000);
    expect(env.webui.received()[3]?.body.prompt).toBe('a red fox');

    const forged = await loraRefusal(await panel.forgePick('lora', '../secret'));
    expect(forged).toContain('`lora` must be one of');
    expect(env.webui.stats.requests.txt2img).toBe(4);
  }, 90_000);

  it("holds a card's Re-roll (as every run of a kept request) to the LoRAs offered now: one a manager took off is refused privately, nothing sent", async () => {
    env = await startSdWebuiEnv();
    const run = await runImagine(env, { prompt: 'a red fox', lora: 'add_detail:0.5' });
    await waitForResult(run, 20_000);
    await allowLoras(env, ['pixel-art-xl-v1.1'], 'LoRAs: pixel');
    const rerolled = await loraRefusal(await run.clickButton({ label: '🎲 Re-roll' }));
    expect(rerolled).toMatch(/^⚠️ “add\\_detail” is not a LoRA this server offers/);
    expect(rerolled).toContain('nothing was charged');
    expect(env.webui.stats.requests.txt2img).toBe(1);
  }, 60_000);

  it('tells plainly a LoRA the operator deleted after the list was read: the WebUI made the image without it (Lora not found)', async () => {
    env = await startSdWebuiEnv();
    expect((await suggest('add')).map((choice) => choice.value)).toEqual(['add_detail']);
    env.webui.removeLora('add_detail');
    const run = await runImagine(env, { prompt: 'a red fox', lora: 'add_detail:0.5' });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(env.webui.stats.lorasMissing).toEqual(['add_detail']);
    expect(cardText(result)).toContain('⚠️ Not applied: add\\_detail.');
    expect(fieldsOf(result).LoRAs).toBe('add\\_detail ×0.5 (not applied)');
  }, 60_000);
});
