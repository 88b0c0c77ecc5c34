import { randomInt } from 'node:crypto';
import {
  type GenerationRequest,
  GENERATION_PARAMETERS as P,
} from '../../image-api/generation-parameters.js';

/** A fresh explicit seed, shown in the result so the image can be made again. */
export const newSeed = () => randomInt(0, 2 ** 32);

/** Whether a request asks for a random seed (none sent, or the service's `-1`). */
export const isRandomSeed = (seed: number | undefined) =>
  seed === undefined || seed === P.seed.serviceDefault;

/**
 * The requests of the `count` images of one command: a random seed (none given, or the service's
 * `-1`) is drawn here by `draw`, so every image's seed is known — shown in the result and Details,
 * kept for Re-roll, Retry and Remix — and the image can be made again exactly; image *i* of a set
 * uses seed + *i*.
 */
export function imageRequests(
  request: GenerationRequest,
  count: number,
  draw: () => number = newSeed,
): GenerationRequest[] {
  const base = isRandomSeed(request.seed) ? draw() : (request.seed as number);
  return Array.from({ length: Math.max(1, count) }, (_, index) => ({
    ...request,
    seed: Math.min(base + index, P.seed.max),
  }));
}
