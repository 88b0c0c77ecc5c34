import { declarationOf, type ImageAction } from './image-actions.js';

/**
 * The model families a backend's workflows run, as the line prices their steps (ComfyUI's
 * families: read from each workflow's nodes).
 */
export type ModelFamily = 'sd15' | 'sdxl' | 'flux' | 'qwen-image' | 'wan';

/**
 * What a job asks of a GPU, as the line prices it: a picture from noise, an edit, an edit within
 * a mask, a canvas grown, an upscale, a video's frames.
 */
export type GpuWorkKind =
  | 'text-to-image'
  | 'image-to-image'
  | 'inpaint'
  | 'outpaint'
  | 'upscale'
  | 'video';

/**
 * The kind of GPU work `action` is, read from its declaration (`IMAGE_ACTIONS`): a video, a
 * region's mask (inpaint), a canvas's (outpaint), an image made larger without being drawn again
 * (upscale), else an edit; no action: text to image.
 */
export function gpuWorkOf(action: ImageAction | undefined): GpuWorkKind {
  if (!action) return 'text-to-image';
  const declared = declarationOf(action);
  if (declared.video) return 'video';
  if (declared.masked === 'region') return 'inpaint';
  if (declared.masked === 'canvas') return 'outpaint';
  return declared.redraws ? 'image-to-image' : 'upscale';
}
