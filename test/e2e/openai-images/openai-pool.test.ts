import { afterEach, describe, expect, it } from 'vitest';
import {
  type OpenAiImagesEmulator,
  type OpenAiImagesOptions,
  startOpenAiImagesEmulator,
} from '../../../sandbox/openai-images/index.js';
import { openAiImagesRegistration } from '../../../src/backends/openai-images/openai-images-registration.js';
import type { TaskStatus } from '../../../src/image-backend/backend-types.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import { jobIdsOf, jobsOf } from '../helpers/pool-line.js';
import { makeRegistered } from '../helpers/registered-backend.js';
import { eventually, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, openAiEnv, startOpenAiEnv } from './openai-kit.js';

/** The pool's id of an emulator: its host, port and API path. */
const idOf = (endpoint: OpenAiImagesEmulator) => {
  const url = new URL(endpoint.baseURL);
  return `${url.host}${url.pathname}`;
};

const poolOf = (env: OpenAiEnv) => {
  const pool = env.app.context.backends.find('openai-images')?.backend.pool;
  if (!pool) throw new Error('the Images API has no pool');
  return pool;
};

describe('the Images API on two endpoints behind the bot’s line', { timeout: 120_000 }, () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('spreads a set of 4 over both endpoints, each given only its one slot, the rest waiting in the bot', async () => {
    let now = Date.now();
    const clock = { timeScale: 1, now: () => now };
    env = await startOpenAiEnv({
      openai: clock,
      more: [{}],
      env: { MAX_ACTIVE_PER_MEMBER: '8' },
    });
    const [one, two] = env.endpoints as [OpenAiImagesEmulator, OpenAiImagesEmulator];
    const run = await runImagine(env, { prompt: 'a fox', count: 4 });
    await eventually(async () => one.inFlight().length === 1 && two.inFlight().length === 1);
    const held = [one.inFlight().length, two.inFlight().length];
    expect(held).toEqual([1, 1]);
    const ids = jobIdsOf(run, 4);
    await eventually(
      async () => (await jobsOf(env, ids)).filter((job) => job.submittedAt).length === 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await jobsOf(env, ids)).filter((job) => job.submittedAt)).toHaveLength(2);
    expect([one.inFlight().length, two.inFlight().length]).toEqual([1, 1]);

    await eventually(
      async () => {
        now += 5_000;
        expect(one.inFlight().length).toBeLessThanOrEqual(1);
        expect(two.inFlight().length).toBeLessThanOrEqual(1);
        const jobs = await jobsOf(env, ids);
        return jobs.every((job) => job.state === 'completed') && jobs;
      },
      90_000,
      50,
    );
    expect(titleOf(await waitForResult(run, 20_000))).toMatch(/✅/);
    const servers = (await jobsOf(env, ids)).map((job) => job.server);
    expect(new Set(servers)).toEqual(new Set([idOf(one), idOf(two)]));
    expect(one.stats.requests.images_generations).toBeGreaterThanOrEqual(1);
    expect(two.stats.requests.images_generations).toBeGreaterThanOrEqual(1);
    expect(one.stats.requests.images_generations + two.stats.requests.images_generations).toBe(4);
    expect(one.usageOf(ALICE_OPENAI_KEY).images + two.usageOf(ALICE_OPENAI_KEY).images).toBe(4);
    for (const endpoint of env.endpoints) expect(endpoint.stats.violations).toEqual([]);
  });

  it('with OPENAI_IMAGES_API_KEY, runs a member’s image on the operator’s key, no key linked', async () => {
    env = await startOpenAiEnv({
      linked: false,
      more: [{}],
      env: { OPENAI_IMAGES_API_KEY: ALICE_OPENAI_KEY },
    });
    const run = await runImagine(env, { prompt: 'a fox', count: 2 });
    expect(titleOf(await waitForResult(run, 30_000))).toMatch(/✅/);
    const images = env.endpoints.map((endpoint) => endpoint.usageOf(ALICE_OPENAI_KEY).images);
    expect(images.reduce((sum, each) => sum + each, 0)).toBe(2);
  });

  it('takes a killed endpoint out of the pool (its call in flight ends failed) and sends the next images only to the other', async () => {
    let now = Date.now();
    env = await startOpenAiEnv({
      openai: { timeScale: 1, now: () => now },
      more: [{}],
      env: { MAX_ACTIVE_PER_MEMBER: '8' },
    });
    const [one, two] = env.endpoints as [OpenAiImagesEmulator, OpenAiImagesEmulator];
    const first = await runImagine(env, { prompt: 'a fox', count: 2 });
    await eventually(async () => one.inFlight().length === 1 && two.inFlight().length === 1);
    const [onOne, onTwo] = await jobsOf(env, jobIdsOf(first, 2));
    const cut = onOne?.server === idOf(two) ? onOne : onTwo;

    await two.kill();
    await eventually(async () => poolOf(env).servers()[1]?.state === 'down', 20_000);
    await eventually(
      async () => (await env.app.context.jobs.get(cut?.id ?? ''))?.state === 'failed',
    );

    const after = await runImagine(env, { prompt: 'a heron', count: 2 });
    const ids = [...jobIdsOf(first, 2).filter((id) => id !== cut?.id), ...jobIdsOf(after, 2)];
    await eventually(
      async () => {
        now += 5_000;
        const jobs = await Promise.all(ids.map((id) => env.app.context.jobs.get(id)));
        return jobs.every((job) => job?.state === 'completed');
      },
      90_000,
      50,
    );
    expect((await jobsOf(env, jobIdsOf(after, 2))).map((job) => job.server)).toEqual([
      idOf(one),
      idOf(one),
    ]);
    expect(titleOf(await waitForResult(after, 20_000))).toMatch(/✅/);
    expect(one.stats.requests.images_generations).toBe(3);
    expect(two.stats.requests.images_generations).toBe(1);
    expect(
      poolOf(env)
        .servers()
        .map(({ state }) => state),
    ).toEqual(['up', 'down']);
  });
});

async function ended(backend: ImageBackend, taskId: string): Promise<TaskStatus> {
  return eventually(async () => {
    const status = await backend.taskStatus('', taskId);
    return (status.state === 'completed' || status.state === 'failed') && status;
  }, 20_000);
}

describe('the Images API as a pool of two endpoints, each its own emulator', {
  timeout: 60_000,
}, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const emulator = async (options: OpenAiImagesOptions) => {
    const started = await startOpenAiImagesEmulator({ timeScale: 0.05, ...options });
    cleanups.push(() => started.close());
    return started;
  };

  it('names as eligible only the endpoint whose GET /models lists the model, and sends each its operator key (a secret), members linking none', async () => {
    const lacking = await emulator({
      keys: [{ key: 'key-of-lacking' }],
      models: ['flux-schnell'],
    });
    const having = await emulator({ keys: [{ key: 'key-of-having' }] });
    const kit = await makeRegistered(openAiImagesRegistration, {
      ...openAiEnv(`${lacking.baseURL},${having.baseURL}`),
      OPENAI_IMAGES_API_KEY: 'key-of-lacking,key-of-having',
      OPENAI_IMAGES_SLOTS: '1,2',
    });
    cleanups.push(() => kit.close());
    const { backend } = kit;
    const pool = backend.pool;
    if (!pool) throw new Error('no pool');
    expect(backend.capabilities.keys.member).toBe(false);
    expect(pool.servers().map(({ id, slots }) => [id, slots])).toEqual([
      [idOf(lacking), 1],
      [idOf(having), 2],
    ]);
    const probe = await backend.probe?.();
    expect(probe?.problems.map(({ line }) => line)).toEqual([
      expect.stringMatching(/does not list OPENAI_IMAGES_MODEL gpt-image-1/),
    ]);
    expect(pool.eligible({ prompt: 'owl' })).toEqual([idOf(having)]);

    for (const endpoint of [lacking, having]) {
      const { taskId } = await backend.submit('', { prompt: 'owl' }, { server: idOf(endpoint) });
      expect(taskId.startsWith(`${idOf(endpoint)}|oai-`)).toBe(true);
      expect(await ended(backend, taskId)).toMatchObject({ state: 'completed' });
    }
    expect(lacking.usageOf('key-of-lacking').images).toBe(1);
    expect(having.usageOf('key-of-having').images).toBe(1);
    kit.logger.info('key-of-lacking and key-of-having');
    expect(kit.lines.at(-1)).not.toMatch(/key-of-(lacking|having)/);
  });

  it('one URL without OPENAI_IMAGES_SLOTS is no pool: every job sent at once, as before', async () => {
    const only = await emulator({ keys: [{ key: ALICE_OPENAI_KEY }] });
    const kit = await makeRegistered(openAiImagesRegistration, openAiEnv(only.baseURL));
    cleanups.push(() => kit.close());
    expect(kit.backend.pool).toBeUndefined();
    expect(kit.backend.capabilities.keys.member).toBe(true);
    const { taskId } = await kit.backend.submit(ALICE_OPENAI_KEY, { prompt: 'owl' });
    expect(taskId).toMatch(/^oai-/);
  });

  it('logs a killed endpoint once, refuses it while down, and sends to it again once it answers', async () => {
    const one = await emulator({ keys: [{ key: ALICE_OPENAI_KEY }] });
    const two = await emulator({ keys: [{ key: ALICE_OPENAI_KEY }] });
    const kit = await makeRegistered(
      openAiImagesRegistration,
      openAiEnv(`${one.baseURL},${two.baseURL}`),
    );
    cleanups.push(() => kit.close());
    await two.kill();
    await expect(
      kit.backend.submit(ALICE_OPENAI_KEY, { prompt: 'owl' }, { server: idOf(two) }),
    ).rejects.toBeDefined();
    expect(kit.backend.pool?.servers().map(({ state }) => state)).toEqual(['up', 'down']);
    expect(kit.lines.filter((line) => line.includes('stopped answering'))).toEqual([
      expect.stringMatching(
        new RegExp(`^warn the Images API at ${new URL(two.baseURL).host} stopped answering \\(`),
      ),
    ]);
    await expect(
      kit.backend.submit(ALICE_OPENAI_KEY, { prompt: 'owl' }, { server: idOf(two) }),
    ).rejects.toMatchObject({ why: 'down' });

    await two.restart();
    await eventually(async () => kit.backend.pool?.servers()[1]?.state === 'up', 25_000);
    const { taskId } = await kit.backend.submit(
      ALICE_OPENAI_KEY,
      { prompt: 'owl' },
      { server: idOf(two) },
    );
    expect(await ended(kit.backend, taskId)).toMatchObject({ state: 'completed' });
    expect(kit.lines.filter((line) => line.includes('jobs are sent there again'))).toEqual([
      `info the Images API at ${new URL(two.baseURL).host} answers again: jobs are sent there again`,
    ]);
  });
});
