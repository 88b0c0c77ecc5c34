import type { ResourceUsage } from '../resource-sampler.js';
import type { RestWaits } from '../rest-rate-limits.js';

/** What the naive bot's process needs to start. */
export interface NaiveStart {
  readonly discord: { readonly url: string; readonly token: string };
  readonly imageApiUrl: string;
  /** `[Discord user id, image-service key]` of every member. */
  readonly keys: readonly (readonly [string, string])[];
  /** Multiplies the 2500 ms poll interval and discord.js's own limits, as for the real bot. */
  readonly timeScale: number;
}

/** What the naive bot's process measured between `measure` and `stop`. */
export interface NaiveMeasured {
  readonly usage: ResourceUsage;
  readonly restWaits: RestWaits;
  readonly pollIntervalMs: number;
  readonly discordJsGlobalPerSecond: number;
}

/** Messages to the naive bot's process. */
export type ToNaive =
  | { readonly type: 'start'; readonly start: NaiveStart }
  | { readonly type: 'measure' }
  | { readonly type: 'stop' };

/** Messages from the naive bot's process. */
export type FromNaive =
  | { readonly type: 'ready' }
  | { readonly type: 'measuring' }
  | { readonly type: 'stopped'; readonly measured: NaiveMeasured }
  | { readonly type: 'error'; readonly message: string };

/** The naive bot's poll interval at real speed, as peers write it. */
export const NAIVE_POLL_INTERVAL_MS = 2_500;
