import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromNaive, NaiveMeasured, NaiveStart, ToNaive } from './naive-protocol.js';

const NAIVE_ENTRY = fileURLToPath(new URL('./naive-process.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The bench's handle on the naive bot's process. */
export interface NaiveHandle {
  /** Logs the naive bot in to the emulated gateway. */
  start(start: NaiveStart): Promise<void>;
  /** Starts measuring its CPU, RSS, event loop and discord.js waits. */
  measure(): Promise<void>;
  /** Stops measuring and the bot, and returns what was measured. */
  stop(): Promise<NaiveMeasured>;
  /** Waits for the process to exit; kills it after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

/** Forks the naive bot's process (TypeScript through tsx), one request at a time. */
export function forkNaiveBot(): NaiveHandle {
  const child: ChildProcess = fork(NAIVE_ENTRY, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ask = <T extends FromNaive['type']>(message: ToNaive, expected: T) =>
    new Promise<Extract<FromNaive, { type: T }>>((resolve, reject) => {
      const onMessage = (answer: FromNaive) => {
        cleanup();
        if (answer.type === expected) resolve(answer as Extract<FromNaive, { type: T }>);
        else if (answer.type === 'error') reject(new Error(`naive bot: ${answer.message}`));
        else reject(new Error(`naive bot answered ${answer.type}, expected ${expected}`));
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`naive bot exited (code ${code}) while waiting for ${expected}`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });

  return {
    start: async (start) => void (await ask({ type: 'start', start }, 'ready')),
    measure: async () => void (await ask({ type: 'measure' }, 'measuring')),
    stop: async () => (await ask({ type: 'stop' }, 'stopped')).measured,
    async close(graceMs = 5_000) {
      if (child.exitCode === null && child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
