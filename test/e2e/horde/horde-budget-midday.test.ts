import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import policy from '../../../commands/policy.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { answerOf, runDescribe } from '../images-in/describe-kit.js';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  clickPanel,
  fieldOf,
  showMembersPage,
  submitBudget,
} from '../settings/policy-members-kit.js';
import { createManager, openPolicy, refusal } from '../settings/prefs-kit.js';
import {
  ALICE_HORDE_KEY,
  ALICE_KUDOS,
  type HordeEnv,
  setHordeServerKey,
  startHordeEnv,
} from './horde-kit.js';

describe('a kudos budget set mid-day on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('shows the kudos the server key really spent before it (an image and a description) and counts them against its cap', async () => {
    env = await startHordeEnv({ linked: false });
    const guildId = env.guild.id;
    await setHordeServerKey(env.app.context.stores, guildId);
    await deployCommands({
      body: [policy.data, describeCommand.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId,
    });

    await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const described = await answerOf(await runDescribe(env));
    expect(JSON.stringify(described)).toMatch(/a plain \w+ picture/);
    await env.app.context.jobs.idle();
    const spent = ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY);
    expect(env.horde.stats.interrogations).toBe(1);
    expect(spent).toBeGreaterThan(3 + 3);

    const mod = createManager(env);
    const panel = await openPolicy(env, mod);
    const page = await showMembersPage(env, panel, mod);
    expect(fieldOf(page, 'Server budget')).toMatch(/^Today: 1 of no cap\n/);
    // A cap in generations first (one image ran), then the unit switched and the cap typed in kudos.
    const inGenerations = await submitBudget(env, panel, mod, { daily: '60' });
    expect(fieldOf(inGenerations.shown, 'Server budget')).toMatch(/^Today: 1 of 60\n/);
    await clickPanel(panel, mod, env, 'policy:budget-unit');
    const { shown } = await submitBudget(env, panel, mod, { daily: '60' });
    // Each request's kudos rounded up: the image's fraction, the description's whole 3.
    expect(fieldOf(shown, 'Server budget')).toBe(
      `Today: ${Math.ceil(spent)} of 60\nThis month: ${Math.ceil(spent)} of no cap\nCounted in kudos, what each request really spent.`,
    );

    await env.app.context.stores.policy.setBudget(guildId, {
      unit: 'credits',
      daily: Math.ceil(spent),
    });
    const refused = await refusal(env, await runImagine(env, { prompt: 'one more' }));
    expect(refused).toContain('used its daily budget');
    expect(env.horde.stats.submissions).toBe(1);
  });
});
