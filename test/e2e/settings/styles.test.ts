import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { cardText, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  createManager,
  fillForm,
  openPanel,
  pick,
  refusal,
  sentParams,
  startPrefsEnv,
} from './prefs-kit.js';

describe('/styles and /imagine style:', () => {
  let env: BotEnv;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startPrefsEnv();
    mod = createManager(env);
  });
  afterEach(async () => {
    await env.close();
  });

  const styles = (user: UserRef, subcommand: string, options?: Record<string, string>) =>
    env.discord.runCommand({
      channel: env.channel,
      user,
      name: 'styles',
      subcommand,
      ...(options ? { options } : {}),
    });

  /** Runs a style form (add, or edit with `options`) and submits `values` over what it shows. */
  const submitForm = async (values: Record<string, string>, edit?: string) => {
    const command = await styles(mod, edit ? 'edit' : 'add', edit ? { style: edit } : undefined);
    const modal = await command.waitForModal();
    const shown = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
    const submit = await command.submitModal({ ...shown, ...values });
    return { modal, reply: await submit.waitForReply() };
  };

  const suggest = async (typed: string, name = 'imagine', subcommand?: string) => {
    const run = await env.discord.autocomplete({
      channel: env.channel,
      user: env.user,
      name,
      ...(subcommand ? { subcommand } : {}),
      options: name === 'imagine' ? { prompt: 'x', style: typed } : { style: typed },
      focused: 'style',
    });
    return (await run.waitForChoices()).map((choice) => choice.value);
  };

  it('counts what the member typed when a style makes the prompt too long', async () => {
    const prompt = 'a'.repeat(3_990);
    const said = await refusal(env, await runImagine(env, { prompt, style: 'oil-painting' }));
    expect(said).toContain('`prompt` has 3990 characters; with the style “oil-painting”');
    expect(said).toMatch(/the prompt sent would have 4\d{3}, more than the 4000 allowed/);
    expect(said).toContain('Shorten it by');
    expect(env.imageApi.stats.submissions).toBe(0);
  });

  it('shows a name of the longest length whole, its underscores escaped', async () => {
    const name = 'a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_pq';
    expect(name).toHaveLength(32);
    const { reply } = await submitForm({ name, template: '{prompt}', negative: '', options: '' });
    expect(reply.content).toContain(`Saved the style **${name.replaceAll('_', '\\_')}**`);
  });

  it('adds a server style through the form, autocompletes it, expands the prompt and shows it in Details', async () => {
    const { reply } = await submitForm({
      name: 'noir',
      template: 'film noir still of {prompt}, high contrast',
      negative: 'color',
      options: 'workflow:anime steps:25',
    });
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain('Saved the style **noir**');

    expect(await suggest('')).toEqual([
      'photo',
      'anime',
      'oil-painting',
      'pixel-art',
      'cinematic',
      'noir',
    ]);
    expect(await suggest('NO')).toEqual(['noir']);
    expect(await suggest('', 'styles', 'edit')).toEqual(['noir']);

    const run = await runImagine(env, { prompt: 'a cat on a roof', style: 'noir' });
    expect(await sentParams(env, run)).toMatchObject({
      prompt: 'film noir still of a cat on a roof, high contrast',
      negativePrompt: 'color',
      workflow: 'anime',
      steps: 25,
    });
    const result = await waitForResult(run);
    expect(result.texts[0]).toBe('## ✅ Image ready\n> a cat on a roof');
    const details = await env.discord.clickButton({
      message: result,
      label: 'ℹ️ Details',
      user: env.user,
    });
    const shown = cardText(await details.waitForReply());
    expect(shown).toContain(
      '**Style** noir, prompt sent:\nfilm noir still of a cat on a roof, high contrast',
    );
    expect(shown).toContain('Workflow: the style · Size: built in · Steps: the style');

    const typed = await runImagine(env, { prompt: 'a cat', style: 'noir', steps: 10 });
    expect(await sentParams(env, typed)).toMatchObject({ workflow: 'anime', steps: 10 });
    const builtIn = await runImagine(env, { prompt: 'a lighthouse', style: 'pixel-art' });
    expect(await sentParams(env, builtIn)).toMatchObject({
      prompt: 'pixel art of a lighthouse, 16-bit, limited palette, crisp pixels',
      width: 1024,
      height: 1024,
    });

    const list = await (await styles(env.user, 'list')).waitForReply();
    expect(list.ephemeral).toBe(true);
    expect(list.embeds[0]?.description).toContain(
      '**noir** (this server’s): film noir still of {prompt}, high contrast\n-# sets workflow:anime steps:25',
    );
  });

  it("puts a style's options over the member's settings and the channel's, under what was typed", async () => {
    await submitForm({
      name: 'noir',
      template: 'noir {prompt}',
      options: 'workflow:anime steps:25',
    });
    const channel = await openPanel(env, mod, 'channel');
    await pick(env, channel, mod, 'size', 'portrait');
    await pick(env, channel, mod, 'workflow', 'z-image');
    const own = await openPanel(env, env.user);
    await pick(env, own, env.user, 'workflow', 'rr3');
    await fillForm(env, own, env.user, { steps: '12', cfg: '4.5' });
    await own.waitForOriginal((m) =>
      (m.embeds[0]?.fields ?? []).some((f) => f.value === '12 · set here'),
    );

    const styled = await runImagine(env, { prompt: 'a cat', style: 'noir' });
    expect(await sentParams(env, styled)).toMatchObject({
      prompt: 'noir a cat',
      workflow: 'anime',
      steps: 25,
      cfg: 4.5,
      width: 832,
      height: 1216,
    });
    const result = await waitForResult(styled);
    const details = await env.discord.clickButton({
      message: result,
      label: 'ℹ️ Details',
      user: env.user,
    });
    const shown = cardText(await details.waitForReply());
    expect(shown).toContain('Workflow: the style · Size: the channel’s · Steps: the style');
    expect(shown).toContain('CFG: your settings');

    const typed = await runImagine(env, { prompt: 'a cat', style: 'noir', workflow: 'default' });
    expect(await sentParams(env, typed)).toMatchObject({ workflow: 'default', steps: 25 });
    const plain = await runImagine(env, { prompt: 'a cat' });
    expect(await sentParams(env, plain)).toMatchObject({ workflow: 'rr3', steps: 12 });
  });

  it('edits and removes a style; an unknown style is refused before any credit', async () => {
    await submitForm({ name: 'noir', template: 'noir {prompt}', negative: '', options: '' });
    const { modal, reply } = await submitForm(
      { name: 'ink', template: 'ink drawing of {prompt}' },
      'noir',
    );
    expect(modal.fields.find((f) => f.customId === 'template')?.value).toBe('noir {prompt}');
    expect(reply.content).toContain('Saved the style **ink**');
    expect((await env.app.context.stores.styles.list(env.guild.id)).map((s) => s.name)).toEqual([
      'ink',
    ]);
    const removed = await (await styles(mod, 'remove', { style: 'ink' })).waitForReply();
    expect(removed.content).toBe('✅ Removed the style **ink**.');
    const gone = await refusal(env, await runImagine(env, { prompt: 'a cat', style: 'ink' }));
    expect(gone).toContain('There is no style named “ink”');
    expect(gone).toContain('Nothing was sent and no credits were spent.');
    expect(env.imageApi.stats.submissions).toBe(0);
  });

  it('refuses a form without {prompt}, a built-in name, bad options, and members without Manage Server', async () => {
    const noPlaceholder = await submitForm({ name: 'x', template: 'no placeholder' });
    expect(noPlaceholder.reply.content).toContain('must hold {prompt}');
    const builtIn = await submitForm({ name: 'Photo', template: '{prompt}' });
    expect(builtIn.reply.content).toContain('“Photo” is the name of a built-in style');
    const badOption = await submitForm({ name: 'x', template: '{prompt}', options: 'seed:4' });
    expect(badOption.reply.content).toContain('“seed:4” is not an option a style sets');
    const badValue = await submitForm({ name: 'x', template: '{prompt}', options: 'steps:99' });
    expect(badValue.reply.content).toContain(
      'In the options, Steps must be a whole number from 1 to 50.',
    );
    const fixed = await (await styles(mod, 'remove', { style: 'photo' })).waitForReply();
    expect(fixed.content).toContain('Built-in styles cannot be changed or removed');
    const member = await (await styles(env.user, 'add')).waitForReply();
    expect(member.content).toContain('Manage Server');
    expect(await env.app.context.stores.styles.list(env.guild.id)).toEqual([]);
  });
});
