import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A child process answering one request at a time over IPC, with `{ type }` messages. */
export interface ForkedProcess<To, From extends { type: string }> {
  readonly child: ChildProcess;
  /** Sends `message` and resolves with the answer of type `expected`; an `error` answer rejects. */
  ask<T extends From['type']>(message: To, expected: T): Promise<Extract<From, { type: T }>>;
  /** Waits for the process to exit; kills it after `graceMs`. */
  exited(graceMs: number): Promise<void>;
}

/**
 * Forks `entry` (TypeScript through tsx) from the repository root; `name` labels its errors.
 * `BENCH_CHILD_NODE_ARGS` adds `node` flags to the child (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
 */
export function forkProcess<To, From extends { type: string }>(
  entry: URL,
  name: string,
): ForkedProcess<To, From> {
  const child: ChildProcess = fork(fileURLToPath(entry), [], {
    cwd: REPO_ROOT,
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
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
