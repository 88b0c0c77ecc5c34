import type { DiscordSample } from './discord-sample.js';
import type { Distribution } from './distribution.js';
import type { ThreadSchedule } from './proc-stats.js';

/** How the world process fills a hold. */
export interface HoldStart {
  /** Members' `/imagine` commands per real second. */
  readonly commandsPerSecond: number;
}

/** Where a window started: its first counters' Discord sequence number and clock time. */
export interface HoldWindowStart {
  readonly discordSeq: number;
  readonly at: number;
}

/** The gaps between two status requests of one task, within a window. */
export interface StatusGaps {
  /** Gaps measured (consecutive requests of one task, both in the window). */
  readonly count: number;
  readonly meanMs: number | undefined;
  readonly minMs: number | undefined;
}

/** What the held jobs look like to the members so far. */
export interface HoldTally {
  /** Commands sent to the bot. */
  readonly sent: number;
  /** Commands the bot answered (any callback). */
  readonly acknowledged: number;
  /** Commands not answered within Discord's 3 s: lost ("the application did not respond"). */
  readonly unanswered: number;
  /** Commands that ended (refused, failed, or with an image): none in a healthy hold. */
  readonly refused: number;
  readonly failed: number;
  readonly image: number;
  /** Why commands ended: each refusal's or failure's text (as the member saw it), with its count. */
  readonly endedBecause: Readonly<Record<string, number>>;
}

/**
 * The world's counters at one instant of a hold: cumulative since the hold started (or since the
 * process started for CPU and the event loop), so that two of them give a window's figures.
 */
export interface HoldCounters {
  /** `Date.now()` in the world process: the clock of the service's status times. */
  readonly at: number;
  readonly tally: HoldTally;
  /** Submissions the image service accepted. */
  readonly submissions: number;
  /** Distinct tasks that had at least one status request: the tasks being polled. */
  readonly tasksPolled: number;
  /** Of those, the tasks the service reports `processing` now (past `pending`). */
  readonly tasksProcessing: number;
  /** `task_status` requests served. */
  readonly statusRequests: number;
  /** Sequence number of the last Discord request, to count a window's requests from. */
  readonly discordSeq: number;
  /** Where the hold started: the last Discord request then, and the clock. */
  readonly holdStart: HoldWindowStart;
  /** With a window's start: the Discord requests since, by kind. */
  readonly discord?: DiscordSample;
  /** With a window's start: the gaps between status requests of a task since. */
  readonly gaps?: StatusGaps;
  /** With a window's start: every acknowledgement's latency so far, in ms. */
  readonly ackMs?: Distribution;
  /** The world process's CPU time so far, in ms (`process.cpuUsage()`). */
  readonly cpuMs: number;
  /** Its event loop so far: ms idle and ms active (`performance.eventLoopUtilization()`). */
  readonly loop: { readonly idle: number; readonly active: number };
  /** Its main thread's time on a CPU and waiting for one, so far. */
  readonly thread: ThreadSchedule;
  readonly rssBytes: number;
}
