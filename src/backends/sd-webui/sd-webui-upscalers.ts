import { TaskFailedError } from '../../image-backend/backend-errors.js';
import { UNSCALED } from './sd-webui-answer.js';

/**
 * An upscaler the server lists (`/sdapi/v1/upscalers`): its name, its scale, and whether it runs
 * a trained model (`model_path`, the model's path or download URL; null for a plain resize:
 * None, Lanczos, Nearest, SD.Next's `Resize …` and `Latent …`) [A1 modules/api/api.py
 * get_upscalers, modules/upscaler.py].
 */
export interface SdUpscaler {
  readonly name: string;
  readonly scale: number | undefined;
  readonly model: boolean;
}

/**
 * The name `listed` (a server's upscalers) gives `wanted`: itself, or its other fork's spelling
 * of Real-ESRGAN's models (A1111 and Forge `R-ESRGAN 4x+`, SD.Next `RealESRGAN 4x+` [SN
 * data/upscalers.json, modules/upscaler.py find_scalers]); undefined where it lists neither.
 */
export function listedAs(wanted: string, listed: readonly string[]): string | undefined {
  const model = /^(?:R-ESRGAN|RealESRGAN) (.+)$/.exec(wanted)?.[1];
  const spellings = model ? [wanted, `R-ESRGAN ${model}`, `RealESRGAN ${model}`] : [wanted];
  return spellings.find((name) => listed.includes(name));
}

/**
 * How well `upscaler` serves a factor, best first: a model of that scale, one of a larger scale
 * (the WebUI runs it and resizes down), any other model (run again until large enough), then the
 * plain resizes: Lanczos, the others, nearest-neighbour and latent ones last.
 */
function rank({ name, scale, model }: SdUpscaler, factor: number): number {
  if (model) return scale === factor ? 0 : (scale ?? 0) > factor ? 1 : 2;
  if (/lanczos/i.test(name)) return 3;
  return /nearest|^latent/i.test(name) ? 5 : 4;
}

/**
 * The upscaler an upscale by `factor` runs among `listed`, none of `refused`: `wanted`
 * (`SD_WEBUI_UPSCALER`) under either fork's spelling, else the one listed that serves the factor
 * best (in the server's order among equals); undefined where none is left.
 */
export function chooseUpscaler(
  wanted: string,
  factor: number,
  listed: readonly SdUpscaler[],
  refused: readonly string[] = [],
): string | undefined {
  const left = listed.filter((upscaler) => !refused.includes(upscaler.name));
  const named = listedAs(
    wanted,
    left.map((upscaler) => upscaler.name),
  );
  if (named) return named;
  return left.toSorted((a, b) => rank(a, factor) - rank(b, factor))[0]?.name;
}

/**
 * Whether an upscale's call failed because the server has no upscaler of the name it was sent
 * (turned off since the bot read the list): A1111 and Forge raise `AssertionError: could not find
 * upscaler named …` (500) [A1 scripts/postprocessing_upscale.py process], SD.Next answers the
 * image unscaled ({@link UNSCALED}).
 */
export function refusedUpscaler(error: unknown): boolean {
  if (!(error instanceof TaskFailedError)) return false;
  const said = error.serviceMessage;
  return said === UNSCALED || said.includes('could not find upscaler named');
}
