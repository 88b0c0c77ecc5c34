import type { UserText } from '../../core/app-error.js';
import { bytesText, text } from '../../i18n/localized-text.js';
import { ImageHostRefusedError, ImageTooLargeError } from '../../image-backend/backend-errors.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { imageFormatOf } from '../../safety/image-format.js';
import { videoWithoutMetadata } from '../../safety/video-metadata.js';
import { imageFileName } from '../render/render-final.js';

/** The largest sampled frame downloaded: 32 MiB, as a result image's source. */
const MAX_FRAME_BYTES = 33_554_432;

/** Each container's extension and the bytes it starts with (MP4's `ftyp` at 4, EBML's magic). */
const CONTAINERS = {
  'video/mp4': {
    extension: 'mp4',
    isOne: (data: Buffer) => data.toString('latin1', 4, 8) === 'ftyp',
  },
  'video/webm': {
    extension: 'webm',
    isOne: (data: Buffer) => data.readUInt32BE(0) === 0x1a45dfa3,
  },
} as const;

/** An animation downloaded: the video to post (tags taken out), its frames to check, its size. */
export interface FetchedVideo {
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
  /** The sampled frames (first, middle, last), for the image check; never posted. */
  readonly frames: readonly Buffer[];
  readonly size: { readonly width: number; readonly height: number };
}

/**
 * One download of a completed animation (`job.video`): the video within `maxBytes` (the upload
 * limit where it is posted: one over it is never half-posted nor re-encoded, it is refused saying
 * what to change), its tags taken out (`videoWithoutMetadata`: ComfyUI writes the prompt, the
 * workflow and the input's name in), and each sampled frame, which must be an image. A refused
 * host, a video over the limit and bytes that are no video are final (`missing`); anything else
 * `failed`, to be tried again.
 */
export async function downloadVideoOnce(
  backend: Pick<ImageBackend, 'downloadImage'>,
  job: GenerationJob,
  maxBytes: number,
): Promise<
  | { readonly video: FetchedVideo }
  | { readonly missing: UserText }
  | { readonly failed: UserText; readonly error?: unknown }
> {
  const { video } = job;
  const notAVideo = { missing: text('imagine.result.notAVideo') };
  if (!video) return notAVideo;
  try {
    const container = CONTAINERS[video.type];
    const raw = await backend.downloadImage(video.url, { maxBytes });
    const data = container.isOne(raw) ? videoWithoutMetadata(raw, video.type) : undefined;
    if (!data) return notAVideo;
    const frames: Buffer[] = [];
    for (const url of video.frames) {
      frames.push(await backend.downloadImage(url, { maxBytes: MAX_FRAME_BYTES }));
    }
    const first = frames[0] && imageFormatOf(frames[0]);
    if (!first?.shown || frames.some((frame) => !imageFormatOf(frame).shown)) {
      return { failed: text('imagine.result.notAnImage') };
    }
    const name = imageFileName(job.id, container.extension);
    const size = { width: first.width, height: first.height };
    return { video: { name, data, contentType: video.type, frames, size } };
  } catch (error) {
    if (error instanceof ImageHostRefusedError) {
      return { missing: error.text ?? text('service.imageHostRefused') };
    }
    if (error instanceof ImageTooLargeError) {
      return { missing: text('imagine.result.videoTooLarge', { size: bytesText(maxBytes) }) };
    }
    return { failed: text('imagine.result.notFetched'), error };
  }
}
