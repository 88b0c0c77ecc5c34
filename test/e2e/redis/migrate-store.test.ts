import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands } from '../../../commands/index.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../../../sandbox/image-api/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { type BotProcess, botDeployment, runBot, submittedTaskId } from '../helpers/bot-process.js';
import { killable } from '../helpers/crash-world.js';
import { processBotEnv } from '../helpers/process-bot-setup.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** How `npm run migrate-store -- …` ended. */
interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `npm run -s migrate-store -- <args>` from the project folder, as an operator runs it; with
 * `built`, `node dist/migrate-store.js <args>` of this run's build, as after `npm prune --omit=dev`.
 */
async function migrateStore(
  args: readonly string[],
  options: { built?: boolean } = {},
): Promise<CliRun> {
  const [command, commandArgs, cwd] = options.built
    ? [
        process.execPath,
        [join(botDeployment(), 'dist', 'migrate-store.js'), ...args],
        botDeployment(),
      ]
    : ['npm', ['run', '-s', 'migrate-store', '--', ...args], resolve('.')];
  const child = spawn(command, commandArgs, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return { code, stdout, stderr };
}

/** A row of the copy report: namespace, read, written. */
const row = (stdout: string, namespace: string) =>
  stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((cells) => cells[0] === namespace);

/**
 * A server owner moves a bot from SQLite to Redis with `npm run migrate-store`: a member linked a
 * key and the managers chose a language on the bot on SQLite, which was killed mid-generation;
 * the bot started on Redis with two shards keeps all of it and delivers the image once.
 */
describe.skipIf(!redisServerInstalled)('npm run migrate-store from SQLite to Redis', () => {
  let dir: string;
  let redis: RedisServer;
  let discord: DiscordEmulator;
  let imageApi: ImageApi;
  /** A server on shard 0 and one on shard 1 (of 2), with alice a member of both. */
  let channels: [ChannelRef, ChannelRef];
  let alice: UserRef;
  let manager: UserRef;
  const bots: BotProcess[] = [];
  let sqliteUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-bot-migrate-'));
    sqliteUrl = `sqlite://${join(dir, 'data', 'bot.sqlite')}`;
    redis = await startRedisServer();
    // Two buckets: the bot on Redis identifies both shards at once, not 5 s apart.
    discord = await startDiscordEmulator({ shards: 2, maxConcurrency: 2 });
    imageApi = await startImageApi({
      timeScale: 0.002,
      users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
    });
    const onZero = discord.setupGuild({ guild: { shard: [0, 2] } });
    alice = onZero.user;
    manager = discord.createUser({ username: 'manager' });
    const guildOne = discord.createGuild({ shard: [1, 2], owner: manager });
    discord.addMember({ guild: guildOne, user: alice });
    channels = [onZero.channel, discord.createChannel({ guild: guildOne })];
    for (const guild of [onZero.guild, guildOne]) {
      await deployCommands({
        body: commands.map((command) => command.data),
        token: discord.token,
        apiUrl: `${discord.url}/api`,
        applicationId: discord.applicationId,
        guildId: guild.id,
      });
    }
  });
  afterAll(async () => {
    for (const { child } of bots) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(bots.map((bot) => bot.exited));
    await discord?.close();
    await imageApi?.close();
    await redis?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const startBot = async (env: Record<string, string> = {}) => {
    const bot = runBot(dir, {
      ...processBotEnv({ discord, imageApi, databaseUrl: sqliteUrl }),
      ...env,
    });
    bots.push(bot);
    await bot.printed('"msg":"ready"');
    return killable(bot);
  };
  const run = (
    shard: 0 | 1,
    user: UserRef,
    name: string,
    rest: { subcommand?: string; options?: Record<string, string> } = {},
  ) => discord.runCommand({ channel: channels[shard], user, name, ...rest });

  it('moves keys, settings and a generation in flight, which is delivered once', {
    timeout: 90_000,
  }, async () => {
    const onSqlite = await startBot();
    const apiKey = imageApi.issueKey('alice');
    const link = await run(0, alice, 'apikey', { subcommand: 'link' });
    await link.waitForModal();
    const linked = await (await link.submitModal({ secret: apiKey })).waitForReply();
    expect(linked.content).toContain(`sk-…${apiKey.slice(-4)}`);
    const language = await run(1, manager, 'language', {
      subcommand: 'server',
      options: { language: 'de' },
    });
    await language.waitForReply();

    // The bot holds its SQLite file: the copy is refused while it runs.
    const refused = await migrateStore(['--from', sqliteUrl, '--to', redis.url, '--dry-run'], {
      built: true,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n').at(-1)).toMatch(
      /^migrate-store: --from: .*bot\.sqlite is in use by a running bot .*: stop the bot first$/,
    );

    // Killed while its task runs at the service: the job is in the store, undelivered.
    imageApi.setFaults({ hangNextTasks: 1 });
    const generation = await run(1, alice, 'imagine', { options: { prompt: 'a lighthouse' } });
    await onSqlite.printed('"msg":"task submitted"');
    await onSqlite.kill();
    const taskId = submittedTaskId(onSqlite);

    const dry = await migrateStore(
      ['--from', sqliteUrl, '--to', redis.url, '--shard-count', '2', '--dry-run'],
      { built: true },
    );
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    expect(row(dry.stdout, 'jobs-active-1')).toEqual(['jobs-active-1', '-', '1']);

    const copied = await migrateStore([
      '--from',
      sqliteUrl,
      '--to',
      redis.url,
      '--shard-count',
      '2',
    ]);
    expect(copied.stderr).not.toContain('migrate-store:');
    expect(copied.code).toBe(0);
    expect(row(copied.stdout, 'api-keys')).toEqual(['api-keys', '1', '1']);
    expect(row(copied.stdout, 'guild-settings')).toEqual(['guild-settings', '1', '1']);
    expect(row(copied.stdout, 'jobs-active')).toEqual(['jobs-active', '1', '-']);
    expect(row(copied.stdout, 'jobs-active-1')).toEqual(['jobs-active-1', '-', '1']);
    expect(copied.stdout).toContain('the same KEY_ENCRYPTION_SECRET');
    expect(copied.stdout).not.toContain(apiKey.slice(3, 15));

    const onRedis = await startBot({ DATABASE_URL: redis.url, SHARD_COUNT: '2' });
    expect(onRedis.stdout()).toContain('"shards":[0,1],"shardCount":2');
    imageApi.setTaskFate(String(taskId), 'complete');
    const result = await waitForResult(generation);
    expect(titleOf(result)).toBe('✅ Bild fertig');
    expect(result.attachments).toHaveLength(1);
    const uploads = () => discord.requests.filter((r) => r.method === 'PATCH' && r.files.length);
    await vi.waitFor(() => expect(uploads()).toHaveLength(1));
    await sleep(500);
    expect(uploads()).toHaveLength(1);
    const replies = discord.messages(channels[1]).filter((m) => m.interactionId === generation.id);
    expect(replies).toHaveLength(1);
    expect(imageApi.stats.submissions).toBe(1);

    const status = await (await run(0, alice, 'apikey', { subcommand: 'status' })).waitForReply();
    const fields = Object.fromEntries(
      (status.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(fields.Key).toBe(`\`sk-…${apiKey.slice(-4)}\``);
    const balance = await (await run(0, alice, 'balance')).waitForReply();
    expect(balance.embeds[0]?.fields?.[0]?.value).toContain(`sk-…${apiKey.slice(-4)}`);
    expect(JSON.stringify(balance.embeds)).toMatch(/\*\*\d+(\.\d+)? credits\*\*/);
  });
});
