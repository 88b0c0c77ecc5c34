import { bytesText, text } from '../../i18n/localized-text.js';
import { ImageHostRefusedError, ImageTooLargeError } from '../../image-api/errors.js';
import type { ImageService } from '../../image-api/service-types.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import type { ImagePlacements } from '../render/render-reply.js';
import { type ImagePlacement, imageFileName } from '../render/render-result.js';

/** An image to upload with a message. */
export interface ResultFile {
  readonly name: string;
  readonly data: Buffer;
}

/** How a finished image reaches the message: attached bytes, or a link. */
export interface ResultImage {
  readonly placement: ImagePlacement;
  readonly file?: ResultFile;
}

/** Options of {@link fetchResultImage}. */
export interface FetchResultImageOptions {
  readonly jobId: string;
  readonly imageUrl: string;
  /** The interaction's `attachment_size_limit`: larger images are linked. */
  readonly maxBytes: number;
  /** Link the image when downloading it fails (else the failure is thrown, to be retried). */
  readonly linkOnFailure: boolean;
}

/** Download failures of one image before it is linked instead of attached. */
export const DOWNLOAD_ATTEMPTS = 2;

/**
 * Downloads a finished image to attach it; links it when it is too large (or, if allowed,
 * unreachable); withholds it, never linking it, when its host was refused as unsafe.
 */
export async function fetchResultImage(
  api: Pick<ImageService, 'downloadImage'>,
  options: FetchResultImageOptions,
): Promise<ResultImage> {
  const { imageUrl: url, maxBytes } = options;
  try {
    const data = await api.downloadImage(url, { maxBytes });
    const name = imageFileName(options.jobId);
    return { placement: { kind: 'attachment', fileName: name }, file: { name, data } };
  } catch (error) {
    if (error instanceof ImageHostRefusedError) {
      return {
        placement: { kind: 'withheld', reason: error.text ?? text('service.imageHostRefused') },
      };
    }
    if (error instanceof ImageTooLargeError) {
      const reason = text('imagine.result.tooLarge', { size: bytesText(maxBytes) });
      return { placement: { kind: 'link', url, reason } };
    }
    if (!options.linkOnFailure) throw error;
    return { placement: { kind: 'link', url, reason: text('imagine.result.notFetched') } };
  }
}

/** The images of a reply: where each goes, and the files to upload, in the reply's order. */
export interface ReplyImages {
  readonly placements: ImagePlacements;
  readonly files: readonly ResultFile[];
}

/**
 * Fetches the image of every completed job of a reply. A download that fails is thrown (the final
 * edit is retried) until the image failed {@link DOWNLOAD_ATTEMPTS} times; then it is linked.
 * `failures` counts failed downloads by job id across those retries.
 */
export async function fetchResultImages(
  api: Pick<ImageService, 'downloadImage'>,
  jobs: readonly GenerationJob[],
  options: { readonly maxBytes: number; readonly failures: Map<string, number> },
): Promise<ReplyImages> {
  const placements = new Map<string, ImagePlacement>();
  const files: ResultFile[] = [];
  for (const job of jobs) {
    if (job.state !== 'completed' || !job.imageUrl) continue;
    const failed = options.failures.get(job.id) ?? 0;
    try {
      const image = await fetchResultImage(api, {
        jobId: job.id,
        imageUrl: job.imageUrl,
        maxBytes: options.maxBytes,
        linkOnFailure: failed + 1 >= DOWNLOAD_ATTEMPTS,
      });
      placements.set(job.id, image.placement);
      if (image.file) files.push(image.file);
    } catch (error) {
      options.failures.set(job.id, failed + 1);
      throw error;
    }
  }
  return { placements, files };
}
