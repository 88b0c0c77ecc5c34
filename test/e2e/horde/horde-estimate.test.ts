import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { refusal } from '../settings/prefs-kit.js';
import { type HordeEnv, KUDOS, setHordeServerKey, startHordeEnv } from './horde-kit.js';

/** Dry runs the emulator answered: `generate_async` calls that queued nothing. */
const dryRuns = (env: HordeEnv) =>
  env.horde.stats.requests.generate_async - env.horde.stats.submissions;

/** Starts the Horde env with alice's key as the server key and no key of her own. */
async function startWithServerKey(): Promise<HordeEnv> {
  const env = await startHordeEnv({ linked: false });
  await setHordeServerKey(env.app.context.stores, env.guild.id);
  return env;
}

describe("the Horde's estimate of a generation before a kudos budget admits it", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('refuses a generation estimated over the kudos left, naming kudos, with nothing queued', async () => {
    env = await startWithServerKey();
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 5 });

    const refused = await refusal(env, await runImagine(env, { prompt: 'a red fox' }));
    expect(refused).toMatch(
      /^⚠️ This image would cost about (\d+) kudos by the image backend’s estimate, over this server’s daily budget: 5 kudos left\./,
    );
    const estimate = Number(/about (\d+) kudos/.exec(refused)?.[1]);
    expect(estimate).toBeGreaterThan(5);
    expect(dryRuns(env)).toBe(1);
    expect(env.horde.stats.submissions).toBe(0);
    expect(await env.app.context.stores.budget.used(env.guild.id, undefined, KUDOS)).toEqual({
      daily: 0,
      monthly: 0,
    });
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('prices the whole reply: count:2 is refused where one image would fit', async () => {
    env = await startWithServerKey();
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 15 });

    const refused = await refusal(env, await runImagine(env, { prompt: 'two foxes', count: 2 }));
    expect(refused).toMatch(/^⚠️ These 2 images would cost about (\d+) kudos .*: 15 kudos left\./);
    expect(Number(/about (\d+) kudos/.exec(refused)?.[1])).toBeGreaterThan(15);
    expect(env.horde.stats.submissions).toBe(0);

    await waitForResult(await runImagine(env, { prompt: 'one fox' }), 30_000);
    expect(dryRuns(env)).toBe(2);
    expect(env.horde.stats.submissions).toBe(1);
  });

  it('lets two replies racing for the last kudos pass the budget only as far as it goes: each image takes its estimate as it starts', async () => {
    env = await startWithServerKey();
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 15 });

    const [first, second] = await Promise.all([
      runImagine(env, { prompt: 'a fox in the snow' }),
      runImagine(env, { prompt: 'a fox in the rain' }),
    ]);
    const ended = (run: typeof first) =>
      run.waitFor(
        (r) => {
          const shown = r.original();
          const ready = shown?.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? ''));
          return shown && (shown.ephemeral || ready) ? shown : undefined;
        },
        { timeout: 30_000 },
      );
    const outcomes = await Promise.all([ended(first), ended(second)]);
    const refused = outcomes.filter((shown) => shown.ephemeral).map((shown) => shown.content);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(
      /^⚠️ This image would cost about \d+ kudos by the image backend’s estimate, over this server’s daily budget: \d+ kudos left\./,
    );
    expect(env.horde.stats.submissions).toBe(1);
    await env.app.context.jobs.idle();
    const { daily } = await env.app.context.stores.budget.used(env.guild.id, undefined, KUDOS);
    expect(daily).toBeGreaterThan(5);
    expect(daily).toBeLessThanOrEqual(15);
  });

  it('admits a generation estimated within the room, after one dry run', async () => {
    env = await startWithServerKey();
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 50 });

    await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    await env.app.context.jobs.idle();
    expect(dryRuns(env)).toBe(1);
    expect(env.horde.stats.submissions).toBe(1);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('asks no estimate where no kudos budget is set', async () => {
    env = await startWithServerKey();

    await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'generations', daily: 5 });
    await waitForResult(await runImagine(env, { prompt: 'a grey wolf' }), 30_000);
    await env.app.context.jobs.idle();
    expect(env.horde.stats.requests.generate_async).toBe(2);
    expect(dryRuns(env)).toBe(0);
  });

  it('admits on the budget alone when the estimate fails (the Horde answers 500)', async () => {
    env = await startWithServerKey();
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: 5 });
    env.horde.setFaults({ routes: ['generate_async'], serverErrorNext: 1 });

    await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    await env.app.context.jobs.idle();
    expect(env.horde.stats.faults.server_error).toBe(1);
    expect(env.horde.stats.submissions).toBe(1);
  });
});
