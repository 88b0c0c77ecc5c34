import { z } from 'zod';
import { baseUrl, integer } from '../../core/config-fields.js';
import { defineBackend } from '../../image-backend/backend-registration.js';
import { basicAuthorization } from './sd-webui-http.js';

/**
 * A Stable Diffusion WebUI (`SD_WEBUI_*`), closed with the process: its `--api-auth` login's
 * password and Basic header noted as secrets before anything is logged.
 */
export const sdWebuiRegistration = defineBackend({
  id: 'sd-webui',
  variables: z.object({
    /** A Stable Diffusion WebUI's base URL (`/sdapi/v1` below it), started with `--api`. */
    SD_WEBUI_URL: baseUrl('is required', {
      endsIn: /\/sdapi(?:\/.*)?/,
      is: "the WebUI's base URL, before /sdapi/v1",
    }).default('http://127.0.0.1:7860'),
    /** The WebUI's name as members read it. */
    SD_WEBUI_NAME: z.string().trim().min(1).max(40).default('Stable Diffusion WebUI'),
    /** `user:password` of the WebUI's `--api-auth` (HTTP Basic), a secret. @default none */
    SD_WEBUI_AUTH: z
      .string()
      .trim()
      .regex(/^[^:\r\n]+:[^\r\n]+$/, "must be user:password, as the WebUI's --api-auth")
      .optional(),
    /** The upscaler Upscale runs, where the server lists it (else the first it lists). */
    SD_WEBUI_UPSCALER: z.string().trim().min(1).max(100).default('R-ESRGAN 4x+'),
    /** How long a call other than a generation may take, in ms. */
    SD_WEBUI_TIMEOUT_MS: integer(15_000, 500, 120_000),
    /** Generation calls held at the WebUI at once; more wait their turn in the bot. */
    SD_WEBUI_MAX_CALLS: integer(8, 1, 1_000),
  }),
  secrets: ['SD_WEBUI_AUTH'],
  mayOffer: ['edit', 'vary', 'upscale', 'describe', 'region', 'zoom', 'pan'],
  mayApplyLoras: true,
  async make(settings, { logger, stack }) {
    const { SdWebuiBackend } = await import('./sd-webui-backend.js');
    const login = settings.SD_WEBUI_AUTH;
    if (login) {
      logger.secrets.pin(login.slice(login.indexOf(':') + 1));
      logger.secrets.pin(basicAuthorization(login).slice('Basic '.length));
    }
    const backend = new SdWebuiBackend({
      baseUrl: settings.SD_WEBUI_URL,
      timeoutMs: settings.SD_WEBUI_TIMEOUT_MS,
      upscaler: settings.SD_WEBUI_UPSCALER,
      maxCalls: settings.SD_WEBUI_MAX_CALLS,
      ...(login && { login }),
      logger: logger.child({ backend: 'sd-webui' }),
    });
    stack.use('Stable Diffusion WebUI client', backend, (used) => used.close());
    const name = settings.SD_WEBUI_NAME;
    return { id: 'sd-webui', name, signup: { name, loginTokens: false }, backend };
  },
});
