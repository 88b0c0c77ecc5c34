import type { Config } from '../src/core/config.js';
import type { ResourceUsage } from './resource-sampler.js';
import type { RestWaits } from './rest-rate-limits.js';

/** What one bot process of a sharded run measured between `measure` and `stop`. */
export interface ShardBotMeasured {
  readonly usage: ResourceUsage;
  readonly restWaits: RestWaits;
  /** Its most recent warn and error log lines. */
  readonly problems: readonly string[];
  /** discord.js's global limit in it, scaled with the run. */
  readonly discordJsGlobalPerSecond: number;
}

/** Messages to a bot process of a sharded run. */
export type ToShardBot =
  /** Starts the bot on `config` (its `SHARD_IDS` of `SHARD_COUNT`) at the run's time scale. */
  | { readonly type: 'start'; readonly config: Config; readonly timeScale: number }
  | { readonly type: 'measure' }
  | { readonly type: 'stop' };

/** Messages from a bot process of a sharded run. */
export type FromShardBot =
  | { readonly type: 'ready' }
  | { readonly type: 'measuring' }
  | { readonly type: 'stopped'; readonly measured: ShardBotMeasured }
  | { readonly type: 'error'; readonly message: string };
