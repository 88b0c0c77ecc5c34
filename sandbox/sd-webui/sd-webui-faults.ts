import type { BaseFaults } from '../emulator-kit/fault-dice.js';
import type { SdRoute } from './spec/sdapi-routes.js';

/** The faults the emulator can inject. */
export interface SdWebuiFaults extends BaseFaults<SdRoute> {
  /** Share of targeted requests answered 500 by `api_middleware`. */
  readonly serverErrorRate: number;
  /** The next N targeted requests answered 500. */
  readonly serverErrorNext: number;
  /**
   * The next N targeted requests answered 422 as FastAPI refuses a body its model rejects (a
   * parameter of the wrong type: `{detail: [{loc, msg, type}]}`), before the handler runs.
   */
  readonly unprocessableNext: number;
  /** Share of targeted requests whose connection is dropped unanswered. */
  readonly dropRate: number;
  /**
   * The next N generations fail after their first step with CUDA's out-of-memory (500
   * `OutOfMemoryError`), as a job too large for the card does.
   */
  readonly outOfMemoryNext: number;
  /**
   * The next N generations fail at their first step with `FileNotFoundError` naming the VAE
   * their settings load, a path on the operator's disk (`MISSING_VAE`).
   */
  readonly missingFileNext: number;
  /**
   * The next N describes fail inside CLIP (CUDA out of memory), answered 200 all the same:
   * A1111's `interrogate` with the caption `<error>` [A1 modules/interrogate.py interrogate],
   * SD.Next's `caption` with `CLIP error: <class 'torch.OutOfMemoryError'>` [SN
   * modules/caption/openclip.py caption_image].
   */
  readonly describeFailNext: number;
}

/** No faults. */
export const NO_SD_WEBUI_FAULTS: SdWebuiFaults = {
  routes: 'all',
  latencyMs: 0,
  serverErrorRate: 0,
  serverErrorNext: 0,
  unprocessableNext: 0,
  dropRate: 0,
  outOfMemoryNext: 0,
  missingFileNext: 0,
  describeFailNext: 0,
};
