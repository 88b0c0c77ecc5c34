import { bytesText, text } from '../../i18n/localized-text.js';
import { ImageHostRefusedError, ImageTooLargeError } from '../../image-backend/errors.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { imageFormatOf, SHOWN_FORMATS } from '../../safety/image-format.js';
import {
  type ImagePlacement,
  type ImagePlacements,
  imageFileName,
} from '../render/render-final.js';

/** An image to upload with a message, named and typed after its real format. */
export interface ResultFile {
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
}

/** Download failures of one image before it is linked instead of attached. */
const DOWNLOAD_ATTEMPTS = 2;

/** The images of a reply: where each goes, and the files to upload, in the reply's order. */
export interface ReplyImages {
  readonly placements: ImagePlacements;
  readonly files: readonly ResultFile[];
}

/**
 * Fetches the image of every completed job of a reply to attach it; links one that is too large
 * (`maxBytes`, the interaction's `attachment_size_limit`) or failed {@link DOWNLOAD_ATTEMPTS}
 * times (a failure before that is thrown: the final edit is retried; `failures` counts them by
 * job id); withholds one, never linking it, whose host was refused as unsafe or that is not an
 * image Discord shows (SVG, HTML, anything but PNG, JPEG, GIF and WebP, read from its bytes). Each
 * file is named and typed after the format its bytes are, whatever the service called it.
 */
export async function fetchResultImages(
  backendOf: (id: string | undefined) => Pick<ImageBackend, 'downloadImage'>,
  jobs: readonly GenerationJob[],
  options: { readonly maxBytes: number; readonly failures: Map<string, number> },
): Promise<ReplyImages> {
  const { maxBytes, failures } = options;
  const placements = new Map<string, ImagePlacement>();
  const files: ResultFile[] = [];
  for (const job of jobs) {
    const url = job.imageUrl;
    if (job.state !== 'completed' || !url) continue;
    try {
      const data = await backendOf(job.backend).downloadImage(url, { maxBytes });
      const format = imageFormatOf(data);
      if (!format.shown) {
        placements.set(job.id, { kind: 'withheld', reason: text('imagine.result.notAnImage') });
        continue;
      }
      const { extension, contentType } = SHOWN_FORMATS[format.format];
      const name = imageFileName(job.id, extension);
      files.push({ name, data, contentType });
      const { width, height } = format;
      const sized = width > 0 && height > 0 ? { size: { width, height } } : {};
      placements.set(job.id, { kind: 'attachment', fileName: name, ...sized });
    } catch (error) {
      if (error instanceof ImageHostRefusedError) {
        const reason = error.text ?? text('service.imageHostRefused');
        placements.set(job.id, { kind: 'withheld', reason });
      } else if (error instanceof ImageTooLargeError) {
        const reason = text('imagine.result.tooLarge', { size: bytesText(maxBytes) });
        placements.set(job.id, { kind: 'link', url, reason });
      } else {
        const failed = (failures.get(job.id) ?? 0) + 1;
        if (failed < DOWNLOAD_ATTEMPTS) {
          failures.set(job.id, failed);
          throw error;
        }
        placements.set(job.id, { kind: 'link', url, reason: text('imagine.result.notFetched') });
      }
    }
  }
  return { placements, files };
}
