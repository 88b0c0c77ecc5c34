/**
 * `npm run bench:startup`: how long the bot takes from spawn to `ready`, and how much memory its
 * processes hold then, for each way of starting it. Runs against both emulators (in this process);
 * every start gets a fresh SQLite file. `npm run bench:startup -- --runs 10 --json`.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDiscordEmulator } from '../sandbox/discord/index.js';
import { startImageApi } from '../sandbox/image-api/index.js';
import { measureStart, type StartSample, type StartVariant } from './startup-run.js';

const BUILT = resolve('dist/src/index.js');
const SOURCE = resolve('src/index.ts');

const VARIANTS: readonly StartVariant[] = [
  { name: 'compiled', shown: 'node dist/src/index.js', args: [BUILT] },
  {
    name: 'compiled + source maps',
    shown: 'node --enable-source-maps dist/src/index.js',
    args: ['--enable-source-maps', BUILT],
  },
  {
    name: 'tsx loader',
    shown: 'node --import tsx src/index.ts',
    args: ['--import', import.meta.resolve('tsx'), SOURCE],
  },
  {
    name: 'tsx CLI',
    shown: 'tsx src/index.ts',
    args: [resolve('node_modules/tsx/dist/cli.mjs'), SOURCE],
  },
];

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('--runs must be a whole number from 1 to 100');
  process.exit(2);
}
if (!existsSync(BUILT)) {
  console.error('dist/src/index.js is missing: run `npm run build` first');
  process.exit(2);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const discord = await startDiscordEmulator();
const imageApi = await startImageApi();
discord.setupGuild();
const env = {
  DISCORD_TOKEN: discord.token,
  DISCORD_API_URL: `${discord.url}/api`,
  DISCORD_CDN_URL: `${discord.url}/cdn`,
  IMAGE_API_URL: imageApi.url,
  ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
  KEY_ENCRYPTION_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
};
const loadBefore = loadavg();
const samples = new Map<string, StartSample[]>(VARIANTS.map((variant) => [variant.name, []]));
try {
  // One start of each first, not counted: it warms the disk cache and tsx's transform cache.
  for (const variant of VARIANTS) await measureStart(variant, env);
  for (let run = 0; run < runs; run += 1) {
    for (const variant of VARIANTS) {
      samples.get(variant.name)?.push(await measureStart(variant, env));
      process.stderr.write('.');
    }
  }
} finally {
  process.stderr.write('\n');
  await discord.close();
  await imageApi.close();
}
const loadAfter = loadavg();

const rows = VARIANTS.map((variant) => {
  const taken = samples.get(variant.name) ?? [];
  const ready = taken.map((sample) => sample.readyMs);
  const rss = taken.map((sample) => sample.rssKb / 1024);
  return {
    variant: variant.name,
    command: variant.shown,
    processes: taken[0]?.processes ?? 0,
    readyMs: { median: median(ready), min: Math.min(...ready), max: Math.max(...ready) },
    rssMb: { median: median(rss), min: Math.min(...rss), max: Math.max(...rss) },
  };
});
const machine = {
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  loadBefore: loadBefore.map((load) => Number(load.toFixed(2))),
  loadAfter: loadAfter.map((load) => Number(load.toFixed(2))),
};
if (values.json) {
  console.log(JSON.stringify({ runs, machine, rows }, null, 2));
} else {
  const round = (value: number) => Math.round(value);
  console.log(
    `${runs} starts each after one warm-up; ${machine.cpus} × ${machine.cpu}, Node ${machine.node}`,
  );
  console.log(
    `load average (1, 5, 15 min) before ${machine.loadBefore.join(', ')}, after ${machine.loadAfter.join(', ')}\n`,
  );
  console.log(
    '| command | processes | spawn → ready, median (min–max) | RSS at ready, median (min–max) |',
  );
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| \`${row.command}\` | ${row.processes} | ${round(row.readyMs.median)} ms (${round(row.readyMs.min)}–${round(row.readyMs.max)}) | ${round(row.rssMb.median)} MB (${round(row.rssMb.min)}–${round(row.rssMb.max)}) |`,
    );
  }
}
