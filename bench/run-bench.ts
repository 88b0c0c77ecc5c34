/**
 * `npm run bench`: the real bot against both emulators under load. Prints the report (or JSON with
 * `--json`); exit code 0 when every target passes, 1 when one fails, 2 on a usage error or crash.
 */
import { runBench } from './bench.js';
import { formatReport } from './format-report.js';
import { BENCH_USAGE, BenchUsageError, parseBenchArgs } from './parse-bench-args.js';

try {
  const { help, ...options } = parseBenchArgs(process.argv.slice(2));
  if (help) {
    console.log(BENCH_USAGE);
  } else {
    const report = await runBench({
      ...options,
      onStage: (stage) => process.stderr.write(`bench: ${stage}…\n`),
    });
    console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
    process.exitCode = report.pass ? 0 : 1;
  }
} catch (error) {
  if (error instanceof BenchUsageError) console.error(`${error.message}\n\n${BENCH_USAGE}`);
  else console.error(`bench failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
}
