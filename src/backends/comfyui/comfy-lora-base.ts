import { z } from 'zod';
import { UnexpectedResponseError } from '../../image-backend/backend-errors.js';
import type { CallOptions } from '../../image-backend/backend-types.js';
import type { ComfyFamily } from './comfy-family.js';
import { type ComfyHttpSettings, comfyRequest } from './comfy-http.js';

/** `GET /view_metadata/loras`: a safetensors file's `__metadata__`, strings by key. */
const metadataSchema = z.record(z.string(), z.unknown());

/**
 * The family a LoRA's metadata names, as its trainer wrote it: kohya's sd-scripts'
 * `ss_base_model_version` (`sd_v1`, `sdxl_base_v1-0`, `flux1`), else the model spec's
 * `modelspec.architecture` (`stable-diffusion-v1/lora`, `stable-diffusion-xl-v1-base/lora`,
 * `flux-1-dev/lora`, `qwen-image/lora`); undefined when neither tells.
 */
export function loraFamilyOf(metadata: Readonly<Record<string, unknown>>): ComfyFamily | undefined {
  const version = String(metadata.ss_base_model_version ?? '').toLowerCase();
  if (version.startsWith('sd_v1')) return 'sd15';
  if (version.startsWith('sdxl')) return 'sdxl';
  if (version.startsWith('flux')) return 'flux';
  const architecture = String(metadata['modelspec.architecture'] ?? '').toLowerCase();
  if (architecture.startsWith('stable-diffusion-v1')) return 'sd15';
  if (architecture.startsWith('stable-diffusion-xl')) return 'sdxl';
  if (architecture.startsWith('flux')) return 'flux';
  if (architecture.startsWith('qwen-image')) return 'qwen-image';
  return undefined;
}

/**
 * The family each LoRA file of a ComfyUI server was made for, read from its own header
 * (`GET /view_metadata/loras?filename=`, server.py `view_metadata`) once per file: a file without
 * metadata (404) is of no known family and is refused nowhere; one the server could not be asked
 * about is too, and is asked again next time.
 */
export class ComfyLoraBases {
  readonly #read = new Map<string, Promise<ComfyFamily | undefined>>();

  constructor(private readonly http: ComfyHttpSettings) {}

  /** The family `file` (`lora_name`) was made for, or undefined when it does not say. */
  familyOf(file: string, options: CallOptions = {}): Promise<ComfyFamily | undefined> {
    const kept = this.#read.get(file);
    if (kept) return kept;
    const read = this.#fetch(file, options).catch(() => {
      this.#read.delete(file);
      return undefined;
    });
    this.#read.set(file, read);
    return read;
  }

  async #fetch(file: string, { signal, timeoutMs }: CallOptions): Promise<ComfyFamily | undefined> {
    const settings = timeoutMs === undefined ? this.http : { ...this.http, timeoutMs };
    const path = `/view_metadata/loras?filename=${encodeURIComponent(file)}`;
    const call = {
      what: 'GET /view_metadata/loras',
      method: 'GET',
      path,
      schema: metadataSchema,
    } as const;
    try {
      return loraFamilyOf(await comfyRequest(settings, call, signal));
    } catch (error) {
      if (error instanceof UnexpectedResponseError) return undefined;
      throw error;
    }
  }
}
