import { setTimeout as delay } from 'node:timers/promises';
import { type Client, Events, Status } from 'discord.js';
import { commands as defaultCommands } from '../commands/index.js';
import { AnswerGate } from './bot/answer-gate.js';
import type { Command } from './bot/command.js';
import type { AppContext } from './bot/context.js';
import {
  createInteractionDispatcher,
  type InteractionDispatcher,
} from './bot/interaction-dispatcher.js';
import type { Config } from './core/config.js';
import { createLogger, type Logger } from './core/logger.js';
import { ModerationEvents } from './core/moderation-events.js';
import { ShutdownStack } from './core/shutdown-stack.js';
import { createBotClient, createWebhookRest, resolveShardCount } from './discord/bot-client.js';
import { sendDirectMessage } from './discord/direct-message.js';
import { botPermissionsIn } from './discord/discord-rules.js';
import { createDiscordAgent } from './discord/rest-agent.js';
import { allShards, shardOfGuild } from './discord/shards.js';
import { shownName } from './discord/text.js';
import { publicLocale } from './i18n/locales.js';
import { createI18n } from './i18n/translator.js';
import { ImageApiClient } from './image-api/image-api-client.js';
import { sharedPostClaims } from './imagine/delivery/post-claims.js';
import { createImagineObserver } from './imagine/imagine-observer.js';
import { GenerationEvents } from './jobs/generation-events.js';
import { JobManager } from './jobs/job-manager.js';
import { jobStoreKeyvs } from './jobs/job-namespaces.js';
import { JobStore } from './jobs/job-store.js';
import type { ResumeSummary } from './jobs/plan-resume.js';
import { createKeyResolver } from './keys/key-ref.js';
import { ModlogPoster } from './modlog/modlog-poster.js';
import { subscribeModlog } from './modlog/subscribe-modlog.js';
import type { Operations } from './ops/operations.js';
import type { OpsServer } from './ops/ops-server.js';
import type { Phase } from './ops/readiness.js';
import { sharedIdentifyThrottler } from './shards/identify-throttler.js';
import { createInteractionGate, type InteractionGate } from './shards/interaction-gate.js';
import { ShardLeases } from './shards/shard-leases.js';
import { createStores } from './store/create-stores.js';

/**
 * How long `stop()` waits for each kind of work in flight, so that a stop (SIGINT, SIGTERM) ends
 * well inside `src/index.ts`'s 5-second deadline. Unfinished jobs stay in the store for the next start.
 */
const STOP_BUDGET_MS = { interactions: 1_500, jobs: 2_000, listeners: 500 } as const;

/**
 * How long a replacement post or a private notice stays claimed unless its process, posting,
 * claims it again: at most
 * a shard's lease (`SHARD_LEASE_MS`), so a successor that took a dead process's shard finds its
 * claim lapsed, or soon will.
 */
const REPLACEMENT_CLAIM_MS = 10_000;

/** Options of {@link startApp}; tests and the demo override these. */
export interface StartAppOptions {
  /** @default a JSON logger at `config.LOG_LEVEL` */
  readonly logger?: Logger;
  /** @default every command in `commands/index.ts` */
  readonly commands?: readonly Command[];
  /** @default Date.now */
  readonly now?: () => number;
}

/** A running bot. */
export interface RunningApp {
  readonly client: Client<true>;
  readonly context: AppContext;
  /** Where `/healthz` and `/metrics` are served; undefined without `METRICS_PORT`. */
  readonly operations?: OpsServer['address'];
  /** Resolves once every moderation log line told so far was posted or dropped. */
  moderationLogIdle(): Promise<void>;
  /** Stops taking work, saves state, destroys the client and closes the store; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Builds the {@link AppContext} and everything it runs on, then connects: serves `/healthz`, logs
 * the client in, takes the shards' leases and resumes their unfinished generations. Every resource
 * registers its own release on one {@link ShutdownStack} where it is made or put to work, so
 * `stop()` is the reverse of starting, and a start that fails releases what it had acquired.
 */
export async function startApp(config: Config, options: StartAppOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger({ level: config.LOG_LEVEL });
  const stack = new ShutdownStack(logger);
  stack.defer('log', () => logger.info('stopped'));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stack.close();
    return stopping;
  };
  try {
    const app = await construct(config, { ...options, logger }, stack);
    await connect(config, app, stack);
    return {
      client: app.client as Client<true>,
      context: app.context,
      ...(app.operations && { operations: app.operations }),
      moderationLogIdle: app.moderationLogIdle,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What {@link construct} made: the parts {@link connect} puts to work. */
interface ConstructedApp {
  readonly client: Client;
  readonly context: AppContext;
  readonly shards: readonly number[];
  readonly shardCount: number;
  readonly leases: ShardLeases;
  readonly resumed: ResumeSummary;
  readonly listen: () => Promise<OpsServer | undefined>;
  readonly dispatch: InteractionDispatcher;
  readonly gate: InteractionGate;
  readonly moderationLogIdle: () => Promise<void>;
  setPhase(phase: Phase): void;
  operations?: OpsServer['address'];
}

/** Makes every part of the bot and wires them, connecting nothing. */
async function construct(
  config: Config,
  options: StartAppOptions & { readonly logger: Logger },
  stack: ShutdownStack,
): Promise<ConstructedApp> {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const i18n = createI18n({ pseudo: config.PSEUDO_LOCALE });
  let phase: Phase = 'starting';
  // Loaded only when asked for: a bot without METRICS_PORT never loads prom-client.
  const ops: Operations | undefined =
    config.METRICS_PORT === undefined
      ? undefined
      : (await import('./ops/operations.js')).createOperations({
          host: config.METRICS_HOST,
          build: (await import('./ops/build-info.js')).readBuildInfo(config.DATABASE_URL),
          port: config.METRICS_PORT,
          logger: logger.child({ component: 'operations' }),
          // Read when served, once all of these exist.
          sources: {
            phase: () => phase,
            shards: () => shards,
            holds: (shard) => leases.holds(shard),
            shardStatus: (shard) => {
              const status = client.ws.shards.get(shard)?.status;
              return status === undefined ? undefined : Status[status];
            },
            pingStore: () => stores.ping(),
            countByState: () => jobs.countByState(),
            queues: () => jobs.queues(),
          },
        });
  const api = stack.use(
    'image service client',
    new ImageApiClient({
      baseUrl: config.IMAGE_API_URL,
      timeoutMs: config.IMAGE_API_TIMEOUT_MS,
      imageHosts: config.IMAGE_HOSTS,
      allowPrivateImageHosts: config.ALLOW_PRIVATE_IMAGE_HOSTS,
      imageDownloadMemoryBytes: config.IMAGE_DOWNLOAD_MEMORY_BYTES,
      logger,
      ...(ops && { onRequest: ops.serviceRequest }),
    }),
    (client) => client.close(),
  );
  const discordAgent = stack.use('discord connections', createDiscordAgent(), (agent) =>
    agent.close(),
  );
  const client = stack.use('discord client', createBotClient(config, discordAgent), (made) =>
    made.destroy(),
  );
  ops?.watchDiscord(client.rest, 'bot');
  const shardCount = await resolveShardCount(config, client);
  const shards = config.SHARD_IDS ?? allShards(shardCount);
  // discord.js reads these when it connects: this process identifies only its shards.
  client.options.shardCount = shardCount;
  client.options.shards = [...shards];
  const stores = stack.use(
    'store',
    await createStores({
      databaseUrl: config.DATABASE_URL,
      encryptionSecret: config.KEY_ENCRYPTION_SECRET,
      previousSecrets: config.KEY_ENCRYPTION_PREVIOUS_SECRETS,
      defaultDailyLimit: config.SERVER_KEY_DAILY_LIMIT,
      creditsPerGeneration: config.CREDITS_PER_GENERATION,
      logger,
      now,
    }),
    (made) => made.close(),
  );
  // discord.js reads this when it connects: with Redis, every process takes turns to identify.
  const identifyThrottler = sharedIdentifyThrottler({
    shared: stores.shared,
    windowMs: config.IDENTIFY_WINDOW_MS,
    logger: logger.child({ component: 'shards' }),
  });
  if (identifyThrottler) {
    client.options.ws = { ...client.options.ws, buildIdentifyThrottler: identifyThrottler };
  }
  const webhookRest = stack.use('webhook rest', createWebhookRest(config, discordAgent), (rest) => {
    rest.clearHashSweeper();
    rest.clearHandlerSweeper();
  });
  ops?.watchDiscord(webhookRest, 'webhook');
  const resumed: ResumeSummary = { poll: 0, requeue: 0, interrupt: 0, deliver: 0 };
  const leases = new ShardLeases({
    shared: stores.shared,
    reachability: stores.reachability,
    shards,
    count: shardCount,
    timeoutMs: config.SHARD_LEASE_MS,
    logger: logger.child({ component: 'shards' }),
    onTaken: async (shard) => {
      const summary = await jobs.resume([shard]);
      for (const [plan, count] of Object.entries(summary)) {
        resumed[plan as keyof ResumeSummary] += count;
      }
    },
    onLost: (shard) => jobs.stopShard(shard),
  });
  // With Redis, what is written for a shard's jobs outside the job store (history entries, refunds,
  // member slots) is fenced by its lease's token too (ARCHITECTURE.md, "Fencing").
  const fencingOf = stores.fencedKeyv
    ? (scope: string) => leases.fencing(shardOfGuild(scope, shardCount))
    : undefined;
  // Emitted by `/imagine`; a feature reacting to a generation's life subscribes here (see
  // ARCHITECTURE.md, "Something to do when a generation ends").
  const generations = new GenerationEvents(logger.child({ component: 'generation-events' }));
  // Settings changed, refusals and budgets reached, for the moderation log (`modlog`).
  const moderation = new ModerationEvents(logger.child({ component: 'moderation-events' }));
  const localeOf = async (guildId: string) =>
    publicLocale({
      override: await stores.guildSettings.getLocale(guildId),
      guildLocale: client.guilds.cache.get(guildId)?.preferredLocale ?? null,
      inGuild: true,
    });
  const modlogPoster = stack.use(
    'moderation log',
    new ModlogPoster({
      rest: client.rest,
      policy: stores.policy,
      logger: logger.child({ component: 'modlog' }),
      notifyPaused: async (guildId, managerId, problem) => {
        const t = i18n.translator(await localeOf(guildId));
        const server = shownName(client.guilds.cache.get(guildId)?.name ?? guildId, 100);
        await sendDirectMessage(client.rest, managerId, t.t('modlog.paused', { server, problem }));
      },
    }),
    (poster) => poster.close(),
  );
  subscribeModlog({
    generations,
    moderation,
    poster: modlogPoster,
    stores,
    api,
    i18n,
    localeOf,
    logger: logger.child({ component: 'modlog' }),
    lowBalanceCheckMs: config.LOW_BALANCE_CHECK_MS,
  });
  const imagineObserver = stack.use(
    'reply presenter',
    createImagineObserver({
      i18n,
      rest: client.rest,
      webhookRest,
      api,
      stores,
      jobs: {
        get: (jobId) => jobs.get(jobId),
        updateTarget: (id, patch) => jobs.updateTarget(id, patch),
      },
      logger,
      events: generations,
      now,
      editIntervalMs: config.EDIT_INTERVAL_MS,
      progressIntervalMs: config.PROGRESS_EDIT_INTERVAL_MS,
      progressEditsPerSecond: config.PROGRESS_EDITS_PER_SECOND,
      channelPermissions: (channelId) => botPermissionsIn(client, channelId),
      ...(stores.shared.shared && {
        postClaims: sharedPostClaims(stores.shared, {
          claimMs: Math.min(REPLACEMENT_CLAIM_MS, config.SHARD_LEASE_MS),
        }),
      }),
      ...(ops && { onPosted: ops.posted }),
      ...(fencingOf && { fencingOf }),
      ...(stores.shared.shared && {
        shardHolder: {
          mayAct: (scope: string) => leases.mayAct(shardOfGuild(scope, shardCount)),
          handoverUnsettledFor: (scope: string) =>
            leases.handoverUnsettledFor(shardOfGuild(scope, shardCount)),
        },
      }),
    }),
    (observer) => observer.close(),
  );
  const resolveKey = createKeyResolver(stores);
  // Each shard's undelivered jobs in `jobs-active-<shard>`; a job's shard is its server's. After
  // a change of SHARD_COUNT, the old count's namespaces are read to move their jobs (JobStore).
  // With Redis, what a shard's holder writes of its jobs is fenced by its lease's token.
  const { fencedKeyv } = stores;
  const jobStore = new JobStore(
    jobStoreKeyvs(
      stores.keyv,
      shardCount,
      (job) => shardOfGuild(job.scope, shardCount),
      fencedKeyv && ((namespace, shard) => fencedKeyv(namespace, leases.fencing(shard))),
    ),
  );
  const jobs: JobManager = new JobManager({
    api,
    store: jobStore,
    ...(stores.shared.shared && {
      memberSlots: {
        take: (userId, jobId, limit) => stores.shared.takeMemberSlot(userId, jobId, limit),
        hold: (userId, jobId) => stores.shared.holdMemberSlot(userId, jobId),
        release: (job) =>
          stores.shared.releaseMemberSlot(job.userId, job.id, fencingOf?.(job.scope)),
        count: (userId) => stores.shared.memberSlots(userId),
      },
    }),
    // A job is written, submitted and delivered only while its shard's lease surely has not
    // passed: after a pause or an outage, once it is renewed.
    mayAct: (job, signal): boolean | Promise<boolean> =>
      leases.mayAct(jobStore.shardOf(job), signal),
    resolveKey: (job) => resolveKey(job.keyRef),
    observer: imagineObserver,
    logger: logger.child({ component: 'jobs' }),
    options: {
      pollIntervalMs: config.POLL_INTERVAL_MS,
      pollJitterMs: config.POLL_JITTER_MS,
      pollMinIntervalMs: config.POLL_MIN_INTERVAL_MS,
      jobTimeoutMs: config.JOB_TIMEOUT_MS,
      stopTimeoutMs: STOP_BUDGET_MS.jobs,
      maxActivePerMember: config.MAX_ACTIVE_PER_MEMBER,
      maxActivePerScope: config.GUILD_MAX_ACTIVE_JOBS,
      maxConcurrentPerScope: config.GUILD_MAX_CONCURRENT,
      minTimePerScopeMs: config.GUILD_MIN_TIME_MS,
      now,
    },
  });
  const context: AppContext = {
    config,
    logger,
    api,
    stores,
    jobs,
    generations,
    moderation,
    i18n,
    ...(ops && { metrics: ops.registry }),
    answers: new AnswerGate(),
  };
  const dispatch = createInteractionDispatcher(options.commands ?? defaultCommands, context);
  const gate = createInteractionGate({
    leases,
    shared: stores.shared,
    reachable: () => stores.reachability.reachable,
    // A generation's jobs are named after its interaction: one saved by the previous holder, which
    // could not claim the interaction (Redis went away), is resumed as its, not started again.
    startedBefore: async (interaction) => (await jobs.get(interaction.id)) !== undefined,
    shardCount,
    dispatch: (interaction) => void dispatch(interaction),
    logger: logger.child({ component: 'shards' }),
  });
  client.on(Events.InteractionCreate, (interaction) => void gate.receive(interaction));
  client.on(Events.Error, (error) => logger.error('discord client error', { error }));

  return {
    client,
    context,
    shards,
    shardCount,
    leases,
    resumed,
    listen: async () => ops?.listen(),
    dispatch,
    gate,
    moderationLogIdle: async () => {
      await generations.idle();
      await moderation.idle();
      await modlogPoster.idle();
    },
    setPhase: (next) => {
      phase = next;
    },
  };
}

/**
 * Puts the constructed bot to work, each step registering its undoing: `/healthz` served, then the
 * client logged in (a successor in a rolling restart receives its shards' interactions while the
 * holder lets go), then the shards' leases taken and their jobs resumed. Stopping undoes these in
 * reverse: interactions drained (waiting at most {@link STOP_BUDGET_MS}), jobs stopped and saved,
 * the generation events' listeners given a moment, leases released, the client and `/healthz`
 * closed.
 */
async function connect(config: Config, app: ConstructedApp, stack: ShutdownStack): Promise<void> {
  const { client, context, dispatch, gate, leases } = app;
  const opsServer = await app.listen();
  if (opsServer) {
    stack.defer('operations server', () => opsServer.close());
    app.operations = opsServer.address;
  }
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(config.DISCORD_TOKEN);
  await ready;
  stack.defer('shard leases', () => leases.release());
  stack.defer('generation listeners', () =>
    Promise.race([
      context.generations.idle(),
      delay(STOP_BUDGET_MS.listeners, undefined, { ref: false }),
    ]),
  );
  stack.defer('jobs', () => context.jobs.stop());
  stack.defer('interactions', async () => {
    app.setPhase('stopping');
    gate.close();
    dispatch.drain();
    await Promise.race([
      dispatch.idle(),
      delay(STOP_BUDGET_MS.interactions, undefined, { ref: false }),
    ]);
  });
  await leases.takeAll();
  app.setPhase('running');
  context.logger.info('ready', {
    user: client.user?.tag,
    guilds: client.guilds.cache.size,
    shards: app.shards,
    shardCount: app.shardCount,
    resumed: app.resumed,
  });
}
