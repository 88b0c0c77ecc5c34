import { describe, expect, it } from 'vitest';
import { parseMigrateArgs } from '../../src/migrate/migrate-args.js';
import { MigrationRefusedError } from '../../src/migrate/migrate-errors.js';

const FROM = ['--from', 'sqlite://data/bot.sqlite', '--to', 'redis://h:6379'];
const noEnv = (): never => {
  throw new Error('SHARD_COUNT is not read when --shard-count is given');
};

describe('parseMigrateArgs', () => {
  it('reads the URLs and the flags, with --shard-count before SHARD_COUNT', () => {
    expect(parseMigrateArgs([...FROM, '--shard-count', '4', '--dry-run'], noEnv)).toEqual({
      from: 'sqlite://data/bot.sqlite',
      to: 'redis://h:6379',
      shardCount: 4,
      dryRun: true,
      merge: false,
    });
    expect(parseMigrateArgs([...FROM, '--merge'], () => 2)).toMatchObject({
      shardCount: 2,
      dryRun: false,
      merge: true,
    });
    expect(parseMigrateArgs(['--help'], noEnv)).toBe('help');
    expect(parseMigrateArgs(['-h'], noEnv)).toBe('help');
  });

  it.each([
    [['--from', 'sqlite://a'], 'give both --from <url> and --to <url>'],
    [[...FROM, '--force'], "Unknown option '--force'"],
    [[...FROM, '--shard-count', '0'], '--shard-count must be a whole number from 1 to 100000'],
    [[...FROM, '--shard-count', 'two'], '--shard-count must be a whole number from 1 to 100000'],
  ])('refuses %j in one line', (argv, message) => {
    const refuse = () => parseMigrateArgs(argv, () => 1);
    expect(refuse).toThrow(MigrationRefusedError);
    expect(refuse).toThrow(message);
  });

  it('asks for --shard-count when SHARD_COUNT is auto', () => {
    expect(() => parseMigrateArgs(FROM, () => 'auto')).toThrow(
      'SHARD_COUNT is auto: give --shard-count <n>, the count the bot will run with on --to',
    );
  });
});
