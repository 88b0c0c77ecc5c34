import type { HordeRoute } from './spec/horde-spec.js';

/**
 * Faults the emulator injects, changeable at runtime with `setFaults` (which merges). "Rate"
 * fields are shares in [0, 1] drawn from the seeded generator; "Next" fields are counters that
 * go down by one each time they fire. Request faults are checked in this order: latency, 429,
 * dropped connection, 5xx (the first that fires wins; latency adds to whatever follows). Request
 * fates (`impossible…`, `fault…`) are decided when a generation is accepted.
 */
export interface HordeFaults {
  /** Routes the request faults apply to. @default 'all' */
  routes: 'all' | readonly HordeRoute[];
  /** Real milliseconds added before answering. @default 0 */
  latencyMs: number;
  /** The next N requests get flask-limiter's 429 `{message}` (no `rc`). @default 0 */
  rateLimitNext: number;
  /** @default 0 */
  rateLimitRate: number;
  /** The next N requests get `serverErrorStatus` `{message: "Internal Server Error"}`. @default 0 */
  serverErrorNext: number;
  /** @default 0 */
  serverErrorRate: number;
  /** @default 500 */
  serverErrorStatus: number;
  /** Share of requests whose connection is destroyed without an answer. @default 0 */
  dropRate: number;
  /**
   * The next N accepted generations no worker can serve: `is_possible: false`, the
   * NoAvailableWorker warning, waiting until they expire. @default 0
   */
  impossibleNext: number;
  /** @default 0 */
  impossibleRate: number;
  /**
   * The next N accepted generations fault: each job fails at its end and is restarted; at the
   * third failure the request is `faulted: true, done: true`. @default 0
   */
  faultNext: number;
  /** @default 0 */
  faultRate: number;
  /** Multiplies the duration of jobs that start while it is set (slow workers). @default 1 */
  slowWorkers: number;
  /** The next N images finished are censored whatever the prompt (`censorship: nsfw`). @default 0 */
  censorNextImages: number;
  /**
   * The next N image URLs handed out (status answers with `r2`) carry a signature R2 refuses:
   * downloading one answers 403 `SignatureDoesNotMatch` (XML, as from S3) however often it is
   * tried; a later status call hands out a good one. @default 0
   */
  badImageUrlsNext: number;
  /**
   * The next N image downloads get an HTML page (200 `text/html`) instead of the image, as a CDN
   * or a proxy in front of the bucket answers with its own page. @default 0
   */
  htmlImagesNext: number;
  /**
   * The Horde is in maintenance mode: every submission gets 400 `MaintenanceMode` ("AI Horde has
   * entered maintenance mode. Please try again later."), as `GenerateTemplate.validate` raises it.
   * @default false
   */
  maintenanceMode: boolean;
  /**
   * The caller's address is in timeout for this many more seconds (the Horde's abuse prevention):
   * submissions of registered users get 403 `TimeoutIP`; 0: no timeout. @default 0
   */
  ipTimeoutSeconds: number;
}

/** No fault at all; `setFaults(NO_HORDE_FAULTS)` resets every fault. */
export const NO_HORDE_FAULTS: HordeFaults = {
  routes: 'all',
  latencyMs: 0,
  rateLimitNext: 0,
  rateLimitRate: 0,
  serverErrorNext: 0,
  serverErrorRate: 0,
  serverErrorStatus: 500,
  dropRate: 0,
  impossibleNext: 0,
  impossibleRate: 0,
  faultNext: 0,
  faultRate: 0,
  slowWorkers: 1,
  censorNextImages: 0,
  badImageUrlsNext: 0,
  htmlImagesNext: 0,
  maintenanceMode: false,
  ipTimeoutSeconds: 0,
};
