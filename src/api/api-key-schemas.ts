import { z } from 'zod';
import { numberishSchema } from './lenient-schemas.js';

const keyText = z.string().trim().min(1);

/** The `data` of a generate_api_key answer: `{ api_key }` (or `{ key }`); the key. */
export const generatedKeySchema = z
  .union([z.object({ api_key: keyText }), z.object({ key: keyText })])
  .transform((data) => ('api_key' in data ? data.api_key : data.key));

/**
 * The `data` of a get_api_key answer: `{ api_key }` or `{ key }` holding a key, an empty string
 * or null; null data too. The key, or null when the user has none.
 */
export const currentKeySchema = z
  .union([
    z.null(),
    z.object({ api_key: z.string().nullable() }),
    z.object({ key: z.string().nullable() }),
  ])
  .transform((data) => {
    const key = data === null ? null : 'api_key' in data ? data.api_key : data.key;
    return key?.trim() ? key.trim() : null;
  });

/** The `data` of a revoke_api_key answer: anything; how many were revoked when it says. */
export const revokeCountSchema = z.unknown().transform((data) => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { revoked, count } = data as Record<string, unknown>;
  for (const value of [revoked, count]) {
    const parsed = numberishSchema.safeParse(value);
    if (parsed.success && parsed.data >= 0) return Math.trunc(parsed.data);
  }
  return undefined;
});
