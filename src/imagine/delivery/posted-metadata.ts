import type { ImageMetadataMode } from '../../core/image-variables.js';
import { type GenerationJob, ranRequest } from '../../jobs/generation-job.js';
import { imageFormatOf } from '../../safety/image-format.js';
import { imageWithMetadata } from '../../safety/image-metadata.js';
import type { ImagePlacement } from '../render/render-final.js';
import type { ReplyImages, ResultFile } from './result-image.js';

/**
 * The bot's own `parameters` text of a job's image, in the WebUI's layout: the prompt (a text
 * one; a node-graph workflow is not written), then `Seed: …, Size: …, Model: …` for what is known.
 */
export function parametersText(job: GenerationJob, size: ImagePlacement | undefined): string {
  const { prompt, seed, model, workflow } = ranRequest(job);
  const made = size?.kind === 'attachment' ? size.size : undefined;
  const fields = [
    seed !== undefined && seed >= 0 ? `Seed: ${seed}` : undefined,
    made ? `Size: ${made.width}x${made.height}` : undefined,
    model ? `Model: ${model}` : workflow ? `Workflow: ${workflow}` : undefined,
  ].filter((field) => field !== undefined);
  return [typeof prompt === 'string' ? prompt : undefined, fields.join(', ')]
    .filter(Boolean)
    .join('\n');
}

/**
 * A reply's images as they are posted, under `IMAGE_METADATA` (`mode`): each attached file
 * rewritten by `imageWithMetadata`, here, above every backend's port, so no backend's file
 * reaches Discord with its metadata unless the operator keeps it.
 */
export function withPostedMetadata(
  images: ReplyImages,
  jobs: readonly GenerationJob[],
  mode: ImageMetadataMode,
): ReplyImages {
  if (mode === 'keep') return images;
  const byFile = new Map<string, { job: GenerationJob; placement: ImagePlacement }>();
  for (const job of jobs) {
    const placement = images.placements.get(job.id);
    if (placement?.kind === 'attachment') byFile.set(placement.fileName, { job, placement });
  }
  const files = images.files.map((file): ResultFile => {
    const format = imageFormatOf(file.data);
    if (!format.shown) return file;
    const of = byFile.get(file.name);
    const parameters = () => (of ? parametersText(of.job, of.placement) : '');
    const chosen = of ? mode : 'strip';
    return { ...file, data: imageWithMetadata(file.data, format.format, chosen, parameters) };
  });
  return { ...images, files };
}
