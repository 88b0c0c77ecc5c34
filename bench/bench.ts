import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import { createLogCapture } from '../sandbox/demo/log-capture.js';
import { type RunningApp, startApp } from '../src/app.js';
import { watchAnswerPhase } from './answer-phase.js';
import { BENCH_DEFAULTS, type BenchOptions } from './bench-options.js';
import { type BenchReport, buildReport } from './bench-report.js';
import { linkMembers } from './link-members.js';
import { startResourceSampler } from './resource-sampler.js';
import { countRestWaits, scaleRestLimits } from './rest-rate-limits.js';
import { forkWorld } from './world-handle.js';

/** Options of {@link runBench}: the bench's flags plus a progress callback. */
export interface RunBenchOptions extends Partial<BenchOptions> {
  /** Told each stage as it starts (setup, run, shutdown). @default nothing */
  readonly onStage?: (stage: string) => void;
}

/** Width and height of every image the members ask for. */
export const IMAGE_SIZE = 512;
/** The slowest task the service draws (node-graph, 60 s) before scaling. */
export const LONGEST_TASK_MS = 60_000;

/**
 * Runs the real bot in this process against both emulators in a second one, plays every
 * member's `/imagine`, and reports latencies, request counts, polling, 429s and resources.
 * Bounded: jobs still open 2 × the longest task + 20 s after the last command are given up.
 */
export async function runBench(options: RunBenchOptions = {}): Promise<BenchReport> {
  const opts: BenchOptions = { ...BENCH_DEFAULTS, ...options };
  const stage = options.onStage ?? (() => undefined);
  const started = performance.now();
  const world = forkWorld();
  const logs = createLogCapture({ file: opts.logFile });
  let dataDir: string | undefined;
  let app: RunningApp | undefined;
  try {
    stage(`setting up ${opts.guilds} servers and ${opts.jobs} members`);
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
    app = await startApp(config, { logger: logs.logger });
    scaleRestLimits(app.client.rest, opts.timeScale);
    await linkMembers(app.context, info.members);
    stage(`running ${opts.jobs} generations`);
    const waits = countRestWaits(app.client.rest);
    const sampler = startResourceSampler();
    const answers = watchAnswerPhase(app.client.rest, opts.jobs);
    const result = await world.run(config.GUILD_MAX_ACTIVE_JOBS);
    const answerPhase = answers.stop();
    const bot = await sampler.stop();
    stage('stopping');
    await app.stop();
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
        discordJsGlobalPerSecond: app.client.rest.options.globalRequestsPerSecond,
      },
      result,
      bot,
      ...(answerPhase ? { answerPhase } : {}),
      restWaits: waits.stop(),
      wallMs: performance.now() - started,
      problems: logs.problems(),
    });
  } finally {
    await app?.stop();
    await world.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await logs.close();
  }
}
