import type {
  GenerationRequest,
  ParameterDefaults,
} from '../../image-backend/generation-parameters.js';

/** The least a turn costs: a tiny image of one step still takes a turn. */
const LEAST_COST = 0.01;

const known = (...values: readonly unknown[]): number | undefined =>
  values.find((value): value is number => typeof value === 'number' && value > 0);

/**
 * What one image of `request` costs in the line: its steps × its megapixels, each the request's
 * or else its backend's declared default (`defaultsOf`); a job whose steps are not known counts
 * one step, one whose size is not known one megapixel (a workflow that decides its own).
 */
export function jobCost(request: GenerationRequest, defaults: ParameterDefaults = {}): number {
  const steps = known(request.steps, defaults.steps) ?? 1;
  const width = known(request.width, defaults.width);
  const height = known(request.height, defaults.height);
  const megapixels = width !== undefined && height !== undefined ? (width * height) / 1e6 : 1;
  return Math.max(LEAST_COST, steps * megapixels);
}
