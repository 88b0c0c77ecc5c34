import { hash32, type Prng } from '../prng.js';
import { HordeError } from './horde-response.js';
import { EFFECTIVE_DEFAULTS } from './spec/generation-schemas.js';
import type { EffectiveParams } from './waiting-prompt.js';

type Json = Record<string, unknown>;

/** A `GenerationInputStable` body (already checked against the description) with the server's defaults. */
export interface GenerationInput {
  /** Text before `###` (the rest is the negative prompt). */
  readonly prompt: string;
  readonly params: EffectiveParams;
  readonly seed: string | undefined;
  readonly seedVariation: number;
  readonly models: readonly string[];
  readonly nsfw: boolean;
  readonly censorNsfw: boolean;
  readonly r2: boolean;
  readonly shared: boolean;
  readonly dryRun: boolean;
  readonly webhook: string | undefined;
  /** `params.loras` as sent (checked against the description). */
  readonly loras: readonly Json[];
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads the body the way the server's reqparse parser does (effective defaults). */
export function generationInput(body: Json): GenerationInput {
  const p = (body.params ?? {}) as Json;
  const cfgScale = typeof p.cfg_scale === 'number' ? p.cfg_scale : 7.5;
  if (Math.round(cfgScale * 100) / 100 !== cfgScale) {
    throw new HordeError(400, 'cfg_scale must be rounded to 2 decimal places', 'BadCFGDecimals');
  }
  const asked = (Array.isArray(p.loras) ? p.loras : []) as Json[];
  const loras = asked.length;
  if (loras > 5) {
    throw new HordeError(
      400,
      'You cannot request more than 5 loras per generation.',
      'TooManyLoras',
    );
  }
  if (asked.some((lora) => lora.is_version === true && !/^\d+$/.test(String(lora.name)))) {
    throw new HordeError(
      400,
      'explicit LoRa version requests have to be a version ID (i.e integer).',
      'BadLoraVersion',
    );
  }
  if (typeof body.webhook === 'string' && !body.webhook.startsWith('https://')) {
    throw new HordeError(400, 'webhooks need to point to an https endpoint.', 'BadRequest');
  }
  return {
    prompt: String(body.prompt).split('###')[0] ?? '',
    params: {
      width: (p.width as number | undefined) ?? 512,
      height: (p.height as number | undefined) ?? 512,
      steps: (p.steps as number | undefined) ?? 30,
      n: (p.n as number | undefined) ?? 1,
      samplerName: (p.sampler_name as string | undefined) ?? 'k_euler_a',
      cfgScale,
      postProcessing: (p.post_processing as string[] | undefined) ?? [],
      loras,
      tis: Array.isArray(p.tis) && p.tis.length > 0,
      controlNet: typeof p.control_type === 'string' && p.return_control_map !== true,
      img2img: typeof body.source_image === 'string',
      slowWorkers: bool(body.slow_workers, true),
      workerBlacklist: bool(body.worker_blacklist, false),
    },
    seed: typeof p.seed === 'string' ? p.seed : undefined,
    seedVariation: (p.seed_variation as number | undefined) ?? 1,
    models: (body.models as string[] | undefined) ?? EFFECTIVE_DEFAULTS.models,
    nsfw: bool(body.nsfw, EFFECTIVE_DEFAULTS.nsfw),
    censorNsfw: bool(body.censor_nsfw, EFFECTIVE_DEFAULTS.censor_nsfw),
    r2: bool(body.r2, true),
    shared: bool(body.shared, false),
    dryRun: bool(body.dry_run, false),
    webhook: typeof body.webhook === 'string' ? body.webhook : undefined,
    loras: asked,
  };
}

/**
 * The seed of image `index`: a numeric seed plus `index × seed_variation`; a text seed is hashed
 * to a number first (as workers do); none: a random one. Always a string, as the Horde answers.
 */
export function seedOf(input: GenerationInput, index: number, prng: Prng): string {
  if (input.seed === undefined || input.seed.trim() === '') return String(prng.int(0, 2 ** 32 - 1));
  const base = /^\d+$/.test(input.seed) ? Number(input.seed) : hash32(input.seed);
  return String(base + index * input.seedVariation);
}
