import { DROP_THEN_SERVER_ERROR, FaultDice } from '../emulator-kit/fault-dice.js';
import { JobFailure } from './engine/webui-queue.js';
import type { SdWebuiFaults } from './sd-webui-faults.js';
import type { SdWebuiStats } from './sd-webui-stats.js';
import type { SdRoute } from './spec/sdapi-routes.js';

/** FastAPI's 422 first (counted down), then a drop or `api_middleware`'s 500. */
const ANSWER_FAULTS = [
  { fault: 'unprocessable', next: 'unprocessableNext' },
  ...DROP_THEN_SERVER_ERROR,
] as const;

/** The operator's file the missing-file fault names. */
export const MISSING_VAE =
  '/home/operator/stable-diffusion-webui/models/VAE/vae-ft-mse-840000-ema-pruned.safetensors';

/** Decides, request by request and job by job, which fault fires (and counts it). */
export class FaultInjector extends FaultDice<SdRoute, SdWebuiFaults, SdWebuiStats['faults']> {
  /** The fault replacing the answer to a request of `route` (a drop, a 422 or a 500), if any. */
  answerFaultFor(route: SdRoute) {
    return this.firstFiring(route, ANSWER_FAULTS);
  }

  /**
   * What the generation starting now raises, if it fails: CUDA's out of memory, or the VAE its
   * settings name missing from the operator's disk (`FileNotFoundError` with its path).
   */
  jobFailure(): JobFailure | undefined {
    if (this.rolled({ fault: 'out_of_memory', next: 'outOfMemoryNext' }))
      return new JobFailure('OutOfMemoryError', 'CUDA out of memory. Tried to allocate 2.00 GiB');
    if (this.rolled({ fault: 'missing_file', next: 'missingFileNext' }))
      return new JobFailure(
        'FileNotFoundError',
        `[Errno 2] No such file or directory: '${MISSING_VAE}'`,
      );
    return undefined;
  }

  /** Whether the describe starting now fails inside CLIP (`describeFailNext`). */
  describeFails(): boolean {
    return this.rolled({ fault: 'describe_failed', next: 'describeFailNext' });
  }
}
