import { z } from 'zod';
import { baseUrl, httpUrl, integer } from '../../core/config-fields.js';
import { packageVersion } from '../../core/package-version.js';
import { defineBackend } from '../../image-backend/backend-registration.js';
import {
  HORDE_CAPABILITIES,
  HORDE_INPAINTING_MODEL,
  HORDE_MODEL_REFERENCE_URL,
} from './horde-capabilities.js';
import { NO_CONTACT } from './horde-probe.js';

/** Where the Horde's images are served from besides its API host (Cloudflare R2, presigned). */
const HORDE_IMAGE_HOSTS = ['*.r2.cloudflarestorage.com'];
/** Where a member registers with AI Horde and gets an API key. */
const HORDE_SIGNUP_URL = 'https://aihorde.net/register';

/**
 * AI Horde (`HORDE_*`): with several processes on Redis, its calls counted per address go in
 * turns taken across the processes (`takeTurn`), else at this process's pace.
 */
export const hordeRegistration = defineBackend({
  id: 'horde',
  variables: z.object({
    /** AI Horde's API base (before `/v2`). */
    HORDE_URL: baseUrl('is required', {
      endsIn: /\/v2(?:\/.*)?/,
      is: "the API's base, before /v2",
    }).default('https://aihorde.net/api'),
    /** AI Horde's name as members read it. */
    HORDE_NAME: z.string().trim().min(1).max(40).default('AI Horde'),
    /**
     * `Client-Agent` contact the Horde asks clients to send (`name:version:contact`).
     * @default unset: `unknown` is sent (and the start warns)
     */
    HORDE_CLIENT_CONTACT: z.string().trim().min(1).max(100).optional(),
    HORDE_TIMEOUT_MS: integer(15_000, 500, 120_000),
    /**
     * Whether a member with no linked Horde key, on a server without a Horde server key, generates
     * with the Horde's anonymous key (`0000000000`, the lowest priority at the Horde); when false
     * they are asked to link a key. @default false
     */
    HORDE_ALLOW_ANONYMOUS: z.stringbool('must be true or false').default(false),
    /**
     * The model a Horde generation asks for when the member chose none (sent as `models`); unset,
     * none is sent and the Horde runs its own default, `stable_diffusion` (SD 1.5 workers only).
     */
    HORDE_DEFAULT_MODEL: z.string().trim().min(1).max(100).optional(),
    /**
     * The inpainting model Vary (Region), Zoom out and Pan ask for (the Horde paints a mask only on
     * an inpainting model). @default stable_diffusion_inpainting
     */
    HORDE_INPAINTING_MODEL: z.string().trim().min(1).max(100).default(HORDE_INPAINTING_MODEL),
    /**
     * The Horde's model reference, each model's family (`baseline`): what `size:` sizes and a
     * LoRA's family are checked by. @default GitHub's copy, which the Horde's server reads
     */
    HORDE_MODEL_REFERENCE_URL: httpUrl('is required').default(HORDE_MODEL_REFERENCE_URL),
  }),
  mayOffer: ['edit', 'vary', 'upscale', 'region', 'zoom', 'pan', 'describe'],
  mayApplyLoras: HORDE_CAPABILITIES.loras !== undefined,
  mayFollowReferences: false,
  async make(settings, { download, takeTurn, logger, stack }) {
    const { HordeBackend } = await import('./horde-backend.js');
    const backend = new HordeBackend({
      baseUrl: settings.HORDE_URL,
      timeoutMs: settings.HORDE_TIMEOUT_MS,
      allowAnonymous: settings.HORDE_ALLOW_ANONYMOUS,
      ...(settings.HORDE_DEFAULT_MODEL && { defaultModel: settings.HORDE_DEFAULT_MODEL }),
      inpaintingModel: settings.HORDE_INPAINTING_MODEL,
      modelReferenceUrl: settings.HORDE_MODEL_REFERENCE_URL,
      clientAgent: `imagine-bot:${packageVersion()}:${settings.HORDE_CLIENT_CONTACT ?? NO_CONTACT}`,
      contactUnset: settings.HORDE_CLIENT_CONTACT === undefined,
      download: download(settings.HORDE_URL, { kind: 'public-urls' }, HORDE_IMAGE_HOSTS),
      ...(takeTurn && { takeTurn }),
      logger: logger.child({ backend: 'horde' }),
    });
    stack.use('AI Horde client', backend, (used) => used.close());
    const name = settings.HORDE_NAME;
    return {
      id: 'horde',
      name,
      signup: { name, url: HORDE_SIGNUP_URL, loginTokens: false },
      backend,
    };
  },
});
