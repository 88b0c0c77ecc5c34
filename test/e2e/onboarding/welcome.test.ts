import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelRef, GuildRef } from '../../../sandbox/discord/index.js';
import { BOT_PERMISSIONS } from '../../../src/app.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { nameIn } from './onboarding-kit.js';

/** A new gateway session waits for discord.js's identify window (5 s), then a restart. */
const RECONNECT_TIMEOUT_MS = 40_000;

/** How long a wait for the bot may take on a busy machine. */
const WAIT = { timeout: 10_000 } as const;

const logged = (env: BotEnv, msg: string, guild: string) =>
  env.logs.some((line) => line.msg === msg && line.guild === guild);

/**
 * When a manager adds the bot to a server, its managers are welcomed once in the server's system
 * channel, in the server's language, with the three steps to set it up: only where the bot may
 * post, never again on a reconnect or a restart. At ready, the log gives the invite URL.
 */
describe('joining a server', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  /** A server without the bot, with a system channel; then a manager adds the bot. */
  const join = (
    options: { locale?: string; system?: boolean; botPermissions?: readonly string[] } = {},
  ): { guild: GuildRef; channel: ChannelRef } => {
    const guild = env.discord.createGuild({
      name: 'New place',
      withBot: false,
      // What the bot may do is its managed role's alone.
      everyonePermissions: [],
      ...(options.locale ? { locale: options.locale } : {}),
    });
    const channel = env.discord.createChannel({
      guild,
      name: 'welcome',
      system: options.system ?? true,
    });
    env.discord.addBot(guild, {
      ...(options.botPermissions && { botPermissions: options.botPermissions as never }),
    });
    return { guild, channel };
  };

  it('welcomes the managers once in the system channel, in the server’s language, pinging no one', async () => {
    env = await startBotEnv();
    const { guild, channel } = join({ locale: 'fr' });

    await vi.waitFor(() => expect(env.discord.messages(channel)).toHaveLength(1), WAIT);
    const [welcome] = env.discord.messages(channel);
    expect(welcome?.authorId).toBe(env.discord.applicationId);
    expect(welcome?.mentions).toEqual([]);
    expect(welcome?.api.embeds[0]?.title).toBe('👋 Merci de m’avoir ajouté !');
    const steps = welcome?.api.embeds[0]?.description?.split('\n') ?? [];
    expect(steps).toEqual([
      'Pour les gestionnaires de ce serveur, trois étapes pour me configurer :',
      expect.stringMatching(/^1\. .*\/clé-api serveur configurer/),
      expect.stringMatching(new RegExp(`^2\\. .*/${nameIn('policy', 'fr')}\\.$`)),
      expect.stringMatching(new RegExp(`^3\\. Essaie : /${nameIn('imagine', 'fr')} `)),
    ]);
    expect(welcome?.api.embeds[0]?.footer?.text).toContain(`/${nameIn('help', 'fr')}`);
    await vi.waitFor(
      () => expect(logged(env, 'added to a server: welcome posted', guild.id)).toBe(true),
      WAIT,
    );
  });

  it(
    'does not welcome a server again after a new gateway session or a restart',
    async () => {
      env = await startBotEnv();
      const { channel } = join();
      await vi.waitFor(() => expect(env.discord.messages(channel)).toHaveLength(1), WAIT);

      // A new session's READY lists the server: discord.js finds it, no guildCreate.
      const identified = env.discord.identifyLog.length;
      env.discord.dropGateway({ code: 4007 });
      await vi.waitFor(() => expect(env.discord.identifyLog.length).toBeGreaterThan(identified), {
        timeout: 15_000,
      });
      await vi.waitFor(() => expect(env.discord.gatewayConnected).toBe(true), WAIT);
      await env.restartBot();
      // Another server joined now is welcomed: had the first been welcomed again, it would be by now.
      const other = join();
      await vi.waitFor(() => expect(env.discord.messages(other.channel)).toHaveLength(1), WAIT);
      expect(env.discord.messages(channel)).toHaveLength(1);
    },
    RECONNECT_TIMEOUT_MS,
  );

  it('posts nothing where the bot may not post, or where there is no system channel', async () => {
    env = await startBotEnv();
    const quiet = join({ botPermissions: ['ViewChannel'] });
    const none = join({ system: false });
    const noWelcome = 'added to a server: no welcome (no system channel the bot may post in)';
    await vi.waitFor(() => {
      expect(logged(env, noWelcome, quiet.guild.id)).toBe(true);
      expect(logged(env, noWelcome, none.guild.id)).toBe(true);
    }, WAIT);
    const line = env.logs.find((l) => l.msg === noWelcome && l.guild === quiet.guild.id);
    expect(line?.missing).toEqual(['SendMessages', 'EmbedLinks']);
    expect(env.discord.messages(quiet.channel)).toEqual([]);
    expect(env.discord.messages(none.channel)).toEqual([]);
  });

  it('logs the invite URL at ready, with exactly the permissions the bot uses', async () => {
    env = await startBotEnv();
    const line = env.logs.find((l) => l.msg === 'invite the bot to a server');
    expect(line?.url).toBe(
      `https://discord.com/oauth2/authorize?client_id=${env.discord.applicationId}` +
        `&scope=bot+applications.commands&permissions=${BOT_PERMISSIONS}`,
    );
  });
});
