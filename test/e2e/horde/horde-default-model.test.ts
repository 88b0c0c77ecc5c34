import { afterEach, describe, expect, it } from 'vitest';
import apikey from '../../../commands/apikey.js';
import imagine from '../../../commands/imagine.js';
import settings from '../../../commands/settings.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { fieldsOf, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { createManager, panelFields, refusal } from '../settings/prefs-kit.js';
import { type HordeEnv, startHordeEnv } from './horde-kit.js';

describe("the AI Horde's default model", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  /** Runs one generation: the card's fields, and the request as the Horde emulator holds it. */
  const generate = async (options: Record<string, string | number>) => {
    const run = await runImagine(env, { prompt: 'a fox on the default', ...options });
    const final = await waitForResult(run, 20_000);
    const request = env.horde.request(await taskIdOf(env, run));
    // The card's markdown escapes `_`; a member reads `stable_diffusion`.
    const fields = Object.fromEntries(
      Object.entries(fieldsOf(final)).map(([name, value]) => [name, value.replaceAll('\\_', '_')]),
    );
    return { final, fields, request };
  };

  it('runs a request without a model on the Horde’s own default, stable_diffusion, and names it on the card', async () => {
    env = await startHordeEnv();
    const { final, fields, request } = await generate({});
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(request?.body.models).toBeUndefined();
    expect(request?.jobs.map((job) => job.model)).toEqual(['stable_diffusion']);
    expect(fields.Model).toBe('stable_diffusion');
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('sizes a generation for its model’s family (the model reference’s baseline): 512² buckets on SD 1.5, a megapixel on SDXL', async () => {
    env = await startHordeEnv();
    const params = (request: Awaited<ReturnType<typeof generate>>['request']) => {
      const { width, height } = (request?.body.params ?? {}) as Record<string, unknown>;
      return { width, height };
    };
    expect(params((await generate({})).request)).toEqual({ width: 512, height: 512 });
    const portrait = await generate({ size: 'portrait' });
    expect(params(portrait.request)).toEqual({ width: 512, height: 768 });
    const wide = await generate({ size: 'wide' });
    expect(params(wide.request)).toEqual({ width: 768, height: 448 });
    const sdxl = await generate({ model: 'AlbedoBase XL (SDXL)' });
    expect(params(sdxl.request)).toEqual({ width: 1024, height: 1024 });
    const sdxlWide = await generate({ model: 'AlbedoBase XL (SDXL)', size: 'wide' });
    expect(params(sdxlWide.request)).toEqual({ width: 1344, height: 768 });
    const typed = await generate({ model: 'AlbedoBase XL (SDXL)', width: 640, height: 640 });
    expect(params(typed.request)).toEqual({ width: 640, height: 640 });
    expect(env.horde.stats.violations).toEqual([]);
  }, 60_000);

  it('runs the operator’s HORDE_DEFAULT_MODEL where the member chose none, and a chosen model over it', async () => {
    env = await startHordeEnv({ env: { HORDE_DEFAULT_MODEL: 'AlbedoBase XL (SDXL)' } });
    const byDefault = await generate({});
    expect(byDefault.request?.body.models).toEqual(['AlbedoBase XL (SDXL)']);
    expect(byDefault.request?.jobs.map((job) => job.model)).toEqual(['AlbedoBase XL (SDXL)']);
    expect(byDefault.fields.Model).toBe('AlbedoBase XL (SDXL)');
    const chosen = await generate({ model: 'stable_diffusion' });
    expect(chosen.request?.body.models).toEqual(['stable_diffusion']);
    expect(chosen.fields.Model).toBe('stable_diffusion');
  });

  /** Registers `/settings` beside `/imagine` in the guild. */
  const withSettings = (horde: HordeEnv) =>
    deployCommands({
      body: [imagine.data, apikey.data, settings.data],
      token: horde.discord.token,
      apiUrl: `${horde.discord.url}/api`,
      applicationId: horde.discord.applicationId,
      guildId: horde.guild.id,
    });

  /** `/settings for:<scope> model:<model>` as `user`. */
  const setModel = (user: UserRef, model: string, scope = 'server') =>
    env.discord.runCommand({
      channel: env.channel,
      user,
      name: 'settings',
      options: { for: scope, model },
    });

  it('lets a manager choose the server’s default model from the models the Horde serves: shown in /settings, sent for a member who chose none, named on the card; a member cannot', async () => {
    env = await startHordeEnv({ env: { HORDE_DEFAULT_MODEL: 'stable_diffusion' } });
    await withSettings(env);
    const mod = createManager(env);
    const suggested = await env.discord.autocomplete({
      channel: env.channel,
      user: mod,
      name: 'settings',
      options: { for: 'server', model: 'albedo' },
      focused: 'model',
    });
    expect((await suggested.waitForChoices()).map((c) => c.value)).toEqual([
      'AlbedoBase XL (SDXL)',
    ]);

    const own = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'settings',
    });
    expect(panelFields(await own.waitForReply()).Model).toBe(
      'stable\\_diffusion · the default of AI Horde',
    );

    const unlisted = await setModel(mod, 'No Such Model XL');
    expect(await refusal(env, unlisted)).toContain(
      'Model is not a model the server’s image backend serves now',
    );
    const chosen = await setModel(mod, 'albedobase xl (sdxl)');
    const panel = await chosen.waitForReply();
    expect(panel.ephemeral).toBe(true);
    expect(panelFields(panel).Model).toBe('AlbedoBase XL (SDXL) · set here');

    const byServer = await generate({});
    expect(byServer.request?.body.models).toEqual(['AlbedoBase XL (SDXL)']);
    expect(byServer.request?.jobs.map((job) => job.model)).toEqual(['AlbedoBase XL (SDXL)']);
    expect(byServer.fields.Model).toBe('AlbedoBase XL (SDXL)');
    expect(titleOf(byServer.final)).toBe('✅ Image ready');

    const refused = await setModel(env.user, 'stable_diffusion');
    expect(await refusal(env, refused)).toMatch(/Manage Server/);
    const after = await env.app.context.stores.defaults.get({
      kind: 'server',
      guildId: env.guild.id,
    });
    expect(after.model).toBe('AlbedoBase XL (SDXL)');
    const still = await generate({});
    expect(still.request?.body.models).toEqual(['AlbedoBase XL (SDXL)']);
    expect(env.horde.stats.violations).toEqual([]);
  });
});
