import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import type { SdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { jobsOf } from '../helpers/pool-line.js';
import {
  addMember,
  eventually,
  runImagine,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: SdWebuiEmulator) => new URL(server.url).host;

/** Two WebUIs, each on a clock of its own the test moves (1 s a step), with 2-step images. */
async function twoServers(env: Record<string, string> = {}) {
  const clocks = [Date.now(), Date.now()];
  const started = await startSdWebuiEnv({
    webui: { now: () => clocks[0] as number, stepMs: 1_000 },
    more: [{ now: () => clocks[1] as number, stepMs: 1_000 }],
    env,
  });
  const [one, two] = started.servers as [SdWebuiEmulator, SdWebuiEmulator];
  const advance = (at: 0 | 1, ms: number) => {
    clocks[at] = (clocks[at] as number) + ms;
  };
  return { env: started, one, two, advance };
}

const stateOf = async (env: SdWebuiEnv, run: InteractionRun) =>
  (await env.app.context.jobs.get(run.id))?.state;

describe('a WebUI of a pool that dies mid-run', { timeout: 120_000 }, () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it('is taken out: its image cut off goes at once, first in the line, to the other server and is counted once; the rest run there; back once restarted', async () => {
    const pool = await twoServers();
    env = pool.env;
    const { one, two, advance } = pool;
    const bob = await addMember(env, 'bob');
    const first = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const second = await runImagine(env, { prompt: 'a fox', steps: 2 });
    await eventually(async () => one.queue().running && two.queue().running, 20_000);
    const [lost, kept] =
      (await jobsOf(env, [first.id]))[0]?.server === idOf(one) ? [first, second] : [second, first];
    const bobs = [
      await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob }),
      await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob }),
    ];
    await waitForPosition(bobs[1] as InteractionRun, 2);

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
    const shown = await waitForResult(lost, 5_000);
    expect(titleOf(shown)).toBe('✅ Image ready');
    expect(shown.buttons.map((b) => b.label)).not.toContain('🔁 Retry');
    const [moved, bobFirst] = await jobsOf(env, [lost.id, (bobs[0] as InteractionRun).id]);
    expect(moved?.server).toBe(idOf(two));
    expect(moved?.submittedAt ?? 0).toBeLessThan(bobFirst?.submittedAt ?? 0);
    expect(bobFirst?.server).toBe(idOf(two));
    expect(one.stats.requests.txt2img).toBe(1);
    expect(two.stats.requests.txt2img).toBe(4);
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

  it('finds again, once, the image of a WebUI cut off mid-run when it answers again (its held call), sending nothing there meanwhile', async () => {
    const pool = await twoServers({ SD_WEBUI_TIMEOUT_MS: '500' });
    env = pool.env;
    const { one, two, advance } = pool;
    const bob = await addMember(env, 'bob');
    const first = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const second = await runImagine(env, { prompt: 'a fox', steps: 2 });
    await eventually(async () => one.queue().running && two.queue().running, 20_000);
    const onOne = (await jobsOf(env, [first.id]))[0]?.server === idOf(one) ? first : second;
    const onTwo = onOne === first ? second : first;
    const waiting = await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob });
    await waitForPosition(waiting, 1);

    one.partition();
    await eventually(
      async () =>
        env.logs.some((line) => String(line.msg).includes(`${idOf(one)} stopped answering`)),
      20_000,
    );
    advance(0, 3_000);
    advance(1, 3_000);
    expect(titleOf(await waitForResult(onTwo, 20_000))).toBe('✅ Image ready');
    await eventually(async () => (await stateOf(env, waiting)) !== 'waiting', 20_000);
    expect((await jobsOf(env, [waiting.id]))[0]?.server).toBe(idOf(two));

    one.heal();
    const found = await waitForResult(onOne, 30_000);
    expect(titleOf(found)).toBe('✅ Image ready');
    advance(1, 3_000);
    expect(titleOf(await waitForResult(waiting, 20_000))).toBe('✅ Image ready');
    expect(one.stats.requests.txt2img).toBe(1);
    expect(one.stats.gpu.jobs).toBe(1);
    expect(two.stats.requests.txt2img).toBe(2);
  });

  it('makes on the other WebUI the image of one silent past SD_WEBUI_DOWN_AFTER_MS, and stops its call there once it answers again', async () => {
    const pool = await twoServers({ SD_WEBUI_TIMEOUT_MS: '500', SD_WEBUI_DOWN_AFTER_MS: '1000' });
    env = pool.env;
    const run = await runImagine(env, { prompt: 'a fox', steps: 2 });
    const server = await eventually(async () => (await env.app.context.jobs.get(run.id))?.server);
    const [cut, other] = server === idOf(pool.one) ? [pool.one, pool.two] : [pool.two, pool.one];
    await eventually(async () => cut.queue().running, 20_000);
    const task = cut.queue().running;

    cut.partition();
    await eventually(async () => other.queue().running, 30_000);
    expect(cut.queue().running).toBe(task);
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
    await eventually(async () => cut.stats.interrupts.includes(task as string), 30_000);
    expect(cut.stats.finished.success).toBe(0);
    expect(cut.stats.requests.txt2img).toBe(1);
    expect(other.stats.requests.txt2img).toBe(1);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
  });
});
