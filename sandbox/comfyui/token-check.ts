import type { IncomingMessage } from 'node:http';
import { type ComfyResponse, jsonResponse } from './comfy-response.js';
import type { ComfyAuth } from './comfyui-options.js';
import { header } from './request-context.js';

/**
 * Whether a request carries the configured token (always true without `auth`): `Authorization:
 * Bearer <token>` by default, or the bare token in the configured header. Local ComfyUI checks
 * nothing; this stands for a proxy in front of it (or Comfy Cloud's `X-API-Key`).
 */
export function hasToken(
  auth: ComfyAuth | undefined,
  headers: IncomingMessage['headers'],
): boolean {
  if (!auth) return true;
  const name = auth.header ?? 'authorization';
  const value = header(headers, name);
  if (value === undefined) return false;
  if (name.toLowerCase() === 'authorization') return value === `Bearer ${auth.token}`;
  return value === auth.token;
}

/** The proxy's 401, shaped as the description's `ErrorResponse`. */
export function unauthorized(): ComfyResponse {
  return jsonResponse(401, { code: 'unauthorized', message: 'Missing or invalid API token.' });
}
