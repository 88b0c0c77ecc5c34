import { describe, expect, it } from 'vitest';
import { formatCopyReport } from '../../src/migrate/copy-report.js';

const report = {
  read: { 'api-keys': 12, 'jobs-active': 3, 'daily-usage': 4 },
  written: { 'api-keys': 12, 'jobs-active-0': 2, 'jobs-active-1': 1, 'daily-usage': 3 },
  skipped: 1,
  ignored: ['someone-else'],
};

describe('formatCopyReport', () => {
  it('prints records read and written per namespace, in columns, and what to do next', () => {
    expect(formatCopyReport(report, { dryRun: false, shardCount: 2 })).toEqual([
      "Copied the bot's data from --from to --to:",
      '  namespace         read   written',
      '  api-keys            12        12',
      '  daily-usage          4         3',
      '  jobs-active          3         -',
      '  jobs-active-0        -         2',
      '  jobs-active-1        -         1',
      'Left out: 1 (expired, a delivered job still listed as undelivered, or unreadable)',
      "Not the bot's, left alone: someone-else",
      'API keys are copied encrypted, never decrypted: run the bot on --to with the same KEY_ENCRYPTION_SECRET (and KEY_ENCRYPTION_PREVIOUS_SECRETS).',
      'Next: set DATABASE_URL to the --to URL and SHARD_COUNT=2, then start the bot; it resumes the generations that were in flight.',
    ]);
  });

  it('says a dry run wrote nothing, and an empty source', () => {
    const lines = formatCopyReport(
      { read: {}, written: {}, skipped: 0, ignored: [] },
      { dryRun: true, shardCount: 1 },
    );
    expect(lines[0]).toBe('Dry run: nothing was written. It would copy:');
    expect(lines[1]).toBe('  namespace     read  to write');
    expect(lines).toContain("  (--from holds none of the bot's data)");
    expect(lines.join('\n')).not.toContain('Next:');
  });
});
