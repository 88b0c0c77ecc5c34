import {
  defaultRateLimits,
  type RateLimitOverrides,
  type RateLimitRuleName,
} from '../discord/index.js';

/**
 * Discord's rate-limit rules with every window multiplied by `timeScale`, so a run whose timers
 * are all sped up meets the same limits per (scaled) second as the real bot meets per second.
 */
export function scaledRateLimits(timeScale: number): RateLimitOverrides {
  const names = Object.keys(defaultRateLimits) as RateLimitRuleName[];
  return Object.fromEntries(
    names.map((name) => {
      const rule = defaultRateLimits[name];
      return [name, { limit: rule.limit, windowMs: Math.max(1, rule.windowMs * timeScale) }];
    }),
  );
}
