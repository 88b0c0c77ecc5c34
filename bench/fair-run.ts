/**
 * `npm run bench:fair` (issue 75): a community on 1, 2 and 4 emulated GPUs, today's behaviour
 * (every job to one server's queue) against the bot's fair line, one of 3 servers killed, and
 * the bot as 3 processes on Redis with one killed, beside each pool played in-process without the
 * bot (the references; bench/README.md, "bench:fair"). Builds the bot first (`npm run
 * build:bench`). Exit code 0 when every goal held is met, 1 when one is not, 2 on a usage error or
 * a crash.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildBot } from './compiled-bot.js';
import { runFairBench } from './fair-bench.js';
import { FAIR_USAGE, FairUsageError, parseFairArgs } from './fair-options.js';
import { formatFairReport } from './fair-report.js';

/** The bench as a command: parses, builds, runs, prints. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  try {
    const { json, help, ...options } = parseFairArgs(args);
    if (help) {
      console.log(FAIR_USAGE);
      return;
    }
    const stage = (text: string) => process.stderr.write(`bench:fair: ${text}…\n`);
    if (options.production && options.modes.length > 0) {
      stage('building the bot (npm run build:bench)');
      await buildBot();
    }
    const report = await runFairBench(options, stage);
    const command = `npm run bench:fair${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
    console.log(json ? JSON.stringify(report, null, 2) : formatFairReport(report, command));
    if (options.logDir) {
      await writeFile(join(options.logDir, 'report.json'), JSON.stringify(report, null, 2));
    }
    process.exitCode = report.pass ? 0 : 1;
  } catch (error) {
    if (
      error instanceof FairUsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n\n${FAIR_USAGE}`);
    } else console.error(`bench:fair failed: ${(error as Error).stack ?? error}`);
    process.exitCode = 2;
  }
}

await main();
