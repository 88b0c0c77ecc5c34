import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { servicePreset } from './service-time.js';
import { SERVICE_TIME_PRESETS, type ServiceTimePresetName } from './service-time-presets.js';

/**
 * A flag an emulator's CLI declares once: its line in the help and how it is read (with an `arg`,
 * a string, else a switch defaulting to false).
 */
export interface EmulatorFlag {
  /** The value's placeholder in the help, e.g. `<n>`; none for a switch. */
  readonly arg?: string;
  /** Whether it may be repeated (its value is then a list). @default false */
  readonly multiple?: true;
  /**
   * Whether each instance (`--instances`) may have its own: `N:<value>` sets the Nth's (from 1),
   * a bare value every other's; the last given wins. @default false
   */
  readonly perInstance?: true;
  /** What it does, as the help says it (a `\n` goes on under the text above). */
  readonly help: string;
}

/** The flags every emulator's CLI takes: where it listens, its clock's scale, its seed, logging. */
const COMMON_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'time-scale': { type: 'string' },
  seed: { type: 'string' },
  quiet: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const satisfies ParseArgsOptionsConfig;

/** The options the common flags give (each emulator's options hold these). */
export interface CommonCliOptions {
  /** `--port`. */
  readonly port: number;
  /** `--host`, absent when not given. */
  readonly host?: string;
  /** `--time-scale`. @default 1 */
  readonly timeScale: number;
  /** `--seed`. @default 1 */
  readonly seed: number;
}

/** The values an emulator's own flags were given. */
type Values<Own extends Record<string, EmulatorFlag>> = {
  readonly [K in keyof Own]: Own[K] extends { arg: string }
    ? (Own[K] extends { multiple: true } ? string[] : string) | undefined
    : boolean;
};

type CommonValues = ReturnType<
  typeof parseArgs<{ args: string[]; strict: true; options: typeof COMMON_FLAGS }>
>['values'];

/** What an emulator declares of its command line; {@link emulatorArgs} derives the rest. */
export interface EmulatorArgsSpec<Own extends Record<string, EmulatorFlag>, Options> {
  /** `--port`'s default, with what the help says of it (`as ComfyUI`) when anything. */
  readonly port: number | readonly [number, string];
  /** What `--time-scale` multiplies, as the help says it (`job durations, e.g. 0.05`). */
  readonly scales: string;
  /** What `--seed` seeds, as the help says it (`ids and fault shares`). */
  readonly seeds: string;
  /**
   * Whether `--instances <n>` starts several servers (consecutive ports from `--port`, seeds from
   * `--seed`), each with its own values of the `perInstance` flags. @default false
   */
  readonly instances?: true;
  /** The emulator's own flags, in the help's order (after `--host`). */
  readonly flags: Own;
  /** The emulator's options from the values read; throws with the message when one is wrong. */
  readonly options: (values: Values<Own>, common: CommonCliOptions) => Options;
}

/** An emulator's command line: its script's name, its help, and how it reads arguments. */
export interface EmulatorArgs<Options> {
  readonly name: string;
  readonly usage: string;
  /**
   * Reads `args` strictly (an unknown flag throws); `help` when `--help` was given; `options` are
   * the first instance's, `instances` every instance's (one unless `--instances`).
   */
  readonly parse: (args: string[]) => {
    help: boolean;
    quiet: boolean;
    options: Options;
    instances: Options[];
  };
}

/** A numeric flag's value, or `fallback` when absent; throws when it is not a number. */
export function numberFlag(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed)) {
    throw new Error(`--${flag} must be a number, got "${value}"`);
  }
  return parsed;
}

/** A numeric flag's value, or undefined when absent; throws when it is not a number. */
export function optionalNumberFlag(flag: string, value: string | undefined): number | undefined {
  return value === undefined ? undefined : numberFlag(flag, value, 0);
}

/** A comma-separated list flag's items (empty ones dropped), or undefined when absent. */
export function listFlag(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The value instance `index` (from 1) of a per-instance flag takes among those `given`: the
 * last `index:<value>`, else the last value without a number in front.
 */
export function instanceValue(
  given: readonly string[] | undefined,
  index: number,
): string | undefined {
  let own: string | undefined;
  let shared: string | undefined;
  for (const value of given ?? []) {
    const numbered = /^(\d+):(.*)$/s.exec(value);
    if (!numbered) shared = value;
    else if (Number(numbered[1]) === index) own = numbered[2];
  }
  return own ?? shared;
}

/** `--service-time`: the GPU an instance stands for, by preset name. */
export const SERVICE_TIME_FLAG = {
  arg: '<gpu>',
  perInstance: true,
  help: `service time of a GPU: ${Object.keys(SERVICE_TIME_PRESETS).join(', ')}\n(default none: --step-ms a step)`,
} as const;

/** `--service-time`'s value, checked; undefined when absent. */
export function serviceTimeFlag(value: string | undefined): ServiceTimePresetName | undefined {
  if (value === undefined) return undefined;
  try {
    servicePreset(value as ServiceTimePresetName);
  } catch (error) {
    throw new Error(`--service-time: ${(error as Error).message}`);
  }
  return value as ServiceTimePresetName;
}

/** `--public-url`: the base of the URLs an emulator hands out, `what` naming them in the help. */
export function publicUrlFlag(what: string): { readonly arg: string; readonly help: string } {
  return { arg: '<url>', help: `base of the ${what} handed out (default the listening URL)` };
}

function helpLine(flag: string, arg: string | undefined, help: string): string {
  const head = `  --${flag}${arg ? ` ${arg}` : ''}`;
  const [first, ...more] = help.split('\n');
  return [`${head.padEnd(24)}  ${first}`, ...more.map((line) => `${' '.repeat(26)}${line}`)].join(
    '\n',
  );
}

/**
 * The command line of npm script `name` (`mock-horde`) from its declaration: the help (the common flags `--port`,
 * `--host`, `--time-scale`, `--seed`, `--quiet`, `--help` around the emulator's own) and a strict
 * reader giving the emulator's options.
 */
export function emulatorArgs<const Own extends Record<string, EmulatorFlag>, Options>(
  name: string,
  spec: EmulatorArgsSpec<Own, Options>,
): EmulatorArgs<Options> {
  const [defaultPort, portNote] = typeof spec.port === 'number' ? [spec.port] : spec.port;
  const usage = [
    `Usage: npm run ${name} -- [options]`,
    helpLine(
      'port',
      '<n>',
      `TCP port, 0 for any free one (default ${defaultPort}${portNote ? `, ${portNote}` : ''})`,
    ),
    helpLine('host', '<addr>', 'interface to listen on (default 127.0.0.1)'),
    ...(spec.instances
      ? [
          helpLine(
            'instances',
            '<n>',
            'start n servers on consecutive ports (default 1); a flag\nmarked * takes N:<value> for the Nth alone',
          ),
        ]
      : []),
    ...Object.entries(spec.flags).map(([flag, { arg, help, perInstance }]) =>
      helpLine(flag, arg, perInstance ? `* ${help}` : help),
    ),
    helpLine('time-scale', '<x>', `multiplies ${spec.scales} (default 1)`),
    helpLine('seed', '<n>', `seed of ${spec.seeds} (default 1)`),
    helpLine('quiet', undefined, 'do not log requests'),
    helpLine('help', undefined, 'show this help'),
  ].join('\n');
  const own: ParseArgsOptionsConfig = Object.fromEntries(
    Object.entries(spec.flags).map(([flag, { arg, multiple = false, perInstance = false }]) => [
      flag,
      arg
        ? { type: 'string', multiple: multiple || perInstance }
        : { type: 'boolean', default: false },
    ]),
  );
  const perInstance = Object.keys(spec.flags).filter((flag) => spec.flags[flag]?.perInstance);
  const instancesFlag: ParseArgsOptionsConfig = spec.instances
    ? { instances: { type: 'string' } }
    : {};
  const parse = (args: string[]) => {
    const { values } = parseArgs({
      args,
      strict: true,
      options: { ...COMMON_FLAGS, ...instancesFlag, ...own },
    });
    const common = values as CommonValues;
    const read = values as Record<string, unknown>;
    const count = numberFlag('instances', read.instances as string | undefined, 1);
    if (!(Number.isInteger(count) && count >= 1))
      throw new Error(`--instances must be a whole number from 1, got ${count}`);
    const port = numberFlag('port', common.port, defaultPort);
    const seed = numberFlag('seed', common.seed, 1);
    const instances = Array.from({ length: count }, (_, at) => {
      const mine = Object.fromEntries(
        perInstance.map((flag) => [flag, instanceValue(read[flag] as string[], at + 1)]),
      );
      return spec.options({ ...values, ...mine } as unknown as Values<Own>, {
        port: port === 0 ? 0 : port + at,
        ...(common.host !== undefined && { host: common.host }),
        timeScale: numberFlag('time-scale', common['time-scale'], 1),
        seed: seed + at,
      });
    });
    const options = instances[0] as Options;
    return { help: common.help, quiet: common.quiet, options, instances };
  };
  return { name, usage, parse };
}
