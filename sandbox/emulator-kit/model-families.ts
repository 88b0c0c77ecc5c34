/**
 * The model families whose time per step the emulated GPUs tell apart (bench/README.md,
 * "Service-time presets", model families).
 */
export type ModelFamily = 'sd15' | 'sdxl' | 'flux' | 'qwen-image' | 'wan';

/**
 * The family of each model file the emulators install by default, as the real servers read it
 * from the file's weights (ComfyUI's `model_detection.py`, the WebUI's `sd_models_config.py`):
 * the emulators have no weights, so this is their data. Keyed without the extension.
 */
const FILE_FAMILIES: Readonly<Record<string, ModelFamily>> = {
  'v1-5-pruned-emaonly': 'sd15',
  'sd_xl_base_1.0': 'sdxl',
  'flux1-dev': 'flux',
  'flux1-dev-kontext_fp8_scaled': 'flux',
  'flux1-fill-dev': 'flux',
  qwen_image_fp8_e4m3fn: 'qwen-image',
  qwen_image_edit_2509_fp8_e4m3fn: 'qwen-image',
  'wan2.2_ti2v_5B_fp16': 'wan',
};

/** The family of model file `file` (a checkpoint's or a diffusion model's), undefined for one not listed. */
export const familyOfFile = (file: string | undefined): ModelFamily | undefined =>
  file === undefined ? undefined : FILE_FAMILIES[file.replace(/\.(safetensors|ckpt|pt|pth)$/, '')];
