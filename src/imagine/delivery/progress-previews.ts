import type { TaskPreview } from '../../image-backend/task-preview.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { imageFormatOf, SHOWN_FORMATS } from '../../safety/image-format.js';
import { imageWithMetadata } from '../../safety/image-metadata.js';
import type { ProgressFacts } from '../render/render-progress.js';
import type { ReplyProgressFrame } from '../render/render-reply.js';
import type { PreviewScreen } from './preview-screen.js';
import type { HeldPreview, ShownReply } from './reply-registry.js';
import type { ResultFile } from './result-image.js';

/** The file a job's preview is attached under. */
export const previewFileName = (jobId: string, serial: number, extension: string) =>
  `preview-${jobId}-${serial}.${extension}`;

/**
 * Keeps `job`'s latest `preview` on its reply while it processes (the newest replaces the one
 * held); a job no longer processing holds none.
 */
export function holdPreview(
  entry: ShownReply,
  job: GenerationJob,
  preview: TaskPreview | undefined,
): void {
  if (job.state !== 'processing') {
    entry.previews?.delete(job.id);
    return;
  }
  if (!preview || entry.previews?.get(job.id)?.preview.serial === preview.serial) return;
  entry.previews ??= new Map();
  entry.previews.set(job.id, { preview });
}

/** The serial of the preview `job`'s line shows, if it holds one. */
export const previewSerialOf = (entry: ShownReply, jobId: string): number | undefined =>
  entry.previews?.get(jobId)?.preview.serial;

/** What a progress edit carries: its facts with their previews resolved, and the files. */
export interface ResolvedProgress {
  readonly json: string;
  readonly files: readonly ResultFile[];
}

/**
 * The progress facts `json` with each preview resolved when it is sent: the newest the reply holds
 * for its job, attached once it fits the reply's attachment limit, is an image Discord shows (read
 * from its header, nothing decoded) and passed `screen` (checked once per preview); else left out.
 * Without a screen no preview is shown.
 */
export async function resolvePreviews(
  entry: ShownReply,
  json: string,
  screen: PreviewScreen | undefined,
): Promise<ResolvedProgress> {
  const { facts, ...frame } = JSON.parse(json) as ReplyProgressFrame & { facts: ProgressFacts[] };
  if (!facts.some((shown) => shown.preview)) return { json, files: [] };
  const files: ResultFile[] = [];
  const resolved: ProgressFacts[] = [];
  for (const shown of facts) {
    const { preview: wanted, ...rest } = shown;
    const held = wanted ? entry.previews?.get(wanted.jobId) : undefined;
    const file =
      wanted && held && screen ? await fileOf(entry, wanted.jobId, held, screen) : undefined;
    if (!wanted || !held || !file) {
      resolved.push(rest);
      continue;
    }
    files.push(file);
    const preview = { jobId: wanted.jobId, serial: held.preview.serial, fileName: file.name };
    resolved.push({ ...rest, preview });
  }
  return { json: JSON.stringify({ ...frame, facts: resolved }), files };
}

/** The attachment of a held preview, checked once. */
function fileOf(
  entry: ShownReply,
  jobId: string,
  held: HeldPreview,
  screen: PreviewScreen,
): Promise<ResultFile | undefined> {
  held.file ??= checkedFile(entry, jobId, held, screen);
  return held.file;
}

/** The attachment of a held preview, or undefined when it is not to be shown. */
async function checkedFile(
  entry: ShownReply,
  jobId: string,
  { preview }: HeldPreview,
  screen: PreviewScreen,
): Promise<ResultFile | undefined> {
  const { image, serial } = preview;
  if (image.length > entry.ref.attachmentSizeLimit) return undefined;
  const format = imageFormatOf(image);
  if (!format.shown || format.animated) return undefined;
  if (!(await screen(entry.ref, entry.requesterId, image).catch(() => false))) return undefined;
  const { extension, contentType } = SHOWN_FORMATS[format.format];
  const data = imageWithMetadata(image, format.format, 'strip', () => '');
  return { name: previewFileName(jobId, serial, extension), data, contentType };
}
