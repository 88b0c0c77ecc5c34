import { parseArgs } from 'node:util';
import { AppError } from './src/core/app-error.js';
import { loadConfig, parseMigrateConfig } from './src/core/config.js';
import { createLogger } from './src/core/logger.js';
import { formatCopyReport } from './src/migrate/copy-report.js';
import { copyStore } from './src/migrate/copy-store.js';
import { MigrationRefusedError } from './src/migrate/errors.js';
import { openMigration } from './src/migrate/open-migration.js';

const usage = `Usage: npm run migrate-store -- --from <url> --to <url> [--shard-count <n>] [--dry-run] [--merge]
  --from <url>         the store to copy, e.g. sqlite://data/bot.sqlite (stop the bot first)
  --to <url>           the store to copy into, e.g. redis://host:6379 (empty unless --merge)
  --shard-count <n>    SHARD_COUNT of the bot on --to: undelivered jobs go to their shard
                       (default: SHARD_COUNT, else 1)
  --dry-run            print what would be copied per namespace, write nothing
  --merge              copy into a store that already holds the bot's data, over the same keys`;

/** The one line printed for a failure; exit code 1. */
function fail(message: string): void {
  console.error(`migrate-store: ${message}`);
  process.exitCode = 1;
}

async function main(): Promise<void> {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (error) {
    fail(`${(error as Error).message} (--help for the options)`);
    return;
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.from || !values.to) {
    fail('give both --from <url> and --to <url> (--help for the options)');
    return;
  }
  const shardCount = resolveShardCount(values['shard-count']);
  if (shardCount === undefined) return;
  const dryRun = values['dry-run'];
  let stores: Awaited<ReturnType<typeof openMigration>>;
  try {
    stores = await openMigration(values.from, values.to, {
      shardCount,
      dryRun,
      logger: createLogger({ level: 'silent' }),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fail(error.message);
    return;
  }
  try {
    const report = await copyStore(stores.from, stores.to, {
      shardCount,
      dryRun,
      merge: values.merge,
    });
    for (const line of formatCopyReport(report, { dryRun, shardCount })) console.log(line);
  } catch (error) {
    if (error instanceof MigrationRefusedError) fail(error.message);
    else {
      fail(
        `the copy stopped: ${(error as Error).message}. --from is unchanged; ` +
          'run again with --merge to finish',
      );
    }
  } finally {
    await stores.close();
  }
}

function parse() {
  return parseArgs({
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

/** `--shard-count`, else `SHARD_COUNT` (from `.env` too), else 1; undefined after a refusal. */
function resolveShardCount(option: string | undefined): number | undefined {
  if (option !== undefined) {
    const count = /^\d{1,6}$/.test(option) ? Number(option) : Number.NaN;
    if (count >= 1 && count <= 100_000) return count;
    fail('--shard-count must be a whole number from 1 to 100000');
    return undefined;
  }
  const { SHARD_COUNT } = loadConfig(parseMigrateConfig);
  if (SHARD_COUNT === 'auto') {
    fail('SHARD_COUNT is auto: give --shard-count <n>, the count the bot will run with on --to');
    return undefined;
  }
  return SHARD_COUNT;
}

await main();
