import { parseArgs } from 'node:util';
import { loadConfig, parseMigrateConfig } from '../core/config-parser.js';
import { failureLine } from '../core/failure-lines.js';
import { createLogger } from '../core/logger.js';
import { backupStore, restoreStore } from './backup-store.js';

/** The two tools of this file: `npm run backup` and `npm run restore`. */
export type BackupTool = 'backup' | 'restore';

/** `--help` of each tool. */
export const BACKUP_USAGE: Readonly<Record<BackupTool, string>> = {
  backup: `Usage: npm run backup -- <file>
  <file>     the new SQLite file to write, e.g. backups/bot-2026-11-25.sqlite
Copies the store DATABASE_URL names while the bot runs: a SQLite file as it was at one moment,
a Redis store record by record. Put it back with: npm run restore -- <file>`,
  restore: `Usage: npm run restore -- <file> [--merge]
  <file>     a file written by npm run backup
  --merge    restore into a store that already holds the bot's data, over the same keys
Copies the backup into the store DATABASE_URL names (stop the bot first); undelivered generations
go to their shard of SHARD_COUNT. Keys stay encrypted: keep the same KEY_ENCRYPTION_SECRET.`,
};

/**
 * Reads the command line of `tool`: the file (and `--merge` for `restore`), or `'help'`.
 * @throws Error saying what is wrong with it.
 */
function readArgs(tool: BackupTool, argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      ...(tool === 'restore' && { merge: { type: 'boolean', default: false } }),
    },
  });
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new Error('give one file (--help for the options)');
  return { file: positionals[0] as string, merge: values.merge === true };
}

/**
 * Runs `tool` on `argv` as an operator's command: exit 2 with the usage for a command line it
 * cannot read, 1 with one line for a refusal or a failure, 0 with what was done.
 */
export async function runBackupTool(tool: BackupTool, argv: readonly string[]): Promise<void> {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs(tool, argv);
  } catch (error) {
    console.error(`${tool}: ${(error as Error).message}\n\n${BACKUP_USAGE[tool]}`);
    process.exitCode = 2;
    return;
  }
  if (args === 'help') {
    console.log(BACKUP_USAGE[tool]);
    return;
  }
  const config = loadConfig(parseMigrateConfig);
  const options = { logger: createLogger({ level: 'silent' }) };
  try {
    if (tool === 'backup') {
      const { bytes } = await backupStore(config.DATABASE_URL, args.file, options);
      console.log(`Backed up DATABASE_URL's store to ${args.file} (${bytes} bytes).`);
    } else {
      const shardCount = config.SHARD_COUNT === 'auto' ? 1 : config.SHARD_COUNT;
      const report = await restoreStore(args.file, config.DATABASE_URL, {
        ...options,
        shardCount,
        merge: args.merge,
      });
      const records = Object.values(report.written).reduce((sum, count) => sum + count, 0);
      console.log(
        `Restored ${records} records from ${args.file} into DATABASE_URL's store` +
          `${report.skipped > 0 ? ` (${report.skipped} expired or unreadable, left out)` : ''}: start the bot.`,
      );
    }
  } catch (error) {
    console.error(`${tool}: ${failureLine(error)}`);
    process.exitCode = 1;
  }
}
