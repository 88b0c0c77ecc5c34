import { z } from 'zod';
import { baseUrl, integer } from '../../core/config-fields.js';
import { defineBackend } from '../../image-backend/backend-registration.js';
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
    /** The Images API base, `/v1` included (a compatible provider's base URL works too). */
    OPENAI_IMAGES_URL: baseUrl('is required', {
      endsIn: /\/images(?:\/(?:generations|edits|variations))?/,
      is: 'the API base with /v1 (https://api.openai.com/v1 on OpenAI)',
      secret: true,
    }).default('https://api.openai.com/v1'),
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
  secrets: ['OPENAI_IMAGES_URL'],
  mayOffer: ['edit', 'vary', 'region', 'zoom', 'pan'],
  mayApplyLoras: OPENAI_IMAGES_CAPABILITIES.loras !== undefined,
  async make(settings, { download, usage, stack }) {
    const { OpenAiImagesBackend } = await import('./openai-images-backend.js');
    const backend = new OpenAiImagesBackend({
      download: download(settings.OPENAI_IMAGES_URL, { kind: 'public-urls' }),
      baseUrl: settings.OPENAI_IMAGES_URL,
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
    });
    stack.use('OpenAI images client', backend, (used) => used.close());
    const name = settings.OPENAI_IMAGES_NAME;
    const onOpenAi = new URL(settings.OPENAI_IMAGES_URL).hostname === 'api.openai.com';
    return {
      id: 'openai-images',
      name,
      signup: { name, loginTokens: false, ...(onOpenAi && { url: OPENAI_KEYS_URL }) },
      backend,
    };
  },
});
