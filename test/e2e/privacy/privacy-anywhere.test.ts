import { afterEach, describe, expect, it } from 'vitest';
import privacy from '../../../commands/privacy.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { IMAGINE_ENV, linkKey } from '../imagine/imagine-kit.js';
import { fieldsOf, textOf } from './privacy-kit.js';

/**
 * Dana shares no server with the bot: she installed the app to her account and uses `/privacy` in
 * the bot's DM and in a server without the bot.
 */
describe('/privacy where the bot is not (DM, user install)', () => {
  let env: BotEnv;
  let dana: UserRef;
  afterEach(async () => {
    await env.close();
  });

  it('shows her facts and forgets her in the bot’s DM and in a server without the bot', async () => {
    env = await startBotEnv({ env: IMAGINE_ENV });
    await deployCommands({
      body: [privacy.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
    });
    dana = env.discord.createUser({ username: 'dana' });
    env.discord.installApp(dana);
    const elsewhere = env.discord.createGuild({ name: 'Elsewhere', owner: dana, withBot: false });
    const art = env.discord.createChannel({ guild: elsewhere, name: 'art' });
    env.imageApi.addUser({ name: 'dana', loginToken: 'login-token-dana', credits: 10 });
    await linkKey(env, dana, 'dana');

    const inServer = await env.discord.runCommand({ channel: art, user: dana, name: 'privacy' });
    const seen = await inServer.waitForReply();
    expect(seen.ephemeral).toBe(true);
    expect(fieldsOf(seen)['🔑 API key']).toMatch(/^Linked: `sk-…[0-9a-f]{4}` \(account dana\)/);
    expect(Object.keys(fieldsOf(seen))).not.toContain("📊 Your use of this server's key");

    const dm = env.discord.openDm(dana);
    const run = await env.discord.runCommand({ channel: dm, user: dana, name: 'privacy' });
    const panel = await run.waitForReply();
    expect(panel.ephemeral).toBe(true);
    expect(fieldsOf(panel)['🕘 History']).toBe('0 generations, each kept 30 days.');
    await (await run.clickButton({ label: 'Forget me' })).waitForReply();
    const yes = await run.clickButton({ label: 'Yes, forget me' });
    const done = await yes.waitForOriginal((m) => m.embeds[0]?.title === 'Forgotten');
    expect(textOf(done)).toContain('still works at the image service');
    expect(await env.app.context.stores.apiKeys.has(dana.id)).toBe(false);
  });
});
