import { setTimeout as sleep } from 'node:timers/promises';
import { commands } from '../commands/index.js';
import { hordeBotEnv, webuiBotEnv } from '../sandbox/demo/emulated-bot-config.js';
import { scaledRateLimits } from '../sandbox/demo/scaled-rate-limits.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  startDiscordEmulator,
  type UserRef,
} from '../sandbox/discord/index.js';
import { type ImageApi, type SeedUser, startImageApi } from '../sandbox/image-api/index.js';
import { deployCommands } from '../src/discord/command-registration.js';
import { arrivalSchedule } from './arrival-schedule.js';
import { benchImagineInput } from './bench-imagine-input.js';
import { sampleDiscord, sampleTasks } from './collect-world-result.js';
import {
  type HeldBackend,
  heldImageService,
  startHeldHorde,
  startHeldWebui,
} from './held-backend.js';
import { HoldDriver } from './hold-driver.js';
import type { HoldCounters, HoldStart, HoldWindowStart } from './hold-protocol.js';
import { JobTracker } from './job-tracker.js';
import { startResourceSampler } from './resource-sampler.js';
import type { WorldInfo, WorldResult, WorldSetup } from './world-protocol.js';

/**
 * The bench's world, run in its own process: the image service with one account per member (or,
 * for a hold on another backend, that backend's emulator too), the Discord emulator with the
 * servers and members, and the driver playing the members' commands.
 */
export class BenchWorld {
  #hold: HoldDriver | undefined;

  private constructor(
    private readonly setup: WorldSetup,
    private readonly discord: DiscordEmulator,
    private readonly imageApi: ImageApi,
    private readonly channels: readonly ChannelRef[],
    private readonly members: readonly UserRef[],
    readonly info: WorldInfo,
    private readonly held: HeldBackend,
    private readonly closeHeld: () => Promise<void>,
  ) {}

  static async start(setup: WorldSetup): Promise<BenchWorld> {
    const users: SeedUser[] = Array.from({ length: setup.jobs }, (_, index) => ({
      name: `bench-${index}`,
      loginToken: `login-token-bench-${index}`,
      credits: 5,
    }));
    const fixed = setup.taskDurationMs;
    const imageApi = await startImageApi({
      timeScale: setup.timeScale,
      seed: setup.seed,
      users,
      ...(fixed !== undefined && { durations: { nodeGraph: [fixed, fixed], rr3: [fixed, fixed] } }),
    });
    const shards = setup.shards ?? 1;
    const discord = await startDiscordEmulator({
      rateLimits: scaledRateLimits(setup.timeScale),
      shards,
    });
    const channels = Array.from({ length: setup.guilds }, (_, index) => {
      const guild = discord.createGuild({
        name: `Bench Server ${index + 1}`,
        ...(shards > 1 && { shard: [index % shards, shards] as const }),
      });
      return discord.createChannel({ guild, name: 'general' });
    });
    const members = users.map((_user, index) =>
      discord.createUser({
        username: `member${index}`,
        guild: channels[index % setup.guilds]?.guildId ?? '',
      }),
    );
    await deployCommands({
      body: commands.map((command) => command.data),
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
    });
    const world = {
      discord: { url: discord.url, token: discord.token, applicationId: discord.applicationId },
      imageApiUrl: imageApi.url,
    };
    const options = { timeScale: setup.timeScale, jobDurationMs: fixed ?? 60_000 };
    if (setup.holdBackend === 'horde') {
      const { horde, held, keys } = await startHeldHorde({
        ...options,
        tasks: setup.jobs,
        seed: setup.seed,
      });
      const info: WorldInfo = {
        ...world,
        members: members.map((member, index) => ({
          userId: member.id,
          apiKey: keys[index] as string,
          account: {
            backend: 'horde',
            serviceUserId: String(index + 1),
            serviceUsername: `bench${index}#${index + 1}`,
          },
        })),
        botEnv: hordeBotEnv(horde.url, 'bench@example.org'),
      };
      const close = () => horde.close();
      return new BenchWorld(setup, discord, imageApi, channels, members, info, held, close);
    }
    if (setup.holdBackend === 'sd-webui') {
      const { webui, held } = await startHeldWebui(options);
      const info: WorldInfo = {
        ...world,
        members: [],
        // Members without keys share the server's images of the day: enough for every one.
        botEnv: webuiBotEnv(webui.url, Math.min(10_000, setup.jobs)),
      };
      const close = () => webui.close();
      return new BenchWorld(setup, discord, imageApi, channels, members, info, held, close);
    }
    const info: WorldInfo = {
      ...world,
      members: members.map((member, index) => ({
        userId: member.id,
        apiKey: imageApi.issueKey(`bench-${index}`),
      })),
    };
    const held = heldImageService(imageApi);
    return new BenchWorld(setup, discord, imageApi, channels, members, info, held, async () => {});
  }

  /**
   * Plays every member's `/imagine` at its planned time (keeping `load` of the bot's
   * `slotsPerGuild` busy per server) and waits for the ends, bounded by `drainMs`.
   */
  async run(slotsPerGuild: number): Promise<WorldResult> {
    const { setup, discord, imageApi } = this;
    const plan = arrivalSchedule({ ...setup, slotsPerGuild });
    imageApi.resetStats();
    const fromSeq = discord.requests.at(-1)?.seq ?? 0;
    const tracker = new JobTracker(discord);
    const usage = startResourceSampler();
    const started = performance.now();
    for (const job of plan) {
      const wait = job.atMs - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      const run = await discord.runCommand({
        channel: this.channels[job.guildIndex] as ChannelRef,
        user: this.members[job.index] as UserRef,
        name: 'imagine',
        options: benchImagineInput(job, setup.imageSize),
      });
      tracker.add(job, run);
    }
    await tracker.settled(AbortSignal.timeout(setup.drainMs));
    const runMs = performance.now() - started;
    const sampled = sampleTasks(imageApi, tracker.finish());
    return {
      ...sampled,
      discord: sampleDiscord(discord, fromSeq),
      submissions: imageApi.stats.submissions,
      usage: await usage.stop(),
      runMs,
    };
  }

  /** Starts a hold instead of a run: every member's `/imagine`, paced, on tasks that hang. */
  startHold(start: HoldStart): void {
    if (this.#hold) throw new Error('a hold is already running');
    const { discord, held: backend, channels, members } = this;
    const parts = { discord, backend, channels, members, imageSize: this.setup.imageSize };
    this.#hold = new HoldDriver(parts, start);
  }

  /** The hold's counters (see {@link HoldDriver.counters}). */
  holdCounters(since?: HoldWindowStart): HoldCounters {
    if (!this.#hold) throw new Error('no hold is running');
    return this.#hold.counters(since);
  }

  async close(): Promise<void> {
    await this.#hold?.stop();
    await this.discord.close();
    await this.closeHeld();
    await this.imageApi.close();
  }
}
