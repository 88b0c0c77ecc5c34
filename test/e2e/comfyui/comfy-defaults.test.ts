import { afterEach, describe, expect, it } from 'vitest';
import apikey from '../../../commands/apikey.js';
import imagine from '../../../commands/imagine.js';
import settings from '../../../commands/settings.js';
import styles from '../../../commands/styles.js';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { createManager, openPanel, panelFields, pick } from '../settings/prefs-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** Two registered workflows told apart by what their SaveImage node names its files. */
const saving = (prefix: string) => {
  const graph = workflow();
  const save = graph['9'] as { inputs: Record<string, unknown> };
  save.inputs.filename_prefix = prefix;
  return graph;
};
const WORKFLOWS = { landscape: saving('landscape'), portrait: saving('portrait') };

describe('/settings and /styles with ComfyUI’s workflows', () => {
  let env: ComfyEnv;
  let mod: UserRef;
  afterEach(() => env?.close());

  const start = async () => {
    env = await startComfyEnv({ workflows: WORKFLOWS });
    mod = createManager(env);
    await deployCommands({
      body: [imagine.data, apikey.data, settings.data, styles.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
  };

  /** The graph the emulator ran for `run`'s image: its SaveImage prefix. */
  const ranWorkflow = async (run: InteractionRun) => {
    const entry = env.comfy.history(await taskIdOf(env, run));
    const graph = entry?.prompt[2] as Record<string, { inputs: Record<string, unknown> }>;
    return graph['9']?.inputs.filename_prefix;
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
    expect(await ranWorkflow(run)).toBe('portrait');
  });

  it('saves a style naming one of ComfyUI’s workflows, and refuses one it does not register', async () => {
    await start();
    expect(await addStyle('wide', 'workflow:anime')).toContain('landscape, portrait');
    expect(await env.app.context.stores.styles.list(env.guild.id)).toEqual([]);
    await addStyle('tall', 'workflow:portrait steps:12');
    const run = await runImagine(env, { prompt: 'a fox', style: 'tall' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(await ranWorkflow(run)).toBe('portrait');
  });
});
