/** What one generation ran with, as its infotext and `info` tell it. */
export interface RanWith {
  readonly prompt: string;
  readonly negativePrompt: string;
  readonly steps: number;
  readonly sampler: string;
  /** The scheduler's label (`Karras`); `Automatic` is left out of the infotext. */
  readonly scheduleLabel: string;
  readonly cfgScale: number;
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  readonly modelName: string;
  readonly modelHash: string;
  /** img2img's strength, where it applies. */
  readonly denoisingStrength?: number;
  /** `Lora hashes` (`alias: shorthash, …`), where a LoRA was applied (`extra_generation_params`). */
  readonly loraHashes?: string;
  /**
   * The `<lora:…>` names it could not load: `load_networks` adds `Lora not found: <names>` to the
   * job's comments, which `info` answers as `comments` [A1 extensions-builtin/Lora/networks.py].
   */
  readonly lorasMissing?: readonly string[];
}

/** The WebUI's version the emulator answers as. */
export const WEBUI_VERSION = 'v1.10.1';

/**
 * The infotext `create_infotext` writes into the PNG's `parameters` chunk and `info.infotexts`
 * [A1 modules/processing.py create_infotext]: the prompt, `Negative prompt:` when there is one,
 * then the settings comma-separated.
 */
export function infotext(ran: RanWith, seed = ran.seed): string {
  const settings = [
    `Steps: ${ran.steps}`,
    `Sampler: ${ran.sampler}`,
    ...(ran.scheduleLabel === 'Automatic' ? [] : [`Schedule type: ${ran.scheduleLabel}`]),
    `CFG scale: ${ran.cfgScale}`,
    `Seed: ${seed}`,
    `Size: ${ran.width}x${ran.height}`,
    `Model hash: ${ran.modelHash}`,
    `Model: ${ran.modelName}`,
    ...(ran.denoisingStrength === undefined
      ? []
      : [`Denoising strength: ${ran.denoisingStrength}`]),
    ...(ran.loraHashes === undefined ? [] : [`Lora hashes: ${JSON.stringify(ran.loraHashes)}`]),
    `Version: ${WEBUI_VERSION}`,
  ].join(', ');
  const negative = ran.negativePrompt ? `\nNegative prompt: ${ran.negativePrompt}` : '';
  return `${ran.prompt}${negative}\n${settings}`;
}

/** `Processed.js()`: the `info` JSON string of an answer [A1 processing.py l.574]. */
export function infoJson(ran: RanWith, seeds: readonly number[], jobTimestamp: string): string {
  return JSON.stringify({
    prompt: ran.prompt,
    all_prompts: seeds.map(() => ran.prompt),
    negative_prompt: ran.negativePrompt,
    all_negative_prompts: seeds.map(() => ran.negativePrompt),
    seed: ran.seed,
    all_seeds: seeds,
    subseed: -1,
    all_subseeds: seeds.map(() => -1),
    subseed_strength: 0,
    width: ran.width,
    height: ran.height,
    sampler_name: ran.sampler,
    cfg_scale: ran.cfgScale,
    steps: ran.steps,
    batch_size: 1,
    restore_faces: false,
    sd_model_name: ran.modelName,
    sd_model_hash: ran.modelHash,
    denoising_strength: ran.denoisingStrength ?? 0,
    extra_generation_params: ran.loraHashes === undefined ? {} : { 'Lora hashes': ran.loraHashes },
    comments: ran.lorasMissing?.length ? `Lora not found: ${ran.lorasMissing.join(', ')}\n` : '',
    index_of_first_image: 0,
    infotexts: seeds.map((seed) => infotext(ran, seed)),
    styles: [],
    job_timestamp: jobTimestamp,
    clip_skip: 1,
    version: WEBUI_VERSION,
  });
}
