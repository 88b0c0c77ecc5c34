import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../sandbox/discord/index.js';
import {
  cardText,
  digest,
  eventually,
  fieldsOf,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from './horde-kit.js';

/** How a Horde image reaches the member: attached, or the truth, never a link to R2. */
describe('delivering a Horde image', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  const imageOf = async (taskId: string) => {
    const generationId = env.horde.request(taskId)?.jobs[0]?.generationId ?? '';
    return digest(await env.horde.imageFor(generationId));
  };

  it('downloads again from a fresh status when R2 refuses the URL it was given, and attaches it', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ badImageUrlsNext: 1 });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageOf(await taskIdOf(env, run)));
    expect(env.horde.stats.faults.bad_image_url).toBe(1);
    expect(env.horde.stats.requests.generate_status).toBe(2);
    expect(env.horde.stats.violations).toEqual([]);
  }, 60_000);

  it('says the image was made but could not be fetched, with the kudos spent, and links nothing', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ badImageUrlsNext: 10 });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    const result = await waitForResult(run, 20_000);
    const spent = ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY);
    expect(spent).toBeGreaterThan(0);
    expect(titleOf(result)).toBe('⚠️ Image made, not delivered');
    expect(cardText(result)).toContain(
      'The image was made, but the bot could not fetch it from AI Horde, so it is not posted. The generation finished, so it was charged as usual.',
    );
    expect(fieldsOf(result).Cost).toBe(`${Math.round(spent)} kudos`);
    expect(result.attachments).toEqual([]);
    expect(result.gallery).toEqual([]);
    expect(JSON.stringify(result.texts)).not.toMatch(/https?:|stable-horde|Open the image/);
    expect(result.buttons.map((b) => b.label)).toContain('🔁 Retry');
  }, 60_000);

  it('never calls an HTML page at the image URL an image ready', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ htmlImagesNext: 10 });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('⚠️ Image made, not delivered');
    expect(cardText(result)).toContain('the bot could not fetch it from AI Horde');
    expect(result.attachments).toEqual([]);
    expect(JSON.stringify(result.texts)).not.toMatch(/https?:|<html|Open the image/i);
    expect(env.horde.stats.faults.html_image).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('tells an image it could not take in as it ended, whose URL and request then expired while its set waited, made but not delivered', async () => {
    const clock = new AdjustableClock();
    env = await startHordeEnv({
      horde: {
        now: () => clock.now(),
        timeScale: 1,
        jobDurationMs: [3_000, 3_000],
        models: [{ name: 'stable_diffusion', threads: 1 }],
      },
    });
    const run = await runImagine(env, { prompt: 'two lighthouses', count: 2 });
    // The first request runs 3 s; the second, started after it on the one thread, 31 minutes.
    // The first image's URL is one R2 refuses, so the bot cannot take it in as it ends.
    await eventually(async () => env.horde.stats.submissions === 2, 10_000);
    env.horde.setFaults({ slowWorkers: 620, badImageUrlsNext: 1 });
    await eventually(
      async () => (await env.app.context.jobs.get(run.id))?.state === 'completed',
      20_000,
    );
    // When the second is done, the first one's URL (30 min) and request (20 min after its last
    // activity) are gone.
    clock.advance(31 * 60_000 + 5_000);
    const result = await waitForResult(run, 30_000);
    const spent = ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY);
    expect(titleOf(result)).toBe('⚠️ 1 of 2 images ready');
    expect(cardText(result)).toContain(
      '**1.** ⚠️ The image was made, but the bot could not fetch it from AI Horde, so it is not posted. The generation finished, so it was charged as usual.',
    );
    expect(result.attachments).toHaveLength(1);
    expect(fieldsOf(result).Cost).toBe(`${2 * Math.round(spent / 2)} kudos`);
    expect(JSON.stringify(result.texts)).not.toMatch(/https?:|stable-horde|Open the image/);
  }, 60_000);
});
