import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import type { DmChannelRef, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import {
  digest,
  fieldsOf,
  IMAGINE_ENV,
  imageDigest,
  setServerKey,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';

const serverOnly = (command: string) =>
  `⚠️ \`/${command}\` only works in a server: run it in a server channel, not in a DM. Nothing was changed.`;

/** How the member reaches the bot's DM (context 1). */
const ROUTES = [
  {
    route: 'through the server install (Alice shares the bot’s server)',
    owners: (_user: UserRef) => ({ '0': '0' }),
    member: (env: BotEnv) => env.user,
  },
  {
    route: 'installed to her own account (Dana shares no server with the bot)',
    owners: (user: UserRef) => ({ '0': '0', '1': user.id }),
    member: (env: BotEnv) => {
      const dana = env.discord.createUser({ username: 'dana' });
      env.discord.installApp(dana);
      return dana;
    },
  },
] as const;

/**
 * A member opens the bot's DM and works there on her own key: `/apikey link`, `/imagine`,
 * `/balance`; what is about a server is refused privately, saying why.
 */
describe.each(ROUTES)('in the bot’s DM, $route', ({ member, owners }) => {
  let env: BotEnv;
  let user: UserRef;
  let dm: DmChannelRef;

  afterEach(async () => {
    await env.close();
  });

  const start = async () => {
    env = await startBotEnv({ env: IMAGINE_ENV });
    await deployCommands({
      body: commands.map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
    });
    user = member(env);
    env.imageApi.addUser({ name: 'own', loginToken: 'login-token-own', credits: 10 });
    dm = env.discord.openDm(user);
  };

  const run = (
    name: string,
    options: Record<string, string | number | boolean> = {},
    path: { subcommand?: string; group?: string } = {},
  ) =>
    env.discord.runCommand({
      channel: dm,
      user,
      name,
      options,
      ...(path.subcommand ? { subcommand: path.subcommand } : {}),
      ...(path.group ? { subcommandGroup: path.group } : {}),
    });

  it('links her key, draws on it into the DM reply, shows her balance; refuses what needs a server', async () => {
    await start();
    // The server's key (service user alice, 100 credits) is never used in a DM.
    await setServerKey(env, env.guild.id, { serviceUser: 'alice' });

    const ownKey = env.imageApi.issueKey('own');
    const link = await run('apikey', {}, { subcommand: 'link' });
    await link.waitForModal();
    const linked = await (await link.submitModal({ secret: ownKey })).waitForReply();
    expect(linked.ephemeral).toBe(true);
    expect(linked.content).toContain(`\`sk-…${ownKey.slice(-4)}\``);
    expect(linked.content).not.toContain(ownKey.slice(3, 20));

    const imagine = await run('imagine', { prompt: 'a lantern in the snow', seed: 5 });
    expect(imagine.context).toBe(1);
    expect(imagine.payload.authorizing_integration_owners).toEqual(owners(user));
    const result = await waitForResult(imagine);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.channelId).toBe(dm.id);
    expect(result.attachments).toHaveLength(1);
    expect(digest(result.attachments[0]?.bytes)).toBe(
      await imageDigest(env, await taskIdOf(env, imagine)),
    );
    const job = await env.app.context.jobs.get(imagine.id);
    expect(job?.keyRef).toEqual({ kind: 'user', userId: user.id });
    expect(env.imageApi.balanceOf('own')).toBe(9);
    expect(env.imageApi.balanceOf('alice')).toBe(100);

    const balance = await (await run('balance')).waitForReply();
    expect(balance.ephemeral).toBe(true);
    // Her own key only: no server pool in a DM.
    expect(Object.keys(fieldsOf(balance))).toEqual(['Your key']);
    expect(fieldsOf(balance)['Your key']).toBe(
      `**9 credits**\nAccount **own** · \`sk-…${ownKey.slice(-4)}\``,
    );

    const status = await (await run('apikey', {}, { subcommand: 'status' })).waitForReply();
    expect(status.ephemeral).toBe(true);
    expect(fieldsOf(status).Key).toBe(`\`sk-…${ownKey.slice(-4)}\``);
    expect(fieldsOf(status)['Service user']).toBe('own');

    const serverKey = await (
      await run('apikey', {}, { group: 'server', subcommand: 'status' })
    ).waitForReply();
    expect(serverKey.ephemeral).toBe(true);
    expect(serverKey.content).toBe(serverOnly('apikey server'));
    const usage = await (await run('balance', { usage: true })).waitForReply();
    expect(usage.ephemeral).toBe(true);
    expect(usage.content).toBe(serverOnly('balance usage:True'));
    // Discord does not offer server-only commands in the bot's DM at all.
    await expect(run('queue')).rejects.toThrow(/not available in context 1/);
    await expect(run('policy')).rejects.toThrow(/not available in context 1/);

    const messages = env.discord.messages(dm, { includeDeleted: true });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => JSON.stringify(m.allowedMentions) !== '{"parse":[]}')).toEqual(
      [],
    );
    expect(result.allowedMentions).toEqual({ parse: [] });
    expect(await env.app.context.stores.usage.used(env.guild.id, user.id)).toBe(0);
  });
});
