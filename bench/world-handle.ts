import { forkProcess } from './forked-process.js';
import type { HoldCounters, HoldStart, HoldWindowStart } from './hold-protocol.js';
import type { FromWorld, ToWorld, WorldInfo, WorldResult, WorldSetup } from './world-protocol.js';

/** The bench's handle on the world process. */
export interface WorldHandle {
  setup(setup: WorldSetup): Promise<WorldInfo>;
  run(slotsPerGuild: number): Promise<WorldResult>;
  /** Starts filling a hold; resolves once the commands have begun (they go on in the background). */
  startHold(start: HoldStart): Promise<void>;
  /** The hold's counters; with a window's start, the Discord requests and status gaps since. */
  holdCounters(since?: HoldWindowStart): Promise<HoldCounters>;
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
    startHold: async (start) => void (await world.ask({ type: 'hold', start }, 'holding')),
    holdCounters: async (since) =>
      (
        await world.ask(
          since ? { type: 'holdCounters', since } : { type: 'holdCounters' },
          'holdCounters',
        )
      ).counters,
    async close(graceMs = 5_000) {
      if (world.child.exitCode === null && world.child.connected) {
        await world.ask({ type: 'close' }, 'closed').catch(() => undefined);
      }
      await world.exited(graceMs);
    },
  };
}
