import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { jobsOf, sentInOrder } from '../helpers/pool-line.js';
import {
  addMember,
  cardText,
  eventually,
  runImagine,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, postWhatTheCheckFinds, startComfyEnv } from './comfy-kit.js';

const SD15 = 'v1-5-pruned-emaonly.safetensors';
const SDXL = 'sd_xl_base_1.0.safetensors';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

const stateOf = async (env: ComfyEnv, run: InteractionRun) =>
  (await env.app.context.jobs.get(run.id))?.state;

/** The server the bot sent `run`'s image to, once it did. */
const serverOf = (env: ComfyEnv, run: InteractionRun) =>
  eventually(async () => (await env.app.context.jobs.get(run.id))?.server, 20_000);

/**
 * Which of `servers` ran `run`'s image, as the emulators' histories say (the pool's task id is
 * `<server>|<prompt id>`); the bot's record of its server must agree.
 */
async function ranOn(env: ComfyEnv, servers: readonly ComfyEmulator[], run: InteractionRun) {
  const job = (await jobsOf(env, [run.id]))[0];
  const promptId = job?.taskId?.split('|').at(-1) ?? '';
  const ran = servers.filter((server) => server.history(promptId) !== undefined).map(idOf);
  expect(ran).toEqual([job?.server]);
  return ran[0];
}

/**
 * Two servers, each with both checkpoints (SD 1.5 and SDXL) and on a clock of its own the test
 * moves (1 s a step, 2-step images), and two workflows differing only in their checkpoint: `sd15`
 * and `sdxl`. Neither server has a checkpoint loaded at start (the emulator counts the first load
 * as a switch).
 */
async function twoServers(env: Record<string, string>) {
  const clocks = [Date.now(), Date.now()];
  const started = await startComfyEnv({
    comfy: { now: () => clocks[0] as number, stepMs: 1_000 },
    more: [{ now: () => clocks[1] as number, stepMs: 1_000 }],
    workflows: { sd15: workflow({ checkpoint: SD15 }), sdxl: workflow({ checkpoint: SDXL }) },
    env: { MAX_ACTIVE_PER_MEMBER: '8', ...env },
  });
  await postWhatTheCheckFinds(started);
  const [one, two] = started.servers as [ComfyEmulator, ComfyEmulator];
  /** Moves `server`'s clock 1.5 s on and plays what is due there. */
  const step = (server: ComfyEmulator) => {
    const at = started.servers.indexOf(server);
    clocks[at] = (clocks[at] as number) + 1_500;
    server.advance();
  };
  /** Plays the clocks of `servers` on until every image of `runs` is completed. */
  const playUntilDone = (servers: readonly ComfyEmulator[], runs: readonly InteractionRun[]) =>
    eventually(
      async () => {
        for (const server of servers) step(server);
        const states = await Promise.all(runs.map((run) => stateOf(started, run)));
        return states.every((state) => state === 'completed');
      },
      30_000,
      50,
    );
  /**
   * Plays `server`'s clock on only until the prompt it runs now has ended (in its history), so
   * that it takes exactly one more of the bot's images, which it holds until the clock moves again.
   */
  const freeOnce = (server: ComfyEmulator) => {
    const running = server.queue().running;
    if (!running) throw new Error(`${idOf(server)} runs nothing`);
    for (let steps = 0; !server.history(running); steps += 1) {
      if (steps > 20) throw new Error(`${idOf(server)} never ended ${running}`);
      step(server);
    }
  };
  return { env: started, one, two, playUntilDone, freeOnce };
}

type Pool = Awaited<ReturnType<typeof twoServers>>;

/**
 * Warms the pool up (the first server loads SD 1.5, the second SDXL), holds both busy on their
 * own checkpoints, and queues bob's SDXL image, the fair order's head, then carol's SD 1.5 one.
 * The SD 1.5 server frees first and takes one of them; only then the SDXL server frees. Says
 * where each of the two waiting images ran, which went first, and each server's checkpoint loads.
 */
async function sdxlHeadWhileTheSd15ServerFreesFirst(pool: Pool) {
  const { one, two, playUntilDone, freeOnce } = pool;
  const world = pool.env;
  const [bob, carol] = [await addMember(world, 'bob'), await addMember(world, 'carol')];

  // Warm-up, both servers free: the first takes alice's SD 1.5 image, the second her SDXL one.
  const warmSd15 = await runImagine(world, { prompt: 'a fox', steps: 2, workflow: 'sd15' });
  expect(await serverOf(world, warmSd15)).toBe(idOf(one));
  const warmSdxl = await runImagine(world, { prompt: 'a fox', steps: 2, workflow: 'sdxl' });
  expect(await serverOf(world, warmSdxl)).toBe(idOf(two));
  await playUntilDone([one, two], [warmSd15, warmSdxl]);
  expect([one.stats.gpu.switches, two.stats.gpu.switches]).toEqual([1, 1]);

  // Both busy again, each on the checkpoint it has loaded.
  const busySd15 = await runImagine(world, { prompt: 'an owl', steps: 2, workflow: 'sd15' });
  expect(await serverOf(world, busySd15)).toBe(idOf(one));
  const busySdxl = await runImagine(world, { prompt: 'an owl', steps: 2, workflow: 'sdxl' });
  expect(await serverOf(world, busySdxl)).toBe(idOf(two));
  await eventually(async () => one.queue().running && two.queue().running, 20_000);

  // Bob's SDXL image heads the line; carol's SD 1.5 one waits behind it.
  const sdxl = { prompt: 'a heron', steps: 2, workflow: 'sdxl' };
  const bobsSdxl = await runImagine(world, sdxl, { user: bob });
  await waitForPosition(bobsSdxl, 1);
  const sd15 = { prompt: 'a crane', steps: 2, workflow: 'sd15' };
  const carolsSd15 = await runImagine(world, sd15, { user: carol });
  await waitForPosition(carolsSd15, 2);
  const waiting = [bobsSdxl, carolsSd15];
  const waitingIds = waiting.map(({ id }) => id);
  expect(one.queue().pending).toEqual([]);
  expect(two.queue().pending).toEqual([]);

  // The SD 1.5 server frees first, the SDXL one still busy: one waiting image goes to it.
  freeOnce(one);
  const sentFirst = await eventually(
    async () => sentInOrder(await jobsOf(world, waitingIds))[0],
    20_000,
  );
  await eventually(async () => one.queue().running, 20_000);
  expect(two.queue().running).toBeDefined();
  expect(await stateOf(world, busySdxl)).not.toBe('completed');
  // Then the SDXL server frees and takes the other; both run to their end.
  freeOnce(two);
  await eventually(async () => two.queue().running, 20_000);
  await playUntilDone([one, two], [busySd15, busySdxl, ...waiting]);

  for (const run of [warmSd15, warmSdxl, busySd15, busySdxl, ...waiting]) {
    const card = await waitForResult(run, 20_000);
    expect(titleOf(card)).toBe('✅ Image ready');
    expect(card.attachments).toHaveLength(1);
    expect(cardText(card)).not.toMatch(/failed|❌/i);
  }
  for (const server of [one, two]) {
    expect(server.stats.violations).toEqual([]);
    expect(server.stats.finished).toEqual({ success: 3, error: 0, interrupted: 0 });
  }
  return {
    bobsSdxl,
    carolsSd15,
    sentFirst,
    servers: {
      bobsSdxl: await ranOn(world, [one, two], bobsSdxl),
      carolsSd15: await ranOn(world, [one, two], carolsSd15),
    },
    switches: [one.stats.gpu.switches, two.stats.gpu.switches],
  };
}

describe('model affinity of the fair line over two ComfyUI servers', { timeout: 120_000 }, () => {
  let env: ComfyEnv | undefined;
  afterEach(() => env?.close());

  it('gives a freed server the next image of the checkpoint it has loaded, the fair head of another checkpoint waiting for the server that has it: no switch on either', async () => {
    const pool = await twoServers({});
    env = pool.env;
    const seen = await sdxlHeadWhileTheSd15ServerFreesFirst(pool);
    // Carol's SD 1.5 image went first, to the SD 1.5 server, ahead of bob's SDXL head...
    expect(seen.sentFirst).toBe(seen.carolsSd15.id);
    expect(seen.servers).toEqual({ bobsSdxl: idOf(pool.two), carolsSd15: idOf(pool.one) });
    // ...so each server loaded its checkpoint once, at the warm-up, and never switched after.
    expect(seen.switches).toEqual([1, 1]);
  });

  it('with FAIR_MODEL_WAIT_MS=0 (no affinity) gives the freed server the fair head, and both servers switch', async () => {
    const pool = await twoServers({ FAIR_MODEL_WAIT_MS: '0' });
    env = pool.env;
    const seen = await sdxlHeadWhileTheSd15ServerFreesFirst(pool);
    expect(seen.sentFirst).toBe(seen.bobsSdxl.id);
    expect(seen.servers).toEqual({ bobsSdxl: idOf(pool.one), carolsSd15: idOf(pool.two) });
    expect(seen.switches).toEqual([2, 2]);
  });
});
