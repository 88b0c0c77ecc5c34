import { type EmulatorStats, emulatorStats, zeros } from '../emulator-kit/stats-counters.js';
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

/** Live counters of an emulator. */
export interface HordeStats extends EmulatorStats<HordeRoute, HordeFault> {
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
}

/** A request or answer the transcribed description refuses. */
export type SpecViolation = HordeStats['violations'][number];

/** How the emulator's stats are made and zeroed. */
export const HORDE_STATS = emulatorStats<HordeStats>(HORDE_ROUTES, FAULTS, () => ({
  ...zeros(['submissions', 'imagesFinished', 'kudosConsumed', 'interrogations']),
  ...zeros(['formsFinished', 'rateLimited']),
  clientAgents: new Map(),
  checkRequests: new Map(),
  windowPeaks: new Map(),
}));
