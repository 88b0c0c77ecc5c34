import { afterEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import settings from '../../../commands/settings.js';
import styles from '../../../commands/styles.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { fieldsOf, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { createManager, openPanel, pick } from '../settings/prefs-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

describe('a style carrying LoRAs, and a channel whose default style does (WebUI)', () => {
  let env: SdWebuiEnv;
  let mod: UserRef;
  afterEach(() => env?.close());

  const start = async () => {
    env = await startSdWebuiEnv();
    mod = createManager(env);
    await deployCommands({
      body: [imagine.data, styles.data, settings.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
  };

  /** `/styles add` submitted with `values` over the form's own; the private answer. */
  const addStyle = async (values: Record<string, string>) => {
    const command = await env.discord.runCommand({
      channel: env.channel,
      user: mod,
      name: 'styles',
      subcommand: 'add',
    });
    const modal = await command.waitForModal();
    const shown = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
    const answer = await (await command.submitModal({ ...shown, ...values })).waitForReply();
    expect(answer.ephemeral).toBe(true);
    return answer.content;
  };

  const prompts = () => env.webui.received().map((call) => call.body.prompt);

  it('applies the LoRAs a style carries at their weights when the member names none; one typed wins', async () => {
    await start();
    const said = await addStyle({
      name: 'detailed',
      template: 'detailed, {prompt}',
      loras: 'add_detail:0.5, Pixel-Art-XL',
    });
    expect(said).toMatch(/^✅ Saved the style \*\*detailed\*\*/);
    const saved = await env.app.context.stores.styles.get(env.guild.id, 'detailed');
    expect(saved?.loras).toEqual([
      { name: 'add_detail', weight: 0.5 },
      { name: 'pixel-art-xl-v1.1', weight: 1 },
    ]);
    const run = await runImagine(env, { prompt: 'a red fox', style: 'detailed' });
    const result = await waitForResult(run, 20_000);
    expect(prompts()[0]).toBe(
      'detailed, a red fox <lora:add_detail:0.5> <lora:pixel-art-xl-v1.1:1>',
    );
    const image = result.attachments[0]?.bytes as Buffer;
    expect(await lorasIn(image, ['add_detail', 'pixel-art-xl-v1.1'])).toEqual([0.5, 1]);
    expect(fieldsOf(result).LoRAs).toBe('add\\_detail ×0.5, pixel-art-xl ×1');

    await waitForResult(
      await runImagine(env, {
        prompt: 'a red fox',
        style: 'detailed',
        lora: 'lcm-lora-sdv1-5:0.3',
      }),
      20_000,
    );
    expect(prompts()[1]).toBe('detailed, a red fox <lora:lcm-lora-sdv1-5:0.3>');
  }, 90_000);

  it('refuses a style whose LoRA the server does not offer, or whose weight is out of range: nothing saved', async () => {
    await start();
    const forged = await addStyle({ name: 'forged', template: '{prompt}', loras: '../secret' });
    expect(forged).toMatch(/^⚠️ In the LoRAs, “\.\.\/secret” is not a LoRA this server offers/);
    expect(forged).toContain('Nothing was changed.');
    const heavy = await addStyle({ name: 'heavy', template: '{prompt}', loras: 'add_detail:9' });
    expect(heavy).toMatch(/weight must be a number from -2 to 2 \(got 9\)/);
    expect(await env.app.context.stores.styles.list(env.guild.id)).toEqual([]);
  }, 90_000);

  it("gives a channel a default LoRA: a manager makes a style carrying it the channel's default style", async () => {
    await start();
    await addStyle({ name: 'grainy', template: '{prompt}', loras: 'add_detail:0.8' });
    const panel = await openPanel(env, mod, 'channel');
    await pick(env, panel, mod, 'style', 'grainy');
    const result = await waitForResult(await runImagine(env, { prompt: 'a cat' }), 20_000);
    expect(prompts()[0]).toBe('a cat <lora:add_detail:0.8>');
    expect(fieldsOf(result).LoRAs).toBe('add\\_detail ×0.8');
    const elsewhere = env.discord.createChannel({ guild: env.guild });
    await waitForResult(await runImagine(env, { prompt: 'a dog' }, { channel: elsewhere }), 20_000);
    expect(prompts()[1]).toBe('a dog');
  }, 90_000);
});
