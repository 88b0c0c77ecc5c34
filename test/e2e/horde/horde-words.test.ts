import { afterEach, describe, expect, it } from 'vitest';
import alerts from '../../../commands/alerts.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createManager, runApiKey } from '../apikey/helpers/key-env.js';
import { expectBackendWords, shownWords } from '../helpers/backend-words.js';
import { cardText, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { type HordeEnv, startHordeEnv } from './horde-kit.js';

/** What a member on the AI Horde reads: the Horde by its name, never the image service's words. */
describe('texts on the AI Horde name it', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  const command = (name: string) =>
    env.discord
      .runCommand({ channel: env.channel, user: env.user, name })
      .then((run) => run.waitForReply());

  it('/apikey link: the form and a malformed key say how a Horde key looks and where it comes from', async () => {
    env = await startHordeEnv({ linked: false });
    // The start asked find_user once for the anonymous key (its probe of the Horde).
    const probed = env.horde.stats.requests.find_user ?? 0;
    const run = await runApiKey(env, 'link');
    const modal = await run.waitForModal();
    const form = JSON.stringify(modal.raw);
    expect(form).toContain('Your API key for AI Horde');
    expect(form).toContain('22 letters, digits, - or _ from aihorde.net. Checked with AI Horde');
    expectBackendWords(form, 'AI Horde');
    const reply = await (await run.submitModal({ secret: 'not a horde key' })).waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toContain(
      "That doesn't look like an API key: keys are 22 letters, digits, - or _ from aihorde.net. Copy the key again from your account on AI Horde and retry; nothing was changed.",
    );
    expect(reply.content).toContain(
      '🔑 Get an API key from your account on **AI Horde**: <https://aihorde.net/register>',
    );
    expectBackendWords(reply.content ?? '', 'AI Horde');
    expect(env.horde.stats.requests.find_user ?? 0).toBe(probed);
  });

  it('/balance and /help name the Horde and its kudos; a Horde that is down is named too', async () => {
    env = await startHordeEnv();
    const balance = await command('balance');
    expect(balance.embeds[0]?.title).toBe('AI Horde: kudos');
    expectBackendWords(shownWords(balance), 'AI Horde');

    env.horde.setFaults({ serverErrorNext: 50, serverErrorStatus: 503, routes: ['find_user'] });
    const down = await command('balance');
    expect(down.ephemeral).toBe(true);
    expect(down.content).toContain(
      'Could not reach AI Horde right now. Try again in a few minutes.',
    );
    expectBackendWords(shownWords(down), 'AI Horde');

    const help = await command('help');
    const helpWords = shownWords(help);
    expect(helpWords).toContain(
      'Images here are made by **AI Horde**; keys are linked for it and balances are in kudos.',
    );
    expectBackendWords(helpWords, 'AI Horde');
  });

  it('/help without a key says to link one for the Horde, not to create one with a login token', async () => {
    env = await startHordeEnv({ linked: false });
    const help = shownWords(await command('help'));
    expect(help).toContain('Not linked. Link one for AI Horde with /apikey link.');
    expect(help).not.toContain('/apikey generate');
    expectBackendWords(help, 'AI Horde');
  });

  it('a generation the Horde refuses names the Horde in its card', async () => {
    env = await startHordeEnv();
    env.horde.setFaults({ rateLimitNext: 2, routes: ['generate_async'] });
    const ended = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 20_000);
    expect(cardText(ended)).toContain('Requests are being limited by AI Horde');
    expectBackendWords(`${cardText(ended)}\n${shownWords(ended)}`, 'AI Horde');
  });

  it('/alerts and its form count the low-balance threshold in kudos', async () => {
    env = await startHordeEnv();
    await deployCommands({
      body: [alerts.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const mod = createManager(env);
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: mod,
      name: 'alerts',
      options: { threshold: 120 },
    });
    const answer = await run.waitForReply();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/^Under 120 kudos on the server key, told once/);
    expect(answer.content).not.toMatch(/credit/i);
  });
});
