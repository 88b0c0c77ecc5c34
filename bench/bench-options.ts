/** What one bench run does. */
export interface BenchOptions {
  /** Discord servers, each with its own #general and members. @default 50 */
  readonly guilds: number;
  /** Generations, spread evenly over the servers, one distinct member each. @default 1000 */
  readonly jobs: number;
  /**
   * Multiplies every duration of the run: task durations, the bot's poll interval, jitter, edit
   * and request spacing, Discord's rate-limit windows and discord.js's global limit. @default 0.05
   */
  readonly timeScale: number;
  /**
   * Share of each server's generation slots (`GUILD_MAX_ACTIVE_JOBS`) kept busy on average by
   * Poisson arrivals; 0.1 is about one generation per server per minute at real speed. @default 0.1
   */
  readonly load: number;
  /** Every generation arrives at once (overrides `load`): the many-concurrent-generations case. @default false */
  readonly burst: boolean;
  /** Seeds arrivals, workflows and the image service. @default 1 */
  readonly seed: number;
  /**
   * Also run the naive peer-style bot (`bench/naive-bot/`) on the same world and arrivals, and
   * report both side by side with their ratio. @default false
   */
  readonly baseline: boolean;
  /** Print the report as JSON instead of text. @default false */
  readonly json: boolean;
  /** Append the bot's JSON log to this file. @default undefined (kept in memory) */
  readonly logFile?: string;
  /** Folder for the bot's temporary SQLite store. @default the OS temporary folder */
  readonly dataDir?: string;
  /**
   * Bot processes, each running a range of the shards, on one Redis (a `redis-server` the bench
   * starts); 1 with one shard runs one bot process on SQLite. @default 1
   */
  readonly processes: number;
  /** Discord shards in all (`SHARD_COUNT`), at least `processes`. @default `processes` */
  readonly shards: number;
}

/** The defaults every {@link BenchOptions} is merged over. */
export const BENCH_DEFAULTS = {
  guilds: 50,
  jobs: 1000,
  timeScale: 0.05,
  load: 0.1,
  burst: false,
  seed: 1,
  baseline: false,
  json: false,
  processes: 1,
  shards: 1,
} as const;
