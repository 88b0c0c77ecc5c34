import { parseArgs } from 'node:util';
import { MigrationRefusedError } from './migrate-errors.js';

/** What `npm run migrate-store -- …` was asked to do. */
export interface MigrateArgs {
  readonly from: string;
  readonly to: string;
  /** `--shard-count`, else `SHARD_COUNT`, else 1. */
  readonly shardCount: number;
  readonly dryRun: boolean;
  readonly merge: boolean;
}

/** `--help`. */
export const MIGRATE_USAGE = `Usage: npm run migrate-store -- --from <url> --to <url> [--shard-count <n>] [--dry-run] [--merge]
  --from <url>         the store to copy, e.g. sqlite://data/bot.sqlite (stop the bot first)
  --to <url>           the store to copy into, e.g. redis://host:6379 (empty unless --merge)
  --shard-count <n>    SHARD_COUNT of the bot on --to: undelivered jobs go to their shard
                       (default: SHARD_COUNT, else 1)
  --dry-run            print what would be copied per namespace, write nothing
  --merge              copy into a store that already holds the bot's data, over the same keys
Keys are copied encrypted: run the bot on --to with the same KEY_ENCRYPTION_SECRET.`;

const MAX_SHARDS = 100_000;

/**
 * Reads the command line of `migrate-store`; `'help'` for `--help`.
 * @param shardCountOfEnv `SHARD_COUNT` as the bot reads it (`.env` too), asked only without `--shard-count`.
 * @throws MigrationRefusedError for an unknown option, a missing URL or a bad shard count.
 */
export function parseMigrateArgs(
  argv: readonly string[],
  shardCountOfEnv: () => number | 'auto',
): MigrateArgs | 'help' {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (cause) {
    throw new MigrationRefusedError(`${(cause as Error).message} (--help for the options)`, {
      cause,
    });
  }
  if (values.help) return 'help';
  if (!values.from || !values.to) {
    throw new MigrationRefusedError(
      'give both --from <url> and --to <url> (--help for the options)',
    );
  }
  return {
    from: values.from,
    to: values.to,
    shardCount: shardCountOf(values['shard-count'], shardCountOfEnv),
    dryRun: values['dry-run'],
    merge: values.merge,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'shard-count': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      merge: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

function shardCountOf(option: string | undefined, ofEnv: () => number | 'auto'): number {
  if (option === undefined) {
    const count = ofEnv();
    if (count !== 'auto') return count;
    throw new MigrationRefusedError(
      'SHARD_COUNT is auto: give --shard-count <n>, the count the bot will run with on --to',
    );
  }
  const count = /^\d{1,6}$/.test(option) ? Number(option) : Number.NaN;
  if (count >= 1 && count <= MAX_SHARDS) return count;
  throw new MigrationRefusedError(`--shard-count must be a whole number from 1 to ${MAX_SHARDS}`);
}
