import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import { BENCH_DEFAULTS, type BenchOptions } from './bench-options.js';
import { type BenchReport, buildReport } from './bench-report.js';
import { forkBot } from './bot-handle.js';
import type { BotMeasured } from './bot-protocol.js';
import { forkWorld } from './world-handle.js';

/** Options of {@link runBench}: the bench's flags plus how its bots run and a progress callback. */
export interface RunBenchOptions extends Partial<BenchOptions> {
  /** Told each stage as it starts (setup, run, shutdown). @default nothing */
  readonly onStage?: (stage: string) => void;
  /**
   * Runs every bot (the real one, the naive one) compiled with `npm start`'s flags and
   * environment defaults, as `npm run bench` does after building them (`buildBot`); otherwise
   * their TypeScript through tsx, as the tests do. @default false
   */
  readonly production?: boolean;
  /** False: the run without the image safety check (see `BotStart.imageCheck`). @default true */
  readonly imageCheck?: boolean;
  /** Reads the bot's RSS once the check's idle period has passed after the run. @default false */
  readonly idleRss?: boolean;
}

/** Width and height of every image the members ask for. */
export const IMAGE_SIZE = 512;
/** The slowest task the service draws (node-graph, 60 s) before scaling. */
export const LONGEST_TASK_MS = 60_000;

/**
 * Runs the real bot in a process of its own against both emulators in another, plays every
 * member's `/imagine`, and reports latencies, request counts, polling, 429s and resources.
 * Bounded: jobs still open 2 × the longest task + 20 s after the last command are given up.
 */
export async function runBench(options: RunBenchOptions = {}): Promise<BenchReport> {
  const opts: BenchOptions = { ...BENCH_DEFAULTS, ...options };
  const stage = options.onStage ?? (() => undefined);
  const started = performance.now();
  const world = forkWorld();
  const bot = forkBot('bot process', { production: options.production ?? false });
  let dataDir: string | undefined;
  try {
    const off = options.imageCheck === false ? ' (image check off)' : '';
    stage(`setting up ${opts.guilds} servers and ${opts.jobs} members${off}`);
    const drainMs = 2 * LONGEST_TASK_MS * opts.timeScale + 20_000;
    const { guilds, jobs, timeScale, seed, load, burst } = opts;
    const setup = { guilds, jobs, timeScale, seed, load, burst, imageSize: IMAGE_SIZE, drainMs };
    const info = await world.setup(setup);
    dataDir = await mkdtemp(join(opts.dataDir ?? tmpdir(), 'imagine-bench-'));
    const config = emulatedBotConfig({
      discord: info.discord,
      imageApiUrl: info.imageApiUrl,
      databaseUrl: `sqlite://${join(dataDir, 'bot.sqlite')}`,
      timeScale: opts.timeScale,
    });
    const { logFile } = opts;
    const imageCheck = options.imageCheck ?? true;
    await bot.start({
      config,
      timeScale,
      members: info.members,
      imageCheck,
      idleRss: options.idleRss ?? false,
      ...(logFile && { logFile }),
    });
    stage(`running ${opts.jobs} generations`);
    await bot.measure(opts.jobs);
    const result = await world.run(config.GUILD_MAX_ACTIVE_JOBS);
    stage('stopping');
    const measured: BotMeasured = await bot.stop();
    return buildReport({
      options: opts,
      storeDir: opts.dataDir ?? tmpdir(),
      settings: {
        pollIntervalMs: config.POLL_INTERVAL_MS,
        pollJitterMs: config.POLL_JITTER_MS,
        editIntervalMs: config.EDIT_INTERVAL_MS,
        guildMinTimeMs: config.GUILD_MIN_TIME_MS,
        guildMaxActiveJobs: config.GUILD_MAX_ACTIVE_JOBS,
        maxActivePerMember: config.MAX_ACTIVE_PER_MEMBER,
        imageSize: IMAGE_SIZE,
        discordJsGlobalPerSecond: measured.discordJsGlobalPerSecond,
      },
      result,
      bot: measured.usage,
      ...(measured.answerPhase ? { answerPhase: measured.answerPhase } : {}),
      ...(measured.imageChecks ? { imageChecks: measured.imageChecks } : {}),
      ...(measured.idleRss ? { idleRss: measured.idleRss } : {}),
      imageCheck,
      restWaits: measured.restWaits,
      wallMs: performance.now() - started,
      problems: measured.problems,
    });
  } finally {
    await bot.close();
    await world.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
