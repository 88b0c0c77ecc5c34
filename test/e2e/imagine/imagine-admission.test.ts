import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  runImagine,
  setServerKey,
  startImagineEnv,
  taskIdOf,
  waitForPosition,
  waitForResult,
} from './imagine-kit.js';
import { remixFromDetails } from './remix-kit.js';

/**
 * One admission: whatever the door (a slash command, a button, a form), a generation the bot
 * refuses is answered to the member alone, as the interaction's first answer, and the channel never
 * sees anything of it — not even a "🕒 Queued" reply that is then deleted. The emulator keeps
 * deleted messages, so the channel's whole log is read.
 */
describe('/imagine: every refusal is private, and nothing public comes first', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  /** Every public message the channel ever showed, deleted ones included. */
  const everShown = () =>
    env.discord
      .messages(env.channel, { includeDeleted: true })
      .filter((m) => !m.ephemeral)
      .map((m) => m.id);

  /** What the service has counted: submissions, and each account's credits. */
  const charges = (accounts: readonly string[]) => ({
    submissions: env.imageApi.stats.submissions,
    credits: accounts.map((account) => env.imageApi.balanceOf(account)),
  });

  /**
   * Lets `ask` start a generation that must be refused: the member's first answer is private, the
   * channel's log gains nothing public, the service charged nothing (on `accounts`), no daily use is
   * counted and no job is kept. Resolves to what the member read.
   */
  async function refusedPrivately(
    ask: () => Promise<InteractionRun>,
    { accounts = ['alice'], user }: { accounts?: readonly string[]; user?: UserRef } = {},
  ): Promise<string> {
    const shown = everShown();
    const charged = charges(accounts);
    const usedBefore = await env.app.context.stores.usage.used(env.guild.id, (user ?? env.user).id);
    const run = await ask();
    const answer = await run.waitFor((r) =>
      [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral),
    );
    expect(everShown()).toEqual(shown);
    expect(run.ephemeral).toBe(true);
    expect(run.original()?.id).toBe(answer.id);
    expect(charges(accounts)).toEqual(charged);
    expect(await env.app.context.stores.usage.used(env.guild.id, (user ?? env.user).id)).toBe(
      usedBefore,
    );
    expect(await env.app.context.jobs.get(run.id)).toBeUndefined();
    return answer.content;
  }

  it('tells a member without any key how to link one', async () => {
    env = await startImagineEnv({}, { linked: false });
    const said = await refusedPrivately(() => runImagine(env, { prompt: 'a cat' }));
    expect(said).toContain('You have no API key linked');
    expect(said).toContain('`/apikey link`');
  });

  it("refuses a generation beyond the member's cap", async () => {
    env = await startImagineEnv({ env: { MAX_ACTIVE_PER_MEMBER: '1' } });
    env.imageApi.setFaults({ hangNextTasks: 1 });
    await taskIdOf(env, await runImagine(env, { prompt: 'one' }));
    const said = await refusedPrivately(() => runImagine(env, { prompt: 'two' }));
    expect(said).toBe(
      '⚠️ You already have 1 generation under way (1 running, 0 waiting in the line); wait for one to finish.',
    );
  });

  it('refuses a banned word, even one inside a workflow file', async () => {
    env = await startImagineEnv();
    await env.app.context.stores.policy.setBanned(env.guild.id, ['gore']);
    expect(await refusedPrivately(() => runImagine(env, { prompt: 'a gore scene' }))).toContain(
      'Your prompt contains “gore”',
    );
    const file = { name: 'graph.json', data: JSON.stringify({ 1: { inputs: { text: 'gore' } } }) };
    const said = await refusedPrivately(() =>
      runImagine(env, { prompt: 'a graph' }, { workflowFile: file }),
    );
    expect(said).toContain('Your workflow file contains “gore”');
  });

  it("refuses what goes beyond the server key's limits when the server key pays", async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 5 });
    await env.app.context.stores.policy.setLimits(env.guild.id, { maxSteps: 30 });
    const said = await refusedPrivately(() => runImagine(env, { prompt: 'a fox', steps: 40 }));
    expect(said).toContain(
      'This server’s key pays for at most 30 steps; this generation asks for 40.',
    );
  });

  it('refuses once the daily limit on the server key is used, counting nothing more', async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 1 });
    await waitForResult(await runImagine(env, { prompt: 'the one of today' }));
    const said = await refusedPrivately(() => runImagine(env, { prompt: 'another cat' }));
    expect(said).toContain("You used all 1 generation this server's key allows you today.");
    const more = await refusedPrivately(() => runImagine(env, { prompt: 'two more', count: 2 }));
    expect(more).toContain("You used all 1 generation this server's key allows you today.");
  });

  it("refuses images that would not fit in the server's queue", async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1', GUILD_MAX_QUEUED: '1' } });
    const bob = await addMember(env, 'bob');
    env.imageApi.setFaults({ hangNextTasks: 2 });
    await taskIdOf(env, await runImagine(env, { prompt: 'first' }));
    await waitForPosition(await runImagine(env, { prompt: 'second' }), 1);
    const said = await refusedPrivately(() => runImagine(env, { prompt: 'third' }, { user: bob }), {
      accounts: ['alice', 'bob'],
      user: bob,
    });
    expect(said).toContain("This server's queue is full");
  });

  it.each([
    ['not JSON', '{"3": {', 'is not valid JSON'],
    ['not an object', '[1, 2]', 'holds an array, not a JSON object.'],
  ])('refuses a workflow file that is %s', async (_kind, data, problem) => {
    env = await startImagineEnv();
    const said = await refusedPrivately(() =>
      runImagine(env, { prompt: 'my graph' }, { workflowFile: { name: 'graph.json', data } }),
    );
    expect(said).toContain(`⚠️ The workflow file ${problem}`);
  });
});

describe('every door to a generation refuses privately first', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it("refuses Re-roll and Remix to a member without a key, leaving alice's image alone", async () => {
    env = await startImagineEnv();
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const run = await runImagine(env, { prompt: 'a tiny robot' });
    await waitForResult(run);
    const shown = () =>
      env.discord.messages(env.channel, { includeDeleted: true }).filter((m) => !m.ephemeral);
    expect(shown()).toHaveLength(1);

    const reroll = await run.clickButton({ label: '🎲 Re-roll' }, { user: bob });
    const rerolled = await reroll.waitForReply();
    expect(rerolled.ephemeral).toBe(true);
    expect(rerolled.content).toContain('You have no API key linked');

    const remix = await (await remixFromDetails(env, run, bob)).editPrompt();
    await remix.waitForModal();
    const submit = await remix.submitModal({ prompt: 'a big robot' }, { user: bob });
    const remixed = await submit.waitForReply();
    expect(remixed.ephemeral).toBe(true);
    expect(remixed.content).toContain('You have no API key linked');

    expect(shown()).toHaveLength(1);
    expect(env.imageApi.stats.submissions).toBe(1);
  });
});
