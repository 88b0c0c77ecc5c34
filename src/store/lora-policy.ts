/**
 * A LoRA a server's managers added by its CivitAI id, for a backend whose workers fetch LoRAs
 * from CivitAI (the Horde), as CivitAI described it when it was added.
 */
export interface AddedLora {
  /** The version's id: what the backend is asked for. */
  readonly versionId: number;
  /** Its model's id (`civitai.com/models/<id>`). */
  readonly modelId: number;
  /** The model's name on CivitAI, as members read it. */
  readonly name: string;
  /** The version's name (`v1.1`). */
  readonly versionName: string;
  /** Its primary file's size in KB, when CivitAI gave it. */
  readonly sizeKB?: number;
  /** Its trigger words. */
  readonly trainedWords: readonly string[];
  /** What CivitAI says it was trained on (`SD 1.5`, `SDXL 1.0`); absent on one added before it was kept. */
  readonly baseModel?: string;
}

/** How members read an added LoRA: its model's name and version (`Pixel Art XL (v1.1)`). */
export const addedLabel = (lora: Pick<AddedLora, 'name' | 'versionName'>): string =>
  `${lora.name} (${lora.versionName})`;

/** The most LoRAs a server adds by CivitAI id (a select's 25 options, to remove them). */
export const MAX_ADDED_LORAS = 25;

/** Which LoRAs a server offers its members; absent: everything its backend has. */
export interface LoraPolicy {
  /**
   * On a backend that lists what it has (a WebUI, a ComfyUI server): the names chosen of those;
   * absent: everything it has, files added later included; empty: none.
   */
  readonly chosen?: readonly string[];
  /** On a backend fetching from CivitAI (the Horde): those added, in the order added. */
  readonly added?: readonly AddedLora[];
}

/** A LoRA policy without its unset parts; undefined when nothing is set. */
export function compactLoras(loras: LoraPolicy | undefined): LoraPolicy | undefined {
  if (!loras) return undefined;
  const { chosen, added } = loras;
  const kept = {
    ...(chosen !== undefined && { chosen: [...chosen] }),
    ...(added?.length && { added: [...added] }),
  };
  return Object.keys(kept).length ? kept : undefined;
}
