import type { Clock } from '../clock.js';

/** Discord's gateway limits for the application, as `GET /gateway/bot` reports them. */
export interface GatewayLimitOptions {
  /** The recommended shard count. */
  shards: number;
  /** How many buckets (`shard_id % max_concurrency`) may identify at once. */
  maxConcurrency: number;
  /** Session starts (IDENTIFYs) allowed per 24 hours. */
  sessionStartLimit: number;
  /** How long a bucket stays closed after an IDENTIFY (Discord: 5000 ms); 0 turns the rule off. */
  identifyIntervalMs: number;
  /** More guilds than this on one shard closes the IDENTIFY with 4011. */
  maxGuildsPerShard: number;
}

/** The `session_start_limit` object of `GET /gateway/bot`. */
export interface SessionStartLimit {
  total: number;
  remaining: number;
  reset_after: number;
  max_concurrency: number;
}

/** What becomes of an IDENTIFY: a new session, op 9 (bucket used too recently), or a token reset. */
export type SessionStart = 'started' | 'too-soon' | 'exhausted';

/** The session start window: 1000 IDENTIFYs per 24 hours by default. */
const WINDOW_MS = 24 * 60 * 60_000;

/**
 * Counts session starts in the current 24-hour window (opened by its first IDENTIFY) and when each
 * `max_concurrency` bucket last identified, on the emulator's clock.
 */
export class GatewayLimits {
  readonly #lastByBucket = new Map<number, number>();
  #windowStart: number | undefined;
  #starts = 0;

  constructor(
    private readonly clock: Clock,
    readonly options: GatewayLimitOptions,
  ) {}

  /** The session start limit now; `reset_after` is 0 until the window opens. */
  sessionStartLimit(): SessionStartLimit {
    this.#expire();
    const start = this.#windowStart;
    return {
      total: this.options.sessionStartLimit,
      remaining: Math.max(0, this.options.sessionStartLimit - this.#starts),
      reset_after: start === undefined ? 0 : Math.max(0, start + WINDOW_MS - this.clock.now()),
      max_concurrency: this.options.maxConcurrency,
    };
  }

  /** The rate-limit key of a shard: `shard_id % max_concurrency`. */
  bucketOf(shardId: number): number {
    return shardId % Math.max(1, this.options.maxConcurrency);
  }

  /** Takes a session start for `shardId`, unless its bucket identified too recently or none are left. */
  start(shardId: number): SessionStart {
    this.#expire();
    if (this.#starts >= this.options.sessionStartLimit) return 'exhausted';
    const now = this.clock.now();
    const bucket = this.bucketOf(shardId);
    const last = this.#lastByBucket.get(bucket);
    if (last !== undefined && now - last < this.options.identifyIntervalMs) return 'too-soon';
    this.#lastByBucket.set(bucket, now);
    this.#windowStart ??= now;
    this.#starts++;
    return 'started';
  }

  #expire(): void {
    if (this.#windowStart !== undefined && this.clock.now() - this.#windowStart >= WINDOW_MS) {
      this.#windowStart = undefined;
      this.#starts = 0;
    }
  }
}
