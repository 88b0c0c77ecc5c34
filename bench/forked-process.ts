import { type ChildProcess, fork } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionStart } from './compiled-bot.js';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm run build:bench` (tsconfig.bench.json) writes the bench's bot processes. */
const COMPILED_DIR = resolve(REPO_ROOT, 'dist');

/** Options of {@link forkProcess}. */
export interface ForkOptions {
  /**
   * Runs the child as production runs the bot: compiled (its `.js` under `dist/`, written by
   * `npm run build:bench`: build it first, see `buildBot`) with `npm start`'s `node` flags and
   * environment defaults ({@link productionStart}); otherwise its TypeScript through tsx.
   * @default false
   */
  readonly production?: boolean;
}

/**
 * The entry, `node` flags and environment of a child: {@link ForkOptions.production}'s, or tsx's.
 * `BENCH_CHILD_NODE_ARGS` adds `node` flags to either (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
 */
export function childLaunch(entry: URL, options: ForkOptions = {}) {
  const extra = process.env.BENCH_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const source = fileURLToPath(entry);
  if (!options.production) {
    return { path: source, execArgv: ['--import', 'tsx', ...extra], env: process.env };
  }
  const start = productionStart();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(start.env)) {
    if (!env[name]) env[name] = value; // as `NAME=${NAME:-value}` in the start script
  }
  const compiled = resolve(COMPILED_DIR, relative(REPO_ROOT, source)).replace(/\.ts$/, '.js');
  return { path: compiled, execArgv: [...start.nodeArgs, ...extra], env };
}

/** A child process answering one request at a time over IPC, with `{ type }` messages. */
export interface ForkedProcess<To, From extends { type: string }> {
  readonly child: ChildProcess;
  /** Sends `message` and resolves with the answer of type `expected`; an `error` answer rejects. */
  ask<T extends From['type']>(message: To, expected: T): Promise<Extract<From, { type: T }>>;
  /** Waits for the process to exit; kills it after `graceMs`. */
  exited(graceMs: number): Promise<void>;
}

/**
 * Forks `entry` (a `.ts` file of the repository; how it runs: {@link childLaunch}) from the
 * repository root; `name` labels its errors.
 */
export function forkProcess<To, From extends { type: string }>(
  entry: URL,
  name: string,
  options: ForkOptions = {},
): ForkedProcess<To, From> {
  const launch = childLaunch(entry, options);
  const child: ChildProcess = fork(launch.path, [], {
    cwd: REPO_ROOT,
    execArgv: launch.execArgv,
    env: launch.env,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ask = <T extends From['type']>(message: To, expected: T) =>
    new Promise<Extract<From, { type: T }>>((resolve, reject) => {
      const onMessage = (answer: From) => {
        cleanup();
        if (answer.type === expected) resolve(answer as Extract<From, { type: T }>);
        else if (answer.type === 'error') {
          reject(new Error(`${name}: ${(answer as { message?: string }).message}`));
        } else reject(new Error(`${name} answered ${answer.type}, expected ${expected}`));
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`${name} exited (code ${code}) while waiting for ${expected}`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message as object);
    });

  return {
    child,
    ask,
    async exited(graceMs) {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}
