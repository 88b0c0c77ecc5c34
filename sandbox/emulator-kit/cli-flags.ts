import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

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

type Values<Own extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; strict: true; options: typeof COMMON_FLAGS & Own }>
>['values'];

/** A numeric flag's value, or `fallback` when absent; throws when it is not a number. */
export function numberFlag(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed)) {
    throw new Error(`--${flag} must be a number, got "${value}"`);
  }
  return parsed;
}

/**
 * Reads an emulator's arguments strictly (an unknown flag throws): the common flags (`--port`
 * defaulting to `defaultPort`, `--host`, `--time-scale`, `--seed`, `--quiet`, `--help`) and the
 * emulator's `own`, whose values it maps to options itself.
 */
export function parseEmulatorArgs<Own extends ParseArgsOptionsConfig>(
  args: string[],
  own: Own,
  defaultPort: number,
): { help: boolean; quiet: boolean; values: Values<Own>; common: CommonCliOptions } {
  const { values } = parseArgs({ args, strict: true, options: { ...COMMON_FLAGS, ...own } });
  const common = values as unknown as Values<Record<never, never>>;
  return {
    help: common.help,
    quiet: common.quiet,
    values: values as Values<Own>,
    common: {
      port: numberFlag('port', common.port, defaultPort),
      ...(common.host !== undefined && { host: common.host }),
      timeScale: numberFlag('time-scale', common['time-scale'], 1),
      seed: numberFlag('seed', common.seed, 1),
    },
  };
}
