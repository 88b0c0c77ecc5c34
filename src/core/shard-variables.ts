import { z } from 'zod';
import { integer, numberIn } from './config-fields.js';
import { isSqliteUrl, shardsNeedSharedStore } from './store-variables.js';

const SHARD_COUNT_MESSAGE = 'must be auto or a whole number from 1 to 100000 (default 1)';

/** `SHARD_COUNT`: `auto` (asked from Discord at start-up) or a number of shards. */
const shardCount = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.union([z.literal('auto'), numberIn(1, 100_000, SHARD_COUNT_MESSAGE)], SHARD_COUNT_MESSAGE),
  )
  .default(1);

const SHARD_IDS_MESSAGE = 'must be shard ids and ranges such as 0-3 or 4,5 (default: every shard)';

/** `SHARD_IDS`: `0-3`, `4,5`, `0,2-3`; undefined means every shard of `SHARD_COUNT`. */
const shardIds = z
  .string()
  .optional()
  .transform((value, context): readonly number[] | undefined => {
    if (!value?.trim() || value.trim() === 'all') return undefined;
    const ids = new Set<number>();
    for (const part of value.split(',')) {
      const [, from = '', to = from] = /^\s*(\d{1,6})(?:-(\d{1,6}))?\s*$/.exec(part) ?? [];
      if (from === '' || Number(to) < Number(from)) {
        context.addIssue({ code: 'custom', message: SHARD_IDS_MESSAGE });
        return z.NEVER;
      }
      for (let id = Number(from); id <= Number(to); id += 1) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  });

/** The shards each process runs, their leases and the pace of their logins to Discord. */
export const SHARD_VARIABLES = {
  SHARD_COUNT: shardCount,
  SHARD_IDS: shardIds,
  SHARD_LEASE_MS: integer(2_000, 300, 600_000),
  IDENTIFY_WINDOW_MS: integer(5_000, 100, 60_000),
};

/** The shards asked for against the store and their count, each problem on its own line. */
export function checkShards(
  config: {
    readonly SHARD_COUNT: number | 'auto';
    readonly SHARD_IDS?: readonly number[] | undefined;
    readonly DATABASE_URL: string;
  },
  context: z.RefinementCtx,
): void {
  const count = config.SHARD_COUNT;
  if (typeof count !== 'number') return;
  if (count > 1 && isSqliteUrl(config.DATABASE_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['SHARD_COUNT'],
      message: shardsNeedSharedStore(count),
    });
  }
  const beyond = config.SHARD_IDS?.filter((id) => id >= count);
  if (beyond?.length) {
    context.addIssue({
      code: 'custom',
      path: ['SHARD_IDS'],
      message: `names shards ${beyond.join(', ')}, beyond SHARD_COUNT ${count} (ids run from 0)`,
    });
  }
}
