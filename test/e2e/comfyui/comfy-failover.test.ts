import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { jobsOf } from '../helpers/pool-line.js';
import {
  addMember,
  cardText,
  eventually,
  runImagine,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

/** Two servers, each on a clock of its own the test moves (1 s a step), with 2-step images. */
async function twoServers(env: Record<string, string> = {}) {
  const clocks = [Date.now(), Date.now()];
  const started = await startComfyEnv({
    comfy: { now: () => clocks[0] as number, stepMs: 1_000 },
    more: [{ now: () => clocks[1] as number, stepMs: 1_000 }],
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

  it('is taken out: its running image ends honestly, nothing charged, its Retry first in the line; the rest run on the other server; back once its probe passes', async () => {
    const pool = await twoServers();
    env = pool.env;
    const { one, two, advance } = pool;
    const bob = await addMember(env, 'bob');
    const { onOne: lost, onTwo: kept } = await oneOnEach(env, one, two);
    const bobs = [
      await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob }),
      await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob }),
    ];
    await waitForPosition(bobs[1] as InteractionRun, 2);

    await one.kill();
    // The image running there ends once the server has been silent for COMFYUI_DOWN_AFTER_MS.
    const ended = await waitForResult(lost, 20_000);
    expect(titleOf(ended)).not.toBe('✅ Image ready');
    expect(cardText(ended)).toContain('ComfyUI has not answered for 1 s');
    expect(cardText(ended)).toContain('nothing was charged');
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Retry');
    // Its slot freed nothing: the dead server is given no job, bob's still wait for the other.
    expect(await stateOf(env, bobs[0] as InteractionRun)).toBe('waiting');

    advance(1, 3_000);
    expect(titleOf(await waitForResult(kept, 20_000))).toBe('✅ Image ready');
    await eventually(async () => (await stateOf(env, bobs[0] as InteractionRun)) !== 'waiting');
    const retry = await lost.clickButton({ label: '🔁 Retry' });
    await waitForPosition(retry, 1);
    await waitForPosition(bobs[1] as InteractionRun, 2);
    const all = [...bobs, retry];
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
    const [bobFirst, bobSecond, retried] = await jobsOf(
      env,
      all.map(({ id }) => id),
    );
    expect(retried?.server).toBe(idOf(two));
    // Alice had two turns and bob one: without the Retry's place at the front, bob's went first.
    expect(retried?.submittedAt ?? 0).toBeLessThan(bobSecond?.submittedAt ?? 0);
    expect(bobFirst?.server).toBe(idOf(two));
    expect(one.stats.requests.prompt_post).toBe(1);
    expect(two.stats.requests.prompt_post).toBe(4);
    // The image that never came is not counted toward alice's daily limit: the two that came are.
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

  it("keeps its Retry's place at the front of the line across a restart of the bot", async () => {
    const pool = await twoServers();
    env = pool.env;
    const { one, two, advance } = pool;
    const bob = await addMember(env, 'bob');
    const { onOne: lost, onTwo: kept } = await oneOnEach(env, one, two);
    await one.kill();
    const ended = await waitForResult(lost, 20_000);
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Retry');
    const bobs = await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob });
    await waitForPosition(bobs, 1);

    await env.restartBot();
    // Alice had two turns and bob none: only the turn the dead server owes her puts hers first.
    const retry = await lost.clickButton({ label: '🔁 Retry' });
    await waitForPosition(retry, 1);
    await eventually(
      async () => {
        advance(1, 1_500);
        const runs = [kept, bobs, retry];
        return (await Promise.all(runs.map((run) => stateOf(env, run)))).every(
          (state) => state === 'completed',
        );
      },
      60_000,
      50,
    );
    const [bobsJob, retried] = await jobsOf(env, [bobs.id, retry.id]);
    expect(retried?.server).toBe(idOf(two));
    expect(retried?.submittedAt ?? 0).toBeLessThan(bobsJob?.submittedAt ?? 0);
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

  it('stops on a server that answers again the image of a job it ended while the server was silent', async () => {
    const pool = await twoServers({ COMFYUI_TIMEOUT_MS: '500' });
    env = pool.env;
    const run = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const server = await eventually(async () => (await env.app.context.jobs.get(run.id))?.server);
    const [cut, other] = server === idOf(pool.one) ? [pool.one, pool.two] : [pool.two, pool.one];
    await eventually(async () => cut.queue().running, 20_000);
    const prompt = cut.queue().running;

    cut.partition();
    const ended = await waitForResult(run, 30_000);
    expect(cardText(ended)).toContain('ComfyUI has not answered for 1 s');
    expect(cut.queue().running).toBe(prompt);
    cut.heal();
    await eventually(async () => cut.stats.finished.interrupted === 1, 30_000);
    expect(cut.queue()).toEqual({ running: undefined, pending: [] });
    expect(cut.stats.finished.success).toBe(0);
    expect(cut.stats.requests.prompt_post).toBe(1);
    expect(other.stats.requests.prompt_post ?? 0).toBe(0);
  });
});
