import type { z } from 'zod';
import type { BackendVariables } from '../core/backend-variables.js';
import type { ByteBudget } from '../core/byte-budget.js';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { ShutdownStack } from '../core/shutdown-stack.js';
import type { RegisteredBackend } from './backend-registry.js';
import type { BackendRequest } from './backend-types.js';
import type { ImageActionKind } from './image-actions.js';
import type { ImageBackend } from './image-backend.js';
import type { DownloadPolicy } from './image-download.js';
import type { KeyUsageLedger } from './key-usage.js';

/** What the process gives a backend to be made with. */
export interface RegistrationParts {
  /** The bot's own configuration (its identity, its shards, the image hosts). */
  readonly config: Config;
  readonly logger: Logger;
  readonly stack: ShutdownStack;
  /** The bot's record of each key's use, for a backend that keeps no balance. */
  readonly usage: KeyUsageLedger;
  /**
   * A download through the port's bounded download (`ImageDownloader`), closed with the process:
   * by `policy`, from `baseUrl`'s host, the image hosts (`IMAGE_HOSTS`) and `hosts` besides
   * (`public-urls`), or from `baseUrl`'s origin alone with the operator's credentials
   * (`operator-origin`).
   */
  download(
    baseUrl: string,
    policy: DownloadPolicy,
    hosts?: readonly string[],
  ): ImageBackend['downloadImage'];
  /**
   * The one budget every download of a generated image holds its bytes from, whichever backend's
   * (`IMAGE_DOWNLOAD_MEMORY_BYTES`): `download`'s, and a backend's client that downloads itself.
   */
  readonly downloadMemory: ByteBudget;
  /**
   * Told of each HTTP request of the backend's client as it ends: counted in the metrics, and an
   * answer clears what the start found unreachable.
   */
  requestEnded(request: BackendRequest): void;
  /** With several processes on Redis, a turn taken across them; else undefined. */
  readonly takeTurn?: (name: string, windowMs: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * An image backend as its folder declares it (`<name>-registration.ts`): its id, its variables
 * (read with the bot's, so adding it changes nothing in the core) and how it is made from them.
 * `src/app/backends.ts` lists it: one line.
 */
export interface BackendRegistration<S extends z.ZodObject = z.ZodObject>
  extends BackendVariables<S> {
  /**
   * The image actions it may offer (`offeredActions` of its capabilities' `imagesIn`, known for
   * sure once it is made: a server, a workflow or a model may take some away): the commands
   * registered (`deploy-commands`, `/help`) are those of an action some backend served may offer.
   */
  readonly mayOffer: readonly ImageActionKind[];
  /**
   * Whether it may apply LoRAs (its capabilities' `loras`, known for sure once it is made: a
   * ComfyUI whose workflows have no loader titled `lora` takes none): `/imagine`'s LoRA options
   * are registered only where some backend served may.
   */
  readonly mayApplyLoras: boolean;
  /**
   * Whether an edit by words may follow reference images here (its capabilities'
   * `imagesIn.edit.references`, known for sure once it is made: a ComfyUI needs an edit-model
   * workflow with reference nodes): `/imagine`'s reference options and Use as reference are
   * registered only where some backend served may.
   */
  readonly mayFollowReferences: boolean;
  /** Loads the backend's modules (only when `BACKENDS` names it) and makes it. */
  make(settings: z.output<S>, parts: RegistrationParts): Promise<RegisteredBackend>;
}

/** `registration`, its `make` typed from its variables. */
export const defineBackend = <S extends z.ZodObject>(
  registration: BackendRegistration<S>,
): BackendRegistration<S> => registration;
