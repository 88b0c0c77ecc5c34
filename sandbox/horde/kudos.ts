/** What the price of an image depends on. */
export interface PricedParams {
  width: number;
  height: number;
  steps: number;
  postProcessing: readonly string[];
  loras: number;
  tis: boolean;
  controlNet: boolean;
  img2img: boolean;
  slowWorkers: boolean;
  workerBlacklist: boolean;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The Horde's legacy price of one image (`ImageWaitingPrompt.calculate_kudos`, used when its
 * trained kudos model fails): steps and pixels, ×1.2 per post-processor, ×3 for ControlNet,
 * +3 per LoRa, +1 with textual inversions.
 */
export function imageKudos(p: PricedParams): number {
  const pixels = (p.width * p.height - 64 * 64) ** 1.75 / (1024 * 1024 - 64 * 64) ** 1.75;
  let kudos = round2(0.1232 * p.steps + pixels * (0.1232 * p.steps * 8.75));
  for (const _ of p.postProcessing) kudos = round2(kudos * 1.2);
  if (p.controlNet) kudos = round2(kudos * 3);
  return kudos + p.loras * 3 + (p.tis ? 1 : 0);
}

/**
 * What one image costs its requester (`calculate_extra_kudos_burn`): ×1.3 img2img, ×1.2 per
 * post-processor, +1 horde tax, ×1.2 without slow workers, ×1.1 with a worker blacklist; then
 * the model family's factor (×2 SDXL, ×8 Flux).
 */
export function burnedKudos(p: PricedParams, familyFactor: number): number {
  let kudos = imageKudos(p);
  if (p.img2img) kudos *= 1.3;
  for (const _ of p.postProcessing) kudos *= 1.2;
  kudos += 1;
  if (!p.slowWorkers) kudos *= 1.2;
  if (p.workerBlacklist) kudos *= 1.1;
  return kudos * familyFactor;
}

/** The estimate answered on submission and by `dry_run` (`extrapolate_dry_run_kudos`), rounded. */
export function estimateKudos(p: PricedParams, n: number, familyFactor: number): number {
  return Math.round(burnedKudos(p, familyFactor) * n + 1);
}

/**
 * Whether the Horde asks for the kudos upfront (`require_upfront_kudos`, simplified to its
 * quiet-horde limits): over 1024×1024 pixels or over 50 steps.
 */
export function needsUpfrontKudos(p: PricedParams): boolean {
  return p.width * p.height > 1024 * 1024 || p.steps > 50;
}
