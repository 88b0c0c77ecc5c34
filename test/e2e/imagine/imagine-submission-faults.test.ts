import { afterEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  digest,
  eventually,
  imageDigest,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

describe('/imagine when the submission meets a fault', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('waits out a 429 with Retry-After: 1 and delivers the image, charged once', async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({
      rateLimitNext: 1,
      retryAfterSeconds: 1,
      endpoints: ['image_generation'],
    });
    const run = await runImagine(env, { prompt: 'a patient heron' });
    const taskId = await taskIdOf(env, run);
    const result = await waitForResult(run);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    expect(env.imageApi.stats.requests.image_generation).toBe(2);
    expect(env.imageApi.balanceOf('alice')).toBe(99);
  });

  it('submits once the service accepts connections again', async () => {
    env = await startImagineEnv();
    await env.imageApi.refuseConnections(100);
    const run = await runImagine(env, { prompt: 'a returning swallow' });
    const result = await waitForResult(run, 15_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it('says the generation may have been charged when the answer is lost, and sends it once', async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({
      serverErrorRate: 1,
      afterHandling: true,
      endpoints: ['image_generation'],
    });
    const run = await runImagine(env, { prompt: 'a lost letter' });
    const failed = await waitForResult(run);
    expect(titleOf(failed)).toBe('❌ Generation failed');
    const text = cardText(failed);
    expect(text).toContain('may have received this generation and charged for it');
    expect(text).toContain('Check /balance before trying again.');
    expect(env.imageApi.stats.requests.image_generation).toBe(1);
    expect(env.imageApi.balanceOf('alice')).toBe(99);
  });

  it('rides out an outage: every generation asked for during it, queued ones too, arrives once', async () => {
    env = await startImagineEnv({
      env: { MAX_ACTIVE_PER_MEMBER: '12', GUILD_MAX_ACTIVE_JOBS: '4' },
    });
    await env.imageApi.refuseConnections(1_500);
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, index) => runImagine(env, { prompt: `a swallow ${index}` })),
    );
    const results = await Promise.all(runs.map((run) => waitForResult(run, 20_000)));
    expect(results.map(titleOf)).toEqual(Array(12).fill('✅ Image ready'));
    expect(env.imageApi.stats.submissions).toBe(12);
    expect(env.imageApi.balanceOf('alice')).toBe(88);
  });

  it('rides out a 503 outage: fifty generations asked during it are all delivered, each charged once', async () => {
    env = await startImagineEnv({
      env: { MAX_ACTIVE_PER_MEMBER: '50', GUILD_MAX_ACTIVE_JOBS: '50', GUILD_MAX_QUEUED: '50' },
    });
    env.imageApi.setFaults({ down: 'unavailable' });
    const runs = await Promise.all(
      Array.from({ length: 50 }, (_, index) => runImagine(env, { prompt: `a heron ${index}` })),
    );
    // The outage ends once submissions were answered 503 and sent again (not after a time):
    // the server's limiter sends at most GUILD_MAX_CONCURRENT of them at once.
    await eventually(async () => env.imageApi.stats.requests.image_generation >= 8, 20_000);
    expect(env.imageApi.stats.submissions).toBe(0);
    env.imageApi.setFaults({ down: false });
    const results = await Promise.all(runs.map((run) => waitForResult(run, 40_000)));
    expect(results.map(titleOf)).toEqual(Array(50).fill('✅ Image ready'));
    expect(env.imageApi.stats.submissions).toBe(50);
    expect(env.imageApi.balanceOf('alice')).toBe(50);
  }, 60_000);
});
