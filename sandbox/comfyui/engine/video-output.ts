import type { OutputFiles, PngInfo } from './output-files.js';
import { itemsOf } from './plan-picture.js';
import { hasDynamicFormat, saveVideoChoice } from './save-video-choice.js';
import { segmentsOf, type VideoEncoder, type VideoJob } from './video-encoder.js';
import { videoFps } from './video-pictures.js';
import type { WorkflowPlan } from './workflow-plan.js';

/** The classes that save a video and answer `executed` with `PreviewVideo`'s output. */
export const VIDEO_OUTPUTS = ['SaveVideo', 'SaveWEBM'];

/** What saving a video uses: the output folder, the encoder and the grain option. */
export interface VideoHost {
  readonly files: OutputFiles;
  readonly videos: VideoEncoder;
  readonly videoGrain: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** `Fraction(round(fps * 1000), 1000)`, reduced: the rate PyAV writes. */
function rateOf(fps: number): [number, number] {
  const thousandths = Math.max(1, Math.round(fps * 1000));
  const d = gcd(thousandths, 1000);
  return [thousandths / d, 1000 / d];
}

/**
 * Saves node `id`'s video and answers its UI output, `ui.PreviewVideo` (`{images: [file],
 * animated: [true]}`): `SaveVideo` writes `CreateVideo`'s frames at its `fps` as MP4 (H.264,
 * yuv420p: `VideoFromComponents.save_to`; a 39b885fa one in the container, codec and crf its
 * `format` names: `save-video-choice.ts`), tagged with `extra_pnginfo`'s keys then `prompt`
 * (`movflags use_metadata_tags`); `SaveWEBM` writes its images as WebM (vp9 yuv420p, or av1
 * 10-bit) at its `crf`, tagged `prompt` first. `info` is the hidden inputs' metadata, `prompt` first.
 */
export function saveVideo(
  host: VideoHost,
  plan: WorkflowPlan,
  id: string,
  info: PngInfo,
): Record<string, unknown> {
  const webm = plan.kindOf(id) === 'SaveWEBM';
  const link = plan.input(id, webm ? 'images' : 'video');
  const picture = plan.pictureOf(link);
  const fps = webm ? Number(plan.input(id, 'fps')) : (videoFps(plan, link) ?? 30);
  const [prompt, ...extra] = info;
  const saved = !webm && hasDynamicFormat(plan, id) ? saveVideoChoice(plan, id) : undefined;
  const webmCrf = webm && { crf: Number(plan.input(id, 'crf')) };
  const job: VideoJob = {
    segments: segmentsOf(itemsOf(picture)),
    width: picture.width,
    height: picture.height,
    rate: rateOf(fps),
    codec: webm ? (plan.input(id, 'codec') === 'av1' ? 'av1' : 'vp9') : (saved?.codec ?? 'h264'),
    ...(webmCrf || (saved?.crf !== undefined && { crf: saved.crf })),
    container: webm ? 'webm' : (saved?.container ?? 'mp4'),
    metadata: webm || !prompt ? info : [...extra, prompt],
    grain: host.videoGrain,
  };
  const prefix = String(plan.input(id, 'filename_prefix'));
  const file = host.files.saveWritten('output', prefix, job.container, host.videos.encode(job));
  return { images: [file], animated: [true] };
}
