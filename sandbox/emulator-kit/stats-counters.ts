import type { SpecProblem } from './spec-validator.js';
import type { SpecViolation } from './spec-violation.js';

/** A counter per key, every one at zero. */
export function zeros<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/**
 * Resets an emulator's live stats in place to `fresh` (holders of the object see the reset):
 * numbers and other plain values are copied, maps cleared, arrays emptied, nested counter
 * objects reset the same way.
 */
export function resetInPlace<Stats extends object>(stats: Stats, fresh: Stats): void {
  const target = stats as Record<string, unknown>;
  for (const [key, value] of Object.entries(fresh)) {
    const held = target[key];
    if (held instanceof Map) held.clear();
    else if (Array.isArray(held)) held.length = 0;
    else if (held !== null && typeof held === 'object') resetInPlace(held, value as object);
    else target[key] = value;
  }
}

/**
 * The live counters every emulator with a transcribed description keeps (updated in place; copy
 * for a snapshot); each emulator's stats add its own.
 */
export interface EmulatorStats<Route extends string, Fault extends string, Problem = SpecProblem> {
  /** Requests received per route, counted on arrival (faults included). */
  readonly requests: Record<Route, number>;
  /** Faults injected, per kind. */
  readonly faults: Record<Fault, number>;
  /** Requests and answers the description refuses; a bot's tests expect none. */
  readonly violations: SpecViolation<Route, Problem>[];
}

/** How an emulator's stats are made fresh and zeroed in place. */
export interface StatsMaker<Stats> {
  /** Fresh stats with every counter at zero. */
  readonly create: () => Stats;
  /** Zeroes `stats` in place (holders of the object see the reset). */
  readonly reset: (stats: Stats) => void;
}

/** The counters {@link EmulatorStats} holds, made fresh by {@link emulatorStats}. */
type CommonKey = keyof EmulatorStats<string, string>;

/**
 * How `Stats` are made: a zero per route of `routes` and per fault of `faults`, no violations,
 * and the emulator's `own` counters fresh.
 */
export function emulatorStats<Stats extends EmulatorStats<string, string, unknown>>(
  routes: readonly (keyof Stats['requests'] & string)[],
  faults: readonly (keyof Stats['faults'] & string)[],
  own: () => Omit<Stats, CommonKey>,
): StatsMaker<Stats> {
  const create = () =>
    ({
      requests: zeros(routes),
      faults: zeros(faults),
      violations: [],
      ...own(),
    }) as unknown as Stats;
  return { create, reset: (stats) => resetInPlace(stats, create()) };
}
