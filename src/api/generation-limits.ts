/**
 * Limits of a generation request. The service documents only the maxima (width and height 2048,
 * steps 50); the minima and the `cfg` range are the client's own sane bounds. `botMinSize` is the
 * smallest width or height the bot's own command options offer.
 */
export const GENERATION_LIMITS = {
  minSize: 1,
  botMinSize: 64,
  maxSize: 2048,
  minSteps: 1,
  maxSteps: 50,
  minSeed: -1,
  maxSeed: Number.MAX_SAFE_INTEGER,
  minCfg: 1,
  maxCfg: 30,
  defaultSize: 512,
  defaultSteps: 20,
} as const;
