import {
  COMMON_DEFAULTS,
  type CommonEmulatorOptions,
  withDefaults,
} from '../emulator-kit/emulator-options.js';
import { DEFAULT_HORDE_LORAS, type HordeLora } from './lora-fetch.js';
import { DEFAULT_MODEL_REFERENCE, type ModelReferenceEntry } from './model-reference.js';

/** A registered Horde user: its API key, kudos and concurrency. */
export interface SeedHordeUser {
  /** The alias; `find_user` reports `alias#id`. */
  alias: string;
  /** The key sent in the `apikey` header (any string but `0000000000`). */
  apiKey: string;
  /** Kudos balance; may go negative, as on the Horde. */
  kudos: number;
  /** Images the user may have waiting at once. @default 30 */
  concurrency?: number;
  /** @default false */
  trusted?: boolean;
}

/** The emulated alchemists (workers of `AI-Horde-Worker` in alchemy mode). */
export interface AlchemistOptions {
  /** Forms processed at once, across every alchemist. @default 2 */
  readonly threads: number;
  /** The forms they offer (`InterrogationPopInput.forms`). @default DEFAULT_ALCHEMIST_FORMS */
  readonly forms: readonly string[];
  /** The most 512×512 tiles of a source they take (`max_tiles`, the worker's default). @default 16 */
  readonly maxTiles: number;
}

/** A model some workers serve. */
export interface HordeModel {
  /** Model name as requests and `status/models` spell it. */
  name: string;
  /** Worker threads serving it (0: listed nowhere, requests for it are impossible). */
  threads: number;
  /** Multiplies the kudos of its images (2 for SDXL, 8 for Flux, as the Horde does). @default 1 */
  kudosFactor?: number;
  /**
   * Whether it is an inpainting model (the model reference's `inpainting`): its workers take only
   * inpainting and outpainting requests, which no other worker takes. @default whether its name
   * says "inpainting", as every such model in the reference does
   */
  inpainting?: boolean;
}

/** Whether `model` is an inpainting model ({@link HordeModel.inpainting}). */
export const isInpainting = (model: HordeModel | undefined): boolean =>
  model?.inpainting ?? /inpainting/i.test(model?.name ?? '');

/** Options of `startHordeEmulator` (its clock runs the queue, expiries, rate-limit windows and image URL expiry). */
export interface HordeEmulatorOptions extends CommonEmulatorOptions {
  /** Registered users present from the start (the anonymous user always is). @default [] */
  users?: SeedHordeUser[];
  /** @default the two of {@link DEFAULT_HORDE_MODELS} */
  models?: HordeModel[];
  /** A job's duration in milliseconds before time scaling: uniform in `[min, max]`. @default [6_000, 20_000] */
  jobDurationMs?: readonly [number, number];
  /** The emulated alchemists: threads, forms offered, most tiles taken. @default see {@link AlchemistOptions} */
  alchemists?: Partial<AlchemistOptions>;
  /** An alchemy form's duration in milliseconds before time scaling. @default [2_000, 8_000] */
  formDurationMs?: readonly [number, number];
  /** A request is deleted (404) this long after its last activity. @default 1_200_000 (20 min) */
  expiryMs?: number;
  /**
   * The LoRAs on CivitAI the workers can fetch (`params.loras`); any other is `download_failed`.
   * @default {@link DEFAULT_HORDE_LORAS}
   */
  loras?: readonly HordeLora[];
  /**
   * The model reference served at `MODEL_REFERENCE_PATH` (GitHub's copy, which clients read for
   * each model's `baseline`). @default {@link DEFAULT_MODEL_REFERENCE}
   */
  modelReference?: readonly ModelReferenceEntry[];
  /** Words that make an image NSFW (for `nsfw: false` + `censor_nsfw: true`). @default ['nsfw-test'] */
  nsfwWords?: readonly string[];
  /** Apply the Horde's rate limits (check 10/s, status 10/min, generate 2/s per key). @default true */
  rateLimits?: boolean;
  /** Base of the image URLs handed out. @default the emulator's own `url` */
  publicUrl?: string;
}

/** The models served unless `models` says otherwise. */
export const DEFAULT_HORDE_MODELS: readonly HordeModel[] = [
  { name: 'stable_diffusion', threads: 2 },
  { name: 'AlbedoBase XL (SDXL)', threads: 1, kudosFactor: 2 },
];

/** The defaults every `HordeEmulatorOptions` is merged over. */
export const DEFAULT_HORDE_OPTIONS = {
  ...COMMON_DEFAULTS,
  users: [] as readonly SeedHordeUser[],
  models: DEFAULT_HORDE_MODELS,
  jobDurationMs: [6_000, 20_000] as readonly [number, number],
  alchemists: {} as Partial<AlchemistOptions>,
  formDurationMs: [2_000, 8_000] as readonly [number, number],
  expiryMs: 20 * 60_000,
  nsfwWords: ['nsfw-test'] as readonly string[],
  loras: DEFAULT_HORDE_LORAS,
  modelReference: DEFAULT_MODEL_REFERENCE,
  rateLimits: true,
  publicUrl: undefined as string | undefined,
};

/** Options with every default applied. */
export type ResolvedHordeOptions = typeof DEFAULT_HORDE_OPTIONS;

/** Merges `options` over {@link DEFAULT_HORDE_OPTIONS}, ignoring keys set to undefined. */
export function resolveHordeOptions(options: HordeEmulatorOptions = {}): ResolvedHordeOptions {
  const merged: ResolvedHordeOptions = withDefaults(DEFAULT_HORDE_OPTIONS, options);
  const [min, max] = merged.jobDurationMs;
  if (!(min >= 0 && max >= min))
    throw new RangeError('jobDurationMs must be [min, max], 0 <= min <= max');
  return merged;
}
