import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../core/config.js';
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

/**
 * ComfyUI (`COMFYUI_*`): one server or several (a pool: `COMFYUI_URL` lists them, each with its
 * slots and token), and the workflows of its folder, each checked at start.
 */
export const comfyRegistration = defineBackend({
  id: 'comfyui',
  variables: z.object({
    /**
     * A ComfyUI server's base URL (`/prompt`, `/ws`, `/view` below it), or several comma-separated:
     * a pool of GPU servers, each given jobs as the line has them; each URL refused where it ends
     * in a path the bot adds itself.
     */
    COMFYUI_URL: urlList(
      baseUrl('is required', {
        endsIn:
          /(?:\/api)?\/(?:prompt|ws|history|queue|view|object_info|upload\/(?:image|mask)|interrupt|system_stats)/,
        is: "the ComfyUI server's base URL, before /prompt",
      }),
    ).default('http://127.0.0.1:8188'),
    /** How many jobs each server runs at once: one for all, or one per URL. @default 1 */
    COMFYUI_SLOTS: slotList('COMFYUI_URL'),
    /** ComfyUI's name as members read it. */
    COMFYUI_NAME: z.string().trim().min(1).max(40).default('ComfyUI'),
    /**
     * The folder of the workflows offered, one ComfyUI API-format file (`*.json`) each, named by
     * its file name; each is checked at start (docs/backends.md).
     */
    COMFYUI_WORKFLOWS_DIR: z.string().trim().min(1).default('comfyui-workflows'),
    /**
     * A token a proxy in front of ComfyUI asks for (ComfyUI itself has none): one for every server,
     * or one per URL, comma-separated (an empty one: none for that server). @default none
     */
    COMFYUI_TOKEN: z.string().trim().min(1).optional(),
    /**
     * The header the token goes in, bare; unset: `Authorization: Bearer <token>`. @default unset
     */
    COMFYUI_TOKEN_HEADER: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name, e.g. X-Api-Key')
      .optional(),
    COMFYUI_TIMEOUT_MS: integer(15_000, 500, 120_000),
    COMFYUI_DOWN_AFTER_MS: integer(60_000, 1_000, 3_600_000),
  }),
  secrets: ['COMFYUI_TOKEN'],
  mayOffer: ['edit', 'vary', 'upscale', 'region', 'zoom', 'pan', 'animate'],
  mayApplyLoras: true,
  mayFollowReferences: true,
  across(settings, issue) {
    const urls = { name: 'COMFYUI_URL', count: urlsOf(settings.COMFYUI_URL).length };
    checkPerServer(issue, 'COMFYUI_SLOTS', settings.COMFYUI_SLOTS.length, urls);
    const token = settings.COMFYUI_TOKEN;
    if (token !== undefined && urls.count > 1) {
      checkPerServer(issue, 'COMFYUI_TOKEN', token.split(',').length, urls);
    }
  },
  async make(settings, { config, logger, stack, download }) {
    const { ComfyBackend } = await import('./comfy-backend.js');
    const { loadWorkflows } = await import('./comfy-workflows-dir.js');
    const { PooledBackend } = await import('../../image-backend/server-pool/pooled-backend.js');
    const urls = urlsOf(settings.COMFYUI_URL);
    const slots = perServer(settings.COMFYUI_SLOTS, urls.length);
    const tokens = secretsPerServer(settings.COMFYUI_TOKEN, urls.length);
    for (const token of tokens) if (token) logger.secrets.pin(token);
    const header = settings.COMFYUI_TOKEN_HEADER;
    const headersOf = (token: string | undefined): Record<string, string> =>
      token === undefined
        ? {}
        : header
          ? { [header]: token }
          : { authorization: `Bearer ${token}` };
    const log = logger.child({ backend: 'comfyui' });
    const workflows = loadWorkflows(settings.COMFYUI_WORKFLOWS_DIR, log);
    const backend = new PooledBackend({
      name: 'ComfyUI',
      setting: 'COMFYUI_URL',
      servers: urls.map((url, at) => ({ url, slots: slots[at] ?? 1 })),
      make: ({ url, id }, watch, at) => {
        const authHeaders = headersOf(tokens[at]);
        const server = new ComfyBackend({
          baseUrl: url,
          timeoutMs: settings.COMFYUI_TIMEOUT_MS,
          downAfterMs: settings.COMFYUI_DOWN_AFTER_MS,
          clientId: comfyClientId(config),
          botId: botIdOf(config),
          workflows,
          authHeaders,
          watch,
          download: download(url, { kind: 'operator-origin', headers: authHeaders }),
          logger: urls.length > 1 ? log.child({ server: id }) : log,
        });
        const named = urls.length > 1 ? `ComfyUI client ${id}` : 'ComfyUI client';
        return stack.use(named, server, (used) => used.close());
      },
      logger: log,
      // An idle server that died is found within COMFYUI_DOWN_AFTER_MS, as a busy one is.
      idleProbeEveryMs: settings.COMFYUI_DOWN_AFTER_MS / 2,
    });
    stack.use('ComfyUI servers', backend, (used) => used.close());
    const name = settings.COMFYUI_NAME;
    return { id: 'comfyui', name, signup: { name, loginTokens: false }, backend };
  },
});

/**
 * The client id ComfyUI knows this process by, the same after a restart (ComfyUI sends a prompt's
 * progress only to the id it was queued with): a digest of the bot (its application id, else the
 * first part of its token: the bot user's id in base64, public) and the shards the process runs
 * (`SHARD_IDS`). Processes running other shards have ids of their own; a successor or a standby
 * for the same shards shares it, and takes it over only once it serves them (the socket opens on
 * first use).
 */
function comfyClientId(config: Config): string {
  const shards = config.SHARD_IDS?.join(',') ?? 'all';
  const digest = createHash('sha256')
    .update(`comfyui|${botIdOf(config)}|${shards}`)
    .digest('hex');
  return `imagine-bot-${digest.slice(0, 24)}`;
}

/** The bot, whatever process runs it: its application id, else its token's first (public) part. */
function botIdOf(config: Config): string {
  const [first = ''] = config.DISCORD_TOKEN.split('.');
  return config.DISCORD_APPLICATION_ID ?? (config.DISCORD_TOKEN.includes('.') ? first : '');
}
