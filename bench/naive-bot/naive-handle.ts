import { type ForkOptions, forkProcess } from '../forked-process.js';
import type { FromNaive, NaiveMeasured, NaiveStart, ToNaive } from './naive-protocol.js';

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

/** Forks the naive bot's process, one request at a time. */
export function forkNaiveBot(options: ForkOptions = {}): NaiveHandle {
  const naive = forkProcess<ToNaive, FromNaive>(
    new URL('./naive-process.ts', import.meta.url),
    'naive bot',
    options,
  );
  return {
    start: async (start) => void (await naive.ask({ type: 'start', start }, 'ready')),
    measure: async () => void (await naive.ask({ type: 'measure' }, 'measuring')),
    stop: async () => (await naive.ask({ type: 'stop' }, 'stopped')).measured,
    async close(graceMs = 5_000) {
      if (naive.child.exitCode === null && naive.child.connected) naive.child.disconnect();
      await naive.exited(graceMs);
    },
  };
}
