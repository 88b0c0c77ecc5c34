import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import balance from '../../../commands/balance.js';
import imagine from '../../../commands/imagine.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  defaultBotPermissions,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../../../sandbox/image-api/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createStores } from '../../../src/store/create-stores.js';
import { TEST_SECRET } from '../helpers/bot-env.js';
import { type BotProcess, runBot } from '../helpers/bot-process.js';
import { linkAliceBeforeStart, processBotEnv } from '../helpers/process-bot-setup.js';

/** A prompt `(a+)+$` and its kind backtrack on for ever in a JS RegExp. */
const EVIL_PROMPT = `${'a'.repeat(40)}!`;

/** Generous: a liveness check (a frozen bot never answers), not a latency figure. */
const ANSWERED_WITHIN_MS = 3_000;

describe('an AutoMod pattern that backtracks cannot freeze the bot (a real bot process)', () => {
  let dir: string;
  let discord: DiscordEmulator;
  let imageApi: ImageApi;
  let bot: BotProcess;
  let guild: { id: string };
  let channel: ChannelRef;
  let member: UserRef;
  /** A member of each server who asks for `/balance` meanwhile. */
  let others: { channel: ChannelRef; user: UserRef }[];
  /** When the emulator sent each interaction and when the bot first answered it (its events). */
  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-bot-automod-'));
    discord = await startDiscordEmulator();
    imageApi = await startImageApi({
      timeScale: 0.002,
      users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
    });
    ({ guild, channel } = discord.setupGuild());
    member = discord.createUser({ username: 'mallory', guild });
    const second = discord.createGuild();
    const secondChannel = discord.createChannel({ guild: second, name: 'general' });
    others = [
      { channel, user: discord.createUser({ username: 'bob', guild }) },
      { channel: secondChannel, user: discord.createUser({ username: 'carol', guild: second }) },
    ];
    for (const id of [guild.id, second.id]) {
      await deployCommands({
        body: [imagine.data, balance.data],
        token: discord.token,
        apiUrl: `${discord.url}/api`,
        applicationId: discord.applicationId,
        guildId: id,
      });
    }
    discord.setBotPermissions({ guild, permissions: [...defaultBotPermissions, 'ManageGuild'] });
    const databaseUrl = `sqlite://${join(dir, 'bot.sqlite')}`;
    const world = { discord, imageApi, databaseUrl };
    await linkAliceBeforeStart(world, member);
    const stores = await createStores({
      databaseUrl,
      encryptionSecret: TEST_SECRET,
      logger: createLogger({ level: 'silent' }),
    });
    await stores.policy.setAutomod(guild.id, true);
    await stores.close();
    discord.events.on('interactionCreate', (run) => sentAt.set(run.id, performance.now()));
    discord.events.on('interactionResponse', (run) => {
      if (!answeredAt.has(run.id)) answeredAt.set(run.id, performance.now());
    });
    bot = runBot(dir, processBotEnv(world));
    await bot.printed('"msg":"ready"');
  }, 60_000);

  afterAll(async () => {
    if (bot && bot.child.exitCode === null) {
      bot.child.kill('SIGKILL');
      await bot.exited;
    }
    await discord?.close();
    await imageApi?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['(a+)+$', '(a|aa)+$', '(.*a){12}$'])(
    'with %s in a rule, the prompt is answered and both servers’ /balance stay answered',
    async (pattern) => {
      const rule = discord.createAutoModRule(guild, {
        name: 'Accidental',
        trigger_metadata: { regex_patterns: [pattern] },
      });
      const submitted = imageApi.stats.submissions;
      const asked = await discord.runCommand({
        channel,
        user: member,
        name: 'imagine',
        options: { prompt: EVIL_PROMPT },
      });
      const balances = await Promise.all(
        others.map(({ channel: where, user }) =>
          discord.runCommand({ channel: where, user, name: 'balance' }),
        ),
      );
      await Promise.all(balances.map((run) => run.waitForAck({ timeout: ANSWERED_WITHIN_MS * 2 })));
      for (const run of balances) {
        const waited =
          (answeredAt.get(run.id) ?? Number.POSITIVE_INFINITY) - (sentAt.get(run.id) ?? 0);
        expect(waited).toBeLessThan(ANSWERED_WITHIN_MS);
      }
      // The pattern needs the text's end after the a's: it does not match, so the prompt is sent.
      const reply = await asked.waitForReply({ timeout: 10_000 });
      expect(reply.content + JSON.stringify(reply.embeds)).not.toContain('AutoMod');
      await expect.poll(() => imageApi.stats.submissions, { timeout: 10_000 }).toBe(submitted + 1);
      discord.deleteAutoModRule(guild, rule.id);
    },
    40_000,
  );

  it('a pattern of the same rule that matches still refuses, with nothing sent', async () => {
    const rule = discord.createAutoModRule(guild, {
      name: 'No shouting',
      trigger_metadata: { regex_patterns: ['(a+)+!$'] },
    });
    const submitted = imageApi.stats.submissions;
    const asked = await discord.runCommand({
      channel,
      user: member,
      name: 'imagine',
      options: { prompt: EVIL_PROMPT },
    });
    const reply = await asked.waitForReply({ timeout: 10_000 });
    expect(reply.content).toContain('“No shouting”');
    expect(imageApi.stats.submissions).toBe(submitted);
    discord.deleteAutoModRule(guild, rule.id);
  }, 40_000);
});
