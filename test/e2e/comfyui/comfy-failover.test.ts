import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { jobsOf } from '../helpers/pool-line.js';
import {
  addMember,
  cardText,
  eventually,
  runImagine,
  suggestChoices,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

/** The default workflow on the SDXL checkpoint. */
function sdxlWorkflow() {
  const graph = workflow();
  (graph['4'] as { inputs: Record<string, unknown> }).inputs.ckpt_name =
    'sd_xl_base_1.0.safetensors';
  return graph;
}

/**
 * Two servers, each on a clock of its own the test moves (1 s a step), with 2-step images; with
 * `sdxlOnOne`, a workflow `sdxl` whose checkpoint only the first has.
 */
async function twoServers(env: Record<string, string> = {}, { sdxlOnOne = false } = {}) {
  const clocks = [Date.now(), Date.now()];
  const started = await startComfyEnv({
    comfy: { now: () => clocks[0] as number, stepMs: 1_000 },
    more: [
      {
        now: () => clocks[1] as number,
        stepMs: 1_000,
        ...(sdxlOnOne && { checkpoints: ['v1-5-pruned-emaonly.safetensors'] }),
      },
    ],
    ...(sdxlOnOne && { workflows: { txt2img: workflow(), sdxl: sdxlWorkflow() } }),
    env: { COMFYUI_DOWN_AFTER_MS: '1000', ...env },
  });
  const [one, two] = started.servers as [ComfyEmulator, ComfyEmulator];
  /** Moves server `at`'s clock by `ms` and plays what is due there. */
  const advance = (at: 0 | 1, ms: number) => {
    clocks[at] = (clocks[at] as number) + ms;
    started.servers[at]?.advance();
  };
  return { env: started, one, two, advance };
}

/** Two of alice's images, one running on each server: which runs on `one` and which on `two`. */
async function oneOnEach(env: ComfyEnv, one: ComfyEmulator, two: ComfyEmulator) {
  const first = await runImagine(env, { prompt: 'a fox', steps: 2 });
  const second = await runImagine(env, { prompt: 'a fox', steps: 2 });
  await eventually(async () => one.queue().running && two.queue().running, 20_000);
  const onOne = (await jobsOf(env, [first.id]))[0]?.server === idOf(one) ? first : second;
  return { onOne, onTwo: onOne === first ? second : first };
}

const stateOf = async (env: ComfyEnv, run: InteractionRun) =>
  (await env.app.context.jobs.get(run.id))?.state;

describe('a ComfyUI server of a pool that dies mid-run', { timeout: 120_000 }, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('is taken out: its running image goes at once, first in the line, to the other server and is charged once; the rest run there; back once its probe passes', async () => {
    // The old wait for a silent server: a refused connection no longer waits for it.
    const pool = await twoServers({ COMFYUI_DOWN_AFTER_MS: '60000' });
    env = pool.env;
    const { one, two, advance } = pool;
    const bob = await addMember(env, 'bob');
    const { onOne: lost, onTwo: kept } = await oneOnEach(env, one, two);
    const bobs = [
      await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob }),
      await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob }),
    ];
    await waitForPosition(bobs[1] as InteractionRun, 2);

    const killedAt = Date.now();
    await one.kill();
    // Without a press of Retry, alice's image waits first in the line, before bob's.
    await waitForPosition(lost, 1);
    await waitForPosition(bobs[1] as InteractionRun, 3);
    const all = [kept, lost, ...bobs];
    await eventually(
      async () => {
        advance(1, 1_500);
        return (await Promise.all(all.map((run) => stateOf(env, run)))).every(
          (state) => state === 'completed',
        );
      },
      60_000,
      50,
    );
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const shown = await waitForResult(lost, 5_000);
    expect(titleOf(shown)).toBe('✅ Image ready');
    expect(shown.buttons.map((b) => b.label)).not.toContain('🔁 Retry');
    const [moved, bobFirst] = await jobsOf(env, [lost.id, (bobs[0] as InteractionRun).id]);
    expect(moved?.server).toBe(idOf(two));
    expect(moved?.submittedAt ?? 0).toBeLessThan(bobFirst?.submittedAt ?? 0);
    expect(bobFirst?.server).toBe(idOf(two));
    expect(one.stats.requests.prompt_post).toBe(1);
    expect(two.stats.requests.prompt_post).toBe(4);
    // Alice's two images came, each counted once toward her daily limit.
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);

    await one.restart();
    await eventually(
      async () => env.logs.some((line) => String(line.msg).includes(`${idOf(one)} answers again`)),
      30_000,
    );
    const both = await runImagine(env, { prompt: 'two owls', count: 2, steps: 2 });
    await eventually(async () => one.queue().running && two.queue().running, 20_000);
    advance(0, 3_000);
    advance(1, 3_000);
    expect(titleOf(await waitForResult(both, 20_000))).toBe('✅ 2 images ready');
    for (const server of env.servers) expect(server.stats.violations).toEqual([]);
  });

  it('no longer offers a workflow whose only server is down, and offers it again once it answers', async () => {
    const pool = await twoServers({}, { sdxlOnOne: true });
    env = pool.env;
    const offered = async () =>
      (await suggestChoices(env, '', 'workflow')).map((choice) => choice.value);
    expect(await offered()).toEqual(['sdxl', 'txt2img']);
    await pool.one.kill();
    await eventually(
      async () =>
        env.logs.some((line) => String(line.msg).includes(`${idOf(pool.one)} stopped answering`)),
      20_000,
    );
    expect(await offered()).toEqual(['txt2img']);
    await pool.one.restart();
    await eventually(async () => (await offered()).includes('sdxl'), 30_000, 250);
  });

  it('ends with a Retry, first in the line once its server is back and kept across a restart of the bot, an image no live server has the checkpoint of', async () => {
    const pool = await twoServers({}, { sdxlOnOne: true });
    env = pool.env;
    const { one, two, advance } = pool;
    const [bob, carol] = [await addMember(env, 'bob'), await addMember(env, 'carol')];
    const lost = await runImagine(env, { prompt: 'a fox', steps: 2, workflow: 'sdxl' });
    await eventually(async () => one.queue().running, 20_000);
    const kept = await runImagine(env, { prompt: 'a fox', steps: 2, workflow: 'txt2img' });
    await eventually(async () => two.queue().running, 20_000);
    const heron = { prompt: 'a heron', steps: 2, workflow: 'sdxl' };
    const bobs = await runImagine(env, heron, { user: bob });
    const carols = await runImagine(env, heron, { user: carol });
    await waitForPosition(carols, 2);
    await one.kill();
    const ended = await waitForResult(lost, 20_000);
    expect(cardText(ended)).toContain('ComfyUI has not answered for 1 s');
    expect(cardText(ended)).toContain('nothing was charged');
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Retry');

    await env.restartBot();
    await one.restart();
    await eventually(async () => (await stateOf(env, bobs)) === 'processing', 30_000);
    // Alice had two turns and carol none: only the turn the dead server owes her puts hers first.
    const retry = await lost.clickButton({ label: '🔁 Retry' });
    await waitForPosition(retry, 1);
    await waitForPosition(carols, 2);
    await eventually(
      async () => {
        advance(0, 1_500);
        advance(1, 1_500);
        const runs = [kept, bobs, carols, retry];
        return (await Promise.all(runs.map((run) => stateOf(env, run)))).every(
          (state) => state === 'completed',
        );
      },
      60_000,
      50,
    );
    const [carolsJob, retried] = await jobsOf(env, [carols.id, retry.id]);
    expect(retried?.server).toBe(idOf(one));
    expect(retried?.submittedAt ?? 0).toBeLessThan(carolsJob?.submittedAt ?? 0);
    // Once: a second Retry of the same card waits its turn.
    expect((await env.app.context.jobs.get(lost.id))?.frontTurn).toBe('taken');
  });

  it('finds again, once, the image of a server cut off mid-run when it answers again (its /history), sending nothing there meanwhile', async () => {
    const pool = await twoServers({ COMFYUI_TIMEOUT_MS: '500', COMFYUI_DOWN_AFTER_MS: '60000' });
    env = pool.env;
    const { one, two, advance } = pool;
    const bob = await addMember(env, 'bob');
    const { onOne, onTwo } = await oneOnEach(env, one, two);
    const waiting = await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob });
    await waitForPosition(waiting, 1);

    one.partition();
    await eventually(
      async () =>
        env.logs.some((line) => String(line.msg).includes(`${idOf(one)} stopped answering`)),
      20_000,
    );
    await onOne.waitForOriginal((m) => cardText(m).includes('is not answering right now'), {
      timeout: 20_000,
    });
    // Cut off, it runs on: its image is made while the bot cannot ask.
    advance(0, 3_000);
    advance(1, 3_000);
    expect(titleOf(await waitForResult(onTwo, 20_000))).toBe('✅ Image ready');
    await eventually(async () => (await stateOf(env, waiting)) !== 'waiting', 20_000);
    expect((await jobsOf(env, [waiting.id]))[0]?.server).toBe(idOf(two));
    expect(await stateOf(env, onOne)).not.toBe('completed');

    one.heal();
    const found = await waitForResult(onOne, 30_000);
    expect(titleOf(found)).toBe('✅ Image ready');
    expect(cardText(found)).not.toContain('is not answering');
    expect(found.attachments).toHaveLength(1);
    advance(1, 3_000);
    expect(titleOf(await waitForResult(waiting, 20_000))).toBe('✅ Image ready');
    expect(one.stats.requests.prompt_post).toBe(1);
    expect(one.stats.gpu.jobs).toBe(1);
    expect(two.stats.requests.prompt_post).toBe(2);
    await eventually(
      async () => env.logs.some((line) => String(line.msg).includes(`${idOf(one)} answers again`)),
      30_000,
    );
  });

  it('makes on the other server the image of a server silent too long, and stops it on the silent one once it answers again', async () => {
    const pool = await twoServers({ COMFYUI_TIMEOUT_MS: '500' });
    env = pool.env;
    const run = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const server = await eventually(async () => (await env.app.context.jobs.get(run.id))?.server);
    const [cut, other] = server === idOf(pool.one) ? [pool.one, pool.two] : [pool.two, pool.one];
    await eventually(async () => cut.queue().running, 20_000);
    const prompt = cut.queue().running;

    cut.partition();
    await eventually(async () => other.queue().running, 30_000);
    expect(cut.queue().running).toBe(prompt);
    other.advance();
    await eventually(
      async () => {
        pool.advance(cut === pool.one ? 1 : 0, 1_500);
        return (await stateOf(env, run)) === 'completed';
      },
      30_000,
      50,
    );
    expect(titleOf(await waitForResult(run, 5_000))).toBe('✅ Image ready');
    cut.heal();
    await eventually(async () => cut.stats.finished.interrupted === 1, 30_000);
    expect(cut.queue()).toEqual({ running: undefined, pending: [] });
    expect(cut.stats.finished.success).toBe(0);
    expect(cut.stats.requests.prompt_post).toBe(1);
    expect(other.stats.requests.prompt_post).toBe(1);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
  });

  it('posts the image a server silent too long made first once it answers again, and stops the run made again on the other server', async () => {
    const pool = await twoServers({ COMFYUI_TIMEOUT_MS: '500' });
    env = pool.env;
    const run = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const server = await eventually(async () => (await env.app.context.jobs.get(run.id))?.server);
    const [cut, other] = server === idOf(pool.one) ? [pool.one, pool.two] : [pool.two, pool.one];
    await eventually(async () => cut.queue().running, 20_000);

    cut.partition();
    await eventually(async () => other.queue().running, 30_000);
    // Cut off, the first server finishes its image before the other gets far with its own run.
    pool.advance(cut === pool.one ? 0 : 1, 3_000);
    await eventually(async () => cut.stats.finished.success === 1, 10_000);
    cut.heal();
    const posted = await waitForResult(run, 30_000);
    expect(titleOf(posted)).toBe('✅ Image ready');
    expect(posted.attachments).toHaveLength(1);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.server).toBe(idOf(cut));
    expect(job?.imageUrl?.startsWith(cut.url)).toBe(true);
    await eventually(async () => other.stats.finished.interrupted === 1, 30_000);
    expect(other.queue()).toEqual({ running: undefined, pending: [] });
    expect(other.stats.finished.success).toBe(0);
    expect(cut.stats.finished.interrupted).toBe(0);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
  });

  it('takes out of the line the image made again that still waits there, where the silent server made it first', async () => {
    const pool = await twoServers({ COMFYUI_TIMEOUT_MS: '500' });
    env = pool.env;
    const { one, two, advance } = pool;
    const { onOne, onTwo } = await oneOnEach(env, one, two);

    one.partition();
    await eventually(async () => (await stateOf(env, onOne)) === 'waiting', 30_000);
    advance(0, 3_000);
    await eventually(async () => one.stats.finished.success === 1, 10_000);
    one.heal();
    const posted = await waitForResult(onOne, 30_000);
    expect(titleOf(posted)).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(onOne.id))?.server).toBe(idOf(one));
    advance(1, 3_000);
    expect(titleOf(await waitForResult(onTwo, 20_000))).toBe('✅ Image ready');
    expect(two.stats.requests.prompt_post).toBe(1);
    expect(one.stats.requests.prompt_post).toBe(1);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(2);
  });
});
