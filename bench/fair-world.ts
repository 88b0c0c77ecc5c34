import { setTimeout as sleep } from 'node:timers/promises';
import imagine from '../commands/imagine.js';
import { emulatedBotConfig } from '../sandbox/demo/emulated-bot-config.js';
import { scaledRateLimits } from '../sandbox/demo/scaled-rate-limits.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  type InteractionRun,
  startDiscordEmulator,
  type UserRef,
} from '../sandbox/discord/index.js';
import type { ServiceTimePreset } from '../sandbox/emulator-kit/service-time-presets.js';
import { type Config, ConfigError } from '../src/core/config.js';
import { deployCommands } from '../src/discord/command-registration.js';
import { type BenchPool, type FairBackend, startPool } from './fair-gpus.js';
import { type FollowUpPlayed, playFollowUp } from './fair-press.js';
import type { FairRecords } from './fair-records.js';
import {
  type FairScenario,
  GUILD_SHARES,
  memberGuilds,
  type PlannedRequest,
} from './fair-scenario.js';
import { FairTracker } from './fair-tracker.js';
import { worldRecords } from './fair-world-records.js';

/** How the bot hands jobs to the GPUs (bench/README.md, "bench:fair", says what each sets). */
export type FairMode = 'fifo' | 'fair';

/** What a fair world is made of. */
export interface FairWorldOptions {
  readonly backend: FairBackend;
  readonly gpus: number;
  readonly members: number;
  /** The GPUs' service times (`scenarioGpu`). */
  readonly preset: ServiceTimePreset;
  readonly timeScale: number;
  readonly seed: number;
  /** Discord shards (one per server on Redis, so each bot process holds one). @default 1 */
  readonly shards?: number;
}

/** Something done to the world at an emulated time of the run (a kill, a restart). */
export interface TimedFault {
  /** Emulated ms after the start. */
  readonly atMs: number;
  readonly label: string;
  /** Does it; what it resolves with, if anything, is noted as a second event when it is done. */
  act(): Promise<string | undefined>;
}

/** Something that happened during the run, at its emulated time. */
export interface FaultEvent {
  readonly atS: number;
  readonly label: string;
}

/** The topics members draw from, each request's prompt led by its index (`fair 12: …`). */
const SUBJECTS = [
  'a lighthouse on a cliff at dusk, oil painting',
  'a red fox in fresh snow, photograph',
  'a cozy reading nook, watercolor',
  'a cyberpunk alley in the rain, neon',
  'a mountain lake at sunrise, wide shot',
  'a portrait of an old sailor, charcoal',
];

/** The settings a mode gives the bot, beyond the backend's URLs and slots (see the README). */
const COMMUNITY_ENV = {
  // The flood's 40 images must all be taken: caps that refuse them are not what is measured.
  MAX_ACTIVE_PER_MEMBER: '50',
  GUILD_MAX_ACTIVE_JOBS: '1000',
  GUILD_MAX_QUEUED: '10000',
  SERVER_KEY_DAILY_LIMIT: '10000',
} as const;

/**
 * Jobs the fifo mode lets server 1 hold at once: the most `COMFYUI_SLOTS` and `SD_WEBUI_SLOTS` take.
 * Up to this many waiting jobs sit in the server's own first-come-first-served queue, as today;
 * past it (a flood of 40 with others waiting) the bot's line holds the rest.
 */
export const FIFO_SLOTS = 32;

/**
 * The bot's timers that an emulated run scales besides `emulatedBotConfig`'s: the line's aging
 * too, else a flow at a time scale of 0.1 would wait ten times the emulated grace to age.
 */
const SCALED = {
  JOB_TIMEOUT_MS: 600_000,
  COMFYUI_DOWN_AFTER_MS: 60_000,
  SD_WEBUI_DOWN_AFTER_MS: 60_000,
  FAIR_AGING_AFTER_MS: 300_000,
  FAIR_MODEL_WAIT_MS: 5_000,
} as const;

/**
 * The bench's world in the bench's own process: the Discord emulator with three servers and the
 * members, the pool of emulated GPUs, the members' commands played at their emulated times and
 * everything they saw recorded. The bot runs in processes of its own (`fair-run.ts`).
 */
export class FairWorld {
  readonly #downs: { server: number; from: number; to?: number }[] = [];
  #t0 = 0;

  private constructor(
    readonly options: FairWorldOptions,
    readonly discord: DiscordEmulator,
    readonly pool: BenchPool,
    private readonly channels: readonly ChannelRef[],
    private readonly members: readonly UserRef[],
  ) {}

  static async start(options: FairWorldOptions): Promise<FairWorld> {
    const shards = options.shards ?? 1;
    const discord = await startDiscordEmulator({
      rateLimits: scaledRateLimits(options.timeScale),
      shards,
    });
    const channels = GUILD_SHARES.map((_, index) => {
      const guild = discord.createGuild({
        name: `Fair Server ${index + 1}`,
        ...(shards > 1 && { shard: [index % shards, shards] as const }),
      });
      return discord.createChannel({ guild, name: 'general' });
    });
    for (const channel of channels) {
      await deployCommands({
        body: [imagine.data],
        token: discord.token,
        apiUrl: `${discord.url}/api`,
        applicationId: discord.applicationId,
        guildId: channel.guildId,
      });
    }
    const members = memberGuilds(options.members).map((guild, index) =>
      discord.createUser({
        username: `member${index}`,
        guild: (channels[guild] as ChannelRef).guildId,
      }),
    );
    const pool = await startPool(options.backend, options);
    return new FairWorld(options, discord, pool, channels, members);
  }

  /**
   * The bot's configuration for `mode` (`fifo`: the first server alone, up to {@link FIFO_SLOTS} jobs sent at once to
   * its queue; `fair`: the whole pool, one job at a time on each server), or why this build of
   * the bot cannot run it.
   */
  botConfig(mode: FairMode, databaseUrl: string, env: Record<string, string> = {}): Config {
    const urls = this.pool.gpus.map((gpu) => gpu.url);
    const backendEnv =
      mode === 'fifo' ? this.pool.botEnv(urls.slice(0, 1), FIFO_SLOTS) : this.pool.botEnv(urls, 1);
    const scaled = Object.fromEntries(
      Object.entries(SCALED).map(([name, ms]) => [
        name,
        String(Math.max(1_000, Math.round(ms * this.options.timeScale))),
      ]),
    );
    const make = () =>
      emulatedBotConfig({
        discord: {
          url: this.discord.url,
          token: this.discord.token,
          applicationId: this.discord.applicationId,
        },
        imageApiUrl: 'http://127.0.0.1:9',
        databaseUrl,
        timeScale: this.options.timeScale,
        env: { ...COMMUNITY_ENV, ...scaled, ...backendEnv, ...env } as Record<string, string>,
      });
    let config: Config;
    try {
      config = make();
    } catch (error) {
      if (mode !== 'fair' || !(error instanceof ConfigError)) throw error;
      throw new FairModeUnavailable(
        `this build of the bot takes no pool of servers (${error.problems.join('; ')})`,
      );
    }
    const slots = Object.keys(backendEnv).find((name) => name.endsWith('_SLOTS')) as string;
    if (mode === 'fair' && !(slots in config)) {
      throw new FairModeUnavailable(
        `this build of the bot has no ${slots}: it sends every job to its server at once`,
      );
    }
    return config;
  }

  /** Emulated ms since the run's start for an epoch time on the emulators' clock. */
  emulated(at: number): number {
    return (at - this.#t0) / this.options.timeScale;
  }

  /** Kills GPU server `server` (its jobs, queue and history gone), noting when. */
  async killGpu(server: number): Promise<void> {
    await this.pool.gpus[server]?.kill();
    this.#downs.push({ server, from: this.emulated(Date.now()) });
  }

  /** Restarts GPU server `server` on its port. */
  async restartGpu(server: number): Promise<void> {
    await this.pool.gpus[server]?.restart();
    const down = this.#downs.findLast((d) => d.server === server && d.to === undefined);
    if (down) down.to = this.emulated(Date.now());
  }

  /**
   * Plays `scenario`'s commands at their emulated times and `faults` at theirs, each follow-up
   * pressed on its request's card once delivered and looked at (`playFollowUp`), then waits for
   * every reply to end (at most `drainMs` emulated after the window); returns what was recorded.
   */
  async play(
    scenario: FairScenario,
    faults: readonly TimedFault[],
    drainMs: number,
    onEvent: (event: FaultEvent) => void = () => undefined,
  ): Promise<FairRecords> {
    const scale = this.options.timeScale;
    const tracker = new FairTracker(this.discord);
    const noting = setInterval(() => {
      for (const gpu of this.pool.gpus) gpu.note();
    }, 250);
    this.#t0 = Date.now();
    const at = (ms: number) => sleep(Math.max(0, this.#t0 + ms * scale - Date.now()));
    let failed: { error: unknown } | undefined;
    const faulting = (async () => {
      for (const fault of [...faults].sort((a, b) => a.atMs - b.atMs)) {
        await at(fault.atMs);
        onEvent({ atS: this.emulated(Date.now()) / 1000, label: fault.label });
        const done = await fault.act();
        if (done) onEvent({ atS: this.emulated(Date.now()) / 1000, label: done });
      }
    })().catch((error: unknown) => {
      failed = { error };
    });
    const sent: { request: PlannedRequest; run: InteractionRun }[] = [];
    const deadline = this.#t0 + (scenario.windowMs + drainMs) * scale;
    const place = { discord: this.discord, tracker, pressed: this.pool.pressed, scale, deadline };
    const followUps = new Map(scenario.followUps.map((followUp) => [followUp.of, followUp]));
    const playing: Promise<FollowUpPlayed>[] = [];
    let unplayed = 0;
    try {
      for (const request of scenario.requests) {
        await at(request.atMs);
        const user = this.members[request.member] as UserRef;
        const run = await this.discord.runCommand({
          channel: this.channels[request.guild] as ChannelRef,
          user,
          name: 'imagine',
          options: this.#optionsOf(request),
        });
        tracker.add(run);
        sent.push({ request, run });
        const followUp = followUps.get(request.index);
        if (!followUp) continue;
        unplayed += 1;
        playing.push(
          playFollowUp(place, followUp, run, user).finally(() => {
            unplayed -= 1;
          }),
        );
      }
      await faulting;
      if (failed) throw failed.error;
      while ((tracker.open > 0 || unplayed > 0) && Date.now() < deadline) await sleep(250);
      await sleep(Math.min(2_000, 50_000 * scale));
    } finally {
      clearInterval(noting);
      tracker.stop();
    }
    const played = await Promise.all(playing);
    for (const gpu of this.pool.gpus) gpu.note();
    const endMs = this.emulated(Date.now());
    const downs = this.#downs.map((d) => ({ ...d, to: d.to ?? endMs }));
    const emulated = (at: number) => this.emulated(at);
    return worldRecords({ gpus: this.pool.gpus, emulated, endMs, downs }, sent, played, tracker);
  }

  #optionsOf(request: PlannedRequest): Record<string, string | number> {
    const subject = SUBJECTS[request.index % SUBJECTS.length] as string;
    return {
      prompt: `fair ${request.index}: ${subject}`,
      ...this.pool.optionsFor(request.workflow),
      ...(request.count > 1 && { count: request.count }),
      ...(request.width !== undefined && { width: request.width }),
      ...(request.height !== undefined && { height: request.height }),
      ...(request.steps !== undefined && { steps: request.steps }),
    };
  }

  async close(): Promise<void> {
    await this.discord.close();
    await this.pool.close();
  }
}

/** The bot built here cannot run the fair mode (it has no pool or no line yet). */
export class FairModeUnavailable extends Error {}
