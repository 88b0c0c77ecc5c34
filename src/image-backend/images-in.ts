import type { AnimateCapabilities } from './animation.js';

/** An edit's strength: its range and the value used when none is given. */
export interface StrengthRange {
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** The formats an input image may have: what every backend that takes one reads. */
export type InputImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * What a backend does with an image a member brings in, declared once by the backend;
 * absent: it takes none, and nothing about images in is offered on it.
 */
export interface ImagesInCapabilities {
  /**
   * It makes a new image from an input image and a prompt (img2img, an edit): `/imagine image:`,
   * Edit, and Vary (the image's own prompt on it, with a new seed).
   */
  readonly edit?: {
    /**
     * How far the result may move from its input, where the backend takes it (the Horde's and the
     * WebUI's `denoising_strength`): its range and the value used when none is given. Absent: the
     * backend takes no strength (OpenAI's edits), and Vary's subtle or strong is its own (`vary`).
     */
    readonly strength?: StrengthRange;
    /**
     * Whether its edit follows the prompt as an instruction ("make it night"), the image kept where
     * the words do not change it: an edit model (Flux Kontext, Qwen-Image-Edit, the GPT image
     * models), not image to image at a strength. The Edit form and the card say which ran.
     * @default false
     */
    readonly byWords?: boolean;
    /**
     * How many reference images it takes beside the image an edit by words changes
     * (`SubmitInput.references`: Qwen-Image-Edit-2509's `image2`/`image3`, Flux Kontext's chained
     * `ReferenceLatent`, the GPT image models' further `image[]`). @default 0: none is offered
     */
    readonly references?: number;
    /**
     * Whether it takes a mask (`SubmitInput.mask`: transparent pixels, where to change): Vary
     * (Region), Zoom out and Pan are offered where it does. @default false
     */
    readonly mask?: boolean;
    /**
     * The canvas Zoom out and Pan draw on where it takes a mask: each side a multiple of
     * `multiple` (a latent's 8; the Horde's 64), at most `maxPixels` (the original scaled down to
     * fit, as Midjourney's zoom keeps its output's size). @default {@link DEFAULT_CANVAS}
     */
    readonly canvas?: CanvasLimits;
    /**
     * Whether the backend answers a masked input at a size of its own, or changes what the mask
     * keeps (the Horde: its workers stretch the image and mask to the request's size, the input's
     * fitted to `canvas`, and send a result decoded from latents as lossy WebP): once its image is
     * downloaded, the bot puts the input's pixels back where the mask keeps them, at the input's
     * size (`restoreKeptPixels`), so a member gets the input's size (a card's, Zoom out's canvas)
     * with its kept pixels exactly. @default false: it answers at the input's size, the kept
     * pixels its own
     */
    readonly restoresKept?: boolean;
  };
  /** How it upscales an image, and how large an image it can (absent: no upscale). */
  readonly upscale?: UpscaleCapabilities;
  /**
   * It makes a short video of an image (Animate: `TaskStatus`'s `video`); absent: it animates
   * none. A server whose own backend has none runs Animate on the first backend that has it.
   */
  readonly animate?: AnimateCapabilities;
  /** It describes an image in words (`ImageBackend.describe`). @default false */
  readonly describe?: boolean;
  /**
   * What one description costs in the backend's cost unit (`costUnitOf`), known before it is asked
   * (the Horde's caption: 3 kudos): a server budget in that unit is refused a description it has
   * no room for. @default 1
   */
  readonly describeCost?: number;
  /** The largest input it takes: bytes, and pixels (width × height), checked before sending. */
  readonly maxInput: { readonly bytes: number; readonly pixels: number };
  /** The formats it takes; another is converted to PNG before it is sent. */
  readonly types: readonly InputImageType[];
  /**
   * How many copies of an input (and its mask) its request holds beside the input's own bytes
   * while it is made and sent: an upload copied into a `Blob` 1 (ComfyUI's); a body that streams
   * the bytes or their encoding a piece at a time none (OpenAI's multipart, the WebUI's and the
   * Horde's JSON). The input budget counts them with the input until the backend lets go of it
   * (`SubmitOptions.keepsInput`). @default 0
   */
  readonly sentCopies?: number;
}

/**
 * What a backend upscales (`ImagesInCapabilities.upscale`): its factors and the largest image it
 * can do each with, so a card offers only the factors an image can take and a press of another is
 * refused before anything is sent (`fitsSize` in `image-actions.ts`).
 */
export interface UpscaleCapabilities {
  /** The factors it upscales by, smallest first (×2, ×4). Empty: no upscale. */
  readonly factors: readonly number[];
  /**
   * The most pixels (width × height) a result may have: the backend's own limit, or the bot's
   * where the backend has none (what it checks and posts: 4096×4096).
   */
  readonly maxResultPixels: number;
  /**
   * Where the backend cuts the source into square tiles of `side` pixels and takes at most `count`
   * of them (the Horde's alchemists: 16 of 512×512 by default; a larger source waits for none).
   */
  readonly tiles?: { readonly side: number; readonly count: number };
}

/**
 * What a backend draws an outpainting canvas on: its most pixels, the multiple of each side and
 * its longest side.
 */
export interface CanvasLimits {
  /** The most pixels (width × height) of the canvas. */
  readonly maxPixels: number;
  /** Each side a multiple of this. */
  readonly multiple: number;
  /** The longest side it takes (the Horde's 3072). @default none */
  readonly maxSide?: number;
}

/** The canvas of a backend that names none: sides of 8 (a latent's), about a megapixel. */
export const DEFAULT_CANVAS: CanvasLimits = { maxPixels: 1024 * 1024, multiple: 8 };

/** The canvas Zoom out and Pan draw on for `imagesIn` ({@link ImagesInCapabilities.edit}). */
export const canvasOf = (imagesIn: ImagesInCapabilities): CanvasLimits =>
  imagesIn.edit?.canvas ?? DEFAULT_CANVAS;

/** An image's size in pixels. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** An input image's bytes, checked, as sent to a backend. */
export interface InputImage {
  readonly bytes: Buffer;
  readonly type: InputImageType;
  readonly width: number;
  readonly height: number;
}
