import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import { IMAGE_SIZE } from './bench.js';
import { envOfConfig } from './bot-env.js';
import {
  BOT_STOP_DEADLINE_MS,
  buildBot,
  type CompiledBot,
  productionStart,
  startCompiledBot,
} from './compiled-bot.js';
import type { BotSnapshot } from './hold-figures.js';
import { fillHold } from './hold-fill.js';
import { type HoldOptions, holdLayout, holdTaskDurationMs } from './hold-options.js';
import { buildHoldReport, type HoldMachine, type HoldReport } from './hold-report.js';
import { linkMembersBeforeStart } from './link-members.js';
import {
  clockTicksPerSecond,
  readMachinePressure,
  readProcessCpu,
  readProcessMemory,
  readThreadSchedule,
} from './proc-stats.js';
import { watchRss } from './rss-watch.js';
import { forkWorld } from './world-handle.js';

/** Real ms the fill may take beyond sending every command at the pace asked. */
const FILL_MARGIN_MS = 120_000;
/** Real ms the idle bot's CPU is measured for, after a second to settle from its start. */
const IDLE_MS = 5_000;

const snapshot = (pid: number): BotSnapshot => ({
  cpu: readProcessCpu(pid),
  memory: readProcessMemory(pid),
  thread: readThreadSchedule(pid),
});

const loads = () => loadavg().map((load) => Number(load.toFixed(2)));

/**
 * `npm run bench -- --hold N`: builds the bot, starts it compiled (`node dist/src/index.js`) as
 * production does, against the emulators in the world process (the image service, and the Horde's
 * or the WebUI's with `backend`); fills the hold (every member's `/imagine`, paced, on generations
 * that hang or outlast it) until it is in place (`isHeld`); lets one poll
 * cycle pass; then measures a window: the bot's CPU (`/proc`) per status request served, its RSS,
 * the Discord requests, and the world's load. Ends by stopping the bot with SIGTERM.
 */
export async function runHold(
  options: HoldOptions,
  onStage: (stage: string) => void = () => undefined,
): Promise<HoldReport> {
  const started = performance.now();
  const loadBefore = loads();
  const { tasks, guilds, timeScale, seed, windowMs, commandsPerSecond } = options;
  const layout = holdLayout(tasks, guilds);
  const taskDurationMs = holdTaskDurationMs(options);
  onStage('building the bot (npm run build)');
  await buildBot();
  const world = forkWorld();
  let dataDir: string | undefined;
  let bot: CompiledBot | undefined;
  try {
    onStage(`setting up ${guilds} servers and ${tasks} members`);
    const info = await world.setup({
      ...{ guilds, jobs: tasks, timeScale, seed, load: 1, burst: false },
      ...{ imageSize: IMAGE_SIZE, drainMs: 0, taskDurationMs, holdBackend: options.backend },
    });
    dataDir = await mkdtemp(join(options.dataDir ?? tmpdir(), 'imagine-hold-'));
    const config = emulatedBotConfig({
      discord: info.discord,
      imageApiUrl: info.imageApiUrl,
      databaseUrl: `sqlite://${join(dataDir, 'bot.sqlite')}`,
      timeScale,
      env: {
        LOG_LEVEL: 'info',
        GUILD_MAX_ACTIVE_JOBS: String(layout.slotsPerGuild),
        ...info.botEnv,
      },
    });
    onStage(`linking ${tasks} members' keys in the bot's store`);
    await linkMembersBeforeStart(config, info.members);
    onStage('starting node dist/src/index.js');
    bot = await startCompiledBot({
      env: envOfConfig(config),
      cwd: dataDir,
      nodeArgs: options.nodeArgs,
      ...(options.logFile && { logFile: options.logFile }),
    });
    onStage(`measuring the idle bot for ${IDLE_MS / 1_000} s`);
    await sleep(1_000);
    const rssReadyBytes = readProcessMemory(bot.pid).rssBytes;
    const idleStart = readProcessCpu(bot.pid).ticks;
    await sleep(IDLE_MS);
    const idle = { cpuTicks: readProcessCpu(bot.pid).ticks - idleStart, ms: IDLE_MS };
    const { pid } = bot;
    const rss = watchRss(pid);
    onStage(`filling the hold: ${tasks} /imagine at ${commandsPerSecond}/s`);
    const fill = await fillHold(world, {
      tasks,
      backend: options.backend,
      commandsPerSecond,
      deadlineMs: (tasks * 1_000) / commandsPerSecond + FILL_MARGIN_MS,
      onProgress: onStage,
      botThread: () => readThreadSchedule(pid),
    });
    // One poll cycle, so that every task's last stage change is behind the window.
    await sleep(config.POLL_INTERVAL_MS + config.POLL_JITTER_MS + 1_000);
    onStage(`measuring for ${windowMs / 1_000} s`);
    // Asked with the hold's start: the Discord requests of the fill (and settling), by kind.
    const startWorld = await world.holdCounters(fill.counters.holdStart);
    const startBot = snapshot(bot.pid);
    const startPressure = readMachinePressure();
    rss.reset();
    await sleep(windowMs);
    const endPressure = readMachinePressure();
    const endBot = snapshot(bot.pid);
    const endWorld = await world.holdCounters({
      discordSeq: startWorld.discordSeq,
      at: startWorld.at,
    });
    const rssWindowPeakBytes = rss.peakBytes;
    const heap = await bot.heap().catch(() => undefined);
    onStage('stopping the bot (SIGTERM)');
    const stop = await bot.stop();
    await rss.stop();
    const machine: HoldMachine = {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadBefore,
      loadAfter: loads(),
    };
    return buildHoldReport({
      options: {
        tasks,
        backend: options.backend,
        guilds,
        windowMs,
        commandsPerSecond,
        timeScale,
        seed,
        nodeArgs: options.nodeArgs,
      },
      taskDurationMs,
      command: productionCommand(options.nodeArgs),
      settings: {
        pollIntervalMs: config.POLL_INTERVAL_MS,
        pollJitterMs: config.POLL_JITTER_MS,
        guildMaxActiveJobs: config.GUILD_MAX_ACTIVE_JOBS,
        guildMaxConcurrent: config.GUILD_MAX_CONCURRENT,
        guildMinTimeMs: config.GUILD_MIN_TIME_MS,
        progressEditIntervalMs: config.PROGRESS_EDIT_INTERVAL_MS,
        progressEditsPerSecond: config.PROGRESS_EDITS_PER_SECOND,
        jobTimeoutMs: config.JOB_TIMEOUT_MS,
      },
      machine,
      fill: {
        ...(fill.sentMs === undefined ? {} : { sentMs: fill.sentMs }),
        ...(fill.heldMs === undefined ? {} : { heldMs: fill.heldMs }),
        reached: fill.reached,
        discord: startWorld.discord ?? { total: 0, byKind: {}, rateLimitHits: 0, errors: {} },
        ackMs: startWorld.ackMs ?? { count: 0 },
      },
      tally: endWorld.tally,
      ...(heap && { heap }),
      stop,
      logs: { lines: bot.logs.lines, problems: [...bot.logs.problems] },
      window: {
        ticksPerSecond: clockTicksPerSecond(),
        start: { world: startWorld, bot: startBot },
        end: { world: endWorld, bot: endBot },
        rssReadyBytes,
        rssWindowPeakBytes,
        idle,
        ...(startPressure &&
          endPressure && { pressure: { start: startPressure, end: endPressure } }),
      },
      stopDeadlineMs: BOT_STOP_DEADLINE_MS,
      wallMs: performance.now() - started,
    });
  } finally {
    await bot?.stop();
    await world.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

/** The bot's command line as the hold starts it: `npm start`'s, with the extra flags. */
function productionCommand(extra: readonly string[]): string {
  const { nodeArgs, env } = productionStart();
  const vars = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  return [...vars, 'node', ...nodeArgs, ...extra, 'dist/src/index.js'].join(' ');
}
