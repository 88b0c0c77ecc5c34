import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import imagine from '../../../commands/imagine.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import {
  cardText,
  digest,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';

/** The alchemy request id of an upscale's task id (`alchemy-<tiles>-<id>`). */
const alchemyId = (taskId: string) => /^alchemy-\d+-(.+)$/.exec(taskId)?.[1] ?? '';

describe('Upscale and /describe on the AI Horde (its alchemy), through discord.js', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it("Upscale ×2 sends the card's image to alchemy (RealESRGAN_x2plus) and posts it twice as large, charged its price", async () => {
    env = await startHordeEnv();
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a red fox', seed: 42 }),
      20_000,
    );
    const shown = card.attachments[0];
    const before = env.horde.kudosOf(ALICE_HORDE_KEY);
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.gallery).toHaveLength(1);
    expect(result.thumbnails).toHaveLength(1);
    const original = imageSize(shown?.bytes ?? new Uint8Array());
    expect(imageSize(result.attachments[0]?.bytes ?? new Uint8Array())).toMatchObject({
      width: (original.width ?? 0) * 2,
      height: (original.height ?? 0) * 2,
    });
    const taskId = await taskIdOf(env, run);
    const sent = env.horde.interrogation(alchemyId(taskId));
    expect(sent?.body).toEqual({ forms: [{ name: 'RealESRGAN_x2plus' }], slow_workers: true });
    expect(sent?.source.digest).toBe(digest(shown?.bytes));
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input).toEqual({ action: { kind: 'upscale', factor: 2 }, ref: run.id });
    const price = sent?.forms[0]?.paid ?? 0;
    expect(price).toBeGreaterThan(0);
    expect(job?.cost).toEqual({ amount: price, unit: 'kudos' });
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(before - price);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it("Upscale ×4 sends the card's image to alchemy (RealESRGAN_x4plus) and posts it four times as large", async () => {
    env = await startHordeEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 20_000);
    const shown = card.attachments[0];
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×4',
      user: env.user,
    });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain(`🔍 Upscaled ×4 from ${shown?.filename}`);
    const original = imageSize(shown?.bytes ?? new Uint8Array());
    expect(imageSize(result.attachments[0]?.bytes ?? new Uint8Array())).toMatchObject({
      width: (original.width ?? 0) * 4,
      height: (original.height ?? 0) * 4,
    });
    const sent = env.horde.interrogation(alchemyId(await taskIdOf(env, run)));
    expect(sent?.body).toEqual({ forms: [{ name: 'RealESRGAN_x4plus' }], slow_workers: true });
    expect(sent?.source.digest).toBe(digest(shown?.bytes));
    expect((await env.app.context.jobs.get(run.id))?.input?.action).toEqual({
      kind: 'upscale',
      factor: 4,
    });
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('/describe image: answers privately with the caption of the alchemy, charged 3 kudos', async () => {
    env = await startHordeEnv();
    await deployCommands({
      body: [imagine.data, describeCommand.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const photo = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'describe',
      attachments: { image: { name: 'h.png', data: photo, contentType: 'image/png' } },
    });
    const answer = await run.waitFor(
      (r) => {
        const shown = [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral);
        return shown && JSON.stringify(shown).includes('picture') ? shown : undefined;
      },
      { timeout: 30_000 },
    );
    expect(JSON.stringify(answer)).toMatch(/a plain \w+ picture/);
    expect(env.horde.stats.interrogations).toBe(1);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS - 3);
    expect(env.horde.stats.submissions).toBe(0);
    expect(env.horde.stats.violations).toEqual([]);
  });
});
