import type { RateLimitData, REST } from 'discord.js';

/** Waits discord.js took before sending, because it knew a limit was reached. */
export interface RestWaits {
  /** Waits on the client-wide (global) limit. */
  readonly global: number;
  /** Waits on a route's bucket (per interaction token, per channel…). */
  readonly route: number;
  /** Total milliseconds discord.js said it would wait. */
  readonly waitedMs: number;
}

/** What discord.js's own limiter does at real speed; multiplied to match a scaled run. */
const DISCORD_JS_GLOBAL_PER_SECOND = 50;
const DISCORD_JS_RESET_OFFSET_MS = 50;

/**
 * Scales discord.js's client-side limits with the run: its global limit of 50 requests per real
 * second becomes 50 per scaled second, and the 50 ms it adds to every reset shrinks alike.
 * Without this a 20× faster run would be throttled by a limit that real time never reaches.
 */
export function scaleRestLimits(rest: REST, timeScale: number): void {
  rest.options.globalRequestsPerSecond = Math.round(DISCORD_JS_GLOBAL_PER_SECOND / timeScale);
  rest.options.offset = DISCORD_JS_RESET_OFFSET_MS * timeScale;
}

/** Counts `rateLimited` events of `rest` until `stop()`, which reports them. */
export function countRestWaits(rest: REST): { stop(): RestWaits } {
  let global = 0;
  let route = 0;
  let waitedMs = 0;
  const listener = (data: RateLimitData) => {
    if (data.global) global += 1;
    else route += 1;
    waitedMs += Math.max(0, data.timeToReset);
  };
  rest.on('rateLimited', listener);
  return {
    stop() {
      rest.off('rateLimited', listener);
      return { global, route, waitedMs };
    },
  };
}
