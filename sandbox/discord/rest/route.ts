import type { GuildSerializer } from '../serialize/serialize-guild.js';
import type { MessageSerializer } from '../serialize/serialize-message.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { OAuth2Grant } from '../state/oauth2-grants.js';
import type { MessageComposer } from './message-composer.js';
import type { RateLimitRuleName } from './rate-limit-rules.js';
import type { RequestBody } from './request-body.js';
import type { RouteName } from './route-names.js';

/** Limits the routes need. */
export interface RouteLimits {
  fileLimit: number;
  requestLimit: number;
}

/** What a route handler gets. */
export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: RequestBody;
  state: EmulatorState;
  guilds: GuildSerializer;
  messages: MessageSerializer;
  composer: MessageComposer;
  limits: RouteLimits;
  /** The member's grant when the request carried `Authorization: Bearer` (a route with `bearer`). */
  bearer?: OAuth2Grant;
  /** An OAuth2 client's credentials sent as `Authorization: Basic` (id and secret). */
  basic?: { readonly id: string; readonly secret: string };
}

/** A handler's answer; no body means 204. */
export interface RouteResult {
  status: number;
  body?: unknown;
}

/** One REST route. */
export interface Route {
  name: RouteName;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path after `/api/v10` with `:param` segments. */
  path: string;
  /** Whether the route requires `Authorization: Bot <token>` (and counts against the global limit). */
  botAuth: boolean;
  /** Also answers a member's OAuth2 access token (`Authorization: Bearer`) in place of the bot's. */
  bearer?: boolean;
  /** The rate-limit rule and the params naming the bucket's major resource. */
  rateLimit?: { rule: RateLimitRuleName; major: string };
  handle(context: RouteContext): RouteResult | Promise<RouteResult>;
}

/** Finds the route for a method and decoded path segments. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  segments: readonly string[],
): { route: Route; params: Record<string, string> } | { methodMismatch: boolean } {
  let methodMismatch = false;
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      return part.startsWith(':') || part === segment;
    });
    if (!ok) continue;
    if (route.method === method) return { route, params };
    methodMismatch = true;
  }
  return { methodMismatch };
}
