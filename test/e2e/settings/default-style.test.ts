import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { cardText, registerImagine, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  createManager,
  openPanel,
  panelFields,
  pick,
  sentParams,
  startPrefsEnv,
} from './prefs-kit.js';

describe('/settings: a default style', () => {
  let env: BotEnv;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startPrefsEnv();
    mod = createManager(env);
  });
  afterEach(async () => {
    await env.close();
  });

  const styles = (subcommand: string, options?: Record<string, string>) =>
    env.discord.runCommand({
      channel: env.channel,
      user: mod,
      name: 'styles',
      subcommand,
      ...(options ? { options } : {}),
    });

  /** Adds the server style `noir` through `/styles add`. */
  const addNoir = async () => {
    const command = await styles('add');
    const modal = await command.waitForModal();
    const shown = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
    const values = { name: 'noir', template: 'film noir still of {prompt}', options: 'steps:25' };
    await (await command.submitModal({ ...shown, ...values })).waitForReply();
  };

  /** The values of the panel's style select, and the one pre-selected. */
  const styleSelect = (panel: MessageView) => {
    type Menu = { custom_id?: string; options?: { value: string; default?: boolean }[] };
    const rows = panel.components as unknown as { components?: Menu[] }[];
    const menu = rows
      .flatMap((row) => row.components ?? [])
      .find((c) => c.custom_id === 'settings:pick:me:style');
    const options = menu?.options ?? [];
    return {
      values: options.map((o) => o.value),
      picked: options.filter((o) => o.default).map((o) => o.value),
    };
  };

  it('is picked among the server’s styles and used by /imagine without style:; a typed style wins', async () => {
    await addNoir();
    const own = await openPanel(env, env.user);
    const opened = own.original();
    if (!opened) throw new Error('no panel');
    expect(styleSelect(opened)).toEqual({
      values: ['-', 'photo', 'anime', 'oil-painting', 'pixel-art', 'cinematic', 'noir'],
      picked: [],
    });
    expect(panelFields(opened).Style).toBe('no style · built in');
    const panel = await pick(env, own, env.user, 'style', 'noir');
    expect(styleSelect(panel).picked).toEqual(['noir']);
    expect(panelFields(panel).Style).toBe('noir · set here');

    const styled = await runImagine(env, { prompt: 'a cat on a roof' });
    expect(await sentParams(env, styled)).toMatchObject({
      prompt: 'film noir still of a cat on a roof',
      steps: 25,
    });
    const result = await waitForResult(styled);
    const details = await env.discord.clickButton({
      message: result,
      label: 'ℹ️ Details',
      user: env.user,
    });
    const shown = cardText(await details.waitForReply());
    expect(shown).toContain('**Style** noir, prompt sent:\nfilm noir still of a cat on a roof');
    expect(shown).toContain('Style: your settings');

    const typed = await runImagine(env, { prompt: 'a lighthouse', style: 'pixel-art' });
    const sent = await sentParams(env, typed);
    expect(sent.prompt).toBe('pixel art of a lighthouse, 16-bit, limited palette, crisp pixels');
    expect(sent.steps).not.toBe(25);
  });

  it('follows the layers, and one deleted or of another server is ignored: the run has no style', async () => {
    await addNoir();
    const server = await openPanel(env, mod, 'server');
    await pick(env, server, mod, 'style', 'cinematic');
    const own = await openPanel(env, env.user);
    await pick(env, own, env.user, 'style', 'noir');
    const mine = await runImagine(env, { prompt: 'a cat' });
    expect((await sentParams(env, mine)).prompt).toBe('film noir still of a cat');

    const elsewhere = env.discord.createGuild({ name: 'elsewhere' });
    const channel = env.discord.createChannel({ guild: elsewhere });
    env.discord.addMember({ guild: elsewhere, user: env.user });
    await env.discord.waitFor(() => env.app.client.guilds.cache.has(elsewhere.id));
    await registerImagine(env, elsewhere.id);
    const there = await runImagine(env, { prompt: 'a cat' }, { channel });
    expect((await sentParams(env, there)).prompt).toBe('a cat');

    expect((await (await styles('remove', { style: 'noir' })).waitForReply()).content).toBe(
      '✅ Removed the style **noir**.',
    );
    const fallback = await runImagine(env, { prompt: 'a cat' });
    expect((await sentParams(env, fallback)).prompt).toBe(
      'cinematic still of a cat, dramatic lighting, shallow depth of field, film grain',
    );
    await pick(env, server, mod, 'style', '-');
    const none = await runImagine(env, { prompt: 'a cat' });
    expect((await sentParams(env, none)).prompt).toBe('a cat');
    const member = { kind: 'member', userId: env.user.id } as const;
    expect(await env.app.context.stores.defaults.get(member)).toEqual({ style: 'noir' });
  });

  it('refuses a forged style privately and changes nothing', async () => {
    const own = await openPanel(env, env.user);
    await pick(env, own, env.user, 'style', 'photo');
    const message = own.original();
    if (!message) throw new Error('no panel');
    for (const value of ['ghost', 'PHOTO', '']) {
      const forged = await env.discord.forgeComponent({
        message,
        customId: 'settings:pick:me:style',
        values: [value],
        user: env.user,
      });
      const said = await forged.waitForReply();
      expect(said.ephemeral).toBe(true);
      expect(said.content).toContain('Style must be one of photo, anime');
      expect(said.content).toContain('nothing was changed');
    }
    const member = { kind: 'member', userId: env.user.id } as const;
    expect(await env.app.context.stores.defaults.get(member)).toEqual({ style: 'photo' });
  });
});
