import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../src/core/config.js';
import { type RedisServer, startRedisServer } from '../test/helpers/redis-server.js';
import { type BotHandle, forkBot } from './bot-handle.js';
import { type FairFigures, fairFigures } from './fair-figures.js';
import type { FairBackend } from './fair-gpus.js';
import type { FairRecords } from './fair-records.js';
import { type FairScenario, scenarioGpu } from './fair-scenario.js';
import {
  type FairMode,
  FairModeUnavailable,
  FairWorld,
  type FaultEvent,
  type TimedFault,
} from './fair-world.js';

/** A GPU server killed mid-run (and restarted later, if asked). */
export interface GpuKill {
  /** Its index in the pool (0: the one the special model is on, and today's only server). */
  readonly server: number;
  /** When, as a share of the arrival window. */
  readonly at: number;
  /** When it comes back, as a share of the window; absent: never. */
  readonly restartAt?: number;
}

/** The bot as several processes on one Redis, one of them killed mid-run. */
export interface RedisKill {
  readonly processes: number;
  /** When process 1 is SIGKILLed, as a share of the window. */
  readonly at: number;
  /** Real ms before its successor starts (as a supervisor restarts it). */
  readonly restartAfterMs: number;
}

/** One configuration of `npm run bench:fair`. */
export interface FairRunOptions {
  readonly mode: FairMode;
  readonly backend: FairBackend;
  readonly scenario: FairScenario;
  readonly timeScale: number;
  /** Emulated ms after the window the replies may take to end. */
  readonly drainMs: number;
  /** The bot compiled, started as `npm start` starts it (else its TypeScript through tsx). */
  readonly production: boolean;
  readonly gpuKill?: GpuKill;
  readonly redis?: RedisKill;
  /** Appends each bot process's JSON log to a file in this folder. @default none (kept in memory) */
  readonly logDir?: string;
  readonly onStage?: (stage: string) => void;
}

/** What one configuration gave. */
export interface FairRun {
  readonly mode: FairMode;
  readonly gpus: number;
  readonly label: string;
  /** Why it did not run (this build of the bot has no pool or line); nothing else then. */
  readonly unavailable?: string;
  readonly records?: FairRecords;
  readonly figures?: FairFigures;
  readonly events: readonly FaultEvent[];
  /** Real ms the configuration took, set-up included. */
  readonly wallMs: number;
  /** The bots' last warnings and errors. */
  readonly problems: readonly string[];
}

/** `fifo 4 GPUs`, `fair 3 GPUs, GPU 1 killed`, `fair 3 GPUs on Redis, 3 processes, one killed`. */
export function runLabel(
  options: Pick<FairRunOptions, 'mode' | 'gpuKill' | 'redis'> & {
    readonly gpus: number;
  },
): string {
  const gpus = `${options.mode} ${options.gpus} GPU${options.gpus === 1 ? '' : 's'}`;
  const kill = options.gpuKill ? `, GPU ${options.gpuKill.server + 1} killed` : '';
  const redis = options.redis ? `, Redis, ${options.redis.processes} processes, one killed` : '';
  return `${gpus}${kill}${redis}`;
}

/**
 * Runs one configuration: the world and its pool of GPUs, the bot in its own process (or
 * `redis.processes` of them on a `redis-server`, each holding one Discord server's shard), the
 * scenario played with its faults; the figures computed from what the world recorded.
 */
export async function runFairConfig(options: FairRunOptions): Promise<FairRun> {
  const started = performance.now();
  const { scenario, mode, timeScale, redis } = options;
  const gpus = scenario.options.gpus;
  const label = runLabel({ ...options, gpus });
  const stage = (text: string) => options.onStage?.(`${label}: ${text}`);
  stage('starting the emulators');
  const world = await FairWorld.start({
    backend: options.backend,
    gpus,
    members: scenario.options.members,
    preset: scenarioGpu(scenario.options),
    timeScale,
    seed: scenario.options.seed,
    ...(redis && { shards: redis.processes }),
  });
  const bots: BotHandle[] = [];
  let server: RedisServer | undefined;
  let dataDir: string | undefined;
  try {
    if (options.logDir) await mkdir(options.logDir, { recursive: true });
    let config: Config;
    try {
      if (redis) server = await startRedisServer();
      else dataDir = await mkdtemp(join(tmpdir(), 'imagine-fair-'));
      const databaseUrl = server?.url ?? `sqlite://${join(dataDir as string, 'bot.sqlite')}`;
      config = world.botConfig(mode, databaseUrl, {
        ...(redis && { SHARD_COUNT: String(redis.processes), IDENTIFY_WINDOW_MS: '100' }),
      });
    } catch (error) {
      if (!(error instanceof FairModeUnavailable)) throw error;
      return { mode, gpus, label, unavailable: error.message, events: [], wallMs: 0, problems: [] };
    }
    const startBot = async (index: number) => {
      const bot = forkBot(`bot process ${index + 1}`, { production: options.production });
      bots.push(bot);
      const own: Config = redis ? { ...config, SHARD_IDS: [index] } : config;
      const name = `${label.replace(/\W+/g, '-')}-process-${index + 1}-${bots.length}.log`;
      const logFile = options.logDir && join(options.logDir, name);
      await bot.start({ config: own, timeScale, imageCheck: false, ...(logFile && { logFile }) });
      await bot.measure();
      return bot;
    };
    stage(redis ? `starting ${redis.processes} bot processes on Redis` : 'starting the bot');
    const live = await Promise.all(
      Array.from({ length: redis?.processes ?? 1 }, (_, index) => startBot(index)),
    );
    const faults: TimedFault[] = [];
    const { gpuKill } = options;
    if (gpuKill) {
      const name = `GPU server ${gpuKill.server + 1}`;
      faults.push({
        atMs: gpuKill.at * scenario.windowMs,
        label: `${name} killed`,
        act: async () => void (await world.killGpu(gpuKill.server)),
      });
      if (gpuKill.restartAt !== undefined) {
        faults.push({
          atMs: gpuKill.restartAt * scenario.windowMs,
          label: `${name} restarted`,
          act: async () => {
            await world.restartGpu(gpuKill.server);
            return `${name} listening again`;
          },
        });
      }
    }
    if (redis) {
      const atMs = redis.at * scenario.windowMs;
      faults.push(
        {
          atMs,
          label: 'bot process 1 (shard 0) SIGKILLed',
          act: async () => void live[0]?.signal('SIGKILL'),
        },
        {
          atMs: atMs + redis.restartAfterMs / timeScale,
          label: 'bot process 1 started again',
          act: async () => {
            live[0] = await startBot(0);
            return 'bot process 1 ready';
          },
        },
      );
    }
    const events: FaultEvent[] = [];
    stage(`playing ${scenario.requests.length} commands`);
    const records = await world.play(scenario, faults, options.drainMs, (event) => {
      events.push(event);
      stage(`${event.label} at ${event.atS.toFixed(0)} s`);
    });
    stage('stopping');
    const problems: string[] = [];
    for (const bot of live) problems.push(...(await bot.stop()).problems);
    return {
      mode,
      gpus,
      label,
      records,
      figures: fairFigures(records, scenario.floodMember),
      events,
      wallMs: performance.now() - started,
      problems,
    };
  } finally {
    await Promise.all(bots.map((bot) => bot.close()));
    await world.close();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
