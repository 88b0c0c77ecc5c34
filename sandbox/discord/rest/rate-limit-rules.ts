import type { RouteName } from './route-names.js';

/** A fixed-window limit: `limit` requests per `windowMs`, counted from the first request. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Discord's observed limits (undocumented, approximate). Buckets are keyed by rule and major
 * resource: `webhook` per interaction token (every `/webhooks/{app}/{token}…` route shares it),
 * `messageCreate`/`messageEdit`/`messageDelete` per channel, `interactionCallback` per interaction,
 * `default` per route and major id, `global` per bot token (bot-authenticated routes only;
 * interaction callbacks and webhooks are exempt).
 */
export const defaultRateLimits = {
  global: { limit: 50, windowMs: 1_000 },
  webhook: { limit: 5, windowMs: 2_000 },
  messageCreate: { limit: 5, windowMs: 5_000 },
  messageEdit: { limit: 5, windowMs: 5_000 },
  messageDelete: { limit: 5, windowMs: 1_000 },
  interactionCallback: { limit: 5, windowMs: 1_000 },
  default: { limit: 50, windowMs: 1_000 },
} as const satisfies Record<string, RateLimitRule>;

/** The name of a rate-limit rule. */
export type RateLimitRuleName = keyof typeof defaultRateLimits;

/** Per-rule overrides; `false` turns a rule off. */
export type RateLimitOverrides = Partial<Record<RateLimitRuleName, Partial<RateLimitRule> | false>>;

/** Per-route rules (by route name) replacing the route's rule; `false` exempts the route. */
export type RouteRateLimits = Partial<Record<RouteName, RateLimitRule | false>>;

/** How the `Retry-After` header is written: exact seconds (3 decimals), or rounded up like Discord. */
export type RetryAfterFormat = 'exact' | 'ceil';
