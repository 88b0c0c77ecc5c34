/** A file of a model version, as CivitAI keeps it. */
export interface CivitaiFile {
  /** The file's name as downloaded (`add_detail.safetensors`). */
  readonly name: string;
  /** Its size in KB (CivitAI answers a float). */
  readonly sizeKB: number;
  /** The primary file of its version (the one downloaded by default). @default the first */
  readonly primary?: boolean;
}

/** A version of a model. */
export interface CivitaiVersion {
  readonly id: number;
  readonly name: string;
  /** `SD 1.5`, `SDXL 1.0`, `Flux.1 D`, … */
  readonly baseModel: string;
  /** Its trigger words. */
  readonly trainedWords: readonly string[];
  readonly files: readonly CivitaiFile[];
  /** Published (listed and found); a draft is neither. @default true */
  readonly published?: boolean;
}

/** A model page, `civitai.com/models/<id>`. */
export interface CivitaiModel {
  readonly id: number;
  readonly name: string;
  /** `LORA`, `Checkpoint`, `TextualInversion`, `LoCon`, … */
  readonly type: string;
  readonly nsfw: boolean;
  readonly creator: string;
  readonly tags: readonly string[];
  /** Newest first, as CivitAI lists them (`modelVersions[0]` is the latest). */
  readonly versions: readonly CivitaiVersion[];
}

const lora = (
  id: number,
  name: string,
  versions: CivitaiVersion[],
  extra: Partial<CivitaiModel> = {},
): CivitaiModel => ({
  id,
  name,
  type: 'LORA',
  nsfw: false,
  creator: 'emulated-creator',
  tags: ['style'],
  versions,
  ...extra,
});

/**
 * The models the emulator knows unless told otherwise: LoRAs as the Horde emulator's workers find
 * them (the same ids, names, sizes and trigger words), one of two versions, one over the workers'
 * 400 MB, and a checkpoint (not a LoRA).
 */
export const DEFAULT_CIVITAI_MODELS: readonly CivitaiModel[] = [
  lora(58390, 'Detail Tweaker LoRA', [
    {
      id: 62833,
      name: 'v1.0',
      baseModel: 'SD 1.5',
      trainedWords: [],
      files: [{ name: 'add_detail.safetensors', sizeKB: 37_861.35546875 }],
    },
  ]),
  lora(120096, 'Pixel Art XL', [
    {
      id: 135931,
      name: 'v1.1',
      baseModel: 'SDXL 1.0',
      trainedWords: ['pixel art', 'pixelated'],
      files: [{ name: 'pixel-art-xl-v1.1.safetensors', sizeKB: 166_542.3984375 }],
    },
    {
      id: 135867,
      name: 'v1',
      baseModel: 'SDXL 1.0',
      trainedWords: ['pixel art'],
      files: [{ name: 'pixel-art-xl.safetensors', sizeKB: 166_542.3984375 }],
    },
  ]),
  lora(9000, 'Huge Style', [
    {
      id: 9001,
      name: 'v1',
      baseModel: 'SDXL 1.0',
      trainedWords: ['huge'],
      files: [{ name: 'huge-style.safetensors', sizeKB: 430_000 }],
    },
  ]),
  lora(
    4201,
    'Realistic Vision',
    [
      {
        id: 130072,
        name: 'V5.1',
        baseModel: 'SD 1.5',
        trainedWords: [],
        files: [{ name: 'realisticVisionV51.safetensors', sizeKB: 2_082_642.5 }],
      },
    ],
    { type: 'Checkpoint', tags: ['photorealistic'] },
  ),
];
