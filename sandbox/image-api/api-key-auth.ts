import { ApiError } from './api-error.js';
import type { RequestContext } from './request-context.js';
import type { UserRecord, UserRegistry } from './user-registry.js';

/** Where a presented key came from, in the spec's priority order. */
export type KeySource = 'x-api-key' | 'bearer' | 'query' | 'body';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * The key the request presents, taking only the highest-priority method present: `x-api-key`,
 * then `Authorization: Bearer`, then `api_key` in the query, then in the JSON body. A lower method
 * is never consulted when a higher one is present, even if the higher key is invalid. An
 * `Authorization` header that is not `Bearer <key>` counts as absent.
 */
export function presentedApiKey(
  ctx: RequestContext,
): { key: string; source: KeySource } | undefined {
  const direct = header(ctx, 'x-api-key');
  if (direct) return { key: direct, source: 'x-api-key' };
  const bearer = BEARER.exec(header(ctx, 'authorization') ?? '')?.[1];
  if (bearer) return { key: bearer, source: 'bearer' };
  const query = ctx.url.searchParams.get('api_key');
  if (query) return { key: query, source: 'query' };
  const body = ctx.body?.api_key;
  if (typeof body === 'string' && body !== '') return { key: body, source: 'body' };
  return undefined;
}

/** The user behind the request's key; 401 when no key is presented or it is unknown or revoked. */
export function authenticateApiKey(
  ctx: RequestContext,
  users: UserRegistry,
): { user: UserRecord; key: string } {
  const presented = presentedApiKey(ctx);
  if (!presented) throw new ApiError(401, 'API key required');
  const user = users.byActiveKey(presented.key);
  if (!user) throw new ApiError(401, 'Invalid or revoked API key');
  return { user, key: presented.key };
}
