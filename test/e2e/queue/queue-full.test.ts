import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  runImagine,
  setServerKey,
  startImagineEnv,
  taskIdOf,
  waitForPosition,
} from '../imagine/imagine-kit.js';

/** The private answer of a refused interaction (its public reply, if any, already deleted). */
const privateAnswer = async (run: InteractionRun) =>
  (
    await run.waitFor((r) => {
      const shown = [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral);
      return shown && !shown.deleted ? shown : undefined;
    })
  ).content;

describe("/imagine: the server's queue is bounded (GUILD_MAX_QUEUED)", () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1', GUILD_MAX_QUEUED: '2' } });
    bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    env.imageApi.addUser({ name: 'server', loginToken: 'login-token-server', credits: 50 });
    await setServerKey(env, env.guild.id, { dailyLimit: 10, serviceUser: 'server' });
  });
  afterEach(async () => {
    await env.close();
  });

  it('refuses images that would not all fit, before anything is saved, sent or charged', async () => {
    env.imageApi.setFaults({ hangNextTasks: 2 });
    await taskIdOf(env, await runImagine(env, { prompt: 'first' }));
    await waitForPosition(await runImagine(env, { prompt: 'second' }), 1);
    const submitted = env.imageApi.stats.submissions;
    const shown = () => env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted);
    const before = shown().length;

    const refused = await runImagine(env, { prompt: 'a fox', count: 2 }, { user: bob });
    const answer = await privateAnswer(refused);
    expect(answer).toContain(
      "This server's queue is full: at most 2 generations may wait in it and 1 already do, so your 2 images would not fit.",
    );
    expect(answer).toContain(
      'Try again in a few minutes, or ask for fewer images; nothing was charged.',
    );
    expect(env.imageApi.stats.submissions).toBe(submitted);
    expect(env.imageApi.balanceOf('server')).toBe(50);
    expect(await env.app.context.stores.usage.used(env.guild.id, bob.id)).toBe(0);
    expect(await env.app.context.jobs.get(refused.id)).toBeUndefined();
    expect(shown()).toHaveLength(before);
    expect(env.app.context.jobs.queueLength(env.guild.id)).toBe(1);

    const fits = await runImagine(env, { prompt: 'a fox' }, { user: bob });
    await waitForPosition(fits, 2);
    expect(await env.app.context.stores.usage.used(env.guild.id, bob.id)).toBe(1);
    const full = await privateAnswer(await runImagine(env, { prompt: 'a cat' }, { user: bob }));
    expect(full).toContain('at most 2 generations may wait in it and 2 already do');
    expect(full).toContain('so your generation would not fit. Try again in a few minutes;');
  });
});
