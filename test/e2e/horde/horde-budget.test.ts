import { afterEach, describe, expect, it, vi } from 'vitest';
import policy from '../../../commands/policy.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { fieldOf, showMembersPage } from '../settings/policy-members-kit.js';
import { createManager, openPolicy, refusal } from '../settings/prefs-kit.js';
import {
  ALICE_HORDE_KEY,
  ALICE_KUDOS,
  type HordeEnv,
  KUDOS,
  setHordeServerKey,
  startHordeEnv,
} from './horde-kit.js';

describe('a server budget on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('counts the kudos each request really spent, stops generations once spent, and logs it in kudos', async () => {
    env = await startHordeEnv({ linked: false });
    const { stores } = env.app.context;
    const guildId = env.guild.id;
    await setHordeServerKey(stores, guildId);
    const logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    await stores.policy.setLogChannel(guildId, { id: logChannel.id, setBy: 'owner' });
    await stores.policy.setBudget(guildId, { unit: 'credits', daily: 50 });

    await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    await env.app.context.jobs.idle();
    const spent = ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY);
    expect(spent).toBeGreaterThan(3);
    expect(await stores.budget.used(guildId, undefined, KUDOS)).toEqual({
      daily: Math.ceil(spent),
      monthly: Math.ceil(spent),
    });
    // Lowered to what was spent: nothing is left, refused before any estimate is asked.
    await stores.policy.setBudget(guildId, { unit: 'credits', daily: Math.ceil(spent) });
    const asked = env.horde.stats.requests.generate_async;

    const refused = await refusal(env, await runImagine(env, { prompt: 'one more' }));
    expect(refused).toContain('used its daily budget');
    expect(env.horde.stats.submissions).toBe(1);
    expect(env.horde.stats.requests.generate_async).toBe(asked);
    await env.app.moderationLogIdle();
    const logged = await vi.waitFor(
      () => {
        const lines = env.discord
          .messages(logChannel)
          .flatMap((message) => message.content.split('\n'));
        expect(lines.some((line) => line.startsWith('💸'))).toBe(true);
        return lines;
      },
      { timeout: 8_000 },
    );
    expect(logged.find((line) => line.startsWith('💸'))).toMatch(
      /^💸 The server key used its daily budget \(in kudos\); it pays again <t:\d+:R>\.$/,
    );

    await deployCommands({
      body: [policy.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId,
    });
    const mod = createManager(env);
    const panel = await openPolicy(env, mod);
    const page = await showMembersPage(env, panel, mod);
    expect(fieldOf(page, 'Server budget')).toBe(
      `Today: ${Math.ceil(spent)} of ${Math.ceil(spent)}\nThis month: ${Math.ceil(spent)} of no cap\nCounted in kudos, what each request really spent.`,
    );
  });
});
