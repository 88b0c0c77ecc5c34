import type { TaskFamily } from '../src/backends/image-service/service-types.js';
import type { Workflow } from '../src/image-backend/generation-parameters.js';
import type { DiscordSample } from './discord-sample.js';
import type { HoldBackend } from './hold-options.js';
import type { HoldCounters, HoldStart, HoldWindowStart } from './hold-protocol.js';
import type { ResourceUsage } from './resource-sampler.js';

/** What the world process builds: servers, members, service accounts, and the run's pace. */
export interface WorldSetup {
  readonly guilds: number;
  readonly jobs: number;
  readonly timeScale: number;
  readonly seed: number;
  /** Share of each server's slots kept busy by the arrivals. */
  readonly load: number;
  /** Every member runs `/imagine` at once. */
  readonly burst: boolean;
  /** Width and height of every image asked for. */
  readonly imageSize: number;
  /** Real milliseconds after the last arrival before unfinished jobs are given up. */
  readonly drainMs: number;
  /**
   * Every task's duration before time scaling, instead of the service's 10–60 s draw (a hold
   * keeps progress moving through its window this way). @default the service's own durations
   */
  readonly taskDurationMs?: number;
  /**
   * Discord shards (`GET /gateway/bot`), the servers spread over them in turn; the bot processes
   * run them. @default 1
   */
  readonly shards?: number;
  /**
   * The backend a hold runs on: its emulator is started too, with every generation hanging or
   * outlasting the hold. @default 'image-service'
   */
  readonly holdBackend?: HoldBackend;
}

/** A member of a bench server, with the key the bot should hold for them. */
export interface BenchMember {
  readonly userId: string;
  readonly apiKey: string;
  /**
   * The account the key belongs to on another backend than the image service (already known:
   * linked without asking). @default the image service's, asked with the key
   */
  readonly account?: {
    readonly backend: string;
    readonly serviceUserId: string;
    readonly serviceUsername: string;
  };
}

/** Where the emulators listen, and the members to link. */
export interface WorldInfo {
  readonly discord: {
    readonly url: string;
    readonly token: string;
    readonly applicationId: string;
  };
  readonly imageApiUrl: string;
  /** The members whose keys the bot holds (none on a backend without keys). */
  readonly members: readonly BenchMember[];
  /** The bot's variables that point it at the hold's backend (`BACKENDS`, its URL…). */
  readonly botEnv?: Readonly<Record<string, string>>;
}

/** How one job ended, as the member saw it. */
export type JobOutcome = 'image' | 'failed' | 'refused' | 'unfinished';

/** One `/imagine` as the emulators recorded it (times in epoch ms on the emulators' clock). */
export interface JobSample {
  readonly index: number;
  readonly workflow: Workflow;
  readonly outcome: JobOutcome;
  /** INTERACTION_CREATE dispatched. */
  readonly createdAt: number;
  /** The bot's callback arrived; absent when it never answered. */
  readonly ackAt?: number;
  readonly ackType?: number;
  readonly taskId?: string;
  /** When the image service's task became completed: createdAt + durationMs of the task. */
  readonly completedAt?: number;
  /** When the edit carrying the attachment arrived at Discord. */
  readonly postedAt?: number;
  /** The refusal text, for a job the bot refused. */
  readonly detail?: string;
  /** The shard whose session received the interaction (absent when none did). */
  readonly shard?: number;
}

/** One image-service task with every status request made for it. */
export interface TaskSample {
  readonly taskId: string;
  readonly family: TaskFamily;
  readonly durationMs: number;
  readonly statusTimes: readonly number[];
}

/** Everything the world measured during the run. */
export interface WorldResult {
  readonly jobs: readonly JobSample[];
  readonly tasks: readonly TaskSample[];
  readonly discord: DiscordSample;
  readonly submissions: number;
  /** The world process's own usage (emulators and driver) during the run. */
  readonly usage: ResourceUsage;
  /** Real ms from the first arrival to the last job's end (or the give-up). */
  readonly runMs: number;
}

/** Messages from the bench to the world process. */
export type ToWorld =
  | { readonly type: 'setup'; readonly setup: WorldSetup }
  | { readonly type: 'run'; readonly slotsPerGuild: number }
  | { readonly type: 'hold'; readonly start: HoldStart }
  | { readonly type: 'holdCounters'; readonly since?: HoldWindowStart }
  | { readonly type: 'close' };

/** Messages from the world process to the bench. */
export type FromWorld =
  | { readonly type: 'ready'; readonly info: WorldInfo }
  | { readonly type: 'result'; readonly result: WorldResult }
  | { readonly type: 'holding' }
  | { readonly type: 'holdCounters'; readonly counters: HoldCounters }
  | { readonly type: 'closed' }
  | { readonly type: 'error'; readonly message: string };
