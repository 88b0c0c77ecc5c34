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
 * kept for Re-roll, Retry and Remix). On a backend that takes no seed (`seeded: false`), none is
 * drawn: the copies go without one, and the card shows none.
 */
export function imageRequests(
  request: GenerationRequest,
  count: number,
  { seeded = true, draw = newSeed }: { seeded?: boolean; draw?: () => number } = {},
): GenerationRequest[] {
  const length = Math.max(1, count);
  if (!seeded) {
    const { seed: _, ...unseeded } = request;
    return Array.from({ length }, () => ({ ...unseeded }));
  }
  const { seed } = request;
  const base = seed === undefined || seed === P.seed.serviceDefault ? draw() : seed;
  return Array.from({ length }, (_, index) => ({
    ...request,
    seed: Math.min(base + index, P.seed.max),
  }));
}
