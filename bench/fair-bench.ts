import { cpus, loadavg } from 'node:os';
import { type FairRun, runFairConfig } from './fair-config.js';
import type { FairBackend } from './fair-gpus.js';
import { IDEAL_POLICIES, type IdealPolicy, type IdealRun, runIdeal } from './fair-ideal.js';
import { floodPenalty } from './fair-measures.js';
import {
  FAIR_SCENARIO_DEFAULTS,
  type FairScenarioOptions,
  fairScenario,
  withoutFlood,
} from './fair-scenario.js';
import type { FairMode } from './fair-world.js';

/** What `npm run bench:fair` plays (its flags). */
export interface FairBenchOptions extends Omit<FairScenarioOptions, 'gpus'> {
  readonly backend: FairBackend;
  /** The pool sizes played in each mode. */
  readonly gpus: readonly number[];
  readonly modes: readonly FairMode[];
  /** Multiplies every emulated duration (the GPUs', the bot's timers, Discord's limits). */
  readonly timeScale: number;
  /** Emulated minutes after the arrivals the replies may take to end. */
  readonly drainMinutes: number;
  /** One of 3 GPU servers killed at `killAt` of the window, restarted at `restartAt`. */
  readonly failover: boolean;
  readonly killAt: number;
  readonly restartAt: number;
  /** The bot as 3 processes on Redis, one SIGKILLed at `redisKillAt`, started again after 3 s. */
  readonly redis: boolean;
  readonly redisKillAt: number;
  /** The bot compiled and started as `npm start` starts it (else its TypeScript through tsx). */
  readonly production: boolean;
  /** A folder for the bot processes' JSON logs. @default none */
  readonly logDir?: string;
  /**
   * Each pool size in each mode also played with the same arrivals less the flood, for the flood
   * penalty (the references always are: they take a second).
   */
  readonly paired: boolean;
}

export const FAIR_BENCH_DEFAULTS: FairBenchOptions = {
  ...FAIR_SCENARIO_DEFAULTS,
  backend: 'comfyui',
  gpus: [1, 2, 4],
  modes: ['fifo', 'fair'],
  timeScale: 0.1,
  drainMinutes: 15,
  failover: true,
  killAt: 0.4,
  restartAt: 0.7,
  redis: true,
  redisKillAt: 0.5,
  production: true,
  paired: true,
};

/**
 * `--quick`: the same runs at a smaller scale (24 members, 2 emulated minutes, a flood of 8, time
 * scale 0.05: about 5 minutes in all; 30 % of the requests upscaled, 10 % animated), to see the bench work end to end; its figures are not the
 * issue's, whose goals assume the full community.
 */
export const FAIR_BENCH_QUICK: FairBenchOptions = {
  ...FAIR_BENCH_DEFAULTS,
  gpus: [1, 2],
  members: 24,
  minutes: 2,
  floodImages: 8,
  drainMinutes: 6,
  timeScale: 0.05,
  paired: false,
  // A small community presses few follow-ups at the full mix: more, so each kind shows.
  upscaleShare: 0.3,
  animateShare: 0.1,
};

/**
 * The follow-ups `options` plays: its shares, no animation on the WebUI (its backend in the bot
 * has no Animate; only ComfyUI pools play members who animate).
 */
export const followUpMix = (
  options: Pick<FairBenchOptions, 'backend' | 'upscaleShare' | 'animateShare'>,
) => ({
  upscaleShare: options.upscaleShare,
  animateShare: options.backend === 'sd-webui' ? 0 : options.animateShare,
});

/** The pool of the failover and Redis runs: one of its 3 servers fails. */
export const FAILOVER_GPUS = 3;
/** Real ms before a SIGKILLed bot process is started again, as a supervisor would. */
const RESTART_AFTER_MS = 3_000;

/** A goal of issue 75, held against a fair-mode run. */
export interface FairTarget {
  readonly name: string;
  readonly run: string;
  readonly value: number | undefined;
  readonly goal: string;
  readonly pass: boolean;
}

/** Every configuration's run, the goals, and the machine's load around it all. */
export interface FairBenchReport {
  readonly options: FairBenchOptions;
  /** Each pool size in each mode, in the order played. */
  readonly pools: readonly FairRun[];
  /** One of 3 servers killed mid-run, in each mode. */
  readonly failover: readonly FairRun[];
  /** 3 bot processes on Redis, one killed, in each mode. */
  readonly redis: readonly FairRun[];
  /**
   * The references: each pool size played in-process with no bot, by the line alone and by the
   * slowdown-greedy bound (`fair-ideal.ts`). No goal is held against them.
   */
  readonly references: readonly IdealRun[];
  readonly targets: readonly FairTarget[];
  readonly pass: boolean;
  readonly machine: {
    readonly cpus: number;
    readonly node: string;
    readonly loadBefore: readonly number[];
    readonly loadAfter: readonly number[];
  };
  readonly wallMs: number;
}

/** The throughput goals on N servers against 1 (issue 75): 1.9× on 2, 3.7× on 4. */
const THROUGHPUT_GOALS: Readonly<Record<number, number>> = { 2: 1.9, 4: 3.7 };

/** A column of the report: a run's figures, its pool and the mode it compares its throughput in. */
export type FairColumn = Pick<FairRun, 'label' | 'gpus' | 'figures'> & {
  readonly mode: FairRun['mode'] | IdealPolicy;
};

/**
 * Throughput on `run`'s pool over the same mode's on one server, in work done while work waits
 * (`FairFigures.work`: each pool size plays its own mix of sizes and steps, so images per second
 * would compare unlike images).
 */
export function throughputRatio(run: FairColumn, pools: readonly FairColumn[]): number | undefined {
  const one = pools.find((p) => p.mode === run.mode && p.gpus === 1)?.figures?.work;
  const own = run.figures?.work;
  return one && own !== undefined ? own / one : undefined;
}

/** The goals issue 75 sets, held against every fair run that ran. */
export function fairTargets(
  report: Pick<FairBenchReport, 'pools' | 'failover' | 'redis'>,
  load: number,
) {
  const targets: FairTarget[] = [];
  const add = (run: FairRun, name: string, value: number | undefined, goal: string, ok: boolean) =>
    targets.push({ name, run: run.label, value, goal, pass: value !== undefined && ok });
  const bound = 1 / (1 - load);
  for (const run of report.pools) {
    const f = run.figures;
    if (run.mode !== 'fair' || !f) continue;
    const busy = f.busyWhileWaiting;
    add(run, 'pool busy while work waits', busy, '≥ 0.95', (busy ?? 0) >= 0.95);
    const largest = f.largestS ?? Number.POSITIVE_INFINITY;
    if (f.isolation) {
      const { p95S, longestS } = f.isolation;
      const times = p95S === undefined ? undefined : p95S / longestS;
      add(run, 'flood penalty p95 (× the longest image)', times, '≤ 1', (times ?? 9) <= 1);
    }
    for (const [who, lag] of Object.entries(f.lag)) {
      const times = lag && lag.maxS / largest;
      add(
        run,
        `service lag max between ${who} (× the largest job)`,
        times,
        '≤ 2',
        (times ?? 9) <= 2,
      );
    }
    for (const [at, bucket] of f.bySize.entries()) {
      if (at === 0) continue;
      const name = `mean slowdown, images of ${bucket.fromS.toFixed(0)}–${bucket.toS.toFixed(0)} s`;
      add(run, name, bucket.meanSlowdown, `≤ ${bound.toFixed(1)}`, bucket.meanSlowdown <= bound);
    }
    const free = f.workAgainstFreeSwitches;
    add(run, 'work against free model switches', free, '≥ 0.95', (free ?? 0) >= 0.95);
    const goal = THROUGHPUT_GOALS[run.gpus];
    if (goal !== undefined) {
      const ratio = throughputRatio(run, report.pools);
      add(run, 'throughput (work) against 1 server', ratio, `≥ ${goal}`, (ratio ?? 0) >= goal);
    }
  }
  for (const run of [...report.failover, ...report.redis]) {
    const f = run.figures;
    if (run.mode !== 'fair' || !f) continue;
    add(run, 'images lost', f.images.lost, '0', f.images.lost === 0);
    add(run, 'jobs run twice', f.runTwice, '0', f.runTwice === 0);
    add(run, 'sent to a server lacking its model', f.wrongModel, '0', f.wrongModel === 0);
  }
  return targets;
}

const loads = () => loadavg().map((load) => Number(load.toFixed(2)));

/** `run` with its work against `free`'s, the no-bot line's with model switches free. */
function againstFree<R extends Pick<FairRun, 'figures' | 'gpus'>>(
  run: R,
  free: ReadonlyMap<number, number | undefined>,
): R {
  const own = run.figures?.work;
  const freeWork = free.get(run.gpus);
  if (!run.figures || own === undefined || !freeWork) return run;
  return { ...run, figures: { ...run.figures, workAgainstFreeSwitches: own / freeWork } };
}

/** `run` with its flood penalty against `alone`, the same arrivals played without the flood. */
function paired<R extends Pick<FairRun, 'records' | 'figures'>>(run: R, alone: R): R {
  const isolation =
    run.records && alone.records ? floodPenalty(run.records, alone.records) : undefined;
  return run.figures && isolation ? { ...run, figures: { ...run.figures, isolation } } : run;
}

/**
 * `npm run bench:fair`: the scenario on each pool size in each mode, then one of 3 servers killed
 * mid-run in each mode, then the bot as 3 processes on Redis with one killed, then each pool size
 * by the references (no bot, in-process); the goals held against the fair mode's runs. A mode
 * this build of the bot cannot run is reported so.
 */
export async function runFairBench(
  options: FairBenchOptions,
  onStage: (stage: string) => void = () => undefined,
): Promise<FairBenchReport> {
  const started = performance.now();
  const loadBefore = loads();
  const scenarioOf = (gpus: number) => fairScenario({ ...options, ...followUpMix(options), gpus });
  const free = new Map<number, number | undefined>();
  for (const gpus of new Set([...options.gpus, FAILOVER_GPUS])) {
    const community = fairScenario({
      ...options,
      ...followUpMix(options),
      gpus,
      switchSeconds: 0,
    });
    free.set(gpus, (await runIdeal('line', community, options.backend)).figures.work);
  }
  const base = {
    backend: options.backend,
    timeScale: options.timeScale,
    drainMs: options.drainMinutes * 60_000,
    production: options.production,
    ...(options.logDir && { logDir: options.logDir }),
    onStage,
  };
  const pools: FairRun[] = [];
  for (const gpus of options.gpus) {
    for (const mode of options.modes) {
      const run = againstFree(
        await runFairConfig({ ...base, mode, scenario: scenarioOf(gpus) }),
        free,
      );
      if (!options.paired) pools.push(run);
      else {
        const alone = withoutFlood(scenarioOf(gpus));
        pools.push(paired(run, await runFairConfig({ ...base, mode, scenario: alone })));
      }
    }
  }
  const failover: FairRun[] = [];
  if (options.failover) {
    const gpuKill = { server: 0, at: options.killAt, restartAt: options.restartAt };
    for (const mode of options.modes) {
      failover.push(
        await runFairConfig({ ...base, mode, scenario: scenarioOf(FAILOVER_GPUS), gpuKill }),
      );
    }
  }
  const redis: FairRun[] = [];
  if (options.redis) {
    const kill = { processes: 3, at: options.redisKillAt, restartAfterMs: RESTART_AFTER_MS };
    for (const mode of options.modes) {
      redis.push(
        await runFairConfig({ ...base, mode, scenario: scenarioOf(FAILOVER_GPUS), redis: kill }),
      );
    }
  }
  const references: IdealRun[] = [];
  for (const gpus of options.gpus) {
    for (const policy of Object.keys(IDEAL_POLICIES) as IdealPolicy[]) {
      const run = await runIdeal(policy, scenarioOf(gpus), options.backend);
      const alone = await runIdeal(policy, withoutFlood(scenarioOf(gpus)), options.backend);
      references.push(paired(againstFree(run, free), alone));
    }
  }
  const targets = fairTargets({ pools, failover, redis }, options.load);
  return {
    options,
    pools,
    failover,
    redis,
    references,
    targets,
    pass: targets.every((target) => target.pass),
    machine: {
      cpus: cpus().length,
      node: process.version,
      loadBefore,
      loadAfter: loads(),
    },
    wallMs: performance.now() - started,
  };
}
