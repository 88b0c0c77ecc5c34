import { forkProcess } from './forked-process.js';
import type { FromWorld, ToWorld, WorldInfo, WorldResult, WorldSetup } from './world-protocol.js';

/** The bench's handle on the world process. */
export interface WorldHandle {
  setup(setup: WorldSetup): Promise<WorldInfo>;
  run(slotsPerGuild: number): Promise<WorldResult>;
  /** Closes the emulators and waits for the process to exit; kills it after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

/** Starts the world process (TypeScript through tsx) and talks to it one request at a time. */
export function forkWorld(): WorldHandle {
  const world = forkProcess<ToWorld, FromWorld>(
    new URL('./world-process.ts', import.meta.url),
    'world process',
  );
  return {
    setup: async (setup) => (await world.ask({ type: 'setup', setup }, 'ready')).info,
    run: async (slotsPerGuild) =>
      (await world.ask({ type: 'run', slotsPerGuild }, 'result')).result,
    async close(graceMs = 5_000) {
      if (world.child.exitCode === null && world.child.connected) {
        await world.ask({ type: 'close' }, 'closed').catch(() => undefined);
      }
      await world.exited(graceMs);
    },
  };
}
