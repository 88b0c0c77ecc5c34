import { ALCHEMY_FORM_NAMES, type AlchemyFormName } from './spec/alchemy-schemas.js';

/**
 * The post-processors of `KNOWN_POST_PROCESSORS` (horde/consts.py): a form of one of these gives
 * an image (a URL on R2), costs 3 kudos per 512×512 tile, and an upscaler multiplies the size by
 * its factor (the number in its name).
 */
export const POST_PROCESSOR_FACTORS: Readonly<Partial<Record<AlchemyFormName, number>>> = {
  GFPGAN: 1,
  RealESRGAN_x4plus: 4,
  RealESRGAN_x2plus: 2,
  RealESRGAN_x4plus_anime_6B: 4,
  NMKD_Siax: 4,
  '4x_AnimeSharp': 4,
  CodeFormers: 1,
  strip_background: 1,
  '4xNomos8kSC': 4,
  '4xLSDIRplus': 4,
  '4xNomosWebPhoto_RealPLKSR': 4,
  '4xNomos2_realplksr_dysample': 4,
  '4xNomos2_hq_dat2': 4,
  '2xModernSpanimationV1': 2,
  'GFPGANv1.3': 1,
  RestoreFormer: 1,
};

/** Whether `name` is a post-processor (its result is an image). */
export const isPostProcessor = (name: string): boolean => name in POST_PROCESSOR_FACTORS;

/**
 * The forms the emulated alchemists serve unless told otherwise: every one but the four added on
 * 2026-07-05 (`vectorize`, `palette`, `describe`, `aesthetic`), whose results no worker is known
 * to produce yet; a form no alchemist serves waits until its request expires.
 */
export const DEFAULT_ALCHEMIST_FORMS: readonly AlchemyFormName[] = ALCHEMY_FORM_NAMES.filter(
  (name) => !['vectorize', 'palette', 'describe', 'aesthetic'].includes(name),
);

/** 512×512 tiles of an image (`calculate_image_tiles`). */
export function imageTiles(width: number, height: number): number {
  return Math.ceil(width / 512) * Math.ceil(height / 512);
}

/**
 * What a worker earns for a form (`Interrogation.set_forms`): 3 for `interrogation`, 3 per tile
 * for a post-processor, 1 for any other.
 */
export function formKudos(name: string, tiles: number): number {
  if (name === 'interrogation') return 3;
  return isPostProcessor(name) ? tiles * 3 : 1;
}

/**
 * What the requester pays for a delivered form (`InterrogationForms.record`): its kudos, plus a
 * burn of 1, plus 1 more when `slow_workers` is on (the default; the description says the
 * opposite).
 */
export function formCost(formKudosValue: number, slowWorkers: boolean): number {
  return formKudosValue + 1 + (slowWorkers ? 1 : 0);
}
