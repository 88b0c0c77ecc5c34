import type { UserText } from '../../core/app-error.js';
import { bytesText, text } from '../../i18n/localized-text.js';
import { ImageHostRefusedError, ImageTooLargeError } from '../../image-backend/backend-errors.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { ResultUnfetchedError } from '../../jobs/job-errors.js';
import { imageFormatOf, SHOWN_FORMATS } from '../../safety/image-format.js';
import {
  type ImagePlacement,
  type ImagePlacements,
  imageFileName,
} from '../render/render-final.js';
import { FITTED_FORMAT, fitUpload, type ShownImage } from './fit-upload.js';
import { downloadVideoOnce, type FetchedVideo } from './result-video.js';

/** An image (or an animation's video) to upload with a message, named and typed after its real format. */
export interface ResultFile {
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
  /** A video's sampled frames, which the image check classifies in its place. */
  readonly frames?: readonly Buffer[];
}

/** Attempts of a reply's final message at one image before it is told made but not fetched. */
const DOWNLOAD_ATTEMPTS = 2;

/** An image taken in as its job ended, before its reply's final message ({@link holdResultImage}). */
export interface HeldImage {
  readonly data: Buffer;
  readonly format: ShownImage;
}

/** What delivery keeps of a job's image between attempts of its reply's final message. */
export interface DownloadMemory {
  /** Attempts whose downloads all failed. */
  failures: number;
  /** The latest URL the backend gave for it (a fresh one), tried first next time. */
  url?: string;
}

/** The images of a reply: where each goes, and the files to upload, in the reply's order. */
export interface ReplyImages {
  readonly placements: ImagePlacements;
  readonly files: readonly ResultFile[];
}

/** What {@link fetchResultImages} takes. */
export interface FetchImagesOptions {
  /** The largest file the reply may upload (the interaction's `attachment_size_limit`). */
  readonly maxBytes: number;
  /** Per job id, what earlier attempts learned; kept by the caller across attempts. */
  readonly memory: Map<string, DownloadMemory>;
  /**
   * The URL the job's backend gives its task now (a fresh one where URLs expire), or undefined
   * when it no longer has the task; asked when a download failed.
   */
  readonly freshImageUrl?: (job: GenerationJob) => Promise<string | undefined>;
  /**
   * What a job's downloaded image becomes before it is shown (`keptRestorer`: a masked result
   * put back at its input's size with the input's kept pixels). @default the image as downloaded
   */
  readonly finish?: (job: GenerationJob, data: Buffer) => Promise<Buffer>;
  /** Per job id, its image taken in as it ended (undefined in it: that download failed). */
  readonly held?: ReadonlyMap<string, Promise<HeldImage | undefined>>;
}

/**
 * The largest image downloaded when the upload limit is smaller: one over the limit is re-encoded
 * to fit ({@link fitUpload}): 32 MiB, a 4096×4096 PNG of noise.
 */
export const MAX_SOURCE_BYTES = 33_554_432;

/** A downloaded image Discord shows, or why none reached the bot (made, not delivered). */
type Fetched =
  | { readonly data: Buffer; readonly format: ShownImage }
  | { readonly video: FetchedVideo }
  | { readonly missing: UserText };

const tooLarge = (maxBytes: number) =>
  text('imagine.result.tooLarge', { size: bytesText(maxBytes) });

/**
 * One download of `url`, then `finish`ed: the image, or what it is instead; host refusals and
 * size are final (a `finish` that fails, a failed download).
 */
async function downloadOnce(
  backend: Pick<ImageBackend, 'downloadImage'>,
  url: string,
  maxBytes: number,
  finish: (data: Buffer) => Promise<Buffer>,
): Promise<Fetched | { readonly failed: UserText; readonly error?: unknown }> {
  try {
    const downloaded = await backend.downloadImage(url, {
      maxBytes: Math.max(maxBytes, MAX_SOURCE_BYTES),
    });
    const notAnImage = { failed: text('imagine.result.notAnImage') };
    if (!imageFormatOf(downloaded).shown) return notAnImage;
    const data = await finish(downloaded);
    const format = imageFormatOf(data);
    return format.shown ? { data, format } : notAnImage;
  } catch (error) {
    if (error instanceof ImageHostRefusedError) {
      return { missing: error.text ?? text('service.imageHostRefused') };
    }
    if (error instanceof ImageTooLargeError) return { missing: tooLarge(maxBytes) };
    return { failed: text('imagine.result.notFetched'), error };
  }
}

/**
 * A completed job's image: the one taken in as it ended (`held`), else from the URL known (the
 * job's, or a fresher one learned before), then, if that fails, from the URL its backend gives
 * now. An attempt whose downloads all failed throws (the final message is tried again later)
 * until {@link DOWNLOAD_ATTEMPTS}, then tells why the image is missing; a host refused as unsafe
 * or an image over `maxBytes` is told at once.
 */
async function fetchImage(
  backend: Pick<ImageBackend, 'downloadImage'>,
  job: GenerationJob,
  options: FetchImagesOptions,
): Promise<Fetched> {
  const held = await options.held?.get(job.id);
  if (held) return held;
  const memory = options.memory.get(job.id) ?? { failures: 0 };
  const finish = (data: Buffer) => options.finish?.(job, data) ?? Promise.resolve(data);
  let url: string | undefined = memory.url ?? job.imageUrl ?? '';
  let last = job.video
    ? await downloadVideoOnce(backend, job, options.maxBytes)
    : await downloadOnce(backend, url, options.maxBytes, finish);
  if ('failed' in last && !job.video) {
    url = await options.freshImageUrl?.(job);
    if (url) {
      memory.url = url;
      last = await downloadOnce(backend, url, options.maxBytes, finish);
    }
  }
  if (!('failed' in last)) return last;
  memory.failures += 1;
  options.memory.set(job.id, memory);
  if (memory.failures < DOWNLOAD_ATTEMPTS) {
    throw new ResultUnfetchedError(job.id, { cause: last.error ?? new Error('not an image') });
  }
  return { missing: last.failed };
}

/**
 * Takes in the image of a job that ended while others of its reply still run, as its reply's final
 * message would (`finish`ed, its format read from its bytes), for that message's `held`: an image
 * a pool's server made is then not lost if that server dies before the rest of the set is done.
 * Undefined for a video or a job with no image, or when the download failed (the final message
 * fetches it then, as it would have); never rejects.
 */
export async function holdResultImage(
  backend: Pick<ImageBackend, 'downloadImage'>,
  job: GenerationJob,
  finish?: FetchImagesOptions['finish'],
): Promise<HeldImage | undefined> {
  if (job.state !== 'completed' || !job.imageUrl || job.video) return undefined;
  const finished = (data: Buffer) => finish?.(job, data) ?? Promise.resolve(data);
  const got = await downloadOnce(backend, job.imageUrl, MAX_SOURCE_BYTES, finished);
  return 'data' in got ? got : undefined;
}

/**
 * Fetches the image of every completed job of a reply to attach it, each file named and typed
 * after the format its bytes are, whatever the backend called it. An image that cannot be
 * attached is never linked (a backend's URL may be on the operator's network, the bot's own, or
 * expire): its placement is `missing`, with why: it could not be fetched (see `fetchImage`), it
 * is not an image Discord shows (SVG, HTML, anything but PNG, JPEG, GIF and WebP, read from its
 * bytes), its host was refused as unsafe, or it is too large: one over `maxBytes` is re-encoded
 * to fit (the card says so), and only one that still does not (or is over
 * {@link MAX_SOURCE_BYTES}, animated or over the pixel cap) is missing. An animation's video is
 * attached as it is, with its sampled frames for the image check (`downloadVideoOnce`), or missing.
 */
export async function fetchResultImages(
  backendOf: (id: string | undefined) => Pick<ImageBackend, 'downloadImage'>,
  jobs: readonly GenerationJob[],
  options: FetchImagesOptions,
): Promise<ReplyImages> {
  const placements = new Map<string, ImagePlacement>();
  const files: ResultFile[] = [];
  for (const job of jobs) {
    if (job.state !== 'completed' || !job.imageUrl) continue;
    const fetched = await fetchImage(backendOf(job.backend), job, options);
    if ('missing' in fetched) {
      placements.set(job.id, { kind: 'missing', reason: fetched.missing });
      continue;
    }
    if ('video' in fetched) {
      const { size, ...file } = fetched.video;
      files.push(file);
      placements.set(job.id, { kind: 'attachment', fileName: file.name, size });
      continue;
    }
    const { format } = fetched;
    const size = { width: format.width, height: format.height };
    if (fetched.data.length <= options.maxBytes) {
      const { extension, contentType } = SHOWN_FORMATS[format.format];
      const name = imageFileName(job.id, extension);
      files.push({ name, data: fetched.data, contentType });
      placements.set(job.id, { kind: 'attachment', fileName: name, size });
      continue;
    }
    const fitted = await fitUpload(fetched.data, format, options.maxBytes);
    if (!fitted) {
      placements.set(job.id, { kind: 'missing', reason: tooLarge(options.maxBytes) });
      continue;
    }
    const name = imageFileName(job.id, FITTED_FORMAT.extension);
    files.push({ name, data: fitted.data, contentType: FITTED_FORMAT.contentType });
    const scaled = fitted.width !== format.width || fitted.height !== format.height;
    const note = text('imagine.result.reencoded', {
      size: bytesText(options.maxBytes),
      scaled: scaled ? 'yes' : 'no',
      width: String(fitted.width),
      height: String(fitted.height),
    });
    placements.set(job.id, { kind: 'attachment', fileName: name, size, note });
  }
  return { placements, files };
}
