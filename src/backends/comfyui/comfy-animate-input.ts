import type { MotionLevel } from '../../image-backend/animation.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { ImageAction } from '../../image-backend/image-actions.js';
import type { PixelSize } from '../../image-backend/images-in.js';
import type { RegisteredWorkflow, WorkflowValues } from './comfy-workflow.js';

/**
 * What a motion level adds to an animation's prompt (Wan and LTX take motion in words: their
 * models have no motion input).
 */
const MOTION_WORDS: Readonly<Record<MotionLevel, string>> = {
  low: 'subtle gentle motion, slow movement, steady camera',
  high: 'dynamic energetic motion, fast movement, moving camera',
};

/** The step of a video's sides: Wan 2.2's latent (`Wan22ImageToVideoLatent` steps by 32). */
const VIDEO_STEP = 32;

/**
 * An animation's size: the input's aspect over as many pixels as the workflow's own size (1280 ×
 * 704 for Wan 2.2 TI2V 5B), each side a multiple of {@link VIDEO_STEP}.
 */
export function videoSize(workflow: RegisteredWorkflow, image: PixelSize): PixelSize {
  const slot = workflow.slots.width;
  const node = slot && workflow.graph[slot.node];
  const area = Number(node?.inputs.width) * Number(node?.inputs.height);
  const aspect = image.width / image.height;
  const on = (side: number) => Math.max(VIDEO_STEP, Math.round(side / VIDEO_STEP) * VIDEO_STEP);
  return { width: on(Math.sqrt(area * aspect)), height: on(Math.sqrt(area / aspect)) };
}

/**
 * What Animate writes into an animate workflow besides the seed and steps: the uploaded image, the
 * prompt (the motion prompt, else the image's own) with its motion level's words, and the size of
 * the image's aspect ({@link videoSize}); the length and frame rate stay the workflow's.
 */
export function animateValues(
  workflow: RegisteredWorkflow,
  action: Extract<ImageAction, { kind: 'animate' }>,
  image: PixelSize,
  uploaded: string,
  request: GenerationRequest,
): WorkflowValues {
  const motion = MOTION_WORDS[action.motion];
  const { prompt } = request;
  const positive = typeof prompt === 'string' && prompt.trim() ? `${prompt}, ${motion}` : motion;
  return { image: uploaded, positive, ...videoSize(workflow, image) };
}
