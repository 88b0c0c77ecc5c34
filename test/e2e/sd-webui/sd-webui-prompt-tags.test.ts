import { afterEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import imagineThis from '../../../commands/imagine-this.js';
import policy from '../../../commands/policy.js';
import styles from '../../../commands/styles.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { allowLoras, loraRefusal } from '../imagine/lora-kit.js';
import { varyRegion } from '../imagine/region-kit.js';
import { remixPanel } from '../imagine/remix-kit.js';
import { createManager } from '../settings/prefs-kit.js';
import { type SdWebuiEnv, type SdWebuiEnvOptions, startSdWebuiEnv } from './sd-webui-kit.js';

/** The end of every refusal of a tag: privately, naming the LoRA option, nothing sent or charged. */
const REFUSED =
  /choose LoRAs with `lora` instead\. Change it and run .* again; nothing was sent and nothing was charged\.$/;

describe("a member's text carries no extra-network tag to a Stable Diffusion WebUI", () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    const violations = env?.webui.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  /**
   * The WebUI whose managers allow only `add_detail`, with one image made (and counted) already;
   * `/imagine`, `/policy`, `/styles` and Imagine this registered.
   */
  const start = async (options: SdWebuiEnvOptions = {}) => {
    env = await startSdWebuiEnv(options);
    await deployCommands({
      body: [imagine.data, policy.data, styles.data, imagineThis.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    await allowLoras(env, ['add_detail'], 'LoRAs: add');
    const made = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 20_000);
    expect(titleOf(made)).toBe('✅ Image ready');
  };

  /** What the WebUI and the member's day held once `images` images were made. */
  const spent = async (images: number) => {
    expect(env.webui.received()).toHaveLength(images);
    expect(env.webui.stats.imagesMade).toBe(images);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(images);
    expect(await env.app.context.jobs.activeCount(env.user.id)).toBe(0);
  };

  /**
   * The private refusal `run` answers with, once `images` images were made: nothing more reached
   * the WebUI, nothing more was counted. None coming, the failure says what the WebUI was sent.
   */
  const refusedAfter = async (images: number, run: InteractionRun) => {
    const sent: unknown[] = [];
    const stop = env.webui.onReceived((call) => sent.push(call.body.prompt));
    const said = await loraRefusal(run)
      .catch((error: unknown) => {
        throw new Error(`no refusal: the WebUI was sent ${JSON.stringify(sent)}`, { cause: error });
      })
      .finally(stop);
    expect(said).toMatch(REFUSED);
    await spent(images);
    return said;
  };
  const refused = (run: InteractionRun) => refusedAfter(1, run);

  it('refuses /imagine whose prompt applies a LoRA the managers did not allow, at a weight out of range', async () => {
    await start();
    const said = await refused(
      await runImagine(env, { prompt: 'a fox <lora:pixel-art-xl-v1.1:5>' }),
    );
    expect(said).toMatch(
      /^⚠️ The prompt holds “<lora:pixel-art-xl-v1\.1:5>”, which Stable Diffusion WebUI reads as a tag applying a LoRA or another network of its own, not as words: choose LoRAs with `lora` instead\. /,
    );
  }, 60_000);

  it('refuses a tag in the negative prompt, and the forms the server reads: lyco, hypernet, spaces in the weight, te=, across lines', async () => {
    await start();
    const forms: Record<string, string>[] = [
      { prompt: 'a fox', negative_prompt: 'blurry <lora:pixel-art-xl:2>' },
      { prompt: 'a fox <lyco:pixel-art-xl:1.5>' },
      { prompt: 'a fox <hypernet:anime_3:5>' },
      { prompt: 'a fox <lora:pixel-art-xl: 2 >' },
      { prompt: 'a fox <lora:pixel-art-xl:te=2>' },
      { prompt: 'a fox <lora:pixel-art-xl:\n1.5>' },
    ];
    for (const options of forms) {
      await refused(await runImagine(env, options));
    }
  }, 90_000);

  it("refuses on SD.Next a tag that its second reading of the prompt would join around Discord's markup", async () => {
    await start({ webui: { fork: 'sdnext' } });
    const said = await refused(
      await runImagine(env, { prompt: 'a fox <lo<t:1700000000>ra:pixel-art-xl:2>' }),
    );
    expect(said).toMatch(/^⚠️ The prompt holds “<lora:pixel-art-xl:2>”/);
  }, 60_000);

  it("refuses a Remix prompt, a card's Edit and Vary (Region)'s prompt that carry a tag; the bot's own tags still apply", async () => {
    await start();
    const run = await runImagine(env, { prompt: 'a grey fox', lora: 'add_detail:0.5' });
    const card = await waitForResult(run, 20_000);
    expect(env.webui.received()[1]?.body.prompt).toBe('a grey fox <lora:add_detail:0.5>');
    expect(await lorasIn(card.attachments[0]?.bytes as Buffer, ['add_detail'])).toEqual([0.5]);
    const remix = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    const form = await remix.editPrompt();
    await form.waitForModal();
    await refusedAfter(2, await form.submitModal({ prompt: 'a grey fox <lora:pixel-art-xl:2>' }));
    const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
    await click.waitForModal();
    await refusedAfter(2, await click.submitModal({ change: 'the fox <hypernet:anime_3:1>' }));
    const region = await varyRegion(env, card, ['B2'], { prompt: 'a fox <lora:pixel-art-xl:2>' });
    await refusedAfter(2, region.run);
  }, 90_000);

  it('refuses "Imagine this" on a message carrying a tag', async () => {
    await start();
    const line = env.discord.postMessage({
      channel: env.channel,
      user: env.discord.createUser({ username: 'bob', guild: env.guild }),
      content: 'a fox <lora:pixel-art-xl:2>',
    });
    const use = await env.discord.runMessageCommand({
      message: line,
      user: env.user,
      name: 'Imagine this',
    });
    await use.waitForModal();
    await refused(await use.submitModal({}));
  }, 60_000);

  it('refuses a style whose text carries a tag where it is used, naming the style', async () => {
    await start();
    // A style saved before, or while the server's backend was another.
    await env.app.context.stores.styles.put(env.guild.id, {
      name: 'pixel',
      template: '{prompt}, pixel art',
      negativePrompt: 'blurry <lyco:pixel-art-xl:2>',
      options: {},
      updatedBy: env.user.id,
      updatedAt: 0,
    });
    const said = await refused(await runImagine(env, { prompt: 'a fox', style: 'pixel' }));
    expect(said).toMatch(/^⚠️ The style “pixel” holds “<lyco:pixel-art-xl:2>”/);
    await env.app.context.stores.styles.put(env.guild.id, {
      name: 'grainy',
      template: '{prompt} <lora:pixel-art-xl:1>',
      options: {},
      updatedBy: env.user.id,
      updatedAt: 0,
    });
    const template = await refused(await runImagine(env, { prompt: 'a fox', style: 'grainy' }));
    expect(template).toMatch(/^⚠️ The style “grainy” holds “<lora:pixel-art-xl:1>”/);
  }, 60_000);

  it('refuses a style whose template or negative prompt carries a tag when a manager saves it on the WebUI: nothing saved', async () => {
    await start();
    const mod = createManager(env);
    const save = async (values: Record<string, string>) => {
      const command = await env.discord.runCommand({
        channel: env.channel,
        user: mod,
        name: 'styles',
        subcommand: 'add',
      });
      await command.waitForModal();
      const answer = await (await command.submitModal(values)).waitForReply();
      expect(answer.ephemeral).toBe(true);
      return answer.content;
    };
    expect(await save({ name: 'pixel', template: '{prompt} <lora:pixel-art-xl:1>' })).toBe(
      '⚠️ The template holds “<lora:pixel-art-xl:1>”, which Stable Diffusion WebUI reads as a tag applying a LoRA or another network of its own, not as words: put the style’s LoRAs in its LoRAs field instead. Nothing was changed.',
    );
    expect(
      await save({ name: 'pixel', template: '{prompt}', negative: 'blurry <hypernet:anime_3>' }),
    ).toMatch(/^⚠️ The negative prompt holds “<hypernet:anime\\_3>”/);
    expect(await env.app.context.stores.styles.list(env.guild.id)).toEqual([]);
    expect(
      await save({ name: 'pixel', template: '{prompt}, pixel art', loras: 'add_detail' }),
    ).toMatch(/^✅ Saved the style \*\*pixel\*\*/);
  }, 60_000);
});
