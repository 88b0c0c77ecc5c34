import { randomInt } from 'node:crypto';
import {
  type GenerationRequest,
  GENERATION_PARAMETERS as P,
} from '../../image-backend/generation-parameters.js';

/** A fresh explicit seed, shown in the result so the image can be made again. */
export const newSeed = () => randomInt(0, 2 ** 32);

/**
 * The requests of the `count` images of one command, image *i* with seed + *i*: a random seed
 * (none, or the service's `-1`) is drawn here by `draw`, so every image's seed is known (shown,
 * kept for Re-roll, Retry and Remix).
 */
export function imageRequests(
  request: GenerationRequest,
  count: number,
  draw: () => number = newSeed,
): GenerationRequest[] {
  const { seed } = request;
  const base = seed === undefined || seed === P.seed.serviceDefault ? draw() : seed;
  return Array.from({ length: Math.max(1, count) }, (_, index) => ({
    ...request,
    seed: Math.min(base + index, P.seed.max),
  }));
}
