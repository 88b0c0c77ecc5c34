/** The options every emulator takes: where it listens, its clock and its scale, its seed, its log. */
export interface CommonEmulatorOptions {
  /** TCP port; 0 picks a free one. @default 0 */
  readonly port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  readonly host?: string;
  /** The emulator's clock. @default Date.now */
  readonly now?: () => number;
  /** Multiplies every emulated duration (0.01 makes 20 s take 0.2 s). @default 1 */
  readonly timeScale?: number;
  /** Seeds the generator behind ids, durations and fault shares. @default 1 */
  readonly seed?: number;
  /** Receives one line per answered request (secrets masked). @default undefined (silent) */
  readonly log?: (line: string) => void;
}

/**
 * The defaults every emulator's options start from: any free port on the loopback interface, the
 * real clock at scale 1, seed 1, no log.
 */
export const COMMON_DEFAULTS = {
  port: 0,
  host: '127.0.0.1',
  now: Date.now as () => number,
  timeScale: 1,
  seed: 1,
  log: undefined as ((line: string) => void) | undefined,
};

/**
 * `options` merged over `defaults`, keys set to undefined ignored; throws a RangeError when the
 * time scale is below 0 (each emulator then checks its own).
 */
export function withDefaults<Resolved extends { readonly timeScale: number }>(
  defaults: Resolved,
  options: object,
): Resolved {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const merged = { ...defaults, ...given } as Resolved;
  if (!(merged.timeScale >= 0)) throw new RangeError('timeScale must be >= 0');
  return merged;
}
