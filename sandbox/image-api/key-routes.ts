import { ApiError } from './api-error.js';
import { authenticateApiKey } from './api-key-auth.js';
import type { EmulatorContext } from './emulator-context.js';
import { type EmulatorResponse, okResponse } from './emulator-response.js';
import { type RequestContext, requireBody } from './request-context.js';
import type { UserRecord } from './user-registry.js';

function userByToken(emu: EmulatorContext, token: unknown): UserRecord {
  if (typeof token !== 'string' || token === '') throw new ApiError(401, 'Login token required');
  const user = emu.users.byLoginToken(token);
  if (!user) throw new ApiError(401, 'Invalid login token');
  return user;
}

/** `POST /api.php?action=generate_api_key` with `{ token }`: a new key; older keys stay active. */
export function generateApiKey(emu: EmulatorContext, req: RequestContext): EmulatorResponse {
  const user = userByToken(emu, requireBody(req).token);
  return okResponse({ api_key: emu.users.issueKey(user) });
}

/** `GET /api.php?action=get_api_key&token=…` or `POST` with `{ token }`: the newest active key or null. */
export function getApiKey(emu: EmulatorContext, req: RequestContext): EmulatorResponse {
  const token = req.url.searchParams.get('token') ?? req.body?.token;
  const user = userByToken(emu, token);
  return okResponse({ api_key: emu.users.activeKey(user) });
}

/**
 * The key a token-authenticated revocation names: body `key`, or `api_key` (the spec's name for a
 * key in a body). Both must agree when both are given. Undefined when neither is.
 */
function keyNamedByToken(body: Record<string, unknown>): unknown {
  const key = body.key ?? undefined;
  const apiKey = body.api_key ?? undefined;
  if (key !== undefined && apiKey !== undefined && key !== apiKey) {
    throw new ApiError(400, 'key and api_key name different keys');
  }
  return key ?? apiKey;
}

/**
 * `POST /api.php?action=revoke_api_key`. Authenticates with `token` in the body when present,
 * otherwise with an API key (header, bearer, query or body). Revokes body `key` (one key of the
 * same user; with a token, `api_key` names it too), or every active key with `all: true`, or else
 * the key that authenticated.
 */
export function revokeApiKey(emu: EmulatorContext, req: RequestContext): EmulatorResponse {
  const body = requireBody(req);
  const byToken = body.token !== undefined && body.token !== null;
  const auth = byToken ? { user: userByToken(emu, body.token), key: undefined } : undefined;
  const { user, key: usedKey } = auth ?? authenticateApiKey(req, emu.users);
  const key = byToken ? keyNamedByToken(body) : (body.key ?? undefined);
  const all = body.all ?? undefined;
  if (key !== undefined && typeof key !== 'string') throw new ApiError(400, 'key must be a string');
  if (all !== undefined && typeof all !== 'boolean')
    throw new ApiError(400, 'all must be a boolean');
  if (key !== undefined && all === true)
    throw new ApiError(400, 'Give either key or all, not both');
  if (all === true) return okResponse({ revoked: emu.users.revokeAll(user) });
  const target = key ?? usedKey;
  if (target === undefined) throw new ApiError(400, 'key or all is required');
  return okResponse({ revoked: emu.users.revoke(user, target) });
}
