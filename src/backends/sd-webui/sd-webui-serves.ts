import type { ServeOptions } from '../../image-backend/backend-types.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import type { SdFeatures } from './sd-webui-features.js';
import type { SdWebuiLists } from './sd-webui-lists.js';
import type { WebuiLora } from './sd-webui-loras.js';

/** What one WebUI last said it has: its lists, its LoRAs, its routes, the upscaler it would run. */
export interface SdServed {
  readonly lists: Pick<SdWebuiLists, 'modelValues' | 'samplerValues'>;
  /** Its LoRAs as last read; undefined until read. */
  readonly loras: readonly WebuiLora[] | undefined;
  readonly features: SdFeatures;
  /** The upscaler an upscale by `factor` would run there; undefined where it lists none. */
  upscalerFor(factor: number): string | undefined;
}

/** Whether `value` (asked, or not) is in `listed` (read, or not yet: then it counts as there). */
const listedOrUnread = (value: string | undefined, listed: readonly string[] | undefined) =>
  value === undefined || listed === undefined || listed.includes(value);

/**
 * Whether a WebUI has what a job needs, as it last said (`served`): the checkpoint asked among its
 * `sd-models`, the sampler among its samplers, each LoRA among its LoRAs; for Upscale an upscaler
 * it lists, for a caption its route (`interrogate` or SD.Next's `caption`). Every fork takes a
 * mask. A list not read yet counts as yes.
 */
export function sdServes(
  served: SdServed,
  request: GenerationRequest,
  options: ServeOptions = {},
): boolean {
  const action = options.input?.action ?? options.action;
  if (action?.kind === 'describe') return served.features.describe !== undefined;
  if (action?.kind === 'upscale') return served.upscalerFor(action.factor) !== undefined;
  const { lists, loras } = served;
  const names = loras?.map(({ name }) => name);
  return (
    listedOrUnread(request.model, lists.modelValues()) &&
    listedOrUnread(request.sampler, lists.samplerValues()) &&
    (request.loras ?? []).every(({ name }) => listedOrUnread(name, names))
  );
}
