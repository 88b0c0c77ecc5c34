/**
 * `npm run bench:animate`: one 🎬 Animate's cost to the bot (`animate-bench.ts`). Flags: --grain,
 * --width, --height, --length, --no-build, --json.
 */
import { parseArgs } from 'node:util';
import { ANIMATE_DEFAULTS, formatAnimateReport, runAnimateBench } from './animate-bench.js';

const { values } = parseArgs({
  options: {
    grain: { type: 'string' },
    width: { type: 'string' },
    height: { type: 'string' },
    length: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const number = (raw: string | undefined, fallback: number) =>
  raw === undefined ? fallback : Number(raw);
try {
  const result = await runAnimateBench(
    {
      grain: number(values.grain, ANIMATE_DEFAULTS.grain),
      width: number(values.width, ANIMATE_DEFAULTS.width),
      height: number(values.height, ANIMATE_DEFAULTS.height),
      length: number(values.length, ANIMATE_DEFAULTS.length),
      noBuild: values['no-build'] === true,
    },
    (stage) => console.error(`… ${stage}`),
  );
  const command = `npm run bench:animate -- ${process.argv.slice(2).join(' ')}`.trim();
  console.log(
    values.json
      ? JSON.stringify({ command, ...result }, null, 2)
      : formatAnimateReport(result, command),
  );
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
}
