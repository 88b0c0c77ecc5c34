import type { Logger } from '../../core/logger.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { HordeAlchemyOptions } from './horde-alchemy.js';
import type { TakeTurn } from './horde-pace.js';

/** Options of `HordeBackend` (`horde-registration.ts` reads them from the settings). */
export interface HordeBackendOptions {
  /** The API base, before `/v2` (`https://aihorde.net/api`). */
  readonly baseUrl: string;
  /** Each call's timeout, in ms. */
  readonly timeoutMs: number;
  /** The `Client-Agent` header: `name:version:contact`. */
  readonly clientAgent: string;
  /**
   * Whether `HORDE_CLIENT_CONTACT` was left unset, rather than written as the placeholder
   * `unknown` (as `.env.example` ships it): the start's warning says which. @default false
   */
  readonly contactUnset?: boolean;
  /** Downloads an image from a URL the Horde gave (the bot's image host policy and byte budget). */
  readonly download: ImageBackend['downloadImage'];
  /** Whether the anonymous key pays where no key does (`HORDE_ALLOW_ANONYMOUS`). @default false */
  readonly allowAnonymous?: boolean;
  /**
   * The model asked for when a request names none (`HORDE_DEFAULT_MODEL`). @default undefined
   * (none sent: the Horde's own default, `stable_diffusion`)
   */
  readonly defaultModel?: string;
  /** The inpainting model a masked request asks for. @default HORDE_INPAINTING_MODEL */
  readonly inpaintingModel?: string;
  /**
   * Where the model reference is read (`HORDE_MODEL_REFERENCE_URL`). @default
   * HORDE_MODEL_REFERENCE_URL (GitHub's copy the Horde's server reads)
   */
  readonly modelReferenceUrl?: string;
  /** How long the model list is kept, in ms. @default 300000 */
  readonly modelsTtlMs?: number;
  /**
   * Turns taken across the bot's processes (the store's on Redis), so that the Horde's limits per
   * address hold for all of them together. @default undefined (this process's pace alone)
   */
  readonly takeTurn?: TakeTurn;
  /** Told when the shared turns fail and come back. */
  readonly logger?: Logger;
  /** The clock. @default Date.now */
  readonly now?: () => number;
  /** How captions are waited for (`HordeAlchemy`). @default its own */
  readonly alchemy?: HordeAlchemyOptions;
}
