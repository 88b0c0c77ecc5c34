import {
  declarationOf,
  type ImageAction,
  type SubmitInput,
} from '../../image-backend/image-actions.js';
import {
  canvasOf,
  type ImagesInCapabilities,
  type InputImage,
} from '../../image-backend/images-in.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import { type CanvasPlan, panPlan, zoomOutPlan } from '../../region-edits/canvas-plan.js';
import { outpaintImages } from '../../region-edits/outpaint-images.js';

/** The canvas Zoom out or Pan draws `image` on, for a backend's canvas limits. */
function planOf(action: ImageAction, image: InputImage, imagesIn: ImagesInCapabilities) {
  const limits = canvasOf(imagesIn);
  if (action.kind === 'zoom') return zoomOutPlan(image, action.factor, limits);
  if (action.kind === 'pan') return panPlan(image, action.direction, limits);
  return undefined;
}

/** A PNG of `plan`'s size as the port carries it. */
const pngOf = (bytes: Buffer, plan: CanvasPlan): InputImage => ({
  bytes,
  type: 'image/png',
  width: plan.width,
  height: plan.height,
});

/**
 * What a card's image is sent as for `action`: an action that draws a border around it (Zoom out,
 * Pan: `IMAGE_ACTIONS`' `masked: 'canvas'`) sends the image placed on its larger canvas, fit to the
 * backend's `edit.canvas` (`canvas-plan.ts`), with the mask of the border (`outpaintImages`), so a
 * backend sees an image and its mask as for any region; any other action sends the image as it is.
 * @throws {InputImageError} `unreadable` when libvips cannot read it.
 */
export async function actionInput(
  action: ImageAction,
  image: InputImage,
  imagesIn: ImagesInCapabilities,
): Promise<SubmitInput> {
  const plan = declarationOf(action).masked === 'canvas' && planOf(action, image, imagesIn);
  if (!plan) return { action, image };
  try {
    const { source, mask } = await outpaintImages(image, plan);
    return { action, image: pngOf(source, plan), mask: pngOf(mask, plan) };
  } catch (cause) {
    throw new InputImageError('unreadable', {}, { cause });
  }
}
