import { CONFIG_DEFAULTS } from '../src/core/config-fields.js';

/** The backends a hold can run on (`--backend`); each one's emulator runs in the world process. */
export const HOLD_BACKENDS = ['image-service', 'horde', 'sd-webui'] as const;

/** A backend a hold runs on. */
export type HoldBackend = (typeof HOLD_BACKENDS)[number];

/** What a `--hold N` run does: N generations kept in flight against the compiled bot. */
export interface HoldOptions {
  /** Generations kept in flight, one distinct member each. */
  readonly tasks: number;
  /** The backend the generations are held on. @default 'image-service' */
  readonly backend: HoldBackend;
  /** Discord servers the members are spread over (see {@link holdLayout}). */
  readonly guilds: number;
  /** Real milliseconds the window of measurement lasts, once every task is polled. @default 30000 */
  readonly windowMs: number;
  /** Pace of the members' `/imagine` commands, per real second. @default 200 */
  readonly commandsPerSecond: number;
  /** Multiplies the bot's timers and Discord's rate-limit windows; 1 is real time. @default 1 */
  readonly timeScale: number;
  /** Seeds the image service (task ids, durations). @default 1 */
  readonly seed: number;
  /** Print the report as JSON. @default false */
  readonly json: boolean;
  /** Append the bot's log lines (stdout and stderr) to this file. @default undefined (counted only) */
  readonly logFile?: string;
  /** Folder for the bot's temporary SQLite store. @default the OS temporary folder */
  readonly dataDir?: string;
  /**
   * Extra `node` arguments before `dist/src/index.js`, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
   * to profile the bot under the hold (the bot runs in a temporary folder: give absolute paths).
   * @default [] (as production starts it)
   */
  readonly nodeArgs: readonly string[];
}

/** Defaults of the hold's own flags. */
export const HOLD_DEFAULTS = {
  windowMs: 30_000,
  commandsPerSecond: 200,
  timeScale: 1,
} as const;

/**
 * Generations per server when `--guilds` is not given: at the bot's 2.5 s poll interval a
 * server then polls 10 times a second, half of what its limiter allows
 * (`GUILD_MAX_CONCURRENT` 4, `GUILD_MIN_TIME_MS` 50 ms: at most 20 requests a second).
 */
export const HOLD_TASKS_PER_GUILD = 25;

/** The most generations one server may hold: 20 status requests a second at 2.5 s, its limiter's ceiling. */
export const HOLD_MAX_TASKS_PER_GUILD = 50;

/** The most servers a hold spreads over. */
export const HOLD_MAX_GUILDS = 2_000;

/** How the held generations sit on the servers. */
export interface HoldLayout {
  readonly guilds: number;
  /** The bot's `GUILD_MAX_ACTIVE_JOBS`: every server runs all of its generations at once. */
  readonly slotsPerGuild: number;
  /** Status requests one full server makes per second at `pollIntervalMs`. */
  readonly pollsPerGuildPerSecond: number;
}

/**
 * Spreads `tasks` over `guilds` servers (by default enough for {@link HOLD_TASKS_PER_GUILD} each)
 * and sizes each server's slots so that none waits in a queue.
 * @throws RangeError when a server would hold more than {@link HOLD_MAX_TASKS_PER_GUILD}.
 */
export function holdLayout(
  tasks: number,
  guilds?: number,
  pollIntervalMs: number = CONFIG_DEFAULTS.POLL_INTERVAL_MS,
): HoldLayout {
  const servers = guilds ?? Math.min(HOLD_MAX_GUILDS, Math.ceil(tasks / HOLD_TASKS_PER_GUILD));
  const slotsPerGuild = Math.ceil(tasks / servers);
  if (slotsPerGuild > HOLD_MAX_TASKS_PER_GUILD) {
    throw new RangeError(
      `${tasks} generations on ${servers} servers is ${slotsPerGuild} per server: at most ${HOLD_MAX_TASKS_PER_GUILD} (a server's limiter allows 20 status requests a second); give more --guilds`,
    );
  }
  return {
    guilds: servers,
    slotsPerGuild,
    pollsPerGuildPerSecond: (slotsPerGuild * 1_000) / pollIntervalMs,
  };
}

/** One paced `/imagine` of the hold: who, where, and when (real ms after the first). */
export interface HoldCommand {
  readonly index: number;
  readonly guildIndex: number;
  readonly atMs: number;
}

/** The hold's commands: member `index` on server `index % guilds`, `1000 / perSecond` ms apart. */
export function holdSchedule(tasks: number, guilds: number, perSecond: number): HoldCommand[] {
  return Array.from({ length: tasks }, (_, index) => ({
    index,
    guildIndex: index % guilds,
    atMs: (index * 1_000) / perSecond,
  }));
}

/** The image service spends 10–30% of a task's duration `pending`: progress moves in the rest. */
const PROCESSING_SHARE = 0.7;
/** Real ms between the fill and the window (one poll cycle) plus the counters' lag, rounded up. */
const HOLD_SETTLE_MS = 15_000;

/**
 * The duration (before time scaling) every held task gets so that its progress still moves at
 * the end of the window: the fill at the pace asked, the settling and the window all fit in the
 * 70% of a task the service spends processing. At least the service's longest draw, 60 s.
 */
export function holdTaskDurationMs(
  options: Pick<HoldOptions, 'tasks' | 'commandsPerSecond' | 'windowMs' | 'timeScale'>,
): number {
  const fillMs = (options.tasks * 1_000) / options.commandsPerSecond;
  const realMs = (fillMs + HOLD_SETTLE_MS + options.windowMs) / PROCESSING_SHARE;
  return Math.max(60_000, Math.ceil(realMs / options.timeScale / 1_000) * 1_000);
}
