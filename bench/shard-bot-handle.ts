import type { Config } from '../src/core/config.js';
import { forkProcess } from './forked-process.js';
import type { FromShardBot, ShardBotMeasured, ToShardBot } from './shard-bot-protocol.js';

/** The bench's handle on one bot process of a sharded run. */
export interface ShardBotHandle {
  /** Starts the bot on `config` and resolves once it is ready (its shards' leases taken). */
  start(config: Config, timeScale: number): Promise<void>;
  /** Starts measuring its CPU, RSS, event loop and discord.js waits. */
  measure(): Promise<void>;
  /** Stops measuring and the bot, and returns what was measured. */
  stop(): Promise<ShardBotMeasured>;
  /** Waits for the process to exit; kills it after `graceMs`. */
  close(graceMs?: number): Promise<void>;
}

/** Forks a bot process (TypeScript through tsx), one request at a time; `name` labels its errors. */
export function forkShardBot(name: string): ShardBotHandle {
  const bot = forkProcess<ToShardBot, FromShardBot>(
    new URL('./shard-bot-process.ts', import.meta.url),
    name,
  );
  return {
    start: async (config, timeScale) =>
      void (await bot.ask({ type: 'start', config, timeScale }, 'ready')),
    measure: async () => void (await bot.ask({ type: 'measure' }, 'measuring')),
    stop: async () => (await bot.ask({ type: 'stop' }, 'stopped')).measured,
    async close(graceMs = 10_000) {
      if (bot.child.exitCode === null && bot.child.connected) bot.child.disconnect();
      await bot.exited(graceMs);
    },
  };
}
