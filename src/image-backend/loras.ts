/**
 * A LoRA one generation applies: what its backend is asked for, the name members read, and its
 * weight (the model's strength; the text encoder's the same where the backend takes both).
 */
export interface LoraUse {
  /**
   * What the backend takes: a WebUI's LoRA name (`<lora:name:…>`), a ComfyUI server's
   * `lora_name` file, a CivitAI version id on the Horde. Never shown to members.
   */
  readonly name: string;
  /** Its name as members read it: an alias, a file's name without folder, CivitAI's name. */
  readonly label: string;
  readonly weight: number;
}

/** A LoRA a backend has: what it takes, and the name members read. */
export interface BackendLora {
  readonly name: string;
  readonly label: string;
  /**
   * What it was made for as its source names it, where the backend's list does not read it from
   * the file (CivitAI's `baseModel`, `SDXL 1.0`, for one added on the Horde). @default unknown
   */
  readonly base?: string;
}

/** The weights the bot takes, on every backend (the Horde's workers take −5 to 5). */
export const LORA_WEIGHT = { min: -2, max: 2, default: 1 } as const;

/** The most LoRAs one generation applies through the bot (the Horde takes 5, ComfyUI any). */
export const MAX_LORAS = 3;

/** What a backend does with LoRAs; absent: it takes none (OpenAI-compatible, the image service). */
export interface LoraCapabilities {
  /**
   * Where its LoRAs come from: `backend`, what the server has (`ImageBackend.loras`: a WebUI's
   * folder, a ComfyUI server's `models/loras`); `civitai`, any CivitAI LoRA its workers fetch
   * (the Horde), those a server's managers added.
   */
  readonly source: 'backend' | 'civitai';
  /** The largest file its workers fetch, in KB (the Horde's 400 MB); absent: no limit. */
  readonly maxSizeKB?: number;
  /**
   * Whether its list is read from disk at each call and cheaply (ComfyUI's `/object_info`): then
   * a generation's LoRAs are checked against it read afresh, so one the operator deleted since
   * the kept list was read is refused before anything is sent, not by the server.
   */
  readonly listedLive?: boolean;
  /**
   * Whether text-to-image workflow `workflow` (undefined: the default one) applies LoRAs, where
   * only some do (a ComfyUI workflow with loaders titled `lora`); absent: every request does.
   */
  inWorkflow?(workflow: string | undefined): boolean;
  /**
   * The model families `lora` and text-to-image workflow or model `choice` (undefined: the
   * default one) were made for, as owners read them (`SDXL`, `Stable Diffusion 1.5`), where both
   * are known and differ: such a LoRA is refused before anything is sent. Undefined where they
   * match or either does not tell; absent: the backend tells none.
   */
  baseClash?(
    lora: BackendLora,
    choice: string | undefined,
  ): Promise<{ readonly lora: string; readonly workflow: string } | undefined>;
}
