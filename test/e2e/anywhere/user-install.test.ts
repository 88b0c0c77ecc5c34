import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import {
  AdjustableClock,
  type ChannelRef,
  type GuildRef,
  type PrivateChannelRef,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type BotEnv, type BotEnvOptions, startBotEnv } from '../helpers/bot-env.js';
import { historyOf } from '../history/history-kit.js';
import {
  digest,
  IMAGINE_ENV,
  imageDigest,
  linkKey,
  setServerKey,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';

const NEEDS_BOT =
  "⚠️ This needs the bot in this server: the server key, its queue and the moderators' tools live there. Ask a server manager to add the bot to the server. Your own key works here with /imagine, /balance and /apikey link. Nothing was changed.";
const TOKEN_LIMIT =
  'The bot is not in this place, only installed to your account: Discord lets it update this reply for 15 minutes. If the image takes longer, find it with /history.';

/**
 * Alice installed the app to her account: she uses it in a server the bot is not in
 * ("Elsewhere", #art) and in a group DM with Bob, where only the interaction reaches.
 */
describe('installed to a member’s account (user install)', () => {
  let env: BotEnv;
  let alice: UserRef;
  let elsewhere: GuildRef;
  let art: ChannelRef;
  let groupDm: PrivateChannelRef;

  const start = async (options: BotEnvOptions = {}) => {
    env = await startBotEnv({ ...options, env: { ...IMAGINE_ENV, ...options.env } });
    await deployCommands({
      body: commands.map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
    });
    alice = env.user;
    elsewhere = env.discord.createGuild({ name: 'Elsewhere', owner: alice, withBot: false });
    art = env.discord.createChannel({ guild: elsewhere, name: 'art' });
    const bob = env.discord.createUser({ username: 'bob' });
    groupDm = env.discord.openPrivateChannel([alice, bob]);
    env.discord.installApp(alice);
  };
  afterEach(async () => {
    await env.close();
  });

  const run = (
    channel: { id: string },
    name: string,
    options: Record<string, string | number | boolean> = {},
    subcommand?: { subcommand?: string; group?: string },
  ) =>
    env.discord.runCommand({
      channel,
      user: alice,
      name,
      options,
      ...(subcommand?.subcommand ? { subcommand: subcommand.subcommand } : {}),
      ...(subcommand?.group ? { subcommandGroup: subcommand.group } : {}),
    });

  /** Requests with the bot token about a channel: none may be sent where only the interaction reaches. */
  const botTokenCallsTo = (channelId: string) =>
    env.discord.requests.filter((r) => r.botAuth && r.path.includes(channelId));

  it('draws in a server without the bot and in a group DM, on the member’s own key, through the interaction alone', async () => {
    await start();
    await linkKey(env, alice);
    // A server key stored for that server (from when the bot was there) is never used.
    await setServerKey(env, elsewhere.id, { serviceUser: 'alice' });
    for (const channel of [art, groupDm]) {
      const imagine = await run(channel, 'imagine', { prompt: 'a kite over hills', seed: 8 });
      const result = await waitForResult(imagine);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(result.channelId).toBe(channel.id);
      expect(digest(result.attachments[0]?.bytes)).toBe(
        await imageDigest(env, await taskIdOf(env, imagine)),
      );
      const note = await imagine.waitForFollowUp();
      expect(note.ephemeral).toBe(true);
      expect(note.content).toBe(TOKEN_LIMIT);
      const job = await env.app.context.jobs.get(imagine.id);
      expect(job?.keyRef).toEqual({ kind: 'user', userId: alice.id });
      expect(job?.scope).toBe(`dm:${alice.id}`);
      expect(botTokenCallsTo(channel.id)).toEqual([]);
    }
    expect(env.imageApi.balanceOf('alice')).toBe(98);
    expect(await env.app.context.stores.usage.used(elsewhere.id, alice.id)).toBe(0);
  });

  it('says what needs the bot in the server, and answers the member’s own /balance and /apikey there', async () => {
    await start();
    await linkKey(env, alice);
    const serverKey = await run(art, 'apikey', {}, { group: 'server', subcommand: 'status' });
    const refused = await serverKey.waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe(NEEDS_BOT);
    const usage = await (await run(art, 'balance', { usage: true })).waitForReply();
    expect(usage.content).toBe(NEEDS_BOT);

    const balance = await (await run(art, 'balance')).waitForReply();
    expect(balance.ephemeral).toBe(true);
    expect(JSON.stringify(balance.embeds)).toContain('100');
    const status = await (
      await run(groupDm, 'apikey', {}, { subcommand: 'status' })
    ).waitForReply();
    expect(status.ephemeral).toBe(true);
    expect(JSON.stringify(status.embeds)).toMatch(/sk-…[0-9a-f]{4}/);

    // Commands that are about a server are not offered where only the member installed the app.
    await expect(run(art, 'policy')).rejects.toThrow(/not installable to users/);
    await expect(run(groupDm, 'styles', {}, { subcommand: 'list' })).rejects.toThrow(
      /not installable to users/,
    );
    expect(botTokenCallsTo(art.id)).toEqual([]);
  });

  it('asks for the member’s own key there, never the server’s', async () => {
    await start();
    await setServerKey(env, elsewhere.id, { serviceUser: 'alice' });
    const imagine = await run(art, 'imagine', { prompt: 'a kite' });
    const notice = await imagine.waitForReply();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toContain('You have no API key linked');
    expect(env.imageApi.stats.submissions).toBe(0);
  });

  it('leaves a reply the expired token can no longer edit, without a bot-token fallback; the image is in /history, whose buttons work after a restart', async () => {
    const clock = new AdjustableClock();
    await start({
      discord: { clock },
      app: { now: () => clock.now() },
      env: { JOB_TIMEOUT_MS: '3600000' },
    });
    await linkKey(env, alice);
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const imagine = await run(art, 'imagine', { prompt: 'a slow glacier', seed: 21 });
    const taskId = await taskIdOf(env, imagine);
    await imagine.waitForOriginal((m) => titleOf(m) === '🎨 Generating', { timeout: 15_000 });
    clock.advance(15 * 60_000 + 1_000);
    env.imageApi.setTaskFate(taskId, 'complete');
    const [entry] = await historyOf(env, alice, 1);
    await env.app.context.jobs.idle();
    expect(entry).toMatchObject({ id: imagine.id, state: 'completed', seed: 21 });
    const refused = env.discord.requests.filter((r) => r.status === 401);
    expect(refused.map((r) => (r.error as { code: number }).code)).toContain(50027);
    expect(botTokenCallsTo(art.id)).toEqual([]);
    expect(titleOf(imagine.original() ?? { embeds: [] })).toBe('🎨 Generating');

    await env.restartBot();
    const history = await run(art, 'history');
    const page = await history.waitForReply();
    expect(page.ephemeral).toBe(true);
    expect(page.embeds[0]?.fields?.[0]?.value).toContain('a slow glacier');
    const shown = await history.clickButton({ label: 'Show 1' });
    const details = await shown.waitForReply();
    expect(digest(details.attachments[0]?.bytes)).toBe(await imageDigest(env, taskId));
    const again = await history.clickButton({ label: 'Again 1' });
    const result = await waitForResult(again);
    expect(result.channelId).toBe(art.id);
    expect((await env.app.context.jobs.get(again.id))?.request).toMatchObject({ seed: 21 });
    expect(botTokenCallsTo(art.id)).toEqual([]);
  });
});
