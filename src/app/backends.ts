import { comfyRegistration } from '../backends/comfyui/comfy-registration.js';
import { hordeRegistration } from '../backends/horde/horde-registration.js';
import { imageServiceRegistration } from '../backends/image-service/image-service-registration.js';
import { openAiImagesRegistration } from '../backends/openai-images/openai-images-registration.js';
import { sdWebuiRegistration } from '../backends/sd-webui/sd-webui-registration.js';
import type { ServedOffer } from '../bot/command.js';
import { ByteBudget } from '../core/byte-budget.js';
import { type ConfigInputOf, configParser } from '../core/config-parser.js';
import type { RegistrationParts } from '../image-backend/backend-registration.js';
import { BackendRegistry } from '../image-backend/backend-registry.js';
import { ImageDownloader } from '../image-backend/image-download.js';
import type { KeyUsageLedger } from '../image-backend/key-usage.js';
import type { SharedState } from '../store/shared-state.js';
import type { BackendWatch } from './backend-watch.js';
import type { Base } from './base.js';

/**
 * The image backends the bot can serve, each declared in its folder (its variables, read with the
 * bot's, and how it is made): a new backend is a folder there and a line here. The first serves
 * when `BACKENDS` is unset.
 */
export const BACKEND_REGISTRATIONS = [
  imageServiceRegistration,
  hordeRegistration,
  openAiImagesRegistration,
  comfyRegistration,
  sdWebuiRegistration,
] as const;

/** The backends `BACKENDS` names, by id (its raw value; unset or empty, the first registered). */
export function servedIds(backends: string | undefined): string[] {
  const listed = backends?.split(',').map((id) => id.trim()) ?? [];
  return listed.some(Boolean) ? listed.filter(Boolean) : [BACKEND_REGISTRATIONS[0].id];
}

/**
 * What some backend of `ids` may do: the image actions it may offer (`mayOffer`) and whether it
 * may apply LoRAs (`mayApplyLoras`) or follow references (`mayFollowReferences`). The commands and options registered and listed in `/help`
 * follow from them (`offeredPayloads`).
 */
export function servedOffer(ids: readonly string[]): ServedOffer {
  const served = BACKEND_REGISTRATIONS.filter((entry) => ids.includes(entry.id));
  return {
    actions: [...new Set(served.flatMap((entry) => entry.mayOffer))],
    loras: served.some((entry) => entry.mayApplyLoras),
    references: served.some((entry) => entry.mayFollowReferences),
  };
}

/** Parses the bot's variables and every registered backend's: what `main.ts` reads. */
export const parseBotConfig = configParser(BACKEND_REGISTRATIONS);

/** The bot's configuration with its backends' variables. */
export type BotConfig = ReturnType<typeof parseBotConfig>;

/** The raw variables a {@link BotConfig} is parsed from. */
export type BotConfigInput = ConfigInputOf<typeof BACKEND_REGISTRATIONS>;

/** What the backends share with the rest of the bot. */
export interface BackendsParts {
  readonly usage: KeyUsageLedger;
  /** The processes' shared state: on Redis, the Horde's pace is taken in turns across them. */
  readonly shared: SharedState;
}

/**
 * The image backends the operator configured (`BACKENDS`), registered once: the one place that
 * imports `src/backends/*`. Each backend's modules (and its SDK: OpenAI's alone holds about 8 MB)
 * are loaded only when it is configured.
 */
export async function backendsLayer(
  { config, logger, stack, ops }: Base,
  watch: BackendWatch,
  { usage, shared }: BackendsParts,
): Promise<BackendRegistry> {
  const downloadMemory = new ByteBudget(config.IMAGE_DOWNLOAD_MEMORY_BYTES);
  const made = config.BACKENDS.map((id) => {
    const registration = BACKEND_REGISTRATIONS.find((entry) => entry.id === id);
    if (!registration) throw new Error(`no image backend is registered as ${id}`);
    const parts: RegistrationParts = {
      config,
      logger,
      stack,
      usage,
      downloadMemory,
      download: (baseUrl, policy, hosts = []) => {
        const images = new ImageDownloader({
          baseUrl: new URL(baseUrl),
          policy,
          imageHosts: [...config.IMAGE_HOSTS, ...hosts],
          allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
          memory: downloadMemory,
          logger,
        });
        stack.use(`image downloads from ${baseUrl}`, images, (used) => used.close());
        return (url, options) => images.download(url, options);
      },
      requestEnded: (request) => {
        if (request.outcome === 'ok') watch.answered(id);
        ops?.serviceRequest(request);
      },
      ...(shared.shared && shared.takeTurn && { takeTurn: shared.takeTurn.bind(shared) }),
    };
    // The configuration was parsed with every registration's variables (`parseBotConfig`).
    return registration.make(config as never, parts);
  });
  return new BackendRegistry(await Promise.all(made));
}
