import { parseArgs } from 'node:util';
import { BENCH_DEFAULTS, type BenchOptions } from './bench-options.js';

/** A command-line mistake; the bench prints it with the usage text and exits with code 2. */
export class BenchUsageError extends Error {
  override readonly name = 'BenchUsageError';
}

/** The bench's `--help` text. */
export const BENCH_USAGE = `Usage: npm run bench -- [--guilds 50] [--jobs 1000] [--time-scale 0.05] [--load 0.1 | --burst] [--baseline] [--json]
  --guilds <n>        Discord servers (1–500)
  --jobs <n>          generations, one member each, spread over the servers (1–20000)
  --time-scale <x>    multiplies every duration of the run (0.004–1); 0.05 runs 20× faster than real time
  --load <x>          share of each server's 5 generation slots kept busy (0.01–1); 0.1 ≈ one
                      generation per server per minute at real speed
  --burst             every generation at once instead (1000 concurrent: the rate-limit case)
  --baseline          also run a naive peer-style bot on the same world and arrivals; print both
                      and naive ÷ ours (Discord requests per generation: issue 10's target is ≥ 3×)
  --seed <n>          seeds arrivals, workflows and the image service (default 1)
  --json              print a machine-readable report instead of text
  --log <file>        append the bot's JSON log to a file
  --data-dir <dir>    folder for the bot's temporary SQLite store (default: the OS temp folder)
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

/** Reads the bench's flags; throws {@link BenchUsageError} on an unknown or invalid one. */
export function parseBenchArgs(args: readonly string[]): BenchOptions & { help: boolean } {
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
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  const text = (name: string) => values[name] as string | undefined;
  const given = {
    guilds: wholeOption('guilds', text('guilds'), 1, 500),
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
  return { ...BENCH_DEFAULTS, ...defined, help: values.help === true };
}
