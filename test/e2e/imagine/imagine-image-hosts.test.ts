import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.js';
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

/**
 * Starts an env whose image service listens on a port chosen first: another test may take that
 * port between the choice and the start, so a taken port is chosen again (three tries).
 */
async function onFreePort(start: (port: number) => Promise<BotEnv>): Promise<BotEnv> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt === 3) throw error;
    }
  }
}

const refusals = (env: BotEnv) =>
  env.logs.filter((line) => line.msg === 'refused to download an image');

describe('/imagine downloads images only from allowed hosts', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('never fetches a loopback image unless ALLOW_PRIVATE_IMAGE_HOSTS says so', async () => {
    env = await startImagineEnv({ env: { ALLOW_PRIVATE_IMAGE_HOSTS: 'false' } });
    const run = await runImagine(env, { prompt: 'a fox on loopback' });
    const result = await waitForResult(run);
    expect(result.attachments).toEqual([]);
    expect(env.imageApi.stats.requests.image).toBe(0);
    const [refusal] = await eventually(async () => refusals(env).length > 0 && refusals(env));
    expect(refusal?.host).toBe('127.0.0.1');
    expect(String(refusal?.detail)).toContain(
      'loopback address (ALLOW_PRIVATE_IMAGE_HOSTS is off)',
    );
  });

  it('delivers from a host listed in IMAGE_HOSTS, and refuses it while unlisted', async () => {
    for (const listed of [false, true]) {
      env = await onFreePort((port) =>
        startImagineEnv({
          imageApi: { port, publicUrl: `http://localhost:${port}` },
          env: listed ? { IMAGE_HOSTS: 'localhost' } : {},
        }),
      );
      const run = await runImagine(env, { prompt: 'a fox on another host' });
      const taskId = await taskIdOf(env, run);
      const result = await waitForResult(run);
      if (listed) {
        expect(titleOf(result)).toBe('✅ Image ready');
        expect(digest(result.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
      } else {
        expect(result.attachments).toEqual([]);
        expect(env.imageApi.stats.requests.image).toBe(0);
        expect(refusals(env)[0]?.host).toBe('localhost');
        await env.close();
      }
    }
  });

  it('tells the member the image could not be fetched safely, and never links it', async () => {
    env = await startImagineEnv({ env: { ALLOW_PRIVATE_IMAGE_HOSTS: 'false' } });
    const result = await waitForResult(await runImagine(env, { prompt: 'a fox behind a wall' }));
    expect(cardText(result)).toContain(
      '⚠️ The bot could not fetch this image safely, so it is not shown here.',
    );
    expect(cardText(result)).not.toContain('Open the image');
    expect(cardText(result)).not.toContain('http');
    expect(result.gallery).toEqual([]);
    expect(result.attachments).toEqual([]);
    await env.app.context.jobs.idle();
    expect(env.imageApi.stats.requests.image).toBe(0);
  });
});
