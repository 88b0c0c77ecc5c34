import { MEAN_TASK_MS } from './arrival-schedule.js';
import type { BenchReport } from './bench-report.js';
import type { Distribution } from './distribution.js';
import type { ResourceUsage } from './resource-sampler.js';

const ms = (value: number | undefined, digits = 1) =>
  value === undefined ? 'n/a' : `${value.toFixed(digits)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;

function spread(d: Distribution): string {
  if (d.count === 0) return 'no samples';
  return `p50 ${ms(d.p50)} · p90 ${ms(d.p90)} · p99 ${ms(d.p99)} · max ${ms(d.max)} (n=${d.count})`;
}

/** The image safety check's cost in the bot's process: CPU per image, the model's load and RSS. */
function imageCheckLines({ imageChecks: c, idleRss, bot, imageCheck }: BenchReport): string[] {
  const idle = idleRss
    ? [
        `  image check:  ${imageCheck ? 'on' : 'off (every server allows images)'}; the bot's RSS ${mb(idleRss.bytes)} ${(idleRss.afterMs / 1000).toFixed(1)} s after the run (IMAGE_CHECK_IDLE_MS and a margin${idleRss.checkRunning ? '; the check still running' : ': the check has exited'})`,
      ]
    : [];
  if (!c || c.images === 0) return idle;
  const load =
    c.firstCheckMs === undefined
      ? ''
      : `; first image ${ms(c.firstCheckMs, 0)} (process start and model load)`;
  const rss =
    c.rssBeforeLoad === undefined || c.rssAfterLoad === undefined
      ? ''
      : `; RSS with it ${mb(c.rssBeforeLoad)} → ${mb(c.rssAfterLoad)} across the load`;
  return [
    `  image check:  ${c.images} images (${c.failed} not checked), classifier CPU per image ${spread(c.cpuMsPerImage)}`,
    `                 (in the bot's CPU and RSS above: its child process, ${seconds(bot.childrenCpuMs ?? 0)} of CPU)${load}${rss}`,
    ...idle,
  ];
}

function usage(u: ResourceUsage): string[] {
  const lag = u.loopDelayMs;
  return [
    `CPU ${seconds(u.cpuMs)} (user ${seconds(u.userCpuMs)}, system ${seconds(u.systemCpuMs)}), peak RSS ${mb(u.peakRssBytes)}`,
    `event loop busy ${pct(u.eventLoopUtilization)}, timers late p50 ${ms(lag.p50)} · p99 ${ms(lag.p99)} · max ${ms(lag.max)}`,
  ];
}

function header(r: BenchReport): string[] {
  const { options: o, settings: s } = r;
  const speed = (1 / o.timeScale).toFixed(0);
  const perServerMinute = (o.load * s.guildMaxActiveJobs * 60_000) / MEAN_TASK_MS;
  const benchRate = (perServerMinute * o.guilds) / 60 / o.timeScale;
  return [
    `Imagine bot bench: ${o.guilds} servers, ${o.jobs} generations, time scale ${o.timeScale} (${speed}× faster than real time), seed ${o.seed}`,
    `  Every duration is scaled alike: tasks take ${o.timeScale} × 10–60 s (node-graph) / 10–30 s (rr3); the bot polls every`,
    `  ${s.pollIntervalMs} ± ${s.pollJitterMs} ms (${Math.round(s.pollIntervalMs / o.timeScale)} ± ${Math.round(s.pollJitterMs / o.timeScale)} ms scaled), spaces edits ${s.editIntervalMs} ms and service requests ${s.guildMinTimeMs} ms;`,
    `  Discord's rate-limit windows are scaled and discord.js's global limit is ${s.discordJsGlobalPerSecond}/s (50/s scaled).`,
    ...(o.burst
      ? [
          `  Load: a burst — all ${o.jobs} generations at once, ${s.guildMaxActiveJobs} running per server and the rest in its queue. Workflows default, anime, z-image, rr3 in turn;`,
        ]
      : [
          `  Load: Poisson arrivals keeping ${pct(o.load)} of each server's ${s.guildMaxActiveJobs} slots busy: ${perServerMinute.toFixed(2)} generations per server per minute`,
          `  at real speed, ${benchRate.toFixed(1)} per second across the servers in this run. Workflows default, anime, z-image, rr3 in turn;`,
        ]),
    `  ${s.imageSize}×${s.imageSize} images; one member per generation with a linked key (MAX_ACTIVE_PER_MEMBER ${s.maxActivePerMember} never reached).`,
    o.processes > 1 || o.shards > 1
      ? `  The bot runs as ${o.processes} processes with ${o.shards} shards between them (store ${r.storeDir}); both emulators and the members run in a child process.`
      : `  The bot runs alone in this process (SQLite store in ${r.storeDir}); both emulators and the members run in a child process.`,
  ];
}

function polling(r: BenchReport): string[] {
  const p = r.polling;
  const scale = r.options.timeScale;
  return [
    `Polling the image service (${p.tasks} tasks, ${p.statusRequests} status requests)`,
    `  per task: ${p.perTask.toFixed(2)} requests vs a minimum of ${p.minimumPerTask.toFixed(2)} (task duration ÷ ${r.settings.pollIntervalMs} ms interval): ratio ${p.ratio.toFixed(2)}`,
    `  gap between two requests of one task: mean ${ms(p.meanSpacingMs)}, shortest ${ms(p.minSpacingMs)} = ${((p.minSpacingMs ?? 0) / scale / 1000).toFixed(2)} s in real time`,
    '  Tasks and polling are scaled together, so a task sees as many polls as it would in real time and the',
    '  ratio compares like with like: 1.00 is one request per interval. The request itself adds its round trip',
    '  to each cycle (it does not shrink with the scale), so a little under 1 is expected; well under means',
    '  polls are late (a busy event loop); above 1 means retries or duplicate polling.',
  ];
}

function discord(r: BenchReport): string[] {
  const d = r.discord;
  const kinds = Object.entries(d.byKind).sort((a, b) => b[1] - a[1]);
  const errors = Object.entries(d.errors);
  return [
    `Discord (${d.total} requests, ${d.perGeneration.toFixed(2)} per generation)`,
    ...kinds.map(
      ([kind, count]) =>
        `  ${kind.padEnd(30)} ${String(count).padStart(6)}  (${(count / r.options.jobs).toFixed(2)} per generation)`,
    ),
    `  429s served by Discord: ${d.rateLimitHits}; discord.js waited before sending ${d.restWaits.global} times on the global limit and ${d.restWaits.route} times on a route's bucket (${seconds(d.restWaits.waitedMs)} in all)`,
    ...(errors.length > 0
      ? [`  other errors: ${errors.map(([k, v]) => `${k} ×${v}`).join(', ')}`]
      : []),
  ];
}

/** The report as the terminal shows it: setup, figures, resources, then PASS/FAIL per target. */
export function formatReport(r: BenchReport): string {
  const o = r.outcomes;
  const refusals = Object.entries(r.refusals);
  const lines = [
    ...header(r),
    '',
    `Outcome: ${o.image} images, ${o.failed} failed, ${o.refused} refused, ${o.unfinished} unfinished; run ${seconds(r.runMs)}, bench ${seconds(r.wallMs)} wall time`,
    ...refusals.map(([text, count]) => `  refused ×${count}: ${text}`),
    '',
    "Interaction acknowledgement (INTERACTION_CREATE sent → the bot's callback arrives)",
    `  ${spread(r.ackMs)}`,
    'Completion → image posted (task completed at the service → the edit with the attachment arrives)',
    `  ${spread(r.completionToPostedMs)}`,
    '',
    ...polling(r),
    '',
    ...discord(r),
    '',
    "Resources (measured from the first command to the last job's end)",
    ...usage(r.bot).map(
      (line, i) =>
        `  ${i > 0 ? '              ' : r.options.processes > 1 ? 'bot processes:' : 'bot process:  '} ${line}`,
    ),
    `                 ${ms(r.bot.cpuMsPerGeneration)} CPU per generation; at real speed the same load keeps the loop about ${pct(r.bot.eventLoopUtilization * r.options.timeScale)} busy`,
    ...(r.answerPhase
      ? [
          `                 until every command's callback came back (${r.answerPhase.callbacks}, at ${seconds(r.answerPhase.wallMs)}): CPU ${seconds(r.answerPhase.cpuMs)}, ${ms(r.answerPhase.cpuMs / r.answerPhase.callbacks)} per command`,
        ]
      : []),
    ...imageCheckLines(r),
    ...usage(r.world).map(
      (line, i) => `  ${i === 0 ? 'world process:' : '              '} ${line}`,
    ),
    '                 (both emulators and the members: not the bot)',
    ...(r.problems.length > 0
      ? ['', 'Bot warnings and errors (most recent):', ...r.problems.map((p) => `  ${p}`)]
      : []),
    '',
    'Targets',
    ...r.targets.map(
      (t) =>
        `  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(32)} ${t.goal.padEnd(40)} ${t.measured}`,
    ),
    '',
    r.pass
      ? 'Result: PASS, every target met (exit code 0)'
      : `Result: FAIL, ${r.targets.filter((t) => !t.pass).length} target(s) missed (exit code 1)`,
  ];
  return lines.join('\n');
}
