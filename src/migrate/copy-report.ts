import type { CopyReport } from './copy-store.js';
import type { MigrateArgs } from './migrate-args.js';

/**
 * The lines `migrate-store` prints: records read and written per namespace (never a value), what
 * was left out, and what to do next (`shardCount`: the target's). Pure.
 */
export function formatCopyReport(
  report: CopyReport,
  context: Pick<MigrateArgs, 'dryRun' | 'shardCount'>,
): string[] {
  const namespaces = [...new Set([...Object.keys(report.read), ...Object.keys(report.written)])];
  const width = Math.max('namespace'.length, ...namespaces.map((name) => name.length));
  const cell = (count: number | undefined) => String(count ?? '-').padStart(8);
  const lines = [
    context.dryRun
      ? 'Dry run: nothing was written. It would copy:'
      : "Copied the bot's data from --from to --to:",
    `  ${'namespace'.padEnd(width)}     read  ${context.dryRun ? 'to write' : ' written'}`,
    ...namespaces
      .sort()
      .map(
        (name) =>
          `  ${name.padEnd(width)} ${cell(report.read[name])}  ${cell(report.written[name])}`,
      ),
  ];
  if (namespaces.length === 0) lines.push("  (--from holds none of the bot's data)");
  if (report.skipped > 0) {
    lines.push(
      `Left out: ${report.skipped} (expired, a delivered job still listed as undelivered, or unreadable)`,
    );
  }
  if (report.ignored.length > 0) {
    lines.push(`Not the bot's, left alone: ${report.ignored.join(', ')}`);
  }
  lines.push(
    'API keys are copied encrypted, never decrypted: run the bot on --to with the same ' +
      'KEY_ENCRYPTION_SECRET (and KEY_ENCRYPTION_PREVIOUS_SECRETS).',
  );
  if (!context.dryRun) {
    lines.push(
      `Next: set DATABASE_URL to the --to URL${context.shardCount > 1 ? ` and SHARD_COUNT=${context.shardCount}` : ''}, ` +
        'then start the bot; it resumes the generations that were in flight.',
    );
  }
  return lines;
}
