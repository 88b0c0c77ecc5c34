import { AppError } from './src/core/app-error.js';
import { loadConfig, parseMigrateConfig } from './src/core/config-parser.js';
import { createLogger } from './src/core/logger.js';
import { formatCopyReport } from './src/migrate/copy-report.js';
import { copyStore } from './src/migrate/copy-store.js';
import { MIGRATE_USAGE, parseMigrateArgs } from './src/migrate/migrate-args.js';
import { MigrationRefusedError } from './src/migrate/migrate-errors.js';
import { type MigrationStores, openMigration } from './src/migrate/open-migration.js';

/** Prints the one line of a refusal or failure; the exit code is 1. */
function fail(message: string): void {
  console.error(`migrate-store: ${message}`);
  process.exitCode = 1;
}

/** The command line, or (when it cannot be read) its message, the usage and exit code 2. */
function readArgs(): ReturnType<typeof parseMigrateArgs> | undefined {
  try {
    return parseMigrateArgs(
      process.argv.slice(2),
      () => loadConfig(parseMigrateConfig).SHARD_COUNT,
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`migrate-store: ${error.message}\n\n${MIGRATE_USAGE}`);
    process.exitCode = 2;
    return undefined;
  }
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args === undefined) return;
  if (args === 'help') {
    console.log(MIGRATE_USAGE);
    return;
  }
  let stores: MigrationStores;
  try {
    stores = await openMigration(args.from, args.to, {
      shardCount: args.shardCount,
      dryRun: args.dryRun,
      logger: createLogger({ level: 'silent' }),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fail(error.message);
    return;
  }
  try {
    const report = await copyStore(stores.from, stores.to, args);
    for (const line of formatCopyReport(report, args)) console.log(line);
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

await main();
