import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  ALICE_HORDE_KEY,
  ALICE_KUDOS,
  type HordeEnv,
  type HordeEnvOptions,
  linkHordeKey,
  startHordeEnv,
} from './horde-kit.js';

/** The card a refused or lost Horde request ends in, as the member reads it. */
async function ended(env: HordeEnv, options: Parameters<typeof runImagine>[1]) {
  const run = await runImagine(env, options);
  const final = await waitForResult(run, 20_000);
  return { run, title: titleOf(final), text: cardText(final) };
}

describe('a Horde refusal says nothing was spent', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('a 429 with a brief Retry-After is sent again once by itself after that wait: the image is made, charged once', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ rateLimitNext: 1, routes: ['generate_async'] });
    const { title } = await ended(env, { prompt: 'a lighthouse' });
    expect(title).toBe('✅ Image ready');
    expect(env.horde.stats.requests.generate_async).toBe(2);
    expect(env.horde.stats.submissions).toBe(1);
  });

  it('a 429 again after that wait says when to try again and that nothing was spent', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ rateLimitNext: 2, routes: ['generate_async'] });
    const { text } = await ended(env, { prompt: 'a lighthouse' });
    expect(text).toContain(
      'Requests are being limited by AI Horde, which did not start this image, so nothing was spent. Try again in 1 s.',
    );
    expect(env.horde.stats.requests.generate_async).toBe(2);
    expect(env.horde.stats.submissions).toBe(0);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
  });

  it('a 429 without Retry-After (TooManyPrompts) says nothing was spent', async () => {
    env = await startHordeEnv();
    env.horde.setConcurrency(ALICE_HORDE_KEY, 0);
    const { text } = await ended(env, { prompt: 'a lighthouse' });
    expect(text).toContain('did not start this image, so nothing was spent. Try again in 10 s.');
    expect(env.horde.stats.submissions).toBe(0);
  });

  it('a 400 (maintenance mode) gives the Horde’s words and says nothing was spent', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ maintenanceMode: true });
    const { text } = await ended(env, { prompt: 'a lighthouse' });
    expect(text).toContain(
      'The request was rejected by AI Horde: AI Horde has entered maintenance mode. Please try again later. Nothing was spent.',
    );
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('a 401 (a key the Horde does not know) says the key was rejected and nothing was spent', async () => {
    env = await startHordeEnv({ linked: false });
    await linkHordeKey(env, env.user, 'forgotten-horde-key-01', 'alice#1');
    const { text } = await ended(env, { prompt: 'a lighthouse' });
    expect(text).toContain('The API key was rejected by AI Horde');
    expect(text).toContain('Set a new key and try again. Nothing was spent.');
  });

  it('a 403 (the address in timeout) gives the Horde’s words and says nothing was spent', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ ipTimeoutSeconds: 120 });
    const { text } = await ended(env, { prompt: 'a lighthouse' });
    expect(text).toContain('has been put into timeout for 120 more seconds');
    expect(text).toContain('Nothing was spent.');
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('a large image without the kudos upfront (403 KudosUpfront) says nothing was spent', async () => {
    env = await startHordeEnv();
    env.horde.setKudos(ALICE_HORDE_KEY, 0);
    const { text } = await ended(env, { prompt: 'a wide lighthouse', width: 2048, height: 1024 });
    expect(text).toContain(
      'Not enough kudos left on AI Horde for this generation. Top up there, then try again. Nothing was spent.',
    );
    expect(env.horde.stats.submissions).toBe(0);
  });
});

describe('a Horde request that expired (404 on check or status)', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  /** The emulator on a clock the test can move forward, past the Horde's 20 minutes. */
  const startWithClock = async (horde: HordeEnvOptions['horde']) => {
    let skew = 0;
    env = await startHordeEnv({ horde: { now: () => Date.now() + skew, ...horde } });
    return (ms: number) => {
      skew += ms;
    };
  };

  it('says its last check showed nothing spent when it expired waiting for a worker', async () => {
    const advance = await startWithClock({
      timeScale: 1,
      jobDurationMs: [3_600_000, 3_600_000],
      models: [{ name: 'stable_diffusion', threads: 1 }],
    });
    env.horde.addUser({ alias: 'bob', apiKey: 'bob-horde-key-0002', kudos: 5000 });
    const occupied = await fetch(`${env.horde.url}/api/v2/generate/async`, {
      method: 'POST',
      headers: {
        apikey: 'bob-horde-key-0002',
        'content-type': 'application/json',
        'client-agent': 'tests:1:tests@example.org',
      },
      body: JSON.stringify({ prompt: 'an hour on the only worker', params: { n: 1 } }),
    });
    expect(occupied.status).toBe(202);
    const run = await runImagine(env, { prompt: 'a lighthouse that waits' });
    const taskId = await taskIdOf(env, run);
    await expect
      .poll(() => env.horde.stats.checkRequests.get(taskId)?.length ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(0);
    advance(21 * 60_000);
    const final = await waitForResult(run, 20_000);
    expect(cardText(final)).toContain(
      'This generation is no longer known to AI Horde: it expired. Its last check showed nothing spent.',
    );
    expect(env.horde.request(taskId)).toBeUndefined();
  });

  it('says the kudos its last check reported when it expired before its image was read', async () => {
    const advance = await startWithClock({});
    env.horde.setFaults({ routes: ['generate_status'], latencyMs: 2_000 });
    const run = await runImagine(env, { prompt: 'a lighthouse read too late' });
    await expect
      .poll(() => env.horde.stats.requests.generate_status, { timeout: 15_000 })
      .toBeGreaterThan(0);
    advance(21 * 60_000);
    const final = await waitForResult(run, 20_000);
    const spent = Math.round(ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY));
    expect(spent).toBeGreaterThan(0);
    expect(cardText(final)).toContain(
      `This generation is no longer known to AI Horde: it expired. Its last check showed ${spent} kudos spent.`,
    );
  });
});
