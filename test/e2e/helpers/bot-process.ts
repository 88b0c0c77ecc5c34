import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';
import { startImageApi } from '../../../sandbox/image-api/index.js';
import { TEST_SECRET } from './bot-env.js';

/** `tsx src/index.ts`, as `npm start` ran it before the build: the tsx CLI starts a second node. */
export const TSX_BOT = [resolve('node_modules/tsx/dist/cli.mjs'), resolve('src/index.ts')];

/**
 * The bot as one node process through the tsx loader, for the benches that run outside Vitest
 * (where there is no run's build, {@link builtBot}): a signal reaches the bot itself.
 */
export const TSX_LOADER_BOT = ['--import', import.meta.resolve('tsx'), resolve('src/index.ts')];

/** The folder of this run's build (package.json, node_modules, `dist/`): see bot-deployment.setup.ts. */
export function botDeployment(): string {
  const root = inject('botDeployment');
  if (!root) throw new Error('no bot build: run this test in the e2e project (its global setup)');
  return root;
}

/** `node dist/src/index.js` of this run's build: one node process, as `npm start` runs it. */
export const builtBot = (): string[] => [join(botDeployment(), 'dist', 'src', 'index.js')];

/** How a bot process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A running bot process: the one spawned, and what it printed so far. */
export interface BotProcess {
  readonly child: ChildProcess;
  /** Resolves when the spawned process exits. */
  readonly exited: Promise<Exit>;
  /** Resolves when stdout and stderr are closed: every process that held them has exited. */
  readonly closed: Promise<Exit>;
  /** Waits until stdout contains `text`; rejects if the process exits first. */
  printed(text: string): Promise<void>;
  /** Waits until stdout or stderr (warnings and errors) contains `text`; rejects if it exits first. */
  logged(text: string): Promise<void>;
  stdout(): string;
  /** What it wrote to stderr so far (the logger's warnings and errors). */
  stderr(): string;
}

/** Options of {@link runBot}. */
export interface RunBotOptions {
  /** What to run. @default node with {@link builtBot} */
  readonly command?: string;
  /** @default builtBot() */
  readonly args?: readonly string[];
}

/** Runs the bot in `cwd` (a folder with no `.env`) with exactly `env` plus `PATH`. */
export function runBot(
  cwd: string,
  env: Record<string, string>,
  options: RunBotOptions = {},
): BotProcess {
  const child = spawn(options.command ?? process.execPath, options.args ?? builtBot(), {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((done) =>
    child.on('exit', (code, signal) => done({ code, signal, stdout, stderr })),
  );
  const closed = new Promise<Exit>((done) =>
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr })),
  );
  const until = async (text: string, seen: () => boolean) => {
    while (!seen()) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`exited before printing ${text}: ${stderr}`);
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
  };
  const printed = (text: string) => until(text, () => stdout.includes(text));
  const logged = (text: string) =>
    until(text, () => stdout.includes(text) || stderr.includes(text));
  return { child, exited, closed, printed, logged, stdout: () => stdout, stderr: () => stderr };
}

/** The task id a bot process logged for its first submission (`task submitted`). */
export function submittedTaskId(bot: { stdout(): string }): string {
  const line = bot
    .stdout()
    .split('\n')
    .find((printed) => printed.includes('"msg":"task submitted"'));
  const { taskId } = JSON.parse(line ?? '{}') as { taskId?: string };
  if (!taskId) throw new Error('no task submitted');
  return taskId;
}

/** The processes `pid` started that are still running (`pgrep -P`). */
export function childPidsOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Whether process `pid` is still running (a zombie, exited but not yet reaped, is not). */
export function isRunning(pid: number): boolean {
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
    return !state.trim().startsWith('Z');
  } catch {
    return false;
  }
}

/** Waits until none of `pids` runs, for at most `timeoutMs`; returns those still running. */
export async function untilExited(pids: readonly number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let running = pids.filter(isRunning);
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    running = running.filter(isRunning);
  }
  return running;
}

/** Both emulators with a guild, a temporary folder, and the variables a bot needs to use them. */
export interface BotWorld {
  readonly dir: string;
  readonly env: Record<string, string>;
}

/**
 * Starts a world for bot processes; each cleanup is pushed on `cleanups`, to run in reverse order.
 * The SQLite file is `<dir>/data/bot.sqlite`.
 */
export async function startBotWorld(cleanups: (() => Promise<unknown>)[]): Promise<BotWorld> {
  const dir = await mkdtemp(join(tmpdir(), 'imagine-bot-process-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const discord = await startDiscordEmulator();
  cleanups.push(() => discord.close());
  const imageApi = await startImageApi();
  cleanups.push(() => imageApi.close());
  discord.setupGuild();
  return {
    dir,
    env: {
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: `${discord.url}/api`,
      DISCORD_CDN_URL: `${discord.url}/cdn`,
      DISCORD_MEDIA_PROXY_URL: discord.mediaProxyUrl,
      IMAGE_API_URL: imageApi.url,
      // The emulator is on loopback: allowed explicitly, or the start warns that it is private.
      ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
      KEY_ENCRYPTION_SECRET: TEST_SECRET,
      DATABASE_URL: `sqlite://${join(dir, 'data', 'bot.sqlite')}`,
    },
  };
}
