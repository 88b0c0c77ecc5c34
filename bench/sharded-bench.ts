import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import type { Config } from '../src/core/config.js';
import { startRedisServer } from '../test/helpers/redis-server.js';
import { IMAGE_SIZE, LONGEST_TASK_MS, type RunBenchOptions } from './bench.js';
import { BENCH_DEFAULTS, type BenchOptions } from './bench-options.js';
import { type BenchReport, buildReport } from './bench-report.js';
import { type BotHandle, forkBot } from './bot-handle.js';
import type { BotMeasured } from './bot-protocol.js';
import { linkMembersBeforeStart } from './link-members.js';
import type { ResourceUsage } from './resource-sampler.js';
import type { RestWaits } from './rest-rate-limits.js';
import { forkWorld } from './world-handle.js';
import type { WorldResult } from './world-protocol.js';

/**
 * How long each `max_concurrency` bucket waits between two IDENTIFYs in the bots: the bench world
 * does not enforce Discord's 5 s, and start-up is not measured.
 */
const BENCH_IDENTIFY_WINDOW_MS = 100;

/** One bot process of a sharded run: its shards and its figures, on the jobs of its shards. */
export interface ProcessReport {
  readonly shards: readonly number[];
  readonly report: BenchReport;
}

/** A sharded run: each process's report, the whole run's, and whether every one passed. */
export interface ShardedReport {
  readonly processes: readonly ProcessReport[];
  /** Every job, with the processes' usage added up (see {@link addUsage}). */
  readonly total: BenchReport;
  readonly pass: boolean;
}

/** Shards `0 … shards - 1` in `processes` contiguous ranges, as even as they go. */
export function shardRanges(processes: number, shards: number): number[][] {
  return Array.from({ length: processes }, (_, index) => {
    const from = Math.floor((index * shards) / processes);
    const to = Math.floor(((index + 1) * shards) / processes);
    return Array.from({ length: to - from }, (_, offset) => from + offset);
  });
}

/**
 * Several processes' usage as one: CPU and peak RSS added up (the machine's share), the busiest
 * event loop and the latest timers (no process was better off than that), the longest wall time.
 */
export function addUsage(usages: readonly ResourceUsage[]): ResourceUsage {
  const sum = (pick: (u: ResourceUsage) => number) => usages.reduce((t, u) => t + pick(u), 0);
  const max = (pick: (u: ResourceUsage) => number) => Math.max(0, ...usages.map(pick));
  return {
    peakRssBytes: sum((u) => u.peakRssBytes),
    cpuMs: sum((u) => u.cpuMs),
    userCpuMs: sum((u) => u.userCpuMs),
    systemCpuMs: sum((u) => u.systemCpuMs),
    wallMs: max((u) => u.wallMs),
    eventLoopUtilization: max((u) => u.eventLoopUtilization),
    loopDelayMs: {
      p50: max((u) => u.loopDelayMs.p50),
      p99: max((u) => u.loopDelayMs.p99),
      max: max((u) => u.loopDelayMs.max),
    },
  };
}

const addWaits = (waits: readonly RestWaits[]): RestWaits => ({
  global: waits.reduce((t, w) => t + w.global, 0),
  route: waits.reduce((t, w) => t + w.route, 0),
  waitedMs: waits.reduce((t, w) => t + w.waitedMs, 0),
});

/** The run as one process saw it: the jobs its shards received and their tasks. */
function resultOf(result: WorldResult, shards: readonly number[]): WorldResult {
  const jobs = result.jobs.filter((job) => job.shard !== undefined && shards.includes(job.shard));
  const taskIds = new Set(jobs.map((job) => job.taskId));
  return { ...result, jobs, tasks: result.tasks.filter((task) => taskIds.has(task.taskId)) };
}

/**
 * `npm run bench -- --processes N --shards S`: the same run as {@link runBench}, with the bot as
 * N processes (each a range of the S shards, `SHARD_COUNT`/`SHARD_IDS`) on a `redis-server` of
 * its own, against a world whose servers are spread over the shards. Each process runs the real
 * bot alone and measures itself as the one-process bench does; each process's jobs (those its
 * shards received) are held to the same targets, and so is the whole run. Discord requests and
 * 429s are the whole run's in every report: the emulator does not tell the processes apart.
 */
export async function runShardedBench(options: RunBenchOptions = {}): Promise<ShardedReport> {
  const opts: BenchOptions = { ...BENCH_DEFAULTS, ...options };
  const stage = options.onStage ?? (() => undefined);
  const started = performance.now();
  const ranges = shardRanges(opts.processes, opts.shards);
  stage('starting redis-server');
  const redis = await startRedisServer();
  const world = forkWorld();
  const production = options.production ?? false;
  const bots: BotHandle[] = ranges.map((_, index) =>
    forkBot(`bot process ${index + 1}`, { production }),
  );
  try {
    stage(`setting up ${opts.guilds} servers on ${opts.shards} shards and ${opts.jobs} members`);
    const drainMs = 2 * LONGEST_TASK_MS * opts.timeScale + 20_000;
    const { guilds, jobs, timeScale, seed, load, burst, shards } = opts;
    const info = await world.setup({
      ...{ guilds, jobs, timeScale, seed, load, burst, shards },
      ...{ imageSize: IMAGE_SIZE, drainMs },
    });
    const config = emulatedBotConfig({
      discord: info.discord,
      imageApiUrl: info.imageApiUrl,
      databaseUrl: redis.url,
      timeScale,
      env: { SHARD_COUNT: String(shards), IDENTIFY_WINDOW_MS: String(BENCH_IDENTIFY_WINDOW_MS) },
    });
    await linkMembersBeforeStart(config, info.members);
    stage(`starting ${bots.length} bot processes: shards ${ranges.map(label).join(' | ')}`);
    await Promise.all(
      bots.map((bot, index) => {
        const own: Config = { ...config, SHARD_IDS: ranges[index] ?? [] };
        return bot.start({ config: own, timeScale });
      }),
    );
    stage(`running ${opts.jobs} generations`);
    await Promise.all(bots.map((bot) => bot.measure()));
    const result = await world.run(config.GUILD_MAX_ACTIVE_JOBS);
    stage('stopping');
    const measured: BotMeasured[] = [];
    for (const bot of bots) measured.push(await bot.stop());
    const settings = {
      pollIntervalMs: config.POLL_INTERVAL_MS,
      pollJitterMs: config.POLL_JITTER_MS,
      editIntervalMs: config.EDIT_INTERVAL_MS,
      guildMinTimeMs: config.GUILD_MIN_TIME_MS,
      guildMaxActiveJobs: config.GUILD_MAX_ACTIVE_JOBS,
      maxActivePerMember: config.MAX_ACTIVE_PER_MEMBER,
      imageSize: IMAGE_SIZE,
      discordJsGlobalPerSecond: measured[0]?.discordJsGlobalPerSecond ?? 0,
    };
    const wallMs = performance.now() - started;
    const processes = ranges.map((range, index) => {
      const own = measured[index] as BotMeasured;
      const report = buildReport({
        options: opts,
        storeDir: redis.url,
        settings,
        result: resultOf(result, range),
        bot: own.usage,
        restWaits: own.restWaits,
        wallMs,
        problems: own.problems,
      });
      return { shards: range, report };
    });
    const total = buildReport({
      options: opts,
      storeDir: redis.url,
      settings,
      result,
      bot: addUsage(measured.map((m) => m.usage)),
      restWaits: addWaits(measured.map((m) => m.restWaits)),
      wallMs,
      problems: measured.flatMap((m) => m.problems),
    });
    const pass = total.pass && processes.every((p) => p.report.pass);
    return { processes, total, pass };
  } finally {
    await Promise.all(bots.map((bot) => bot.close()));
    await world.close();
    await redis.close();
  }
}

/** `0-1`, `2`, or `0,2` for a set of shards. */
export function label(shards: readonly number[]): string {
  const first = shards[0];
  const last = shards.at(-1);
  if (first === undefined || last === undefined) return '(none)';
  const contiguous = shards.every((shard, index) => shard === first + index);
  if (first === last) return String(first);
  return contiguous ? `${first}-${last}` : shards.join(',');
}
