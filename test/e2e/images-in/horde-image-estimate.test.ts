import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import {
  ALICE_HORDE_KEY,
  type HordeEnv,
  setHordeServerKey,
  startHordeEnv,
} from '../horde/horde-kit.js';

/** The emulated Horde's dry-run price of a 640×512 image, with a source image (img2img) or not. */
async function dryRunPrice(env: HordeEnv, source: Buffer | undefined): Promise<number> {
  const answer = await fetch(`${env.horde.url}/api/v2/generate/async`, {
    method: 'POST',
    headers: { apikey: ALICE_HORDE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      prompt: 'the same harbour under snow',
      params: { n: 1, width: 640, height: 512, ...(source && { denoising_strength: 0.6 }) },
      ...(source && { source_image: source.toString('base64'), source_processing: 'img2img' }),
      dry_run: true,
    }),
  });
  return ((await answer.json()) as { kudos: number }).kudos;
}

describe("/imagine image: priced by the Horde's estimate before a kudos budget admits it", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('asks the price of the edit itself (img2img, ×1.3), not of an image from words alone; nothing queued', {
    timeout: 45_000,
  }, async () => {
    env = await startHordeEnv({ linked: false });
    await setHordeServerKey(env.app.context.stores, env.guild.id);
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 5 });
    const bytes = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
    const edit = await dryRunPrice(env, bytes);
    expect(edit).toBeGreaterThan(await dryRunPrice(env, undefined));
    env.horde.resetStats();
    // The two dry runs used the key's allowance of generate/async (2 a second, as the Horde's).
    await sleep(1_100);

    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same harbour under snow' },
      attachments: { image: { name: 'harbour.png', data: bytes } },
    });
    const refused = (
      await run.waitFor(
        (r) => [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral),
        { timeout: 30_000 },
      )
    ).content;
    await env.app.context.jobs.idle();
    expect(refused).toMatch(
      /^⚠️ This image would cost about (\d+) kudos by the image backend’s estimate, over this server’s daily budget: 5 kudos left\./,
    );
    expect(Number(/about (\d+) kudos/.exec(refused)?.[1])).toBe(edit);
    expect(env.horde.stats.requests.generate_async).toBe(1);
    expect(env.horde.stats.submissions).toBe(0);
    expect(env.horde.stats.violations).toEqual([]);
  });
});
