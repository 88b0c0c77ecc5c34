/** What a test does with every emulator's faults and stats, through its handle. */
export interface FaultAndStatsControls<Faults, Stats> {
  /** Merges `faults` over the current ones (the emulator's `NO_…_FAULTS` resets them). */
  setFaults(faults: Partial<Faults>): void;
  /** The faults in force now (counters show what is left). */
  readonly faults: Readonly<Faults>;
  /** Live counters (updated in place), spec violations included where the emulator checks them. */
  readonly stats: Stats;
  /** Sets every counter back to zero, in place. */
  resetStats(): void;
}

type ControlKey = keyof FaultAndStatsControls<unknown, unknown>;

/**
 * An emulator's handle, its fault and stats controls first: `dice` holds the faults, `stats` are
 * zeroed by `reset`, and `own` is the rest of the handle (its getters kept).
 */
export function emulatorHandle<Handle extends FaultAndStatsControls<object, object>>(
  dice: {
    readonly faults: Handle['faults'];
    set(faults: Parameters<Handle['setFaults']>[0]): void;
  },
  stats: Handle['stats'],
  reset: (stats: Handle['stats']) => void,
  own: Omit<Handle, ControlKey>,
): Handle {
  const controls: FaultAndStatsControls<Handle['faults'], Handle['stats']> = {
    setFaults: (faults) => dice.set(faults),
    get faults() {
      return dice.faults;
    },
    stats,
    resetStats: () => reset(stats),
  };
  return Object.defineProperties(controls, Object.getOwnPropertyDescriptors(own)) as Handle;
}
