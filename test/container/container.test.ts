import {
  chown,
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import imagine from '../../commands/imagine.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../../sandbox/discord/index.js';
import { type ImageApi, startImageApi } from '../../sandbox/image-api/index.js';
import { deployCommands } from '../../src/discord/command-registration.js';
import { type BotProcess, runBot, submittedTaskId } from '../e2e/helpers/bot-process.js';
import { linkAliceBeforeStart, processBotEnv } from '../e2e/helpers/process-bot-setup.js';
import { digest, titleOf, waitForResult } from '../e2e/imagine/imagine-kit.js';
import { readComposeFile } from './compose-file.js';
import { dotEnv } from './dot-env.js';
import {
  type ComposeProject,
  checkHealth,
  containerOf,
  PODMAN,
  podman,
  serviceRunArgs,
  untilHealthy,
} from './podman.js';

/** Set by ops/container/test-container.sh: the images it built from Debian's packages and npm. */
const images = { BOT_IMAGE: process.env.BOT_IMAGE, REDIS_IMAGE: process.env.REDIS_IMAGE };
const READY = '"msg":"ready"';

/** `chown -R uid:gid dir`, as docs/container.md has the owner give the secrets to the image's user. */
async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const name of await readdir(dir)) await chown(join(dir, name), uid, gid);
}

const portIsFree = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });

/**
 * compose.yaml's services run with podman on this machine's network against both emulators:
 * the image built from the Dockerfile (on a base made from Debian's packages and the npm
 * registry), and Redis from Debian's redis-server.
 */
describe.skipIf(!images.BOT_IMAGE || !images.REDIS_IMAGE)(
  'the container image and compose.yaml',
  () => {
    let dir: string;
    let project: ComposeProject;
    let discord: DiscordEmulator;
    let imageApi: ImageApi;
    let channel: ChannelRef;
    let user: UserRef;
    let metricsPort: number;
    let discordToken: string;
    let encryptionSecret: string;
    const started: BotProcess[] = [];
    const volumes: string[] = [];

    /** The bot's container: `podman run` (or `start` again) attached, its output the container's. */
    const attach = (args: readonly string[]) => {
      const bot = runBot(
        dir,
        { HOME: process.env.HOME ?? dir },
        { command: 'podman', args: [...PODMAN, ...args] },
      );
      started.push(bot);
      return bot;
    };
    const bot = () => containerOf(project, 'bot');
    const uploads = () =>
      discord.requests.filter((r) => r.method === 'PATCH' && r.files.length > 0);
    const runImagine = (prompt: string) =>
      discord.runCommand({ channel, user, name: 'imagine', options: { prompt } });

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'imagine-bot-container-'));
      await copyFile('compose.yaml', join(dir, 'compose.yaml'));
      await cp('comfyui-workflows', join(dir, 'comfyui-workflows'), { recursive: true });
      discord = await startDiscordEmulator();
      imageApi = await startImageApi({
        timeScale: 0.002,
        users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
      });
      ({ channel, user } = discord.setupGuild());
      await deployCommands({
        body: [imagine.data],
        token: discord.token,
        apiUrl: `${discord.url}/api`,
        applicationId: discord.applicationId,
        guildId: channel.guildId,
      });
      // .env as the README has the owner write it: .env.example with the three required values
      // (the secrets among them) and the emulators' addresses filled in; compose.yaml sets the rest
      // (METRICS_PORT among them, which .env.example leaves empty).
      const { DATABASE_URL: _theComposeFileSetsIt, ...env } = processBotEnv({
        discord,
        imageApi,
        databaseUrl: '',
      });
      discordToken = env.DISCORD_TOKEN ?? '';
      encryptionSecret = env.KEY_ENCRYPTION_SECRET ?? '';
      await writeFile(join(dir, '.env'), await dotEnv(env));
      const file = await readComposeFile(dir, images);
      metricsPort = Number(file.services.bot?.environment?.METRICS_PORT);
      project = { file, dir, name: `imagine-bot-test-${process.pid}` };
      volumes.push(...Object.keys(file.volumes).map((volume) => `${project.name}_${volume}`));
    });

    afterAll(async () => {
      const containers = Object.keys(project?.file.services ?? {}).map((s) =>
        containerOf(project, s),
      );
      await podman(['rm', '--force', '--time', '0', ...containers, `${project?.name}-sqlite`], {
        check: false,
      });
      await Promise.all(started.map((each) => each.exited));
      if (volumes.length > 0)
        await podman(['volume', 'rm', '--force', ...volumes], { check: false });
      await discord?.close();
      await imageApi?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('starts Redis as compose.yaml says (AOF, no eviction) and finds it healthy', async () => {
      const redisUrl = project.file.services.bot?.environment?.DATABASE_URL ?? '';
      const port = Number(new URL(redisUrl).port);
      expect(await portIsFree(port), `port ${port} is taken: another Redis?`).toBe(true);
      // On the host's network: loopback only.
      const [run, ...rest] = serviceRunArgs(project, 'redis', ['--bind', '127.0.0.1']);
      await podman([run ?? 'run', '--detach', ...rest]);
      await untilHealthy(containerOf(project, 'redis'));
      const config = await podman([
        'exec',
        containerOf(project, 'redis'),
        'redis-cli',
        'config',
        'get',
        '*',
      ]);
      const settings = config.stdout.trim().split('\n');
      const setting = (name: string) => settings[settings.indexOf(name) + 1];
      expect(setting('appendonly')).toBe('yes');
      expect(setting('maxmemory-policy')).toBe('noeviction');
      await linkAliceBeforeStart(
        { discord, imageApi, databaseUrl: redisUrl.replace('//redis:', '//127.0.0.1:') },
        user,
      );
    });

    it('runs /imagine to the image as a non-root PID 1 node, ready on /healthz and healthy', async () => {
      // On the host's network, as Redis: compose.yaml's port for /healthz must be free here.
      expect(await portIsFree(metricsPort), `port ${metricsPort} is taken`).toBe(true);
      const first = attach(serviceRunArgs(project, 'bot'));
      await first.printed(READY);
      const run = await runImagine('a lighthouse at dawn');
      const result = await waitForResult(run, 20_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(digest(result.attachments[0]?.bytes)).toBe(
        digest(await imageApi.imageFor(submittedTaskId(first))),
      );

      const healthz = await fetch(`http://127.0.0.1:${metricsPort}/healthz`);
      expect(healthz.status).toBe(200);
      expect(await healthz.json()).toMatchObject({ status: 'ready' });
      expect(await checkHealth(bot())).toEqual({ code: 0, status: 'healthy' });
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
      expect(metrics).toMatch(
        new RegExp(
          `imagine_bot_build_info\\{version="${version}",node_version="24\\.[\\d.]+",store="redis"\\} 1`,
        ),
      );

      const id = await podman(['exec', bot(), 'id', '-u']);
      expect(id.stdout.trim()).not.toBe('0');
      const pid1 = await podman(['exec', bot(), 'cat', '/proc/1/cmdline']);
      expect(pid1.stdout.split('\0').filter(Boolean)).toEqual([
        'node',
        '--heap-growing-percent=20',
        '--max-semi-space-size=8',
        '--no-concurrent-recompilation',
        'dist/src/index.js',
      ]);
    });

    it('stops on SIGTERM with exit 0 mid-generation; started again, it delivers that image once', async () => {
      const [first] = started;
      if (!first) throw new Error('the bot container runs since the test before');
      imageApi.setFaults({ hangNextTasks: 1 });
      const inFlight = await runImagine('a comet over the sea');
      await vi.waitFor(
        () => expect(first.stdout().match(/"msg":"task submitted"/g)).toHaveLength(2),
        {
          timeout: 10_000,
        },
      );
      const taskId = first
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"msg":"task submitted"'))
        .map((line) => (JSON.parse(line) as { taskId: string }).taskId)
        .at(-1);
      if (!taskId) throw new Error('no second task submitted');

      // Exit 0 also says it stopped within its own 5 s deadline (past it, the bot exits 1).
      await podman(['stop', bot()]);
      const exit = await first.exited;
      expect(exit.code).toBe(0);
      expect(exit.stdout).toContain('"signal":"SIGTERM"');
      expect(exit.stdout).toContain('"msg":"stopped"');

      const again = attach(['start', '--attach', bot()]);
      await again.printed(READY);
      imageApi.setTaskFate(taskId, 'complete');
      const result = await waitForResult(inFlight, 20_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(result.attachments).toHaveLength(1);
      await vi.waitFor(() => expect(uploads()).toHaveLength(2));
      await new Promise((wait) => setTimeout(wait, 1_000));
      expect(uploads()).toHaveLength(2);
      expect(imageApi.stats.submissions).toBe(2);

      await podman(['stop', bot()]);
      expect((await again.exited).code).toBe(0);
    });

    it('carries the OCI labels, and the build secret npm_ca in none of its layers', async () => {
      const { stdout } = await podman([
        'image',
        'inspect',
        '--format',
        '{{json .Labels}}',
        images.BOT_IMAGE ?? '',
      ]);
      const labels = JSON.parse(stdout) as Record<string, string>;
      const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
      expect(labels).toMatchObject({
        'org.opencontainers.image.title': 'imagine-bot',
        'org.opencontainers.image.licenses': 'MIT',
        'org.opencontainers.image.version': version,
      });
      for (const key of ['description', 'source', 'revision', 'created']) {
        expect(labels[`org.opencontainers.image.${key}`]).toBeTruthy();
      }
      expect(labels['org.opencontainers.image.created']).toMatch(/^\d{4}-\d\d-\d\dT/);
      const left = await podman(
        [
          'run',
          '--rm',
          '--entrypoint',
          'sh',
          images.BOT_IMAGE ?? '',
          '-c',
          'ls /run/secrets/npm_ca 2>/dev/null; npm config get cafile',
        ],
        { check: false },
      );
      expect(left.stdout.trim()).toBe('null');
    });

    it("ships the ComfyUI workflows of comfyui-workflows/ at COMFYUI_WORKFLOWS_DIR's default", async () => {
      const listed = await podman([
        'run',
        '--rm',
        '--entrypoint',
        'ls',
        images.BOT_IMAGE ?? '',
        'comfyui-workflows',
      ]);
      const shipped = (await readdir('comfyui-workflows')).sort();
      expect(shipped.length).toBeGreaterThan(0);
      expect(listed.stdout.trim().split('\n').sort()).toEqual(shipped);
    });

    it("ships the painter's page bundled (the Embedded App SDK in painter.js) where the painter serves it", async () => {
      const listed = await podman([
        'run',
        '--rm',
        '--entrypoint',
        'sh',
        images.BOT_IMAGE ?? '',
        '-c',
        'ls dist/painter-page && grep -c frame_id dist/painter-page/painter.js',
      ]);
      expect(listed.stdout.trim().split('\n')).toEqual([
        'index.html',
        'painter.css',
        'painter.js',
        '1',
      ]);
    });

    it('keeps the embedded store in data/, its secrets read from files the image user can read', async () => {
      const name = `${project.name}-sqlite`;
      const volume = `${project.name}_sqlite-data`;
      volumes.push(volume);
      // docs/container.md's "Secrets from files": the files written as root (as on most servers),
      // .env's two secrets left empty, the image run on its own with its default SQLite store.
      const secrets = join(dir, 'secrets');
      await mkdir(secrets, { mode: 0o700 });
      await writeFile(join(secrets, 'discord_token'), `${discordToken}\n`, { mode: 0o600 });
      await writeFile(join(secrets, 'key_encryption_secret'), `${encryptionSecret}\n`, {
        mode: 0o600,
      });
      const envFile = join(dir, 'secretless.env');
      const dotEnvText = await readFile(join(dir, '.env'), 'utf8');
      await writeFile(
        envFile,
        dotEnvText.replace(/^(DISCORD_TOKEN|KEY_ENCRYPTION_SECRET)=.*$/gm, '$1='),
      );
      const run = () =>
        attach([
          'run',
          '--rm',
          '--name',
          name,
          '--network',
          'host',
          '--env-file',
          envFile,
          '--volume',
          `${secrets}:/run/secrets:ro`,
          '--env',
          'DISCORD_TOKEN_FILE=/run/secrets/discord_token',
          '--env',
          'KEY_ENCRYPTION_SECRET_FILE=/run/secrets/key_encryption_secret',
          '--volume',
          `${volume}:/app/data`,
          images.BOT_IMAGE ?? '',
        ]);
      // Owned by root: the container's user cannot read them, and the bot says whom to give them to.
      const refused = await run().exited;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /DISCORD_TOKEN_FILE cannot be read \(EACCES\): \/run\/secrets\/discord_token .*uid 1000/,
      );
      await chownTree(secrets, 1000, 1000);
      const alone = run();
      await alone.printed(READY);
      const listed = await podman(['exec', name, 'stat', '-c', '%U %s', 'data/bot.sqlite']);
      expect(listed.stdout.trim()).toMatch(/^node \d+$/);
      await podman(['stop', name]);
      expect((await alone.exited).code).toBe(0);
    });
  },
);
