import { z } from 'zod';
import { baseUrl, integer } from '../../core/config-fields.js';
import {
  checkPerServer,
  optionalSlotList,
  perServer,
  secretsPerServer,
  serverIdOf,
  urlList,
  urlsOf,
} from '../../core/server-list-fields.js';
import { defineBackend } from '../../image-backend/backend-registration.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import type { ServerWatch } from '../../image-backend/server-pool/server-pool-options.js';
import { OPENAI_IMAGES_CAPABILITIES } from './openai-images-capabilities.js';

/** Where a member makes an OpenAI API key (a compatible provider's page is not known). */
const OPENAI_KEYS_URL = 'https://platform.openai.com/api-keys';

/**
 * OpenAI's Images API or a compatible provider (`OPENAI_IMAGES_*`); its SDK (about 8 MB) is
 * imported only where it is configured: a bot without it starts sooner.
 */
export const openAiImagesRegistration = defineBackend({
  id: 'openai-images',
  variables: z.object({
    /**
     * The Images API base, `/v1` included (a compatible provider's base URL works too), or several
     * comma-separated: a pool of endpoints (two vLLM or LocalAI servers, two providers), each
     * given jobs as the line has them.
     */
    OPENAI_IMAGES_URL: urlList(
      baseUrl('is required', {
        endsIn: /\/images(?:\/(?:generations|edits|variations))?/,
        is: 'the API base with /v1 (https://api.openai.com/v1 on OpenAI)',
        secret: true,
      }),
    ).default('https://api.openai.com/v1'),
    /**
     * How many jobs each endpoint runs at once, one for all or one per URL: the line then holds
     * the rest. Unset with one URL: no pool, every job sent at once as the provider takes them;
     * with several: 1 each.
     */
    OPENAI_IMAGES_SLOTS: optionalSlotList('OPENAI_IMAGES_URL'),
    /**
     * The operator's key for each endpoint (vLLM's `--api-key`, LocalAI's `API_KEY`, a provider's
     * key), a secret: one for every endpoint, or one per URL, comma-separated (an empty one: none
     * there). Set, members link no key: the operator pays. @default none: members' own keys
     */
    OPENAI_IMAGES_API_KEY: z.string().trim().min(1).optional(),
    /** Its name as members read it. */
    OPENAI_IMAGES_NAME: z.string().trim().min(1).max(40).default('OpenAI'),
    /** The image model every generation asks for. */
    OPENAI_IMAGES_MODEL: z.string().trim().min(1).max(100).default('gpt-image-1'),
    /** The sizes the model takes (`WxH` or `auto`); the one nearest a request's aspect is sent. */
    OPENAI_IMAGES_SIZES: z
      .string()
      .default('1024x1024,1536x1024,1024x1536')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine(
        (sizes) => sizes.length > 0 && sizes.every((size) => /^(auto|\d{2,5}x\d{2,5})$/.test(size)),
        'must list sizes as WxH or auto, comma-separated',
      ),
    OPENAI_IMAGES_QUALITY: z.enum(['low', 'medium', 'high', 'auto']).default('low'),
    OPENAI_IMAGES_FORMAT: z.enum(['png', 'jpeg', 'webp']).default('png'),
    OPENAI_IMAGES_BACKGROUND: z.enum(['auto', 'opaque', 'transparent']).default('auto'),
    OPENAI_IMAGES_MODERATION: z.enum(['auto', 'low']).default('auto'),
    /** Partial images streamed while an image is made (0–3), the card's progress. */
    OPENAI_IMAGES_PARTIAL_IMAGES: integer(2, 0, 3),
    /** How long one generation call may last, in ms. */
    OPENAI_IMAGES_TIMEOUT_MS: integer(300_000, 5_000, 900_000),
  }),
  secrets: ['OPENAI_IMAGES_URL', 'OPENAI_IMAGES_API_KEY'],
  mayOffer: ['edit', 'vary', 'region', 'zoom', 'pan'],
  mayApplyLoras: OPENAI_IMAGES_CAPABILITIES.loras !== undefined,
  mayFollowReferences: true,
  across(settings, issue) {
    const urls = { name: 'OPENAI_IMAGES_URL', count: urlsOf(settings.OPENAI_IMAGES_URL).length };
    const slots = settings.OPENAI_IMAGES_SLOTS;
    if (slots) checkPerServer(issue, 'OPENAI_IMAGES_SLOTS', slots.length, urls);
    const key = settings.OPENAI_IMAGES_API_KEY;
    if (key !== undefined && urls.count > 1) {
      checkPerServer(issue, 'OPENAI_IMAGES_API_KEY', key.split(',').length, urls);
    }
  },
  async make(settings, { download, usage, stack, logger }) {
    const { OpenAiImagesBackend } = await import('./openai-images-backend.js');
    const urls = urlsOf(settings.OPENAI_IMAGES_URL);
    const keys = secretsPerServer(settings.OPENAI_IMAGES_API_KEY, urls.length);
    for (const key of keys) if (key) logger.secrets.pin(key);
    const operatorKeys = settings.OPENAI_IMAGES_API_KEY !== undefined;
    const endpoint = (url: string, apiKey?: string, watch?: ServerWatch) => {
      const backend = new OpenAiImagesBackend({
        download: download(url, { kind: 'public-urls' }),
        baseUrl: url,
        timeoutMs: settings.OPENAI_IMAGES_TIMEOUT_MS,
        settings: {
          model: settings.OPENAI_IMAGES_MODEL,
          sizes: settings.OPENAI_IMAGES_SIZES,
          quality: settings.OPENAI_IMAGES_QUALITY,
          outputFormat: settings.OPENAI_IMAGES_FORMAT,
          background: settings.OPENAI_IMAGES_BACKGROUND,
          moderation: settings.OPENAI_IMAGES_MODERATION,
          partialImages: settings.OPENAI_IMAGES_PARTIAL_IMAGES,
        },
        usage,
        operatorKeys,
        ...(apiKey && { apiKey }),
        ...(watch && { watch }),
      });
      const named =
        urls.length > 1 ? `OpenAI images client ${serverIdOf(url)}` : 'OpenAI images client';
      return stack.use(named, backend, (used) => used.close());
    };
    const [first = ''] = urls;
    const slots = settings.OPENAI_IMAGES_SLOTS;
    if (urls.length === 1 && slots === undefined) {
      return registered(settings, urls, endpoint(first, keys[0]));
    }
    const { PooledBackend } = await import('../../image-backend/server-pool/pooled-backend.js');
    const perEndpoint = perServer(slots ?? [1], urls.length);
    const pool = new PooledBackend({
      name: 'the Images API',
      setting: 'OPENAI_IMAGES_URL',
      servers: urls.map((url, at) => ({ url, slots: perEndpoint[at] ?? 1 })),
      make: ({ url }, watch, at) => endpoint(url, keys[at], watch),
      logger: logger.child({ backend: 'openai-images' }),
    });
    stack.use('OpenAI images endpoints', pool, (used) => used.close());
    return registered(settings, urls, pool);
  },
});

/** The backend registered: its name, and OpenAI's page for keys where every endpoint is OpenAI's. */
function registered(
  settings: { readonly OPENAI_IMAGES_NAME: string },
  urls: readonly string[],
  backend: ImageBackend,
) {
  const name = settings.OPENAI_IMAGES_NAME;
  const onOpenAi = urls.every((url) => new URL(url).hostname === 'api.openai.com');
  return {
    id: 'openai-images',
    name,
    signup: { name, loginTokens: false, ...(onOpenAi && { url: OPENAI_KEYS_URL }) },
    backend,
  };
}
