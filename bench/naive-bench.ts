import { tmpdir } from 'node:os';
import type { RunBenchOptions } from './bench.js';
import { IMAGE_SIZE, LONGEST_TASK_MS } from './bench.js';
import { BENCH_DEFAULTS, type BenchOptions } from './bench-options.js';
import { type BenchReport, buildReport } from './bench-report.js';
import { forkNaiveBot } from './naive-bot/naive-handle.js';
import { forkWorld } from './world-handle.js';

/** What the naive run copies from the real bot's run so both face the same arrivals. */
export interface NaiveRunShape {
  /** The real bot's `GUILD_MAX_ACTIVE_JOBS`: the arrival schedule is planned from it. */
  readonly slotsPerGuild: number;
  /** The real bot's `MAX_ACTIVE_PER_MEMBER` (never reached; shown for the record). */
  readonly maxActivePerMember: number;
}

/**
 * Runs the naive peer-style bot (`naive-bot/`) in its own process against a fresh world built
 * from the same options (seed, servers, members, time scale) and the same arrival schedule, and
 * reports it like {@link runBench} does the real bot. Its targets are evaluated but only informative.
 */
export async function runNaiveBench(
  options: RunBenchOptions,
  shape: NaiveRunShape,
): Promise<BenchReport> {
  const opts: BenchOptions = { ...BENCH_DEFAULTS, ...options };
  const stage = options.onStage ?? (() => undefined);
  const started = performance.now();
  const world = forkWorld();
  const bot = forkNaiveBot({ production: options.production ?? false });
  try {
    stage(`naive bot: setting up ${opts.guilds} servers and ${opts.jobs} members`);
    const drainMs = 2 * LONGEST_TASK_MS * opts.timeScale + 20_000;
    const { guilds, jobs, timeScale, seed, load, burst } = opts;
    const setup = { guilds, jobs, timeScale, seed, load, burst, imageSize: IMAGE_SIZE, drainMs };
    const info = await world.setup(setup);
    await bot.start({
      discord: info.discord,
      imageApiUrl: info.imageApiUrl,
      keys: info.members.map((member) => [member.userId, member.apiKey] as const),
      timeScale,
    });
    stage(`naive bot: running ${opts.jobs} generations`);
    await bot.measure();
    const result = await world.run(shape.slotsPerGuild);
    const measured = await bot.stop();
    return buildReport({
      options: opts,
      storeDir: tmpdir(),
      settings: {
        pollIntervalMs: measured.pollIntervalMs,
        pollJitterMs: 0,
        editIntervalMs: 0,
        guildMinTimeMs: 0,
        guildMaxActiveJobs: shape.slotsPerGuild,
        maxActivePerMember: shape.maxActivePerMember,
        imageSize: IMAGE_SIZE,
        discordJsGlobalPerSecond: measured.discordJsGlobalPerSecond,
      },
      result,
      bot: measured.usage,
      restWaits: measured.restWaits,
      wallMs: performance.now() - started,
      problems: [],
    });
  } finally {
    await bot.close();
    await world.close();
  }
}
