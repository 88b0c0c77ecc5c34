import { setTimeout as sleep } from 'node:timers/promises';
import type { ChannelRef, DiscordEmulator, UserRef } from '../sandbox/discord/index.js';
import { BENCH_WORKFLOWS } from './arrival-schedule.js';
import { benchImagineInput } from './bench-imagine-input.js';
import { sampleDiscord } from './collect-world-result.js';
import { distribution } from './distribution.js';
import type { HeldBackend } from './held-backend.js';
import { holdSchedule } from './hold-options.js';
import type { HoldCounters, HoldStart, HoldWindowStart, StatusGaps } from './hold-protocol.js';
import { JobTracker } from './job-tracker.js';
import { readThreadSchedule } from './proc-stats.js';

/** The world's parts a hold drives. */
export interface HoldWorldParts {
  readonly discord: DiscordEmulator;
  /** The backend the generations are held on. */
  readonly backend: HeldBackend;
  readonly channels: readonly ChannelRef[];
  /** One member per held generation, member `i` in server `i % channels.length`. */
  readonly members: readonly UserRef[];
  readonly imageSize: number;
}

/**
 * Fills a hold in the world process: every generation the backend accepts from now on hangs or
 * outlasts the hold (`HeldBackend.hold`), and each member sends one `/imagine`, paced. Counters are read at any
 * time; the commands go on in the background until every member has sent one or `stop()`.
 */
export class HoldDriver {
  readonly #tracker: JobTracker;
  readonly #abort = new AbortController();
  readonly #sending: Promise<void>;
  readonly #start: HoldWindowStart;
  #sent = 0;
  #failure: unknown;

  constructor(
    private readonly parts: HoldWorldParts,
    start: HoldStart,
  ) {
    parts.backend.hold(parts.members.length);
    this.#start = { discordSeq: parts.discord.requests.at(-1)?.seq ?? 0, at: Date.now() };
    this.#tracker = new JobTracker(parts.discord);
    this.#sending = this.#send(start.commandsPerSecond).catch((error: unknown) => {
      if (!this.#abort.signal.aborted) this.#failure = error;
    });
  }

  /**
   * The counters now; with a window's start, the Discord requests and status gaps since.
   * @throws the error that stopped the commands, if one did.
   */
  counters(since?: HoldWindowStart): HoldCounters {
    if (this.#failure !== undefined) throw this.#failure;
    const { discord, backend } = this.parts;
    const cpu = process.cpuUsage();
    const loop = performance.eventLoopUtilization();
    return {
      at: Date.now(),
      tally: { sent: this.#sent, ...this.#tracker.tally(Date.now()) },
      submissions: backend.submissions,
      tasksPolled: backend.tasksPolled,
      tasksProcessing: backend.tasksProcessing,
      statusRequests: backend.statusRequests,
      discordSeq: discord.requests.at(-1)?.seq ?? 0,
      holdStart: this.#start,
      ...(since && {
        discord: sampleDiscord(discord, since.discordSeq),
        gaps: statusGaps(backend.statusTimes(), since.at),
        ackMs: distribution(this.#tracker.ackLatencies()),
      }),
      cpuMs: (cpu.user + cpu.system) / 1_000,
      loop: { idle: loop.idle, active: loop.active },
      thread: readThreadSchedule('self'),
      rssBytes: process.memoryUsage.rss(),
    };
  }

  /** Stops sending commands and following the jobs. */
  async stop(): Promise<void> {
    this.#abort.abort();
    await this.#sending;
    this.#tracker.finish();
  }

  async #send(perSecond: number): Promise<void> {
    const { discord, channels, members, imageSize } = this.parts;
    const plan = holdSchedule(members.length, channels.length, perSecond);
    const started = performance.now();
    for (const command of plan) {
      const wait = command.atMs - (performance.now() - started);
      if (wait > 0) await sleep(wait, undefined, { signal: this.#abort.signal });
      if (this.#abort.signal.aborted) return;
      const planned = {
        ...command,
        workflow: BENCH_WORKFLOWS[command.index % BENCH_WORKFLOWS.length] ?? 'default',
      };
      const options = benchImagineInput(planned, imageSize);
      // `workflow:` is the image service's own option.
      if (this.parts.backend.kind !== 'image-service') delete options.workflow;
      const run = await discord.runCommand({
        channel: channels[command.guildIndex] as ChannelRef,
        user: members[command.index] as UserRef,
        name: 'imagine',
        options,
      });
      this.#tracker.add(planned, run);
      this.#sent += 1;
    }
  }
}

/** The gaps between consecutive status requests of each task, counting requests from `since`. */
export function statusGaps(timesPerTask: Iterable<readonly number[]>, since: number): StatusGaps {
  let count = 0;
  let sum = 0;
  let min: number | undefined;
  for (const times of timesPerTask) {
    for (let i = 1; i < times.length; i++) {
      const previous = times[i - 1] as number;
      if (previous < since) continue;
      const gap = (times[i] as number) - previous;
      count += 1;
      sum += gap;
      min = min === undefined ? gap : Math.min(min, gap);
    }
  }
  return { count, meanMs: count > 0 ? sum / count : undefined, minMs: min };
}
