import { z } from 'zod';
import { baseUrl, integer } from '../../core/config-fields.js';
import {
  checkPerServer,
  perServer,
  secretsPerServer,
  slotList,
  urlList,
  urlsOf,
} from '../../core/server-list-fields.js';
import { defineBackend } from '../../image-backend/backend-registration.js';
import { basicAuthorization } from './sd-webui-http.js';

/** `user:password`, as the WebUI's `--api-auth` takes a login. */
const LOGIN = /^[^:\r\n]+:[^\r\n]+$/;

/**
 * A Stable Diffusion WebUI (`SD_WEBUI_*`), or several (a pool: `SD_WEBUI_URL` lists them, each
 * with its slots and login), closed with the process: each `--api-auth` login's password and
 * Basic header noted as secrets before anything is logged.
 */
export const sdWebuiRegistration = defineBackend({
  id: 'sd-webui',
  variables: z.object({
    /**
     * A Stable Diffusion WebUI's base URL (`/sdapi/v1` below it), started with `--api`, or several
     * comma-separated: a pool of GPU servers, each given jobs as the line has them; each URL
     * refused where it ends in the API's own path.
     */
    SD_WEBUI_URL: urlList(
      baseUrl('is required', {
        endsIn: /\/sdapi(?:\/.*)?/,
        is: "the WebUI's base URL, before /sdapi/v1",
      }),
    ).default('http://127.0.0.1:7860'),
    /** How many jobs each WebUI runs at once: one for all, or one per URL. @default 1 */
    SD_WEBUI_SLOTS: slotList('SD_WEBUI_URL'),
    /** The WebUI's name as members read it. */
    SD_WEBUI_NAME: z.string().trim().min(1).max(40).default('Stable Diffusion WebUI'),
    /**
     * `user:password` of the WebUI's `--api-auth` (HTTP Basic), a secret: one for every server, or
     * one per URL, comma-separated as `--api-auth` lists its own (an empty one: none there).
     * @default none
     */
    SD_WEBUI_AUTH: z
      .string()
      .trim()
      .regex(LOGIN, "must be user:password, as the WebUI's --api-auth")
      .optional(),
    /** The upscaler Upscale runs, where the server lists it (else the first it lists). */
    SD_WEBUI_UPSCALER: z.string().trim().min(1).max(100).default('R-ESRGAN 4x+'),
    /** How long a call other than a generation may take, in ms. */
    SD_WEBUI_TIMEOUT_MS: integer(15_000, 500, 120_000),
    /** How long a WebUI may answer nothing before a generation it holds ends, in ms. */
    SD_WEBUI_DOWN_AFTER_MS: integer(60_000, 1_000, 3_600_000),
  }),
  secrets: ['SD_WEBUI_AUTH'],
  mayOffer: ['edit', 'vary', 'upscale', 'describe', 'region', 'zoom', 'pan'],
  mayApplyLoras: true,
  mayFollowReferences: false,
  across(settings, issue) {
    const urls = { name: 'SD_WEBUI_URL', count: urlsOf(settings.SD_WEBUI_URL).length };
    checkPerServer(issue, 'SD_WEBUI_SLOTS', settings.SD_WEBUI_SLOTS.length, urls);
    const auth = settings.SD_WEBUI_AUTH;
    if (auth === undefined || urls.count === 1) return;
    const logins = auth.split(',').map((login) => login.trim());
    checkPerServer(issue, 'SD_WEBUI_AUTH', logins.length, urls);
    if (logins.some((login) => login !== '' && !LOGIN.test(login))) {
      issue('SD_WEBUI_AUTH', "must list each login as user:password, as the WebUI's --api-auth");
    }
  },
  async make(settings, { logger, stack }) {
    const { SdWebuiBackend } = await import('./sd-webui-backend.js');
    const { PooledBackend } = await import('../../image-backend/server-pool/pooled-backend.js');
    const urls = urlsOf(settings.SD_WEBUI_URL);
    const slots = perServer(settings.SD_WEBUI_SLOTS, urls.length);
    const logins = secretsPerServer(settings.SD_WEBUI_AUTH, urls.length);
    for (const login of logins) {
      if (!login) continue;
      logger.secrets.pin(login.slice(login.indexOf(':') + 1));
      logger.secrets.pin(basicAuthorization(login).slice('Basic '.length));
    }
    const log = logger.child({ backend: 'sd-webui' });
    const backend = new PooledBackend({
      name: 'the Stable Diffusion WebUI',
      setting: 'SD_WEBUI_URL',
      servers: urls.map((url, at) => ({ url, slots: slots[at] ?? 1 })),
      make: ({ url, id }, watch, at) => {
        const login = logins[at];
        const server = new SdWebuiBackend({
          baseUrl: url,
          timeoutMs: settings.SD_WEBUI_TIMEOUT_MS,
          downAfterMs: settings.SD_WEBUI_DOWN_AFTER_MS,
          upscaler: settings.SD_WEBUI_UPSCALER,
          ...(login && { login }),
          watch,
          logger: urls.length > 1 ? log.child({ server: id }) : log,
        });
        const named =
          urls.length > 1 ? `Stable Diffusion WebUI client ${id}` : 'Stable Diffusion WebUI client';
        return stack.use(named, server, (used) => used.close());
      },
      logger: log,
      // An idle server that died is found within SD_WEBUI_DOWN_AFTER_MS, as a busy one is.
      idleProbeEveryMs: settings.SD_WEBUI_DOWN_AFTER_MS / 2,
    });
    stack.use('Stable Diffusion WebUI servers', backend, (used) => used.close());
    const name = settings.SD_WEBUI_NAME;
    return { id: 'sd-webui', name, signup: { name, loginTokens: false }, backend };
  },
});
