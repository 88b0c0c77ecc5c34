import { createHash } from 'node:crypto';
import type { Clock } from '../clock.js';
import {
  defaultRateLimits,
  type RateLimitOverrides,
  type RateLimitRule,
  type RateLimitRuleName,
  type RetryAfterFormat,
} from './rate-limit-rules.js';

/** The verdict for one request: headers to send, and when limited, how long to wait. */
export interface RateLimitDecision {
  limited: boolean;
  headers: Record<string, string>;
  retryAfterMs: number;
}

/** Bucket names' hashes: a name (route and rule) recurs on every request of its route. */
const hashes = new Map<string, string>();

interface Bucket {
  remaining: number;
  resetAt: number;
}

/** Fixed-window buckets per rule and major resource, answering with Discord's headers. */
export class RateLimiter {
  readonly #rules: Partial<Record<RateLimitRuleName, RateLimitRule>> = {};
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly clock: Clock,
    overrides: RateLimitOverrides = {},
    private readonly retryAfter: RetryAfterFormat = 'exact',
  ) {
    for (const name of Object.keys(defaultRateLimits) as RateLimitRuleName[]) {
      const override = overrides[name];
      if (override !== false) this.#rules[name] = { ...defaultRateLimits[name], ...override };
    }
  }

  /** The bucket hash Discord would send for a bucket name. */
  static hash(bucket: string): string {
    let hash = hashes.get(bucket);
    if (hash === undefined) {
      hash = createHash('md5').update(bucket).digest('hex');
      hashes.set(bucket, hash);
    }
    return hash;
  }

  /** Counts one request against `rule` for `key`; `hashRoute` separates default-rule buckets. */
  take(rule: RateLimitRuleName, key: string, hashRoute = ''): RateLimitDecision {
    const config = this.#rules[rule];
    if (!config) return { limited: false, headers: {}, retryAfterMs: 0 };
    return this.count(config, `${rule} ${hashRoute}`, key, rule === 'global');
  }

  /** Counts one request against `config` in the bucket `bucketName` for the major resource `key`. */
  count(config: RateLimitRule, bucketName: string, key: string, global = false): RateLimitDecision {
    const now = this.clock.now();
    const id = `${bucketName}:${key}`;
    let bucket = this.#buckets.get(id);
    if (!bucket || now >= bucket.resetAt) {
      bucket = { remaining: config.limit, resetAt: now + config.windowMs };
      this.#buckets.set(id, bucket);
    }
    const limited = bucket.remaining <= 0;
    if (!limited) bucket.remaining--;
    const resetAfterMs = Math.max(0, bucket.resetAt - now);
    if (global) {
      return limited
        ? {
            limited,
            retryAfterMs: resetAfterMs,
            headers: this.limitedHeaders(resetAfterMs, 'global'),
          }
        : { limited, retryAfterMs: 0, headers: {} };
    }
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(config.limit),
      'X-RateLimit-Remaining': String(bucket.remaining),
      'X-RateLimit-Reset': (bucket.resetAt / 1000).toFixed(3),
      'X-RateLimit-Reset-After': (resetAfterMs / 1000).toFixed(3),
      'X-RateLimit-Bucket': RateLimiter.hash(bucketName),
    };
    if (limited) Object.assign(headers, this.limitedHeaders(resetAfterMs, 'user'));
    return { limited, headers, retryAfterMs: resetAfterMs };
  }

  /** `Retry-After` and `X-RateLimit-Scope` (plus `X-RateLimit-Global` for the global scope). */
  limitedHeaders(
    retryAfterMs: number,
    scope: 'user' | 'global' | 'shared',
  ): Record<string, string> {
    const seconds = retryAfterMs / 1000;
    const headers: Record<string, string> = {
      'Retry-After':
        this.retryAfter === 'ceil' ? String(Math.max(1, Math.ceil(seconds))) : seconds.toFixed(3),
      'X-RateLimit-Scope': scope,
    };
    if (scope === 'global') headers['X-RateLimit-Global'] = 'true';
    return headers;
  }
}
