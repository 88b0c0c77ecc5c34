import {
  type FairBenchReport,
  type FairColumn,
  followUpMix,
  throughputRatio,
} from './fair-bench.js';
import type { FairRun } from './fair-config.js';
import type { FairFigures } from './fair-figures.js';
import type { ImageKind } from './fair-follow-ups.js';
import { FIFO_SLOTS } from './fair-world.js';

const fixed = (digits: number) => (value: number | undefined) =>
  value === undefined ? '–' : value.toFixed(digits);
const two = fixed(2);
const one = fixed(1);

/** The kinds as the report names them. */
const KIND_NAMES: Readonly<Record<ImageKind, string>> = {
  'text-to-image': 'text',
  upscale: 'upscale',
  video: 'video',
};

/** One row: a figure's name, how each run shows it, and the goal it is held to. */
interface Row {
  readonly name: string;
  readonly value: (figures: FairFigures, run: FairColumn, all: readonly FairColumn[]) => string;
  readonly goal?: string;
}

/** A service lag as `max · mean (max × largest)`. */
const lagText = (lag: FairFigures['lag']['members'], largestS: number | undefined) =>
  lag
    ? `${one(lag.maxS)} · ${one(lag.meanS)} (${two(largestS ? lag.maxS / largestS : undefined)}×)`
    : '–';

const POOL_ROWS: readonly Row[] = [
  {
    name: 'images asked · delivered · failed · refused · unanswered · lost',
    value: ({ images: i }) =>
      `${i.asked} · ${i.delivered} · ${i.failed} · ${i.refused} · ${i.unanswered} · ${i.lost}`,
  },
  { name: "one image's service time (s)", value: (f) => one(f.serviceS) },
  { name: 'pool busy while work waits', value: (f) => two(f.busyWhileWaiting), goal: '≥ 0.95' },
  { name: "Jain's index over members' slowdowns", value: (f) => two(f.jain) },
  {
    name: 'slowdown p50 · p95 · max · the flooder',
    value: ({ slowdown: s }) => `${one(s.p50)} · ${one(s.p95)} · ${one(s.max)} · ${one(s.flooder)}`,
  },
  {
    name: 'the flood, from its command to its last image (s)',
    value: (f) => (f.flood ? `${f.flood.fromS.toFixed(0)}–${f.flood.toS.toFixed(0)}` : '–'),
  },
  {
    name: "light members' p95 wait during it (s, × service)",
    value: (f) => {
      const times =
        f.lightWait.p95S !== undefined && f.serviceS ? f.lightWait.p95S / f.serviceS : undefined;
      return `${one(f.lightWait.p95S)} (${one(times)}×, n=${f.lightWait.count})`;
    },
  },
  {
    name: "flood penalty p95: others' wait with it − without (s, × the longest image)",
    value: ({ isolation: i }) =>
      i
        ? `${one(i.p95S)} (${two(i.p95S === undefined ? undefined : i.p95S / i.longestS)}×, n=${i.count})`
        : 'not paired',
    goal: '≤ 1×',
  },
  {
    name: 'service lag max · mean, members (s, max × the largest job)',
    value: (f) => lagText(f.lag.members, f.largestS),
    goal: '≤ 2×',
  },
  {
    name: 'service lag max · mean, Discord servers per member waiting (s, max × the largest job)',
    value: (f) => lagText(f.lag.guilds, f.largestS),
    goal: '≤ 2×',
  },
  {
    name: 'by kind: images asked · delivered, mean wait (s) · slowdown · service (s)',
    value: (f) =>
      f.byKind
        .map(
          (k) =>
            `${KIND_NAMES[k.kind]} ${k.asked} · ${k.delivered}, ${one(k.meanWaitS)} · ${one(k.meanSlowdown)} · ${one(k.meanServiceS)}`,
        )
        .join('; ') || '–',
  },
  {
    name: 'mean slowdown by size: short · middle · long thirds',
    value: (f) => f.bySize.map((bucket) => one(bucket.meanSlowdown)).join(' · ') || '–',
    goal: '≤ 1/(1−load), but the short',
  },
  { name: 'throughput while work waits (images/s)', value: (f) => fixed(3)(f.throughput) },
  { name: 'work done while work waits (GPU-s/s)', value: (f) => fixed(2)(f.work) },
  {
    name: 'model switches per 100 images',
    value: (f) => one(f.switchesPer100),
  },
  {
    name: 'work against the no-bot line with free model switches',
    value: (f) => `${two(f.workAgainstFreeSwitches)}×`,
    goal: '≥ 0.95×',
  },
  {
    name: 'throughput (work) against 1 server',
    value: (_f, run, all) => `${two(throughputRatio(run, all))}×`,
    goal: '≥ 1.9× (2) · ≥ 3.7× (4)',
  },
];

const FAILOVER_ROWS: readonly Row[] = [
  POOL_ROWS[0] as Row,
  { name: 'images lost', value: (f) => String(f.images.lost), goal: '0' },
  { name: 'jobs run twice', value: (f) => String(f.runTwice), goal: '0' },
  { name: 'sent to a server lacking its model', value: (f) => String(f.wrongModel), goal: '0' },
  { name: 'runs cut by the kill', value: (f) => String(f.cut) },
  POOL_ROWS[2] as Row,
  POOL_ROWS[3] as Row,
];

/** A table of `rows` with one column per run (`not run` where a run did not run). */
function table(
  runs: readonly FairColumn[],
  rows: readonly Row[],
  all: readonly FairColumn[],
): string[] {
  const header = ['', ...runs.map((run) => run.label), 'goal (fair)'];
  const body = rows.map((row) => [
    row.name,
    ...runs.map((run) => (run.figures ? row.value(run.figures, run, all) : 'not run')),
    row.goal ?? '',
  ]);
  const widths = header.map((_, c) =>
    Math.max(...[header, ...body].map((r) => (r[c] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ');
  return [line(header), ...body.map(line)];
}

/** Each run's faults, when they struck, and why a run did not run. */
function notes(runs: readonly FairRun[]): string[] {
  return runs.flatMap((run) => [
    ...(run.unavailable ? [`  ${run.label}: not run: ${run.unavailable}`] : []),
    ...(run.events.length > 0
      ? [
          `  ${run.label}: ${run.events.map((e) => `${e.label} at ${e.atS.toFixed(0)} s`).join('; ')}`,
        ]
      : []),
    ...(run.records
      ? [
          `  ${run.label}: ${run.records.runs.length} GPU runs, ${(run.wallMs / 1000).toFixed(0)} s real` +
            (run.records.followUpsNotPressed?.length
              ? `; follow-ups not pressed: ${run.records.followUpsNotPressed.join(', ')}`
              : '') +
            (run.problems.length > 0 ? `; the bot's last problem: ${run.problems.at(-1)}` : ''),
        ]
      : []),
  ]);
}

/** The report as text: the scenario, one table per part, the goals and the machine's load. */
export function formatFairReport(report: FairBenchReport, command: string): string {
  const o = report.options;
  const m = report.machine;
  const parts: string[] = [
    `bench:fair (issue 75): ${o.backend} on emulated ${o.preset} GPUs${o.switchSeconds === undefined ? '' : ` (a model switch ${o.switchSeconds} s)`}, ${o.members} members of 3 Discord servers (the first twice as busy),`,
    `  Poisson arrivals over ${o.minutes} emulated minutes asking for ${o.load} of the pool with a flood of ${o.floodImages} images at ${o.floodAt} of it,`,
    `  ${(o.specialShare * 100).toFixed(0)} % of the requests for a model only server 1 has; once delivered, ${(o.upscaleShare * 100).toFixed(0)} % upscaled ×2 and ${(followUpMix(o).animateShare * 100).toFixed(0)} % of the single images animated${o.backend === 'sd-webui' ? ' (the WebUI does not animate)' : ''};`,
    `  time scale ${o.timeScale}, seed ${o.seed}.`,
    `  fifo: today's behaviour, server 1 alone, up to ${FIFO_SLOTS} jobs sent at once to its own first-come-first-served queue (the rest wait in the line);`,
    "  fair: the bot's line over the whole pool, one job at a time on each server.",
    `  \`${command}\`; Node ${m.node}, ${m.cpus} CPUs; load average before ${m.loadBefore.join(', ')}, after ${m.loadAfter.join(', ')};`,
    `  ${(report.wallMs / 60_000).toFixed(1)} min in all. Times in emulated seconds.`,
    '',
  ];
  if (report.pools.length > 0) {
    parts.push(
      'Pools',
      ...table(report.pools, POOL_ROWS, report.pools),
      ...notes(report.pools),
      '',
    );
  }
  if (report.references.length > 0) {
    parts.push(
      'References (simulated, no bot): the same communities on the same pools, decided in-process with no latency',
      "  line, no bot: the bot's own line (MemoryLineStore, decideDispatch), each image filed at its command, a GPU's next given at its run's end;",
      '  slowdown-greedy: no turns, each free GPU takes the image whose slowdown would be highest;',
      '  light-first: no turns, sees ahead: every image of a member asking ≤ 3 in the run before any other, oldest first. Model switches charged as the emulators do.',
      ...table(report.references, POOL_ROWS, report.references),
      '',
    );
  }
  const failures = [...report.failover, ...report.redis];
  if (failures.length > 0) {
    parts.push(
      'Failover: one of 3 GPU servers killed, then 3 bot processes on Redis with one killed',
      ...table(failures, FAILOVER_ROWS, report.pools),
      ...notes(failures),
      '',
    );
  }
  const targets = report.targets;
  parts.push(
    targets.length === 0
      ? 'Goals: none held (no fair-mode run ran).'
      : `Goals (fair mode): ${targets.filter((t) => t.pass).length} of ${targets.length} met`,
    ...targets.map(
      (t) => `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.run}: ${t.name} ${two(t.value)} (goal ${t.goal})`,
    ),
  );
  return parts.join('\n');
}
