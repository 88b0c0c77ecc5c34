import type { VersionFiles } from './civitai-schemas.js';

/** What the bot keeps of a CivitAI model version when a manager adds it (for the AI Horde). */
export interface CivitaiLora {
  /** The model's id (`civitai.com/models/<id>`). */
  readonly modelId: number;
  /** The version's id: what the Horde is asked for (`name`, with `is_version`). */
  readonly versionId: number;
  /** The model's name, as CivitAI shows it. */
  readonly name: string;
  /** The version's name (`v1.1`). */
  readonly versionName: string;
  /** CivitAI's model type: `LORA`, `LoCon`, `Checkpoint`, … (the caller decides what it takes). */
  readonly type: string;
  /** What it was trained on: `SD 1.5`, `SDXL 1.0`, … */
  readonly baseModel: string;
  /** Its primary file's size in KB, when CivitAI gives it (the Horde's workers fetch up to 400 MB). */
  readonly sizeKB: number | undefined;
  /** Its trigger words. */
  readonly trainedWords: readonly string[];
  /** Whether CivitAI marks the model NSFW. */
  readonly nsfw: boolean;
}

/** The size of a version's primary file: the one marked, else its first. */
export const primarySizeKB = (files: VersionFiles): number | undefined =>
  (files.find((file) => file.primary) ?? files[0])?.sizeKB;

/** Whether a CivitAI model type is a LoRA the Horde's workers load (`LORA`, and `LoCon`, a LyCORIS). */
export const isLoraType = (type: string): boolean => type === 'LORA' || type === 'LoCon';
