import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands } from '../../../commands/index.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../../../sandbox/image-api/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createStores } from '../../../src/store/create-stores.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { sqliteKeyv } from '../../helpers/sqlite-file.js';
import { TEST_SECRET } from '../helpers/bot-env.js';
import { type BotProcess, botDeployment, type Exit, runBot } from '../helpers/bot-process.js';
import { linkAliceBeforeStart, processBotEnv } from '../helpers/process-bot-setup.js';
import { waitForResult } from '../imagine/imagine-kit.js';

/**
 * `npm run -s <tool> -- <args>` from the project folder with `DATABASE_URL`, as an operator runs it
 * (npm, then tsx, start first); with `built`, `node dist/<tool>.js <args>` of this run's build, as
 * after `npm prune --omit=dev` (docs/storage.md), for the runs after the first of each tool.
 */
async function tool(
  name: 'backup' | 'restore',
  databaseUrl: string,
  args: readonly string[],
  options: { built?: boolean } = {},
) {
  const env = { HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl };
  const run = options.built
    ? { args: [join(botDeployment(), 'dist', `${name}.js`), ...args] }
    : { command: 'npm', args: ['run', '-s', name, '--', ...args] };
  return runBot(options.built ? botDeployment() : resolve('.'), env, run).exited;
}

/** The run's build of a tool ({@link tool}). */
const BUILT = { built: true } as const;

/** The lines of a run that are not npm's own warnings. */
const linesOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('npm warn'));

/** Process tests: two to three bot processes and the tools, on a loaded machine. */
const PROCESSES = { timeout: 180_000 } as const;

/**
 * An operator backs up the bot's store while it runs and serves, and restores it: a generation made
 * before the backup is in the restored bot's `/history`; data of a newer version is refused.
 */
describe('npm run backup and npm run restore', PROCESSES, () => {
  let dir: string;
  let discord: DiscordEmulator;
  let imageApi: ImageApi;
  let channel: ChannelRef;
  let alice: UserRef;
  const bots: BotProcess[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-bot-backup-'));
    discord = await startDiscordEmulator();
    imageApi = await startImageApi({
      timeScale: 0.002,
      users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
    });
    const world = discord.setupGuild();
    channel = world.channel;
    alice = world.user;
    await deployCommands({
      body: commands.map((command) => command.data),
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: world.guild.id,
    });
  });
  afterEach(async () => {
    for (const { child } of bots) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(bots.splice(0).map((bot) => bot.exited));
  });
  afterAll(async () => {
    await discord?.close();
    await imageApi?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const sqlite = (name: string) => `sqlite://${join(dir, name)}`;
  const startBot = (databaseUrl: string, extra: Record<string, string> = {}) => {
    const bot = runBot(dir, { ...processBotEnv({ discord, imageApi, databaseUrl }), ...extra });
    bots.push(bot);
    return bot;
  };
  const stop = async (bot: BotProcess) => {
    bot.child.kill('SIGTERM');
    expect((await bot.exited).code).toBe(0);
  };
  const historyShows = async (prompt: string) => {
    const run = await discord.runCommand({ channel, user: alice, name: 'history' });
    const reply = await run.waitForReply();
    return JSON.stringify(reply.embeds).includes(prompt);
  };

  it('backs up SQLite while the bot serves, and restores into a fresh file the bot starts on', async () => {
    const live = sqlite('data/bot.sqlite');
    await linkAliceBeforeStart({ discord, imageApi, databaseUrl: live }, alice);
    const bot = startBot(live);
    await bot.printed('"msg":"ready"');
    const made = await discord.runCommand({
      channel,
      user: alice,
      name: 'imagine',
      options: { prompt: 'a lighthouse before the backup' },
    });
    await waitForResult(made);
    expect(await historyShows('a lighthouse before the backup')).toBe(true);

    const backup = await tool('backup', live, [join(dir, 'backups', 'one.sqlite')]);
    expect(linesOf(backup.stderr)).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up DATABASE_URL's store to .*one\.sqlite \(\d+ bytes\)\.$/m,
    );
    // Still serving after the backup, and a backup never overwrites a file.
    expect(await historyShows('a lighthouse before the backup')).toBe(true);
    const again = await tool('backup', live, [join(dir, 'backups', 'one.sqlite')], BUILT);
    expect(again.code).toBe(1);
    expect(linesOf(again.stderr)).toEqual([
      `backup: ${join(dir, 'backups', 'one.sqlite')} exists already: give the name of a new file`,
    ]);

    // Restoring onto the file the bot holds is refused, in one line.
    const onLive = await tool('restore', live, [join(dir, 'backups', 'one.sqlite')], BUILT);
    expect(onLive.code).toBe(1);
    expect(linesOf(onLive.stderr)).toEqual([
      `restore: DATABASE_URL: ${join(dir, 'data', 'bot.sqlite')} is in use by a running bot (it holds the SQLite file): stop the bot first`,
    ]);
    await stop(bot);

    const fresh = sqlite('restored/bot.sqlite');
    const restored = await tool('restore', fresh, [join(dir, 'backups', 'one.sqlite')]);
    expect(linesOf(restored.stderr)).toEqual([]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored \d+ records from .*one\.sqlite into DATABASE_URL's store: start the bot\.$/m,
    );
    const twice = await tool('restore', fresh, [join(dir, 'backups', 'one.sqlite')], BUILT);
    expect(twice.code).toBe(1);
    expect(linesOf(twice.stderr)[0]).toMatch(
      /^restore: DATABASE_URL already holds the bot's data \(.*api-keys.*\): copy into an empty store, or give --merge to write over it$/,
    );

    const onRestored = startBot(fresh);
    await onRestored.printed('"msg":"ready"');
    expect(await historyShows('a lighthouse before the backup')).toBe(true);
    const status = await discord.runCommand({
      channel,
      user: alice,
      name: 'apikey',
      subcommand: 'status',
    });
    expect(JSON.stringify((await status.waitForReply()).embeds)).toContain('sk-…');
    await stop(onRestored);
  });

  it('refuses data of a newer version, at start and at restore, with one line naming both', async () => {
    const newer = join(dir, 'newer', 'bot.sqlite');
    await linkAliceBeforeStart({ discord, imageApi, databaseUrl: `sqlite://${newer}` }, alice);
    const meta = sqliteKeyv(newer, 'meta');
    await meta.keyv.set('data-version', 2);
    meta.close();

    const exit: Exit = await startBot(`sqlite://${newer}`, { LOG_FORMAT: 'json' }).exited;
    expect(exit.code).toBe(1);
    const lines = linesOf(`${exit.stdout}\n${exit.stderr}`);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg:
        'could not start the bot: DATABASE_URL holds data version 2, and this release of the bot ' +
        'knows versions up to 1: run a release that knows version 2 (the one that wrote it, or ' +
        'newer), or restore a backup made by this release',
    });

    const restore = await tool('restore', sqlite('from-newer/bot.sqlite'), [newer], BUILT);
    expect(restore.code).toBe(1);
    expect(linesOf(restore.stderr)).toEqual([
      'restore: the backup holds data version 2, and this release of the bot knows versions up to ' +
        '1: run a release that knows version 2 (the one that wrote it, or newer), or restore a ' +
        'backup made by this release',
    ]);
  });

  describe.skipIf(!redisServerInstalled)('on Redis', () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await redis?.close();
    });

    it('backs up a Redis store while the bot runs, and restores it into an empty Redis', async () => {
      await linkAliceBeforeStart({ discord, imageApi, databaseUrl: redis.url }, alice);
      const bot = startBot(redis.url);
      await bot.printed('"msg":"ready"');
      const made = await discord.runCommand({
        channel,
        user: alice,
        name: 'imagine',
        options: { prompt: 'a kite on Redis' },
      });
      await waitForResult(made);
      // Recorded once the reply is delivered: soon after the result shows.
      await vi.waitFor(async () => expect(await historyShows('a kite on Redis')).toBe(true), {
        timeout: 10_000,
        interval: 500,
      });

      const file = join(dir, 'backups', 'redis.sqlite');
      const backup = await tool('backup', redis.url, [file], BUILT);
      expect(linesOf(backup.stderr)).toEqual([]);
      expect(backup.code).toBe(0);

      // The bot holds its shard lease on this Redis: restoring onto it is refused.
      const onLive = await tool('restore', redis.url, [file], BUILT);
      expect(onLive.code).toBe(1);
      expect(linesOf(onLive.stderr)[0]).toMatch(
        /^restore: DATABASE_URL: a bot is running on this Redis \(it holds .*\): stop the bot first/,
      );
      await stop(bot);

      const empty = `${redis.url}/3`;
      const restored = await tool('restore', empty, [file], BUILT);
      expect(linesOf(restored.stderr)).toEqual([]);
      expect(restored.code).toBe(0);
      const stores = await createStores({
        databaseUrl: empty,
        encryptionSecret: TEST_SECRET,
        logger: createLogger({ level: 'silent' }),
      });
      try {
        expect(await stores.apiKeys.get(alice.id)).toMatchObject({ serviceUsername: 'alice' });
        const entries = await stores.history.list(alice.id);
        expect(entries.map((entry) => entry.prompt)).toContain('a kite on Redis');
      } finally {
        await stores.close();
      }
    });
  });
});
