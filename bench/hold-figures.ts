import type { HoldCounters } from './hold-protocol.js';
import type { MachinePressure, ProcessCpu, ProcessMemory, ThreadSchedule } from './proc-stats.js';

/** The bot process at one end of the window. */
export interface BotSnapshot {
  readonly cpu: ProcessCpu;
  readonly memory: ProcessMemory;
  /** Its main (JavaScript) thread's time on a CPU and waiting for one. */
  readonly thread: ThreadSchedule;
}

/** Share of the window a main thread spent on a CPU and waiting for one (0–1 each). */
export interface ThreadShares {
  readonly running: number;
  readonly waiting: number;
}

/** What {@link holdFigures} computes the window's figures from. */
export interface HoldWindowInput {
  readonly tasks: number;
  /**
   * The tasks expected to be polled through the window: `tasks` on the image service; on the Horde
   * and the WebUI, the ones at the backend (the rest wait in the bot's queue). @default tasks
   */
  readonly polledTasks?: number;
  /** The bot's `POLL_INTERVAL_MS` (scaled): each held task is polled about once per interval. */
  readonly pollIntervalMs: number;
  /** Clock ticks per second of `/proc/<pid>/stat`. */
  readonly ticksPerSecond: number;
  readonly start: { readonly world: HoldCounters; readonly bot: BotSnapshot };
  readonly end: { readonly world: HoldCounters; readonly bot: BotSnapshot };
  /** The bot's resident size once it logged `ready`, before the hold. */
  readonly rssReadyBytes: number;
  /** The highest resident size sampled during the window. */
  readonly rssWindowPeakBytes: number;
  /** The bot's CPU while idle (ready, nothing in flight), measured before the fill. */
  readonly idle: { readonly cpuTicks: number; readonly ms: number };
  /** The machine's pressure totals at both ends of the window, where the kernel keeps them. */
  readonly pressure?: { readonly start: MachinePressure; readonly end: MachinePressure };
}

/** A window's figures: the bot's cost per status poll and its memory, and the world's load. */
export interface HoldFigures {
  /** Real ms between the two readings. */
  readonly windowMs: number;
  /** Tasks polled at least once by the start and by the end of the window. */
  readonly tasksPolled: { readonly start: number; readonly end: number };
  readonly statusRequests: number;
  readonly statusPerSecond: number;
  /** Polled tasks ÷ poll interval: one status request per polled task per interval. */
  readonly expectedStatusPerSecond: number;
  /** Measured ÷ expected; a little under 1 is the round trip added to each cycle. */
  readonly pollRateRatio: number;
  /** Gaps between two status requests of one task in the window: mean and shortest, in ms. */
  readonly statusGapMs: { readonly mean: number | undefined; readonly min: number | undefined };
  readonly discordRequests: number;
  readonly discordPerSecond: number;
  readonly discordByKind: Readonly<Record<string, number>>;
  readonly rateLimitHits: number;
  readonly bot: {
    /** User plus system CPU time in the window. */
    readonly cpuMs: number;
    /** CPU ms per real ms: the share of one core used. */
    readonly cores: number;
    /** Bot CPU in the window ÷ status requests in it; undefined when there were none. */
    readonly cpuPerPollMs: number | undefined;
    /** Share of a core the bot used idle, before the fill (heartbeats, timers). */
    readonly idleCores: number;
    /** As `cpuPerPollMs`, less the idle CPU of the window's length. */
    readonly cpuPerPollAboveIdleMs: number | undefined;
    readonly rssReadyBytes: number;
    readonly rssStartBytes: number;
    readonly rssEndBytes: number;
    readonly rssWindowPeakBytes: number;
    /** `VmHWM` at the end of the window: the highest resident size since the bot started. */
    readonly rssPeakBytes: number;
    /** (RSS at the end − RSS at ready) ÷ tasks. */
    readonly rssPerTaskBytes: number;
    /** Its JavaScript thread: a thread waiting much was starved by the machine, not slow. */
    readonly thread: ThreadShares;
  };
  /**
   * Share of the window in which some task of the machine waited for a CPU, and for I/O
   * (Linux pressure stall information); undefined without PSI.
   */
  readonly machinePressure?: { readonly cpu: number; readonly io: number };
  readonly world: {
    readonly cpuMs: number;
    readonly cores: number;
    /** Share of the window its event loop was busy (0–1). */
    readonly loopBusy: number;
    readonly rssBytes: number;
    readonly thread: ThreadShares;
  };
}

function shares(start: ThreadSchedule, end: ThreadSchedule, windowMs: number): ThreadShares {
  if (windowMs <= 0) return { running: 0, waiting: 0 };
  return {
    running: (end.cpuMs - start.cpuMs) / windowMs,
    waiting: (end.waitMs - start.waitMs) / windowMs,
  };
}

/** The figures of a hold's window, from the readings at both ends. */
export function holdFigures(input: HoldWindowInput): HoldFigures {
  const { start, end, tasks } = input;
  const windowMs = end.world.at - start.world.at;
  const perSecond = (count: number) => (windowMs > 0 ? (count * 1_000) / windowMs : 0);
  const statusRequests = end.world.statusRequests - start.world.statusRequests;
  const expectedStatusPerSecond = ((input.polledTasks ?? tasks) * 1_000) / input.pollIntervalMs;
  const tickMs = 1_000 / input.ticksPerSecond;
  const botCpuMs = (end.bot.cpu.ticks - start.bot.cpu.ticks) * tickMs;
  const idleCores = input.idle.ms > 0 ? (input.idle.cpuTicks * tickMs) / input.idle.ms : 0;
  const worldCpuMs = end.world.cpuMs - start.world.cpuMs;
  const active = end.world.loop.active - start.world.loop.active;
  const idle = end.world.loop.idle - start.world.loop.idle;
  const discord = end.world.discord;
  const pressure = input.pressure;
  return {
    windowMs,
    tasksPolled: { start: start.world.tasksPolled, end: end.world.tasksPolled },
    statusRequests,
    statusPerSecond: perSecond(statusRequests),
    expectedStatusPerSecond,
    pollRateRatio: perSecond(statusRequests) / expectedStatusPerSecond,
    statusGapMs: { mean: end.world.gaps?.meanMs, min: end.world.gaps?.minMs },
    discordRequests: discord?.total ?? 0,
    discordPerSecond: perSecond(discord?.total ?? 0),
    discordByKind: discord?.byKind ?? {},
    rateLimitHits: discord?.rateLimitHits ?? 0,
    bot: {
      cpuMs: botCpuMs,
      cores: windowMs > 0 ? botCpuMs / windowMs : 0,
      cpuPerPollMs: statusRequests > 0 ? botCpuMs / statusRequests : undefined,
      idleCores,
      cpuPerPollAboveIdleMs:
        statusRequests > 0
          ? Math.max(0, botCpuMs - idleCores * windowMs) / statusRequests
          : undefined,
      rssReadyBytes: input.rssReadyBytes,
      rssStartBytes: start.bot.memory.rssBytes,
      rssEndBytes: end.bot.memory.rssBytes,
      rssWindowPeakBytes: Math.max(
        input.rssWindowPeakBytes,
        start.bot.memory.rssBytes,
        end.bot.memory.rssBytes,
      ),
      rssPeakBytes: end.bot.memory.peakRssBytes,
      rssPerTaskBytes: (end.bot.memory.rssBytes - input.rssReadyBytes) / tasks,
      thread: shares(start.bot.thread, end.bot.thread, windowMs),
    },
    ...(pressure &&
      windowMs > 0 && {
        machinePressure: {
          cpu: (pressure.end.cpuMs - pressure.start.cpuMs) / windowMs,
          io: (pressure.end.ioMs - pressure.start.ioMs) / windowMs,
        },
      }),
    world: {
      cpuMs: worldCpuMs,
      cores: windowMs > 0 ? worldCpuMs / windowMs : 0,
      loopBusy: active + idle > 0 ? active / (active + idle) : 0,
      rssBytes: end.world.rssBytes,
      thread: shares(start.world.thread, end.world.thread, windowMs),
    },
  };
}
