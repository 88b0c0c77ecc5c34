import type { BotMeasured, BotStart, FromBot, ToBot } from './bot-protocol.js';
import { type ForkOptions, forkProcess } from './forked-process.js';

/** The bench's handle on the real bot's process. */
export interface BotHandle {
  /** Starts the bot and resolves once it is ready (and the members' keys are linked, if given). */
  start(start: BotStart): Promise<void>;
  /** Starts measuring its CPU, RSS, event loop, discord.js waits (and answer phase, if asked). */
  measure(expectedCallbacks?: number): Promise<void>;
  /** Stops measuring and the bot, and returns what was measured. */
  stop(): Promise<BotMeasured>;
  /** Sends `signal` to the process (`SIGKILL`: it dies as a crash kills it, nothing flushed). */
  signal(signal: NodeJS.Signals): void;
  /** Waits for the process to exit; kills it after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

/** Forks the real bot's process, one request at a time; `name` labels its errors. */
export function forkBot(name: string, options: ForkOptions = {}): BotHandle {
  const bot = forkProcess<ToBot, FromBot>(
    new URL('./bot-process.ts', import.meta.url),
    name,
    options,
  );
  return {
    start: async (start) => void (await bot.ask({ type: 'start', start }, 'ready')),
    measure: async (expectedCallbacks) =>
      void (await bot.ask(
        expectedCallbacks ? { type: 'measure', expectedCallbacks } : { type: 'measure' },
        'measuring',
      )),
    stop: async () => (await bot.ask({ type: 'stop' }, 'stopped')).measured,
    signal: (signal) => void bot.child.kill(signal),
    async close(graceMs = 10_000) {
      if (bot.child.exitCode === null && bot.child.connected) bot.child.disconnect();
      await bot.exited(graceMs);
    },
  };
}
