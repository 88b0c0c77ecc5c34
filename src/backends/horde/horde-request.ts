import { text } from '../../i18n/localized-text.js';
import type { ContentContext } from '../../image-backend/backend-types.js';
import { InvalidParameterError } from '../../image-backend/errors.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { HORDE_CAPABILITIES } from './horde-capabilities.js';

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
  };
  models?: string[];
  nsfw: boolean;
  censor_nsfw: boolean;
  r2: true;
  shared: false;
  /** Only the price is asked (200 `{kudos}`); nothing is queued or spent. */
  dry_run?: true;
}

/**
 * The Horde's body for one image of `request` (one request per image: the bot's count is its own
 * jobs, each seeded), checked first so nothing is sent out of range: a text prompt (the negative
 * prompt after `###`, as the Horde reads it), sizes in multiples of 64, the seed as a string,
 * the sampler (`sampler_name`, one the Horde knows), the model asked for (else `defaultModel`, the
 * operator's; neither: none sent, the Horde's own default runs), and `nsfw`/`censor_nsfw` from
 * the place it will be shown (safe when unsaid).
 */
export function toHordeBody(
  request: GenerationRequest,
  content: ContentContext | undefined,
  defaultModel?: string,
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
  const negative = request.negativePrompt?.trim();
  const model = request.model || defaultModel;
  const explicit = content?.explicitAllowed ?? false;
  return {
    prompt: negative ? `${request.prompt} ### ${negative}` : request.prompt,
    params: {
      n: 1,
      ...(request.width !== undefined && { width: request.width }),
      ...(request.height !== undefined && { height: request.height }),
      ...(request.steps !== undefined && { steps: request.steps }),
      ...(request.cfg !== undefined && { cfg_scale: Math.round(request.cfg * 100) / 100 }),
      ...(request.seed !== undefined && request.seed >= 0 && { seed: String(request.seed) }),
      ...(request.sampler !== undefined && { sampler_name: request.sampler }),
    },
    ...(model && { models: [model] }),
    nsfw: explicit,
    censor_nsfw: !explicit,
    r2: true,
    shared: false,
  };
}
