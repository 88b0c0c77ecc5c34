import { parseArgs } from 'node:util';
import { BENCH_DEFAULTS, type BenchOptions } from './bench-options.js';
import {
  HOLD_BACKENDS,
  HOLD_DEFAULTS,
  HOLD_MAX_GUILDS,
  type HoldBackend,
  type HoldOptions,
  holdLayout,
} from './hold-options.js';

/** A command-line mistake; the bench prints it with the usage text and exits with code 2. */
export class BenchUsageError extends Error {
  override readonly name = 'BenchUsageError';
}

/** The bench's `--help` text. */
export const BENCH_USAGE = `Usage: npm run bench -- [--guilds 50] [--jobs 1000] [--time-scale 0.05] [--load 0.1 | --burst] [--baseline] [--json]
       npm run bench -- --processes 2 --shards 4 [--guilds 50] [--jobs 1000] [...]
       npm run bench -- --hold 10000 [--hold-window 30] [--hold-rate 200] [--guilds n] [--time-scale 1] [--json]
  --guilds <n>        Discord servers (1–500; with --hold 1–2000)
  --jobs <n>          generations, one member each, spread over the servers (1–20000)
  --time-scale <x>    multiplies every duration of the run (0.004–1); 0.05 runs 20× faster than real time
  --load <x>          share of each server's 5 generation slots kept busy (0.01–1); 0.1 ≈ one
                      generation per server per minute at real speed
  --burst             every generation at once instead (1000 concurrent: the rate-limit case)
  --baseline          also run a naive peer-style bot on the same world and arrivals; print both
                      and naive ÷ ours (Discord requests per generation: issue 10's target is ≥ 3×)
  --hold <n>          instead: build the bot, start it compiled (node dist/src/index.js), keep n generations
                      in flight (1–20000; every task hangs) in real time and measure its CPU per status poll
                      and RSS over a window; --guilds defaults to one server per 25 generations (≤ 2000)
  --hold-window <s>   seconds measured once every held task is polled (5–600, default 30)
  --hold-rate <n>     /imagine commands sent per second while filling the hold (1–2000, default 200)
  --backend <b>       with --hold: the backend held, image-service (default), horde or sd-webui
  --hold-node-args=<a>  extra node arguments for the held bot, e.g. --hold-node-args="--cpu-prof --cpu-prof-dir=/tmp/p"
  --processes <n>     run the bot as n processes (1–8) on one Redis (a redis-server the bench starts),
                      each a range of the shards; prints each process's figures and targets, then the total
  --shards <n>        Discord shards in all (1–64, at least --processes; default: --processes)
  --seed <n>          seeds arrivals, workflows and the image service (default 1)
  --json              print a machine-readable report instead of text
  --log <file>        append the bot's JSON log to a file
  --data-dir <dir>    folder for the bot's temporary SQLite store (default: the OS temp folder)
  --no-images-in      skip the images-in part a plain run ends with (issue 56: an edit's CPU against a
                      generation's, the peak RSS a 20 MiB input adds; npm run bench:images-in alone)
Exit code: 0 when every target passes, 1 when one fails, 2 on a usage error or a crash.`;

function numberOption(name: string, raw: string | undefined, min: number, max: number) {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new BenchUsageError(`--${name} must be a number from ${min} to ${max} (got ${raw})`);
  }
  return value;
}

function wholeOption(name: string, raw: string | undefined, min: number, max: number) {
  const value = numberOption(name, raw, min, max);
  if (value !== undefined && !Number.isInteger(value)) {
    throw new BenchUsageError(`--${name} must be a whole number (got ${raw})`);
  }
  return value;
}

/** The bench's flags: a run's options, or with `--hold` the hold's options too. */
export type BenchArgs = BenchOptions & {
  readonly help: boolean;
  /** Whether a plain run (no `--hold`, `--baseline`, `--processes`) ends with the images-in part. */
  readonly imagesIn: boolean;
  /** Set by `--hold N`: run the hold instead of the arrivals. */
  readonly hold?: HoldOptions;
};

const NOT_WITH_HOLD = ['jobs', 'load', 'burst', 'baseline', 'processes', 'shards'] as const;

function holdOptions(values: Record<string, string | boolean | undefined>, run: BenchOptions) {
  const text = (name: string) => values[name] as string | undefined;
  const tasks = wholeOption('hold', text('hold'), 1, 20_000);
  if (tasks === undefined) {
    const stray = ['hold-window', 'hold-rate', 'hold-node-args', 'backend'].find(
      (name) => values[name] !== undefined,
    );
    if (stray) throw new BenchUsageError(`--${stray} needs --hold`);
    if (run.guilds > 500)
      throw new BenchUsageError(`--guilds must be a number from 1 to 500 (got ${run.guilds})`);
    return undefined;
  }
  const clash = NOT_WITH_HOLD.find((name) => values[name] !== undefined);
  if (clash) throw new BenchUsageError(`--hold cannot be combined with --${clash}`);
  let layout: ReturnType<typeof holdLayout>;
  try {
    layout = holdLayout(tasks, values.guilds === undefined ? undefined : run.guilds);
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  const windowS = numberOption('hold-window', text('hold-window'), 5, 600);
  const backend = text('backend') ?? 'image-service';
  if (!(HOLD_BACKENDS as readonly string[]).includes(backend))
    throw new BenchUsageError(
      `--backend must be one of ${HOLD_BACKENDS.join(', ')} (got ${backend})`,
    );
  const hold: HoldOptions = {
    tasks,
    backend: backend as HoldBackend,
    guilds: layout.guilds,
    windowMs: windowS === undefined ? HOLD_DEFAULTS.windowMs : windowS * 1_000,
    commandsPerSecond:
      numberOption('hold-rate', text('hold-rate'), 1, 2_000) ?? HOLD_DEFAULTS.commandsPerSecond,
    timeScale: values['time-scale'] === undefined ? HOLD_DEFAULTS.timeScale : run.timeScale,
    nodeArgs: (text('hold-node-args') ?? '').split(/\s+/).filter(Boolean),
    seed: run.seed,
    json: run.json,
    ...(run.logFile === undefined ? {} : { logFile: run.logFile }),
    ...(run.dataDir === undefined ? {} : { dataDir: run.dataDir }),
  };
  return hold;
}

/** `--processes` and `--shards`: checked together, and never with `--baseline`. */
function shardOptions(values: Record<string, string | boolean | undefined>) {
  const text = (name: string) => values[name] as string | undefined;
  const processes = wholeOption('processes', text('processes'), 1, 8) ?? 1;
  const shards = wholeOption('shards', text('shards'), 1, 64) ?? processes;
  if (shards < processes) {
    throw new BenchUsageError(
      `--shards must be at least --processes (${processes}), got ${shards}`,
    );
  }
  if ((processes > 1 || shards > 1) && values.baseline) {
    throw new BenchUsageError(
      '--baseline runs one bot process: leave out --processes and --shards',
    );
  }
  return { processes, shards };
}

/** Reads the bench's flags; throws {@link BenchUsageError} on an unknown or invalid one. */
export function parseBenchArgs(args: readonly string[]): BenchArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        guilds: { type: 'string' },
        jobs: { type: 'string' },
        'time-scale': { type: 'string' },
        load: { type: 'string' },
        burst: { type: 'boolean' },
        seed: { type: 'string' },
        baseline: { type: 'boolean' },
        json: { type: 'boolean' },
        log: { type: 'string' },
        'data-dir': { type: 'string' },
        hold: { type: 'string' },
        'hold-window': { type: 'string' },
        'hold-rate': { type: 'string' },
        'hold-node-args': { type: 'string' },
        backend: { type: 'string' },
        processes: { type: 'string' },
        shards: { type: 'string' },
        'no-images-in': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  const text = (name: string) => values[name] as string | undefined;
  const given = {
    guilds: wholeOption('guilds', text('guilds'), 1, HOLD_MAX_GUILDS),
    jobs: wholeOption('jobs', text('jobs'), 1, 20_000),
    timeScale: numberOption('time-scale', text('time-scale'), 0.004, 1),
    load: numberOption('load', text('load'), 0.01, 1),
    burst: values.burst as boolean | undefined,
    seed: wholeOption('seed', text('seed'), 0, 2 ** 31),
    baseline: values.baseline as boolean | undefined,
    json: values.json as boolean | undefined,
    logFile: text('log'),
    dataDir: text('data-dir'),
  };
  const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  const run: BenchOptions = { ...BENCH_DEFAULTS, ...defined, ...shardOptions(values) };
  const hold = holdOptions(values, run);
  const imagesIn = values['no-images-in'] !== true;
  return { ...run, help: values.help === true, imagesIn, ...(hold && { hold }) };
}
