import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import {
  cardText,
  eventually,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, postWhatTheCheckFinds, startComfyEnv } from './comfy-kit.js';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

describe('an image finished on a ComfyUI server of a pool that dies before the bot fetched it', {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('is made again on the live server, first in the line, posted once and counted once; the card never says Done before the image is in hand; one warn', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 10 }, more: [{ stepMs: 10 }] });
    await postWhatTheCheckFinds(env);
    // Its /view answers slowly: the server dies while the bot reads the image.
    for (const server of env.servers) server.setFaults({ latencyMs: 4_000, routes: ['view'] });
    const run = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const server = await eventually(async () => (await env.app.context.jobs.get(run.id))?.server);
    const dying = env.servers.find((each) => idOf(each) === server) as ComfyEmulator;
    const live = env.servers.find((each) => each !== dying) as ComfyEmulator;
    await eventually(
      async () => (await env.app.context.jobs.get(run.id))?.state === 'completed',
      20_000,
    );
    const from = env.logs.length;
    await dying.kill();
    const shown = await waitForResult(run, 90_000);
    expect(titleOf(shown)).toBe('✅ Image ready');
    expect(shown.gallery).toHaveLength(1);
    expect(live.stats.requests.prompt_post).toBe(1);
    expect((await env.app.context.jobs.get(run.id))?.server).toBe(idOf(live));
    const said = shown.history.map((version) => cardText(version)).join('\n');
    expect(said).not.toContain('✅ Done');
    expect(said).not.toContain('not delivered');
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
    const posted = env.discord.messages(env.channel, { includeDeleted: true });
    expect(posted.filter((message) => message.gallery.length > 0)).toHaveLength(1);
    await eventually(async () =>
      env.logs.some((line) => String(line.msg).includes(`${server} stopped answering`)),
    );
    const warned = env.logs.slice(from).filter((line) => line.level === 'warn');
    expect(warned.map((line) => line.msg)).toEqual([
      expect.stringContaining(`${server} stopped answering`),
    ]);
  });
});

/** Two servers on clocks the test moves, each with one of a set of two 2-step images running. */
async function aSetOfTwoOnTwoServers() {
  const clocks = [Date.now(), Date.now()];
  const env = await startComfyEnv({
    comfy: { now: () => clocks[0] as number, stepMs: 1_000 },
    more: [{ now: () => clocks[1] as number, stepMs: 1_000 }],
  });
  await postWhatTheCheckFinds(env);
  const advance = (at: 0 | 1, ms: number) => {
    clocks[at] = (clocks[at] as number) + ms;
    env.servers[at]?.advance();
  };
  const run = await runImagine(env, { prompt: 'two foxes', steps: 2, count: 2 });
  await eventually(
    async () => env.servers.every((server) => server.queue().running !== undefined),
    20_000,
  );
  const ids = [run.id, `${run.id}.1`] as const;
  const serverOf = async (id: string) => (await env.app.context.jobs.get(id))?.server;
  const first: 0 | 1 = (await serverOf(ids[0])) === idOf(env.comfy) ? 0 : 1;
  const other: 0 | 1 = first === 0 ? 1 : 0;
  const dying = env.servers[first] as ComfyEmulator;
  const live = env.servers[other] as ComfyEmulator;
  const completed = (id: string) =>
    eventually(async () => (await env.app.context.jobs.get(id))?.state === 'completed', 20_000);
  return { env, advance, run, ids, serverOf, first, other, dying, live, completed };
}

describe('an image of a set whose pool server dies before the rest of the set is done', {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('is posted from what the bot took in as it ended: nothing is made again, the set posted once, whole', async () => {
    const set = await aSetOfTwoOnTwoServers();
    env = set.env;
    const { advance, run, ids, first, other, dying, live, completed } = set;
    // The first image ends; the bot takes it in at once, though the set is not done.
    advance(first, 3_000);
    await completed(ids[0]);
    await eventually(async () => (dying.stats.requests.view ?? 0) > 0, 20_000);
    await sleep(1_000);
    await dying.kill();
    advance(other, 3_000);
    const shown = await waitForResult(run, 30_000);
    expect(titleOf(shown)).toBe('✅ 2 images ready');
    expect(shown.gallery).toHaveLength(2);
    expect(cardText(shown)).not.toContain('not delivered');
    expect(live.stats.requests.prompt_post).toBe(1);
    expect(dying.stats.requests.prompt_post).toBe(1);
    expect(env.logs.map((line) => String(line.msg))).not.toContain(
      'its image was lost with its server: made again, first in the line',
    );
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);
  });

  it('is made again on the live server when its server dies while the bot takes it in, and the set is posted once, whole', async () => {
    const set = await aSetOfTwoOnTwoServers();
    env = set.env;
    const { advance, run, ids, serverOf, first, other, dying, live, completed } = set;
    // The dying server answers /view slowly: it dies while the bot reads the image that ended.
    dying.setFaults({ latencyMs: 4_000, routes: ['view'] });
    advance(first, 3_000);
    await completed(ids[0]);
    await eventually(async () => (dying.stats.requests.view ?? 0) > 0, 20_000);
    await dying.kill();
    advance(other, 3_000);
    await eventually(async () => (await serverOf(ids[0])) === idOf(live), 20_000);
    await eventually(
      async () => {
        advance(other, 1_500);
        return (await env.app.context.jobs.get(ids[0]))?.state === 'completed';
      },
      30_000,
      50,
    );
    const shown = await waitForResult(run, 30_000);
    expect(titleOf(shown)).toBe('✅ 2 images ready');
    expect(shown.gallery).toHaveLength(2);
    expect(cardText(shown)).not.toContain('not delivered');
    const posted = env.discord.messages(env.channel, { includeDeleted: true });
    expect(posted.filter((message) => message.gallery.length > 0)).toHaveLength(1);
    expect(live.stats.requests.prompt_post).toBe(2);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);
  });
});
