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
 * The requests of the `count` images of one command: image *i* uses seed + *i*, so the set can be
 * made again. A single image keeps its request as it is; several with a random seed get an explicit
 * one drawn by `draw`, so each image's seed is known (shown in Details).
 */
export function imageRequests(
  request: GenerationRequest,
  count: number,
  draw: () => number = newSeed,
): GenerationRequest[] {
  if (count <= 1) return [request];
  const base = isRandomSeed(request.seed) ? draw() : (request.seed as number);
  return Array.from({ length: count }, (_, index) => ({
    ...request,
    seed: Math.min(base + index, P.seed.max),
  }));
}
