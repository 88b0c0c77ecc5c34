import { afterEach, describe, expect, it } from 'vitest';
import {
  cardText,
  digest,
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
  });

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
  });

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
  });
});
