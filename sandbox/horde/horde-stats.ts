import type { SpecViolation as KitSpecViolation } from '../emulator-kit/spec-violation.js';
import { resetInPlace, zeros } from '../emulator-kit/stats-counters.js';
import { HORDE_ROUTES, type HordeRoute } from './spec/horde-spec.js';

const FAULTS = [
  'latency',
  'rate_limit',
  'server_error',
  'drop',
  'impossible',
  'faulted',
  'slow',
  'censored',
  'bad_image_url',
  'html_image',
] as const;

/** A fault the emulator injected, as counted in {@link HordeStats.faults}. */
export type HordeFault = (typeof FAULTS)[number];

/** A request or answer the transcribed description refuses. */
export type SpecViolation = KitSpecViolation<HordeRoute>;

/** Live counters of an emulator (updated in place; copy for a snapshot). */
export interface HordeStats {
  /** Requests received per route, counted on arrival (faults included). */
  readonly requests: Record<HordeRoute, number>;
  /** Generations accepted (dry runs not counted). */
  submissions: number;
  /** Images finished, censored ones included. */
  imagesFinished: number;
  /** Kudos taken from users for finished images and alchemy forms. */
  kudosConsumed: number;
  /** Alchemy requests accepted (`POST /v2/interrogate/async` answered 202). */
  interrogations: number;
  /** Alchemy forms delivered. */
  formsFinished: number;
  /** Answers 429 from the emulated rate limits (faults not included). */
  rateLimited: number;
  /** Requests per `Client-Agent` header value sent (`unknown:0:unknown` when absent). */
  readonly clientAgents: Map<string, number>;
  /** Per request id asked about, the clock time of each `check` request. */
  readonly checkRequests: Map<string, number[]>;
  /**
   * Per route and limit (`generate_async 2 per 1 second`), the most requests one of its windows
   * counted on the emulator's clock, refused ones included (over the limit: some were refused).
   */
  readonly windowPeaks: Map<string, number>;
  /** Faults injected, per kind. */
  readonly faults: Record<HordeFault, number>;
  /** Requests and answers the description refuses; a bot's tests expect none. */
  readonly violations: SpecViolation[];
}

/** Fresh stats with every counter at zero. */
export function createHordeStats(): HordeStats {
  return {
    requests: zeros(HORDE_ROUTES),
    submissions: 0,
    imagesFinished: 0,
    kudosConsumed: 0,
    interrogations: 0,
    formsFinished: 0,
    rateLimited: 0,
    clientAgents: new Map(),
    checkRequests: new Map(),
    windowPeaks: new Map(),
    faults: zeros(FAULTS),
    violations: [],
  };
}

/** Zeroes `stats` in place (holders of the object see the reset). */
export function resetHordeStats(stats: HordeStats): void {
  resetInPlace(stats, createHordeStats());
}
