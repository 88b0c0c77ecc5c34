import type { HoldReport } from './hold-report.js';
import { STATUS_POLL_OF } from './hold-targets.js';

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number | undefined) =>
  ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`;
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
const rate = (value: number) => `${value.toFixed(0)}/s`;

/** How each backend's generations are held, as the header says it. */
const HELD_HOW = {
  'image-service': (d: string) => [
    `  Every task takes ${d} (× the time scale), 10–30% of it pending, so its progress still moves`,
    '  through the window; then it hangs below 100% (never completes).',
  ],
  horde: (d: string) => [
    `  Every Horde job takes ${d} on one of 8 worker threads (the other requests wait in the Horde's queue);`,
    "  the bot submits 700 ms apart (the Horde's 2/s and 90/min per IP), the rest wait in its own queue.",
  ],
  'sd-webui': (d: string) => [
    `  Every WebUI generation takes at least ${d}, progress moving; the WebUI runs one at a time, the calls the`,
    "  bot holds wait for its lock, and the rest wait their turn in the bot's queue.",
  ],
} as const;

function header(r: HoldReport): string[] {
  const { options: o, settings: s, machine: m } = r;
  return [
    `Imagine bot hold${o.backend === 'image-service' ? '' : ` on ${o.backend}`}: ${o.tasks} generations in flight on ${o.guilds} servers (${s.guildMaxActiveJobs} per server), time scale ${o.timeScale}, seed ${o.seed}`,
    `  The bot runs as production starts it (\`${r.command}\`, built first) in its own process; the emulators`,
    `  and the members run in the world process. Status polls: ${STATUS_POLL_OF[o.backend]}s.`,
    ...HELD_HOW[o.backend](seconds(r.taskDurationMs)),
    `  Commands paced at ${o.commandsPerSecond}/s; the bot polls every ${s.pollIntervalMs} ± ${s.pollJitterMs} ms through a per-server limiter`,
    `  (${s.guildMaxConcurrent} at once, ${s.guildMinTimeMs} ms apart); progress edits at most every ${s.progressEditIntervalMs} ms per message, ${s.progressEditsPerSecond}/s per process.`,
    `  Machine: ${m.cpus} × ${m.cpu}, Node ${m.node}; load average before ${m.loadBefore.join(', ')}, after ${m.loadAfter.join(', ')}`,
  ];
}

function ack(d: HoldReport['fill']['ackMs']): string {
  if (d.count === 0) return 'none';
  const ms = (value: number | undefined) => `${(value ?? 0).toFixed(0)} ms`;
  return `p50 ${ms(d.p50)} · p99 ${ms(d.p99)} · max ${ms(d.max)} (n=${d.count})`;
}

function kinds(byKind: Readonly<Record<string, number>>): string {
  return Object.entries(byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
}

function fill(r: HoldReport): string[] {
  const { fill: f } = r;
  const byKind = kinds(f.discord.byKind);
  return [
    `Fill: every command sent after ${seconds(f.sentMs)}; ${r.options.backend === 'image-service' ? 'every task polled and processing' : 'every command answered and the status polls begun'} after ${f.reached ? seconds(f.heldMs) : 'never (deadline: measured anyway)'}`,
    `  acknowledgement (command → callback): ${ack(f.ackMs)}`,
    `  Discord requests until the window: ${f.discord.total}${byKind ? ` (${byKind})` : ''}; 429s ${f.discord.rateLimitHits}`,
    `  members' view at the end: ${r.tally.sent} sent, ${r.tally.acknowledged} answered, ${r.tally.unanswered} not answered within 3 s, ${r.tally.refused} refused, ${r.tally.failed} failed, ${r.tally.image} images`,
    ...Object.entries(r.tally.endedBecause).map(
      ([why, count]) => `    ${count} × ${why.replaceAll('\n', ' ')}`,
    ),
  ];
}

function window(r: HoldReport): string[] {
  const f = r.figures;
  const byKind = kinds(f.discordByKind);
  const ms = (value: number | undefined) =>
    value === undefined ? 'n/a' : `${value.toFixed(3)} ms`;
  return [
    `Window: ${seconds(f.windowMs)} after one more poll cycle; tasks polled ${f.tasksPolled.start} at its start, ${f.tasksPolled.end} at its end`,
    `  status requests: ${f.statusRequests} = ${rate(f.statusPerSecond)} vs ${rate(f.expectedStatusPerSecond)} expected (${((f.expectedStatusPerSecond * r.settings.pollIntervalMs) / 1_000).toFixed(0)} polled ÷ ${r.settings.pollIntervalMs} ms): ratio ${f.pollRateRatio.toFixed(2)}`,
    `  gap between two status requests of a task: mean ${seconds(f.statusGapMs.mean)}, shortest ${seconds(f.statusGapMs.min)}`,
    `  Discord requests: ${f.discordRequests} = ${f.discordPerSecond.toFixed(1)}/s${byKind ? ` (${byKind})` : ''}; 429s ${f.rateLimitHits}`,
    `  bot CPU: ${seconds(f.bot.cpuMs)} = ${pct(f.bot.cores)} of a core; per status request ${ms(f.bot.cpuPerPollMs)} (an upper bound: it includes`,
    `    the progress edits, timers and GC of the window); ${ms(f.bot.cpuPerPollAboveIdleMs)} above the idle bot's ${(f.bot.idleCores * 100).toFixed(1)}% of a core`,
    `  bot RSS: ${mib(f.bot.rssReadyBytes)} at ready, ${mib(f.bot.rssStartBytes)} → ${mib(f.bot.rssEndBytes)} over the window (peak there ${mib(f.bot.rssWindowPeakBytes)}),`,
    `    ${mib(f.bot.rssPeakBytes)} at most since start (VmHWM); ${kib(f.bot.rssPerTaskBytes)} per held task over ready`,
    r.heap
      ? `  bot V8 heap after the window: ${mib(r.heap.usedBytes)} used of ${mib(r.heap.totalBytes)}, external ${mib(r.heap.externalBytes)} (diagnostic report)`
      : '  bot V8 heap: no diagnostic report',
    `  bot JavaScript thread: on a CPU ${pct(f.bot.thread.running)} of the window, runnable but waiting for one ${pct(f.bot.thread.waiting)}`,
    `  world process: CPU ${seconds(f.world.cpuMs)} = ${pct(f.world.cores)} of a core, event loop ${pct(f.world.loopBusy)} busy, RSS ${mib(f.world.rssBytes)};`,
    `    its thread waiting for a CPU ${pct(f.world.thread.waiting)} of the window`,
    f.machinePressure
      ? `  machine: some task waiting for a CPU ${pct(f.machinePressure.cpu)} of the window, for I/O ${pct(f.machinePressure.io)} (/proc/pressure)`
      : '  machine: no pressure stall information',
  ];
}

function stop(r: HoldReport): string[] {
  const lines = r.stop
    ? [
        `Stop: SIGTERM with ${r.options.tasks} in flight → exit ${r.stop.code ?? r.stop.signal} after ${r.stop.ms.toFixed(0)} ms (jobs stay in the store for the next start)`,
      ]
    : ['Stop: not reached'];
  lines.push(`Bot log: ${r.logs.lines} lines, ${r.logs.problems.length} warn/error lines`);
  for (const problem of r.logs.problems.slice(0, 5)) lines.push(`  ${problem}`);
  return lines;
}

/** The hold's report as text: settings, fill, window figures, stop, targets and verdict. */
export function formatHoldReport(r: HoldReport): string {
  const targets = r.targets.map(
    (t) => `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.measured} (goal ${t.goal})`,
  );
  return [
    ...header(r),
    '',
    ...fill(r),
    '',
    ...window(r),
    '',
    ...stop(r),
    '',
    'Targets',
    ...targets,
    ...(r.warnings.length > 0 ? ['', 'Warnings', ...r.warnings.map((w) => `  ${w}`)] : []),
    '',
    `Result: ${r.pass ? 'PASS' : 'FAIL'} (wall time ${seconds(r.wallMs)})`,
  ].join('\n');
}
