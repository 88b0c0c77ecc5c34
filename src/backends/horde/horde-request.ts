import { sharpInput } from '../../core/sharp-input.js';
import { text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/backend-errors.js';
import type { ContentContext } from '../../image-backend/backend-types.js';
import { fitToGrid } from '../../image-backend/canvas-fit.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { declarationOf, type SubmitInput, strengthOf } from '../../image-backend/image-actions.js';
import type { PixelSize } from '../../image-backend/images-in.js';
import { checkInputFits, sizeFromInput } from '../../image-backend/input-fit.js';
import { checkLoras } from '../../image-backend/lora-check.js';
import type { LoraUse } from '../../image-backend/loras.js';
import { type Base64Bytes, base64Of } from '../../image-backend/streamed-json.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import {
  HORDE_CAPABILITIES,
  HORDE_IMAGES_IN,
  HORDE_INPAINTING_MODEL,
} from './horde-capabilities.js';

/**
 * The sizes an input's size is asked on where the request names none: multiples of 64 up to the
 * Horde's 3072, its longer side within 512–1024 (the Horde asks kudos upfront over 1024×1024).
 */
const SOURCE_SIZES = { step: 64, min: 64, max: 3072 } as const;

/** The longer side a masked input is drawn at where it is shorter (SD 1.5 draws poorly under 512). */
const LEAST_PAINTED_SIDE = 512;

/**
 * The size a masked input (Vary (Region), an attached mask, Zoom out's and Pan's canvas) is
 * painted at: its own where the Horde takes it (on the grid of 64 within `edit.canvas`), else
 * fitted to it, its proportions kept (`fitToGrid`, its longer side grown to 512 where shorter).
 * A worker stretches the image and its mask to `params` (`resize_sources_to_request`), and the
 * bot puts the result back at the image's size (`restoresKept`), so the request's size is never
 * another shape than the image's, whatever size was asked for the card.
 */
export const paintedSize = (image: PixelSize): PixelSize => {
  const { width, height } = fitToGrid(image, HORDE_IMAGES_IN.edit.canvas, LEAST_PAINTED_SIDE);
  return { width, height };
};

/** The body of `POST /v2/generate/async` the bot sends. */
export interface HordeGenerationBody {
  prompt: string;
  params: {
    n: 1;
    width?: number;
    height?: number;
    steps?: number;
    cfg_scale?: number;
    seed?: string;
    sampler_name?: string;
    /** With a source image: how far the result may move from it (0.01–1). */
    denoising_strength?: number;
    /** CivitAI versions the workers fetch and apply, by version id (`is_version`). */
    loras?: HordeLora[];
  };
  models?: string[];
  nsfw: boolean;
  censor_nsfw: boolean;
  r2: true;
  shared: false;
  /** An edit's or a vary's source image, base64 (`hordeSource`). */
  source_image?: Base64Bytes;
  source_processing?: HordeSourceFields['source_processing'];
  /** A region's mask, base64: white where it may change (the Horde reads it as greyscale). */
  source_mask?: Base64Bytes;
  /** Only the price is asked (200 `{kudos}`); nothing is queued or spent. */
  dry_run?: true;
}

/**
 * The Horde's body for one image of `request` (one request per image: the bot's count is its own
 * jobs, each seeded), checked first so nothing is sent out of range: a text prompt (the negative
 * prompt after `###`, as the Horde reads it), sizes in multiples of 64, the seed as a string,
 * the sampler (`sampler_name`, one the Horde knows), the model asked for (else `defaultModel`, the
 * operator's; neither: none sent, the Horde's own default runs), and `nsfw`/`censor_nsfw` from
 * the place it will be shown (safe when unsaid). With an `input`, its source image and
 * strength, and a size of the input's aspect where the request names none; with its mask (Vary
 * (Region), Zoom out, Pan), the mask, `models.inpainting` (the only model a painting runs on) and
 * the size it is painted at ({@link paintedSize}).
 */
export function toHordeBody(
  request: GenerationRequest,
  content: ContentContext | undefined,
  models: HordeModels = { inpainting: HORDE_INPAINTING_MODEL },
  input?: SubmitInput,
): HordeGenerationBody {
  if (typeof request.prompt !== 'string') {
    throw new InvalidParameterError(
      text('parameter.wrongType', { name: 'prompt', expected: 'string' }),
      {
        parameter: 'prompt',
      },
    );
  }
  const taken = HORDE_CAPABILITIES.parameters;
  checkTakenValue('width', taken.width, request.width);
  checkTakenValue('height', taken.height, request.height);
  checkTakenValue('steps', taken.steps, request.steps);
  checkTakenValue('cfg_scale', taken.cfg, request.cfg);
  checkTakenValue('sampler_name', taken.sampler, request.sampler);
  checkLoras(request.loras);
  const source = input && hordeSource(input);
  const size = input?.mask
    ? paintedSize(input.image)
    : input
      ? sizeFromInput(input.image, request, SOURCE_SIZES)
      : request;
  const negative = request.negativePrompt?.trim();
  const model = source?.source_mask ? models.inpainting : request.model || models.default;
  const explicit = content?.explicitAllowed ?? false;
  return {
    prompt: negative ? `${request.prompt} ### ${negative}` : request.prompt,
    params: {
      n: 1,
      ...(size.width !== undefined && { width: size.width }),
      ...(size.height !== undefined && { height: size.height }),
      ...(request.steps !== undefined && { steps: request.steps }),
      ...(request.cfg !== undefined && { cfg_scale: Math.round(request.cfg * 100) / 100 }),
      ...(request.seed !== undefined && request.seed >= 0 && { seed: String(request.seed) }),
      ...(request.sampler !== undefined && { sampler_name: request.sampler }),
      ...(source && { denoising_strength: source.denoisingStrength }),
      ...(request.loras?.length && { loras: hordeLoras(request.loras) }),
    },
    ...(model && { models: [model] }),
    nsfw: explicit,
    censor_nsfw: !explicit,
    r2: true,
    shared: false,
    ...(source && {
      source_image: source.source_image,
      source_processing: source.source_processing,
    }),
    ...(source?.source_mask && { source_mask: source.source_mask }),
  };
}

/** One of `params.loras` [horde/apis/models/stable_v2.py `ModelPayloadLorasStable`]. */
export interface HordeLora {
  /** The CivitAI version id, as text. */
  name: string;
  /** Strength on the model and on the text encoder (−5 to 5). */
  model: number;
  clip: number;
  is_version: true;
}

/** The Horde's `params.loras` for a request's LoRAs: each a CivitAI version, its weight on both. */
const hordeLoras = (loras: readonly LoraUse[]): HordeLora[] =>
  loras.map(({ name, weight }) => ({ name, model: weight, clip: weight, is_version: true }));

/** The models a body names: the operator's default, and the inpainting model a painting needs. */
export interface HordeModels {
  /** The model asked for when a request names none (`HORDE_DEFAULT_MODEL`); absent: none sent. */
  readonly default?: string | undefined;
  /**
   * The inpainting model a masked request asks for (`HORDE_INPAINTING_MODEL`): the Horde's
   * workers take a painting request only on an inpainting model (`ImageWorker.can_generate`).
   */
  readonly inpainting: string;
}

/** The fields of a `POST /v2/generate/async` body that carry a source image (img2img). */
export interface HordeSourceFields {
  /** The image's bytes in base64, without a `data:` prefix (the server decodes the whole string). */
  readonly source_image: Base64Bytes;
  /** img2img; a region (`inpainting`), or a border on a larger canvas (`outpainting`). */
  readonly source_processing: 'img2img' | 'inpainting' | 'outpainting';
  /** The mask in base64, where the action has one (`SubmitInput.mask`). */
  readonly source_mask?: Base64Bytes;
  /** `params.denoising_strength`: how far the result may move from the source. */
  readonly denoisingStrength: number;
}

/**
 * What the Horde is sent for `input` (an edit or a vary; upscale goes through alchemy, not here),
 * after checking it against `imagesIn` (the port's `checkInputFits`: its type, bytes and pixels,
 * the server's 3072×3072) and an edit's strength, so nothing is sent the bot could refuse itself.
 * It sends the action's strength (`strengthOf`) or the default; a masked action's mask as
 * `source_mask` (opaque, white where it may change, as the Horde reads a greyscale mask:
 * `withOpaqueMask`), `inpainting` for a region, `outpainting` for a border (Zoom out, Pan).
 */
export function hordeSource(input: SubmitInput): HordeSourceFields {
  const { image, action, mask } = input;
  if (action.kind === 'upscale') {
    const problem = { name: 'action', allowed: 'edit, vary', got: action.kind };
    throw new InvalidParameterError(text('parameter.oneOf', problem), { parameter: 'action' });
  }
  checkInputFits(HORDE_IMAGES_IN, input);
  const range = HORDE_IMAGES_IN.edit.strength;
  const strength = strengthOf(action);
  checkTakenValue('denoising_strength', range, strength);
  const masked = declarationOf(action).masked;
  return {
    source_image: base64Of(image.bytes),
    source_processing: !mask ? 'img2img' : masked === 'canvas' ? 'outpainting' : 'inpainting',
    ...(mask && { source_mask: base64Of(mask.bytes) }),
    denoisingStrength: strength ?? range.default,
  };
}

/** The most pixels a mask is decoded at: the Horde's largest source, 3072×3072. */
const MAX_MASK_PIXELS = 3072 * 3072;

/**
 * `input` with its mask as the Horde's workers read a `source_mask`: an opaque PNG whose colour is
 * white where the image may change. The port's mask (`encodeMask`) has that colour already, but
 * also an alpha: a worker opens it with Pillow as RGBA and, where the request's size differs from
 * the mask's (an attached or painted mask on an image the Horde draws at another size), resizes it
 * before reading it as greyscale (`resize_sources_to_request`, then `add_image_alpha_channel`);
 * Pillow resizes RGBA premultiplied, so each transparent white pixel, the part that may change,
 * comes out black and nothing changes. Dropping the alpha keeps the colour through any resize.
 * An input without a mask is returned as it is.
 * @throws what libvips throws on a mask it cannot read.
 */
export async function withOpaqueMask(input: SubmitInput): Promise<SubmitInput> {
  const { mask } = input;
  if (!mask) return input;
  const bytes = await sharpInput(mask.bytes, MAX_MASK_PIXELS).removeAlpha().png().toBuffer();
  return { ...input, mask: { ...mask, bytes } };
}
