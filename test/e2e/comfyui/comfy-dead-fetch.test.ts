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

describe('an image of a set whose pool server dies while the bot fetches the set', {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('is made again on the live server, and the set is posted once, whole', async () => {
    const clocks = [Date.now(), Date.now()];
    env = await startComfyEnv({
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
    const ids = [run.id, `${run.id}.1`];
    const serverOf = async (id: string) => (await env.app.context.jobs.get(id))?.server;
    const first = (await serverOf(ids[0] as string)) === idOf(env.comfy) ? 0 : 1;
    const [dying, live] = first === 0 ? [env.comfy, env.servers[1]] : [env.servers[1], env.comfy];
    // The image on the dying server ends first; the bot reads it slowly when the set is done.
    advance(first, 3_000);
    await eventually(
      async () => (await env.app.context.jobs.get(ids[0] as string))?.state === 'completed',
      20_000,
    );
    dying?.setFaults({ latencyMs: 4_000, routes: ['view'] });
    advance(first === 0 ? 1 : 0, 3_000);
    await eventually(async () => (dying?.stats.requests.view ?? 0) > 0, 20_000);
    await dying?.kill();
    await eventually(
      async () => (await serverOf(ids[0] as string)) === idOf(live as ComfyEmulator),
      20_000,
    );
    await eventually(
      async () => {
        advance(first === 0 ? 1 : 0, 1_500);
        return (await env.app.context.jobs.get(ids[0] as string))?.state === 'completed';
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
    expect(live?.stats.requests.prompt_post).toBe(2);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);
  });
});
