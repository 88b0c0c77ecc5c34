import { createHash } from 'node:crypto';
import { ImageApiClient } from '../backends/image-service/image-api-client.js';
import { type BackendId, type Config, serviceSignup } from '../core/config.js';
import { packageVersion } from '../core/package-version.js';
import {
  BackendRegistry,
  ORIGINAL_BACKEND_ID,
  type RegisteredBackend,
} from '../image-backend/backend-registry.js';
import type { KeyUsageLedger } from '../image-backend/key-usage.js';
import type { SharedState } from '../store/shared-state.js';
import type { BackendWatch } from './backend-watch.js';
import type { Base } from './base.js';

/** Where the Horde's images are served from besides its API host (Cloudflare R2, presigned). */
const HORDE_IMAGE_HOSTS = ['*.r2.cloudflarestorage.com'];
/** Where a member registers with AI Horde and gets an API key. */
const HORDE_SIGNUP_URL = 'https://aihorde.net/register';
/** Where a member makes an OpenAI API key (a compatible provider's page is not known). */
const OPENAI_KEYS_URL = 'https://platform.openai.com/api-keys';

/** What the backends share with the rest of the bot. */
export interface BackendsParts {
  readonly usage: KeyUsageLedger;
  /** The processes' shared state: on Redis, the Horde's pace is taken in turns across them. */
  readonly shared: SharedState;
}

/**
 * The image backends the operator configured (`BACKENDS`), registered once: the one place that
 * imports `src/backends/*`. A new backend is a folder there and an entry here. Each backend's
 * modules (and its SDK: OpenAI's alone holds about 8 MB) are loaded only when it is configured;
 * the image service's client is always loaded, as the Horde downloads its images with it.
 */
export async function backendsLayer(
  base: Base,
  watch: BackendWatch,
  { usage, shared }: BackendsParts,
): Promise<BackendRegistry> {
  const made: Record<BackendId, () => Promise<RegisteredBackend>> = {
    'image-service': async () => imageServiceBackend(base, watch),
    horde: () => hordeBackend(base, shared),
    'openai-images': () => openAiImagesBackend(base, usage),
    comfyui: () => comfyBackend(base),
    'sd-webui': async () =>
      (await import('../backends/sd-webui/sd-webui-registration.js')).sdWebuiRegistration(base),
  };
  const ids = base.config.BACKENDS as BackendId[];
  return new BackendRegistry(await Promise.all(ids.map((id) => made[id]())));
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

function imageServiceBackend(base: Base, watch: BackendWatch): RegisteredBackend {
  const { config } = base;
  const backend = serviceClient(base, config.IMAGE_API_URL, config.IMAGE_HOSTS, watch);
  const name = config.IMAGE_SERVICE_NAME ?? 'image service';
  return { id: ORIGINAL_BACKEND_ID, name, signup: serviceSignup(config), backend };
}

/**
 * The Horde's client: with several processes on Redis, its calls counted per address go in turns
 * taken across the processes (`takeTurn`), else at this process's pace.
 */
async function hordeBackend(base: Base, shared: SharedState): Promise<RegisteredBackend> {
  const { HordeBackend } = await import('../backends/horde/horde-backend.js');
  const { config, stack, logger } = base;
  const images = serviceClient(base, config.HORDE_URL, [
    ...config.IMAGE_HOSTS,
    ...HORDE_IMAGE_HOSTS,
  ]);
  const backend = new HordeBackend({
    baseUrl: config.HORDE_URL,
    timeoutMs: config.HORDE_TIMEOUT_MS,
    allowAnonymous: config.HORDE_ALLOW_ANONYMOUS,
    ...(config.HORDE_DEFAULT_MODEL && { defaultModel: config.HORDE_DEFAULT_MODEL }),
    clientAgent: `imagine-bot:${packageVersion()}:${config.HORDE_CLIENT_CONTACT}`,
    download: (url, options) => images.downloadImage(url, options),
    ...(shared.shared && shared.takeTurn && { takeTurn: shared.takeTurn.bind(shared) }),
    logger: logger.child({ backend: 'horde' }),
  });
  stack.use('AI Horde client', backend, (used) => used.close());
  const signup = { name: config.HORDE_NAME, url: HORDE_SIGNUP_URL, loginTokens: false };
  return { id: 'horde', name: config.HORDE_NAME, signup, backend };
}

/** Imports OpenAI's SDK only where this backend is configured: a bot without it starts sooner. */
async function openAiImagesBackend(base: Base, usage: KeyUsageLedger): Promise<RegisteredBackend> {
  const { config, stack } = base;
  const { OpenAiImagesBackend } = await import(
    '../backends/openai-images/openai-images-backend.js'
  );
  const images = serviceClient(base, config.OPENAI_IMAGES_URL, config.IMAGE_HOSTS);
  const backend = new OpenAiImagesBackend({
    download: (url, options) => images.downloadImage(url, options),
    baseUrl: config.OPENAI_IMAGES_URL,
    timeoutMs: config.OPENAI_IMAGES_TIMEOUT_MS,
    settings: {
      model: config.OPENAI_IMAGES_MODEL,
      sizes: config.OPENAI_IMAGES_SIZES,
      quality: config.OPENAI_IMAGES_QUALITY,
      outputFormat: config.OPENAI_IMAGES_FORMAT,
      background: config.OPENAI_IMAGES_BACKGROUND,
      moderation: config.OPENAI_IMAGES_MODERATION,
      partialImages: config.OPENAI_IMAGES_PARTIAL_IMAGES,
    },
    usage,
  });
  stack.use('OpenAI images client', backend, (used) => used.close());
  const name = config.OPENAI_IMAGES_NAME;
  const onOpenAi = new URL(config.OPENAI_IMAGES_URL).hostname === 'api.openai.com';
  return {
    id: 'openai-images',
    name,
    signup: { name, loginTokens: false, ...(onOpenAi && { url: OPENAI_KEYS_URL }) },
    backend,
  };
}

async function comfyBackend({ config, logger, stack }: Base): Promise<RegisteredBackend> {
  const { ComfyBackend } = await import('../backends/comfyui/comfy-backend.js');
  const { loadWorkflows } = await import('../backends/comfyui/comfy-workflows-dir.js');
  const token = config.COMFYUI_TOKEN;
  const header = config.COMFYUI_TOKEN_HEADER;
  const authHeaders: Record<string, string> =
    token === undefined ? {} : header ? { [header]: token } : { authorization: `Bearer ${token}` };
  const log = logger.child({ backend: 'comfyui' });
  const backend = new ComfyBackend({
    baseUrl: config.COMFYUI_URL,
    timeoutMs: config.COMFYUI_TIMEOUT_MS,
    downAfterMs: config.COMFYUI_DOWN_AFTER_MS,
    clientId: comfyClientId(config),
    workflows: loadWorkflows(config.COMFYUI_WORKFLOWS_DIR, log),
    authHeaders,
    logger: log,
  });
  stack.use('ComfyUI client', backend, (used) => used.close());
  return {
    id: 'comfyui',
    name: config.COMFYUI_NAME,
    signup: { name: config.COMFYUI_NAME, loginTokens: false },
    backend,
  };
}

/**
 * The client id ComfyUI knows this process by, the same after a restart (ComfyUI sends a prompt's
 * progress only to the id it was queued with): a digest of the bot (its application id, else the
 * first part of its token: the bot user's id in base64, public) and the shards the process runs
 * (`SHARD_IDS`). Processes running other shards have ids of their own; a successor or a standby
 * for the same shards shares it, and takes it over only once it serves them (the socket opens on
 * first use).
 */
function comfyClientId(config: Config): string {
  const [first = ''] = config.DISCORD_TOKEN.split('.');
  const bot = config.DISCORD_APPLICATION_ID ?? (config.DISCORD_TOKEN.includes('.') ? first : '');
  const shards = config.SHARD_IDS?.join(',') ?? 'all';
  const digest = createHash('sha256').update(`comfyui|${bot}|${shards}`).digest('hex');
  return `imagine-bot-${digest.slice(0, 24)}`;
}
