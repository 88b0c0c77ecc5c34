import { z } from 'zod';
import { baseUrl, httpUrl, integer } from '../../core/config-fields.js';
import { defineBackend } from '../../image-backend/backend-registration.js';
import { ORIGINAL_BACKEND_ID } from '../../image-backend/backend-registry.js';
import { offeredActions } from '../../image-backend/image-actions.js';
import { IMAGE_SERVICE_CAPABILITIES } from './image-service-capabilities.js';

/**
 * The hosted image service (`IMAGE_API_*`, `IMAGE_SERVICE_*`), the backend the bot was built for:
 * its requests counted in the metrics, each answer told to the start's view of it.
 */
export const imageServiceRegistration = defineBackend({
  id: ORIGINAL_BACKEND_ID,
  variables: z.object({
    /** The service's base URL (`/v1/index.php` and `/api.php` below it). */
    IMAGE_API_URL: baseUrl(
      'is required: the base URL of the image service, e.g. https://example.com',
      {
        endsIn: /\/(?:v1\/index\.php|api\.php)/,
        is: 'the base URL, the part before /v1/index.php',
      },
    ),
    /**
     * The image service's name as members read it in `/help`, the welcome, `/apikey` and key
     * errors (e.g. `PixelForge`). @default unset: "the image service"
     */
    IMAGE_SERVICE_NAME: z
      .string()
      .trim()
      .regex(/^[^\r\n]{1,60}$/, 'must be one line of at most 60 characters, e.g. PixelForge')
      .optional(),
    /**
     * The service's page where members sign up and find their API key and login token, linked
     * wherever `IMAGE_SERVICE_NAME` is shown. @default unset: no link
     */
    IMAGE_SERVICE_URL: httpUrl('is required').optional(),
    IMAGE_API_TIMEOUT_MS: integer(15_000, 500, 120_000),
  }),
  mayOffer: offeredActions(IMAGE_SERVICE_CAPABILITIES.imagesIn),
  mayApplyLoras: IMAGE_SERVICE_CAPABILITIES.loras !== undefined,
  mayFollowReferences: false,
  async make(settings, { config, logger, stack, requestEnded, downloadMemory }) {
    const { ImageApiClient } = await import('./image-api-client.js');
    const backend = new ImageApiClient({
      baseUrl: settings.IMAGE_API_URL,
      timeoutMs: settings.IMAGE_API_TIMEOUT_MS,
      imageHosts: config.IMAGE_HOSTS,
      allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
      memory: downloadMemory,
      logger,
      onRequest: requestEnded,
    });
    stack.use(`image client ${settings.IMAGE_API_URL}`, backend, (used) => used.close());
    const { IMAGE_SERVICE_NAME: named, IMAGE_SERVICE_URL: url } = settings;
    const signup = { ...(named && { name: named }), ...(url && { url }) };
    return { id: ORIGINAL_BACKEND_ID, name: named ?? 'image service', signup, backend };
  },
});
