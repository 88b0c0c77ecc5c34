import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { type FetchImagesOptions, type HeldImage, holdResultImage } from './result-image.js';

/**
 * The most bytes of images one process holds for sets still running, unless told: 16 MiB, a
 * quarter of `IMAGE_DOWNLOAD_MEMORY_BYTES`'s default (about ten 1024² PNGs, fifty 512² ones).
 */
export const HELD_IMAGE_BYTES = 16 * 1024 * 1024;

/**
 * The images of sets, each taken in as it ended and held for its set's final message
 * (`holdResultImage`): a pool's server that dies before the rest of its set is done does not
 * take an image it made with it. At most `capacity` bytes in all; past it, an image is fetched
 * by the final message, as a single image's always is.
 */
export class HeldImages {
  readonly #held = new Map<string, Promise<HeldImage | undefined>>();
  readonly #sizes = new Map<string, number>();
  #bytes = 0;

  constructor(
    private readonly backendOf: (id: string | undefined) => Pick<ImageBackend, 'downloadImage'>,
    private readonly finish?: FetchImagesOptions['finish'],
    readonly capacity: number = HELD_IMAGE_BYTES,
  ) {}

  /** The images held, by job id (`FetchImagesOptions.held`). */
  get images(): ReadonlyMap<string, Promise<HeldImage | undefined>> {
    return this.#held;
  }

  /** The bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Takes in `job`'s image, unless it is held already or the images held fill the capacity. */
  hold(job: GenerationJob): void {
    if (this.#held.has(job.id) || this.#bytes >= this.capacity) return;
    const held = holdResultImage(this.backendOf(job.backend), job, this.finish);
    this.#held.set(job.id, held);
    void held.then((image) => {
      if (!image || this.#held.get(job.id) !== held) return;
      this.#sizes.set(job.id, image.data.length);
      this.#bytes += image.data.length;
    });
  }

  /** Lets `jobId`'s image go: its reply was forgotten, or the job is made again. */
  forget(jobId: string): void {
    this.#held.delete(jobId);
    this.#bytes -= this.#sizes.get(jobId) ?? 0;
    this.#sizes.delete(jobId);
  }
}
