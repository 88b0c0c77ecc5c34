import type { InstanceListener, InstanceState } from './instance-listener.js';

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

/**
 * What a bench or a test does to one emulated server as a whole: crash it, bring it back on its
 * port, cut its network and mend it.
 */
export interface InstanceControls {
  /** `up`, `partitioned` (it runs, nothing reaches it) or `down` (killed). */
  readonly state: InstanceState;
  /**
   * A crash: the listener closed and every connection reset, as a killed process leaves them
   * (an HTTP call in flight sees a reset, a WebSocket closes); what it held in memory is gone.
   */
  kill(): Promise<void>;
  /**
   * A restarted server: connections dropped, what it held in memory forgotten, the network
   * mended; a killed one listens again on the same port.
   */
  restart(): Promise<void>;
  /** Stops answering without closing anything: requests hang, nothing it sends arrives. */
  partition(): void;
  /** Ends a partition: what waited is answered and sent. */
  heal(): void;
}

/**
 * The {@link InstanceControls} of a server listening through `listener`: `forget` drops what the
 * server keeps in memory (its queue, its jobs, its history) and `drop` cuts its connections.
 */
export function instanceControls(
  listener: InstanceListener,
  forget: () => void,
  drop: () => void,
): InstanceControls {
  return {
    get state() {
      return listener.state;
    },
    async kill() {
      await listener.kill();
      forget();
    },
    async restart() {
      listener.heal();
      drop();
      forget();
      await listener.relisten();
    },
    partition: () => listener.partition(),
    heal: () => listener.heal(),
  };
}
