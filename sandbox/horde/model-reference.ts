/**
 * One entry of the AI Horde's model reference (Haidra-Org/AI-Horde-image-model-reference,
 * `stable_diffusion.json`, keyed by name), the fields the Horde's server and workers read.
 */
export interface ModelReferenceEntry {
  readonly name: string;
  /**
   * The family it was made on: `stable diffusion 1`, `stable diffusion 2`, `stable_diffusion_xl`,
   * `stable_cascade`, `flux_1`, `qwen_image`, `z_image_turbo` (the server's
   * `get_model_baseline`; horde/model_reference.py).
   */
  readonly baseline: string;
  readonly type: 'ckpt';
  readonly inpainting: boolean;
  readonly version: string;
  readonly style: string;
  readonly nsfw: boolean;
}

/**
 * Where the emulator serves its copy of the model reference: on GitHub it is
 * `raw.githubusercontent.com/Haidra-Org/AI-Horde-image-model-reference/main/stable_diffusion.json`,
 * which the Horde's server reads (`HORDE_IMAGE_COMPVIS_REFERENCE`), and so may a client.
 */
export const MODEL_REFERENCE_PATH =
  '/Haidra-Org/AI-Horde-image-model-reference/main/stable_diffusion.json';

const entry = (
  name: string,
  baseline: string,
  version: string,
  more: Partial<ModelReferenceEntry> = {},
): ModelReferenceEntry => ({
  name,
  baseline,
  type: 'ckpt',
  inpainting: false,
  version,
  style: 'generalist',
  nsfw: false,
  ...more,
});

/**
 * Entries of the reference as it stands (main at 46fdd9e; Qwen-Image and Z-Image from its
 * `zmodel` branch, which the server read until 2026-08-01), one of each baseline, the default
 * models among them.
 */
export const DEFAULT_MODEL_REFERENCE: readonly ModelReferenceEntry[] = [
  entry('stable_diffusion', 'stable diffusion 1', '1.5'),
  entry('stable_diffusion_inpainting', 'stable diffusion 1', '1.5', { inpainting: true }),
  entry('Deliberate', 'stable diffusion 1', '2', { nsfw: true }),
  entry('stable_diffusion_2.1', 'stable diffusion 2', '2.1'),
  entry('AlbedoBase XL (SDXL)', 'stable_diffusion_xl', '2.1'),
  entry('Flux.1-Schnell fp8 (Compact)', 'flux_1', '1.0'),
  entry('Qwen-Image_fp8', 'qwen_image', '1.0', { nsfw: true }),
  entry('Z-Image-Turbo', 'z_image_turbo', '1.0', { nsfw: true }),
];

/** The reference file's body: each entry by its name. */
export const modelReferenceFile = (
  entries: readonly ModelReferenceEntry[],
): Record<string, ModelReferenceEntry> => Object.fromEntries(entries.map((one) => [one.name, one]));
