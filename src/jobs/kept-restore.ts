import type { Logger } from '../core/logger.js';
import { declarationOf } from '../image-backend/image-actions.js';
import type { ImagesInCapabilities } from '../image-backend/images-in.js';
import { restoreKeptPixels } from '../image-backend/kept-pixels.js';
import type { GenerationJob } from './generation-job.js';
import type { JobInputs } from './job-inputs.js';

/** What {@link keptRestorer} reads. */
export interface KeptRestoreDependencies {
  /** Where a job's input and its mask are kept (`JobManager.inputs`). */
  readonly inputs: () => Pick<JobInputs, 'get' | 'mask'>;
  /** What the backend a job ran on does with an image brought in (`GenerationJob.backend`). */
  readonly imagesInOf: (backend: string | undefined) => ImagesInCapabilities | undefined;
  readonly logger: Logger;
}

/**
 * What a job's downloaded image becomes before it is shown: a masked job's (Vary (Region), an
 * attached or painted mask, Zoom out, Pan) on a backend that `restoresKept` (the Horde) is put
 * back at its input's size with the input's pixels wherever the mask keeps them
 * (`restoreKeptPixels`), from the input kept for the job; any other as it is. One whose input is
 * no longer kept (erased by its member, or expired) is shown as the backend made it, and logged.
 * @returns a function that throws what the store and libvips throw (the download is then tried again).
 */
export function keptRestorer(deps: KeptRestoreDependencies) {
  return async (job: GenerationJob, data: Buffer): Promise<Buffer> => {
    const { input } = job;
    if (!input || !declarationOf(input.action).masked) return data;
    if (!deps.imagesInOf(job.backend)?.edit?.restoresKept) return data;
    const inputs = deps.inputs();
    const [image, mask] = [await inputs.get(input.ref), await inputs.mask(input.ref)];
    if (!image || !mask) {
      deps.logger.info('a masked result is shown as made: its input is no longer kept', {
        jobId: job.id,
      });
      return data;
    }
    return restoreKeptPixels(data, { image, mask });
  };
}
