import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { jobIdsOf, jobsOf, sentInOrder } from '../helpers/pool-line.js';
import {
  addMember,
  eventually,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** Alice's flood: five sets of four 512 × 512 images of 2 steps (0.63 s of GPU work each). */
const FLOOD_SETS = 5;
/** Alice's images run before bob asks: the line's clock is then about 7.6 s of work on. */
const RUN_BEFORE = 12;

/**
 * One ComfyUI server on a clock the test moves, alice flooding it; once twelve of her images have
 * run (the line's clock past the idle credit), bob, who had nothing waiting, asks for a set of
 * four. Says where each of the images sent after bob asked came from, in the order they were
 * sent: `b` bob's, `a` alice's.
 */
async function bobAsksWhileAliceFloods(env: ComfyEnv, advance: () => void) {
  const { comfy } = env;
  const bob = await addMember(env, 'bob');
  const floods: InteractionRun[] = [];
  for (let set = 0; set < FLOOD_SETS; set += 1) {
    floods.push(await runImagine(env, { prompt: `a fox ${set}`, count: 4, steps: 2 }));
  }
  const alice = floods.flatMap((run) => jobIdsOf(run, 4));
  await eventually(
    async () => {
      if (comfy.stats.finished.success < RUN_BEFORE) advance();
      return comfy.stats.finished.success >= RUN_BEFORE && comfy.queue().running;
    },
    60_000,
    50,
  );
  const before = new Set(sentInOrder(await jobsOf(env, alice)));
  expect(before.size).toBe(RUN_BEFORE + 1);

  const set = await runImagine(env, { prompt: 'a heron', count: 4, steps: 2 }, { user: bob });
  const bobs = jobIdsOf(set, 4);
  const waiting = async () => {
    const jobs = await Promise.all(bobs.map((id) => env.app.context.jobs.get(id)));
    return jobs.every((job) => job?.state === 'waiting');
  };
  await eventually(waiting, 20_000);
  const all = [...alice, ...bobs];
  await eventually(
    async () => {
      advance();
      return (await jobsOf(env, all)).every((job) => job.state === 'completed');
    },
    90_000,
    50,
  );
  for (const run of [...floods, set]) expect(titleOf(await waitForResult(run))).toMatch(/✅/);
  expect(comfy.stats.violations).toEqual([]);
  const after = sentInOrder(await jobsOf(env, all)).filter((id) => !before.has(id));
  return after.map((id) => (bobs.includes(id) ? 'b' : 'a')).join('');
}

describe("a member's idle credit in the fair line, on one ComfyUI server", {
  timeout: 150_000,
}, () => {
  let env: ComfyEnv | undefined;
  afterEach(() => env?.close());

  const start = async (extra: Record<string, string>) => {
    let now = Date.now();
    env = await startComfyEnv({
      comfy: { now: () => now, stepMs: 1_000 },
      env: { MAX_ACTIVE_PER_MEMBER: '20', SERVER_KEY_DAILY_LIMIT: '100', ...extra },
    });
    const server = env.comfy;
    return {
      env,
      advance: () => {
        now += 1_500;
        server.advance();
      },
    };
  };

  it('runs the four images of a member who had none waiting before the flood’s next (FAIR_IDLE_CREDIT_S at its 5 s)', async () => {
    const { env: world, advance } = await start({});
    // Bob's set is 2.5 s of work, within the credit: all four go before alice's next image.
    expect(await bobAsksWhileAliceFloods(world, advance)).toBe('bbbbaaaaaaa');
  });

  it('with FAIR_IDLE_CREDIT_S=0 the member who comes back takes turns with the flood', async () => {
    const { env: world, advance } = await start({ FAIR_IDLE_CREDIT_S: '0' });
    expect(await bobAsksWhileAliceFloods(world, advance)).toBe('babababaaaa');
  });
});
