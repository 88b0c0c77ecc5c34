/**
 * `npm run bench:images-in`: what images in cost the bot (issue 56), see `images-in-bench.ts`.
 * Flags: --rounds, --jobs, --pairs, --time-scale, --no-build, --json. Exit code 0 when every
 * target passes, 1 when one fails, 2 on a usage error or a crash.
 */
import { parseArgs } from 'node:util';
import { imagesInTargets } from './bench-targets.js';
import { IMAGES_IN_DEFAULTS, type ImagesInOptions, runImagesInBench } from './images-in-bench.js';
import { formatImagesInReport, imagesInFigures } from './images-in-report.js';

const USAGE = `Usage: npm run bench:images-in -- [--rounds 4] [--jobs 5] [--pairs 3] [--together 1,3,12] [--time-scale 0.05] [--no-build] [--json]
  --rounds <n>      rounds of the CPU comparison (1–50), each a block of every kind
  --jobs <n>        jobs per block, one at a time (1–100)
  --pairs <n>       generations, then as many edits with the 20 MiB input, for the peak RSS (1–20)
  --together <list> how many members attach a 9 MiB PNG at once, case by case (each 1–12)
  --time-scale <x>  the emulator's and the bot's timers (0.01–1)
  --no-build        use the build already in dist/
  --json            the figures as JSON`;

function whole(raw: string | undefined, fallback: number, min: number, max: number, name: string) {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`--${name}: ${min}–${max}`);
  return value;
}

try {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string' },
      jobs: { type: 'string' },
      pairs: { type: 'string' },
      together: { type: 'string' },
      'time-scale': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const options: ImagesInOptions = {
    rounds: whole(values.rounds, IMAGES_IN_DEFAULTS.rounds, 1, 50, 'rounds'),
    jobs: whole(values.jobs, IMAGES_IN_DEFAULTS.jobs, 1, 100, 'jobs'),
    pairs: whole(values.pairs, IMAGES_IN_DEFAULTS.pairs, 1, 20, 'pairs'),
    timeScale: whole(values['time-scale'], IMAGES_IN_DEFAULTS.timeScale, 0.01, 1, 'time-scale'),
    ...(values.together !== undefined && {
      together: values.together.split(',').map((n) => whole(n, 1, 1, 12, 'together')),
    }),
    noBuild: values['no-build'],
  };
  const result = await runImagesInBench(options, (stage) => console.error(`… ${stage}`));
  const targets = imagesInTargets(imagesInFigures(result));
  const command = `npm run bench:images-in -- ${process.argv.slice(2).join(' ')}`.trim();
  console.log(
    values.json
      ? JSON.stringify({ command, ...result, targets }, null, 2)
      : formatImagesInReport(result, command),
  );
  process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  console.error(USAGE);
  process.exitCode = 2;
}
