import type {
  GenerationRequest,
  ParameterDefaults,
} from '../../image-backend/generation-parameters.js';
import type { GpuWorkKind, ModelFamily } from '../../image-backend/gpu-work.js';
import { FAMILY_PRICES, KIND_PRICES } from './gpu-prices.js';

/** The least a turn costs, in seconds: a tiny image of one step still takes a turn. */
const LEAST_COST = 0.01;

const known = (...values: readonly unknown[]): number | undefined =>
  values.find((value): value is number => typeof value === 'number' && value > 0);

/** What a job asks of a GPU besides its request: its kind, its model's family, a video's frames. */
export interface JobWork {
  readonly kind: GpuWorkKind;
  /** @default SD 1.5's rates */
  readonly family?: ModelFamily | undefined;
  /** A video's frames (every one sampled each step). @default 1 */
  readonly frames?: number | undefined;
}

/**
 * What one image (or video) of `request` costs in the line: the seconds it is expected to hold a
 * GPU on the line's reference GPU (`KIND_PRICES` by its kind, a sampled image's times its family's
 * `FAMILY_PRICES`: an upscale model's and a video's are their own):
 * its kind's base, plus its steps × its megapixels (a video's: every frame's; an upscale's: one
 * pass), each the request's or else its backend's declared default (`defaultsOf`); a job whose
 * steps are not known counts one step, one whose size is not known one megapixel (a workflow
 * that decides its own).
 */
export function jobCost(
  request: GenerationRequest,
  defaults: ParameterDefaults = {},
  work: JobWork = { kind: 'text-to-image' },
): number {
  const steps = work.kind === 'upscale' ? 1 : (known(request.steps, defaults.steps) ?? 1);
  const width = known(request.width, defaults.width);
  const height = known(request.height, defaults.height);
  const megapixels = width !== undefined && height !== undefined ? (width * height) / 1e6 : 1;
  const price = KIND_PRICES[work.kind];
  const sampled = work.kind !== 'video' && work.kind !== 'upscale';
  const family = sampled ? FAMILY_PRICES[work.family ?? 'sd15'] : 1;
  const frames = work.kind === 'video' ? Math.max(1, work.frames ?? 1) : 1;
  const seconds =
    price.baseSeconds + steps * megapixels * frames * price.perStepPerMegapixel * family;
  return Math.max(LEAST_COST, seconds);
}
