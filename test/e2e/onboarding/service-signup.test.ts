import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { cardText, fieldsOf, runImagine, startImagineEnv } from '../imagine/imagine-kit.js';
import { deployAll } from './onboarding-kit.js';

/** The operator's words: the name holds markdown, which members must read as plain text. */
const SERVICE = {
  IMAGE_SERVICE_NAME: 'Pixel*Forge_',
  IMAGE_SERVICE_URL: 'https://pixelforge.example/account',
};
const WHERE =
  '🔑 Get an API key and a login token from your account on **Pixel\\*Forge\\_**: ' +
  '<https://pixelforge.example/account>';

/**
 * Where members get a key and a login token, as the operator named it (`IMAGE_SERVICE_NAME`,
 * `IMAGE_SERVICE_URL`): `/help`, the managers' welcome, `/apikey`'s forms and a key error say it.
 */
describe('the image service named by the operator', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('is in /help under the member’s key, its name inert, its page a link', async () => {
    env = await startBotEnv({ env: SERVICE });
    await deployAll(env);
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'help',
    });
    const reply = await run.waitForReply();
    expect(fieldsOf(reply)['🔑 Your API key']).toBe(
      `Not linked. Link one with /apikey link, or create one with /apikey generate.\n${WHERE}`,
    );
    expect(reply.mentions).toEqual([]);
  });

  it('is named without a link when only the name is set, in the member’s language', async () => {
    env = await startBotEnv({ env: { IMAGE_SERVICE_NAME: 'PixelForge' } });
    await deployAll(env);
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'help',
      locale: 'de',
    });
    const [, where] = (fieldsOf(await run.waitForReply())['🔑 Dein API-Schlüssel'] ?? '').split(
      '\n',
    );
    expect(where).toBe(
      '🔑 API-Schlüssel und Login-Tokens bekommst du in deinem Konto bei **PixelForge**.',
    );
  });

  it('follows the server key step of the managers’ welcome', async () => {
    env = await startBotEnv({ env: SERVICE });
    const guild = env.discord.createGuild({ name: 'New place', withBot: false });
    const channel = env.discord.createChannel({ guild, name: 'welcome', system: true });
    env.discord.addBot(guild);
    await vi.waitFor(() => expect(env.discord.messages(channel)).toHaveLength(1), {
      timeout: 10_000,
    });
    const steps = env.discord.messages(channel)[0]?.api.embeds[0]?.description?.split('\n');
    expect(steps?.[1]).toMatch(/^1\. /);
    expect(steps?.[2]).toBe(WHERE);
    expect(steps?.[3]).toMatch(/^2\. /);
  });

  it('is in the form that asks for a login token, as plain text, when it fits whole', async () => {
    env = await startBotEnv({ env: SERVICE });
    await deployAll(env);
    const description = async (subcommand: 'generate' | 'link') => {
      const run = await env.discord.runCommand({
        channel: env.channel,
        user: env.user,
        name: 'apikey',
        subcommand,
      });
      const [label] = (await run.waitForModal()).raw.components as { description?: string }[];
      return label?.description;
    };
    expect(await description('generate')).toBe(
      'Used once to create a key, never stored. From your account on Pixel*Forge_.',
    );
    // Its own 78 characters and these 34 are more than a form's 100: its own words stay.
    expect(await description('link')).toBe(
      '`sk-` and 48 hex characters. Checked with the service, then stored encrypted.',
    );
  });

  it('names the key form’s field and the queued card after it, as the other backends are', async () => {
    env = await startImagineEnv({ env: { IMAGE_SERVICE_NAME: 'PixelForge' } });
    await deployAll(env);
    const link = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'apikey',
      subcommand: 'link',
    });
    const [field] = (await link.waitForModal()).raw.components as { label?: string }[];
    expect(field?.label).toBe('Your API key for PixelForge');
    env.imageApi.setFaults({ hangNextTasks: 1, serverErrorRate: 1, endpoints: ['task_status'] });
    const run = await runImagine(env, { prompt: 'a red fox' });
    const queued = await run.waitForOriginal((m) => cardText(m).includes('Waiting for'));
    expect(cardText(queued)).toContain('Waiting for PixelForge to start it.');
  });

  it('follows a key error: a member without a key is told where to get one', async () => {
    env = await startBotEnv({ env: SERVICE });
    await deployAll(env);
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'a lighthouse' },
    });
    const reply = await run.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toMatch(/You have no API key linked/);
    expect(reply.content.endsWith(`\n${WHERE}`)).toBe(true);
  });

  it('says nothing of it when the operator named nothing', async () => {
    env = await startBotEnv();
    await deployAll(env);
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'help',
    });
    expect(fieldsOf(await run.waitForReply())['🔑 Your API key']).toBe(
      'Not linked. Link one with /apikey link, or create one with /apikey generate.',
    );
  });
});
