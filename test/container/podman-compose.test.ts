import { execFile } from 'node:child_process';
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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
import { linkAliceBeforeStart, processBotEnv } from '../e2e/helpers/process-bot-setup.js';
import { digest, titleOf, waitForResult } from '../e2e/imagine/imagine-kit.js';
import { dotEnv } from './dot-env.js';
import { PODMAN, podman, untilHealthy } from './podman.js';

/** The checkpoint the shipped sd15.json names, and the one an owner sets there instead. */
const CHECKPOINT = 'v1-5-pruned-emaonly.safetensors';
const MY_CHECKPOINT = 'my-own-checkpoint.safetensors';

/** Set by ops/container/test-container.sh: the images it built from Debian's packages and npm. */
const images = { BOT_IMAGE: process.env.BOT_IMAGE, REDIS_IMAGE: process.env.REDIS_IMAGE };

/** Debian's podman-compose (1.0.3 on bookworm), when installed: ops/container/podman-setup.sh. */
const podmanCompose = await promisify(execFile)('podman-compose', ['version']).then(
  ({ stdout }) => /podman-composer? version\s+(\S+)/.exec(stdout)?.[1],
  () => undefined,
);

/**
 * This machine's first external IPv4 address: the emulators listen there, so that the bot on the
 * project's own network (a bridge, as compose makes it) reaches them at the address they report.
 */
function externalAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((each) => each?.family === 'IPv4' && !each.internal)?.address;
  if (!address) throw new Error('no external IPv4 address: a container could not reach the host');
  return address;
}

/**
 * docs/container.md's podman route, run as written with podman-compose: the image built first
 * (test-container.sh builds it with `podman build --format docker`), then `podman-compose up -d`
 * on compose.yaml and a `.env` made from `.env.example`, the services on the project's network.
 */
describe.skipIf(!images.BOT_IMAGE || !images.REDIS_IMAGE || !podmanCompose)(
  `compose.yaml under podman-compose ${podmanCompose}`,
  () => {
    const project = `imaginecompose${process.pid}`;
    const container = (service: string) => `${project}_${service}_1`;
    let dir: string;
    let discord: DiscordEmulator;
    let imageApi: ImageApi;
    let channel: ChannelRef;
    let user: UserRef;

    /** `podman-compose -p <project> <args>` in the project's folder, with podman on runc. */
    const compose = (args: readonly string[]) =>
      promisify(execFile)(
        'podman-compose',
        [`--podman-args=${PODMAN.join(' ')}`, '-p', project, ...args],
        { cwd: dir, env: { ...process.env, ...images }, maxBuffer: 16 * 1024 * 1024 },
      );

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'imagine-bot-compose-'));
      await copyFile('compose.yaml', join(dir, 'compose.yaml'));
      // The clone's workflows, their checkpoint set as docs/setup.md says (compose.yaml mounts them).
      await cp('comfyui-workflows', join(dir, 'comfyui-workflows'), { recursive: true });
      const sd15 = join(dir, 'comfyui-workflows', 'sd15.json');
      await writeFile(sd15, (await readFile(sd15, 'utf8')).replace(CHECKPOINT, MY_CHECKPOINT));
      const host = externalAddress();
      discord = await startDiscordEmulator({ host });
      imageApi = await startImageApi({
        host,
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
      // .env as the README has the owner write it; METRICS_PORT stays empty, as in .env.example.
      const { DATABASE_URL: _theComposeFileSetsIt, ...env } = processBotEnv({
        discord,
        imageApi,
        databaseUrl: '',
      });
      await writeFile(join(dir, '.env'), await dotEnv(env));
    });

    afterAll(async () => {
      if (dir) {
        await compose(['down', '--volumes', '--timeout', '0']).catch(() => undefined);
        await podman(['network', 'rm', '--force', `${project}_default`], { check: false });
      }
      await discord?.close();
      await imageApi?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('starts the built image beside Redis: /imagine to the image, healthy on METRICS_PORT 9464', async () => {
      const up = await compose(['up', '-d']);
      // The image exists: podman-compose builds none (it would, without --format docker).
      expect(up.stdout).not.toMatch(/podman( \S+)* build /);
      expect(up.stdout).toContain(images.REDIS_IMAGE);
      await vi.waitFor(
        async () => {
          const logs = await podman(['logs', container('bot')]);
          expect(logs.stdout).toContain('"msg":"ready"');
        },
        { timeout: 60_000, interval: 500 },
      );
      const env = await podman(['exec', container('bot'), 'printenv', 'METRICS_PORT']);
      expect(env.stdout.trim()).toBe('9464');
      await untilHealthy(container('bot'), 60_000);

      // Alice's key, linked through Redis's address on the project's network.
      const { stdout: address } = await podman([
        'inspect',
        '--format',
        '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
        container('redis'),
      ]);
      await linkAliceBeforeStart(
        { discord, imageApi, databaseUrl: `redis://${address.trim()}:6379` },
        user,
      );
      const run = await discord.runCommand({
        channel,
        user,
        name: 'imagine',
        options: { prompt: 'a lighthouse at dawn' },
      });
      const result = await waitForResult(run, 30_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      const logs = await podman(['logs', container('bot')]);
      const taskId = logs.stdout
        .split('\n')
        .filter((line) => line.includes('"msg":"task submitted"'))
        .map((line) => (JSON.parse(line) as { taskId: string }).taskId)
        .at(-1);
      expect(digest(result.attachments[0]?.bytes)).toBe(
        digest(await imageApi.imageFor(taskId ?? '')),
      );
    });

    it("mounts the folder's comfyui-workflows/ over the image's: the checkpoint set there is read", async () => {
      const read = await podman([
        'exec',
        container('bot'),
        'cat',
        '/app/comfyui-workflows/sd15.json',
      ]);
      expect(read.stdout).toContain(MY_CHECKPOINT);
      expect(read.stdout).not.toContain(CHECKPOINT);
      const write = await podman(
        ['exec', container('bot'), 'touch', '/app/comfyui-workflows/x.json'],
        { check: false },
      );
      expect(write.code).not.toBe(0);
    });
  },
);
