import { afterEach, describe, expect, it } from 'vitest';
import apikey from '../../../commands/apikey.js';
import imagine from '../../../commands/imagine.js';
import settings from '../../../commands/settings.js';
import styles from '../../../commands/styles.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { createManager, openPanel, panelFields, pick } from '../settings/prefs-kit.js';
import { type ComfyEnv, NAMED_WORKFLOWS, ranWorkflow, startComfyEnv } from './comfy-kit.js';

describe('/settings and /styles with ComfyUI’s workflows', () => {
  let env: ComfyEnv;
  let mod: UserRef;
  afterEach(() => env?.close());

  const start = async () => {
    env = await startComfyEnv({ workflows: NAMED_WORKFLOWS });
    mod = createManager(env);
    await deployCommands({
      body: [imagine.data, apikey.data, settings.data, styles.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
  };

  /** `/styles add` as the manager with `options`; the answer's text. */
  const addStyle = async (name: string, options: string) => {
    const command = await env.discord.runCommand({
      channel: env.channel,
      user: mod,
      name: 'styles',
      subcommand: 'add',
    });
    const modal = await command.waitForModal();
    const shown = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
    const values = { name, template: 'a quiet picture of {prompt}', options };
    return (await (await command.submitModal({ ...shown, ...values })).waitForReply()).content;
  };

  it('lets a member pick one of ComfyUI’s workflows as their default, which /imagine then runs', async () => {
    await start();
    const own = await openPanel(env, env.user);
    const shown = await pick(env, own, env.user, 'workflow', 'portrait');
    expect(panelFields(shown).Workflow).toBe('portrait · set here');
    const run = await runImagine(env, { prompt: 'a tall fox' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(await ranWorkflow(env, run)).toBe('portrait');
  });

  it('saves a style naming one of ComfyUI’s workflows, and refuses one it does not register', async () => {
    await start();
    expect(await addStyle('wide', 'workflow:anime')).toContain('landscape, portrait');
    expect(await env.app.context.stores.styles.list(env.guild.id)).toEqual([]);
    await addStyle('tall', 'workflow:portrait steps:12');
    const run = await runImagine(env, { prompt: 'a fox', style: 'tall' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(await ranWorkflow(env, run)).toBe('portrait');
  });
});
