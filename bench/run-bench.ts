/**
 * `npm run bench`: the real bot against both emulators under load, compiled and started with
 * `npm start`'s flags and environment defaults in a process of its own (the naive bot too: like
 * with like; both built first by `npm run build:bench`). Prints the report (or JSON with
 * `--json`); with `--baseline` the naive bot's run and the comparison too; with `--hold N` the
 * compiled bot holding N generations in flight instead; with `--processes N --shards S` the bot as
 * N processes on one Redis, each process's figures and the whole run's. A plain run then measures
 * images in (issue 56, `images-in-bench.ts`) and one 🎬 Animate posting a 9 MiB video (issue 76,
 * `animate-bench.ts`) unless `--no-images-in`. Exit code 0 when every
 * target of the real bot passes (images in included), 1 when one fails, 2 on a usage error or crash.
 */
import { ANIMATE_DEFAULTS, formatAnimateReport, runAnimateBench } from './animate-bench.js';
import { runBaselineBench } from './baseline-comparison.js';
import { runBench } from './bench.js';
import { imagesInTargets } from './bench-targets.js';
import { buildBot } from './compiled-bot.js';
import { formatComparison } from './format-comparison.js';
import { formatHoldReport } from './format-hold-report.js';
import { formatReport } from './format-report.js';
import { formatShardedReport } from './format-sharded-report.js';
import { runHold } from './hold-bench.js';
import { IMAGES_IN_DEFAULTS, runImagesInBench } from './images-in-bench.js';
import { formatImagesInReport, imagesInFigures } from './images-in-report.js';
import { BENCH_USAGE, BenchUsageError, parseBenchArgs } from './parse-bench-args.js';
import { runShardedBench } from './sharded-bench.js';

/**
 * The images-in part a plain run ends with (`images-in-bench.ts`, its defaults, on the build just
 * made): its report, its figures as JSON and whether its targets (`imagesInTargets`) pass.
 */
async function runImagesInPart(onStage: (stage: string) => void, command: string) {
  const result = await runImagesInBench({ ...IMAGES_IN_DEFAULTS, noBuild: true }, (stage) =>
    onStage(`images in: ${stage}`),
  );
  const targets = imagesInTargets(imagesInFigures(result));
  return {
    text: `Images in (issue 56)\n${formatImagesInReport(result, command)}`,
    json: { ...result, targets },
    pass: targets.every((target) => target.pass),
  };
}

try {
  const { help, hold, imagesIn: imagesInPart, ...flags } = parseBenchArgs(process.argv.slice(2));
  const onStage = (stage: string) => process.stderr.write(`bench: ${stage}…\n`);
  const options = { ...flags, production: true };
  if (!help && !hold) {
    onStage('building the bots (npm run build:bench)');
    await buildBot();
  }
  if (help) {
    console.log(BENCH_USAGE);
  } else if (hold) {
    const report = await runHold(hold, onStage);
    console.log(hold.json ? JSON.stringify(report, null, 2) : formatHoldReport(report));
    process.exitCode = report.pass ? 0 : 1;
  } else if (options.processes > 1 || options.shards > 1) {
    const report = await runShardedBench({ ...options, onStage });
    console.log(options.json ? JSON.stringify(report, null, 2) : formatShardedReport(report));
    process.exitCode = report.pass ? 0 : 1;
  } else if (options.baseline) {
    const comparison = await runBaselineBench({ ...options, onStage });
    const text = options.json ? JSON.stringify(comparison, null, 2) : formatComparison(comparison);
    console.log(text);
    process.exitCode = comparison.ours.pass ? 0 : 1;
  } else {
    const report = await runBench({ ...options, onStage });
    const args = process.argv.slice(2);
    const command = `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
    const imagesIn = imagesInPart ? await runImagesInPart(onStage, command) : undefined;
    const animation = imagesInPart
      ? await runAnimateBench({ ...ANIMATE_DEFAULTS, noBuild: true }, (stage) =>
          onStage(`animate: ${stage}`),
        )
      : undefined;
    console.log(
      options.json
        ? JSON.stringify(
            {
              ...report,
              ...(imagesIn && { imagesIn: imagesIn.json }),
              ...(animation && { animation }),
            },
            null,
            2,
          )
        : [
            formatReport(report),
            ...(imagesIn ? ['', imagesIn.text] : []),
            ...(animation
              ? ['', `🎬 Animate (issue 76)\n${formatAnimateReport(animation, command)}`]
              : []),
          ].join('\n'),
    );
    process.exitCode = report.pass && (imagesIn?.pass ?? true) ? 0 : 1;
  }
} catch (error) {
  if (error instanceof BenchUsageError) console.error(`${error.message}\n\n${BENCH_USAGE}`);
  else console.error(`bench failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
}
