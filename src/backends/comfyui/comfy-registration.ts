import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../core/config.js';
import { baseUrl, integer } from '../../core/config-fields.js';
import { defineBackend } from '../../image-backend/backend-registration.js';

/** A ComfyUI server (`COMFYUI_*`) and the workflows of its folder, each checked at start. */
export const comfyRegistration = defineBackend({
  id: 'comfyui',
  variables: z.object({
    /** A ComfyUI server's base URL (`/prompt`, `/ws`, `/view` below it). */
    COMFYUI_URL: baseUrl('is required', {
      endsIn:
        /(?:\/api)?\/(?:prompt|ws|history|queue|view|object_info|upload\/(?:image|mask)|interrupt|system_stats)/,
      is: "the ComfyUI server's base URL, before /prompt",
    }).default('http://127.0.0.1:8188'),
    /** ComfyUI's name as members read it. */
    COMFYUI_NAME: z.string().trim().min(1).max(40).default('ComfyUI'),
    /**
     * The folder of the workflows offered, one ComfyUI API-format file (`*.json`) each, named by
     * its file name; each is checked at start (docs/backends.md).
     */
    COMFYUI_WORKFLOWS_DIR: z.string().trim().min(1).default('comfyui-workflows'),
    /** A token a proxy in front of ComfyUI asks for (ComfyUI itself has none). @default none */
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
  mayOffer: ['edit', 'vary', 'upscale', 'region', 'zoom', 'pan'],
  mayApplyLoras: true,
  async make(settings, { config, logger, stack, download }) {
    const { ComfyBackend } = await import('./comfy-backend.js');
    const { loadWorkflows } = await import('./comfy-workflows-dir.js');
    const token = settings.COMFYUI_TOKEN;
    const header = settings.COMFYUI_TOKEN_HEADER;
    const authHeaders: Record<string, string> =
      token === undefined
        ? {}
        : header
          ? { [header]: token }
          : { authorization: `Bearer ${token}` };
    const log = logger.child({ backend: 'comfyui' });
    const backend = new ComfyBackend({
      baseUrl: settings.COMFYUI_URL,
      timeoutMs: settings.COMFYUI_TIMEOUT_MS,
      downAfterMs: settings.COMFYUI_DOWN_AFTER_MS,
      clientId: comfyClientId(config),
      botId: botIdOf(config),
      workflows: loadWorkflows(settings.COMFYUI_WORKFLOWS_DIR, log),
      authHeaders,
      download: download(settings.COMFYUI_URL, { kind: 'operator-origin', headers: authHeaders }),
      logger: log,
    });
    stack.use('ComfyUI client', backend, (used) => used.close());
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
