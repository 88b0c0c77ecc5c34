import type { TaskVideo, VideoType } from '../../image-backend/animation.js';
import type { ComfyHttpSettings } from './comfy-http.js';
import type { HistoryEntry } from './comfy-schemas.js';
import { viewUrl } from './comfy-view.js';

/** The containers Discord plays inline, by a saved video's extension. */
const PLAYED: Readonly<Record<string, VideoType>> = { mp4: 'video/mp4', webm: 'video/webm' };

/**
 * An animate prompt's end, read from its history's outputs: the output marked `animated: [true]`
 * (`ui.PreviewVideo`: SaveVideo's, SaveWEBM's) is the video, the other outputs' images (the
 * `PreviewImage`s of its `ImageFromBatch` frames, in node order: first, middle, last) its sampled
 * frames, the first of them its poster. Undefined for a prompt that saved no video (an image's);
 * `missing` for a video without frames or in a container Discord does not play.
 */
export function videoOf(
  http: ComfyHttpSettings,
  entry: HistoryEntry,
): { video: TaskVideo; poster: string } | { missing: string } | undefined {
  const outputs = Object.values(entry.outputs);
  const animated = outputs.find((output) => output.animated?.[0] === true);
  const file = animated?.images?.[0];
  if (!file) return undefined;
  const type = PLAYED[file.filename.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) return { missing: `the workflow saved ${file.filename}, not an MP4 or WebM video` };
  const frames = outputs
    .filter((output) => output !== animated)
    .flatMap((output) => output.images ?? [])
    .map((image) => viewUrl(http, image));
  const [poster] = frames;
  if (!poster) return { missing: 'the workflow saved a video but no frames to check' };
  return { video: { url: viewUrl(http, file), type, frames }, poster };
}
