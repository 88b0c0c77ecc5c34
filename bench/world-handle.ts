import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromWorld, ToWorld, WorldInfo, WorldResult, WorldSetup } from './world-protocol.js';

const WORLD_ENTRY = fileURLToPath(new URL('./world-process.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The bench's handle on the world process. */
export interface WorldHandle {
  setup(setup: WorldSetup): Promise<WorldInfo>;
  run(slotsPerGuild: number): Promise<WorldResult>;
  /** Closes the emulators and waits for the process to exit; kills it after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

/** Starts the world process (TypeScript through tsx) and talks to it one request at a time. */
export function forkWorld(): WorldHandle {
  const child: ChildProcess = fork(WORLD_ENTRY, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ask = <T extends FromWorld['type']>(message: ToWorld, expected: T) =>
    new Promise<Extract<FromWorld, { type: T }>>((resolve, reject) => {
      const onMessage = (answer: FromWorld) => {
        cleanup();
        if (answer.type === expected) resolve(answer as Extract<FromWorld, { type: T }>);
        else if (answer.type === 'error') reject(new Error(`world process: ${answer.message}`));
        else reject(new Error(`world process answered ${answer.type}, expected ${expected}`));
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`world process exited (code ${code}) while waiting for ${expected}`));
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
    setup: async (setup) => (await ask({ type: 'setup', setup }, 'ready')).info,
    run: async (slotsPerGuild) => (await ask({ type: 'run', slotsPerGuild }, 'result')).result,
    async close(graceMs = 5_000) {
      if (child.exitCode === null && child.connected) {
        await ask({ type: 'close' }, 'closed').catch(() => undefined);
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
