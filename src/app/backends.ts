import { comfyRegistration } from '../backends/comfyui/comfy-registration.js';
import { hordeRegistration } from '../backends/horde/horde-registration.js';
import { IMAGE_SERVICE_CAPABILITIES } from '../backends/image-service/capabilities.js';
import { ImageApiClient } from '../backends/image-service/image-api-client.js';
import { openAiImagesRegistration } from '../backends/openai-images/openai-images-registration.js';
import { sdWebuiRegistration } from '../backends/sd-webui/sd-webui-registration.js';
import { type ConfigInputOf, configParser, serviceSignup } from '../core/config.js';
import type { RegistrationParts } from '../image-backend/backend-registration.js';
import {
  BackendRegistry,
  ORIGINAL_BACKEND_ID,
  type RegisteredBackend,
} from '../image-backend/backend-registry.js';
import type { KeyUsageLedger } from '../image-backend/key-usage.js';
import type { SharedState } from '../store/shared-state.js';
import type { BackendWatch } from './backend-watch.js';
import type { Base } from './base.js';

/**
 * The image backends the bot can serve besides the image service, each declared in its folder
 * (its variables, read with the bot's, and how it is made): a new backend is a folder there and a
 * line here.
 */
export const BACKEND_REGISTRATIONS = [
  hordeRegistration,
  openAiImagesRegistration,
  comfyRegistration,
  sdWebuiRegistration,
] as const;

/**
 * Whether a backend `BACKENDS` names (its raw value; unset, the image service) may take an image
 * in: `deploy-commands` registers `/imagine`'s `image:` and `strength:` only then. The image
 * service's capabilities say whether it does (its interface takes none); a registered backend may
 * (ComfyUI with an edit workflow, a provider with an editing model: known once it is made).
 */
export function servedMayTakeImages(backends: string | undefined): boolean {
  const listed = backends?.split(',').map((id) => id.trim()) ?? [];
  const ids = listed.some(Boolean) ? listed.filter(Boolean) : [ORIGINAL_BACKEND_ID];
  return ids.some((id) =>
    id === ORIGINAL_BACKEND_ID ? IMAGE_SERVICE_CAPABILITIES.imagesIn !== undefined : true,
  );
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
 * are loaded only when it is configured; the image service's client is always loaded, as the
 * others download their images' URLs with it.
 */
export async function backendsLayer(
  base: Base,
  watch: BackendWatch,
  { usage, shared }: BackendsParts,
): Promise<BackendRegistry> {
  const { config, logger, stack } = base;
  const parts: RegistrationParts = {
    config,
    logger,
    stack,
    usage,
    download: (baseUrl, hosts = []) => {
      const images = serviceClient(base, baseUrl, [...config.IMAGE_HOSTS, ...hosts]);
      return (url, options) => images.downloadImage(url, options);
    },
    ...(shared.shared && shared.takeTurn && { takeTurn: shared.takeTurn.bind(shared) }),
  };
  const made = config.BACKENDS.map((id) => {
    if (id === ORIGINAL_BACKEND_ID) return imageServiceBackend(base, watch);
    const registration = BACKEND_REGISTRATIONS.find((entry) => entry.id === id);
    if (!registration) throw new Error(`no image backend is registered as ${id}`);
    // The configuration was parsed with every registration's variables (`parseBotConfig`).
    return registration.make(config as never, parts);
  });
  return new BackendRegistry(await Promise.all(made));
}

/**
 * An image-service client with the bot's settings, downloading from `baseUrl` and the image hosts;
 * each request's end is told to the metrics, and an answer to `watch` (the start's view of the service).
 */
function serviceClient(
  { config, logger, stack, ops }: Base,
  baseUrl: string,
  hosts: string[],
  watch?: BackendWatch,
) {
  const client = new ImageApiClient({
    baseUrl,
    timeoutMs: config.IMAGE_API_TIMEOUT_MS,
    imageHosts: hosts,
    allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
    imageDownloadMemoryBytes: config.IMAGE_DOWNLOAD_MEMORY_BYTES,
    logger,
    onRequest: (request) => {
      if (request.outcome === 'ok') watch?.answered(ORIGINAL_BACKEND_ID);
      ops?.serviceRequest(request);
    },
  });
  return stack.use(`image client ${baseUrl}`, client, (used) => used.close());
}

async function imageServiceBackend(base: Base, watch: BackendWatch): Promise<RegisteredBackend> {
  const { config } = base;
  const backend = serviceClient(base, config.IMAGE_API_URL, config.IMAGE_HOSTS, watch);
  const name = config.IMAGE_SERVICE_NAME ?? 'image service';
  return { id: ORIGINAL_BACKEND_ID, name, signup: serviceSignup(config), backend };
}
