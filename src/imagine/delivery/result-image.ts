import { formatBytes } from '../../discord/text.js';
import { ImageTooLargeError } from '../../image-api/errors.js';
import type { ImageService } from '../../image-api/service-types.js';
import { type ImagePlacement, imageFileName } from '../render/render-result.js';

/** How a finished image reaches the message: attached bytes, or a link. */
export interface ResultImage {
  readonly placement: ImagePlacement;
  readonly file?: { readonly name: string; readonly data: Buffer };
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

/** Downloads a finished image to attach it; links it when it is too large (or, if allowed, unreachable). */
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
    if (error instanceof ImageTooLargeError) {
      const reason = `larger than the ${formatBytes(maxBytes)} the bot may upload here`;
      return { placement: { kind: 'link', url, reason } };
    }
    if (!options.linkOnFailure) throw error;
    return { placement: { kind: 'link', url, reason: 'the bot could not fetch it to attach it' } };
  }
}
