import type { Client } from 'discord.js';
import { commands as defaultCommands } from '../commands/index.js';
import { automodLayer } from './app/automod.js';
import { BackendWatch } from './app/backend-watch.js';
import { backendsLayer, parseBotConfig } from './app/backends.js';
import type { Base } from './app/base.js';
import { type Connectable, connect } from './app/connect.js';
import { deliveryLayer } from './app/delivery.js';
import { discordLayer, shareIdentify } from './app/discord.js';
import { interactionLayer } from './app/interactions.js';
import { jobsLayer } from './app/jobs.js';
import { moderationLayer } from './app/moderation.js';
import { operationsLayer, type Served } from './app/operations.js';
import { BUILT_PAINTER_PAGE, painterLayer } from './app/painter.js';
import { privacyLayer } from './app/privacy.js';
import { shardLayer } from './app/shards.js';
import { storeLayer } from './app/store.js';
import type { Command } from './bot/command.js';
import type { AppContext } from './bot/context.js';
import { CivitaiClient } from './civitai/civitai-client.js';
import { ByteBudget } from './core/byte-budget.js';
import type { Config } from './core/config.js';
import { createLogger, type Logger } from './core/logger.js';
import { ModerationEvents } from './core/moderation-events.js';
import { secretValuesOf } from './core/secret-files.js';
import { ShutdownStack } from './core/shutdown-stack.js';
import { createI18n } from './i18n/translator.js';
import { InputCodec } from './image-intake/input-codec.js';
import { paintedRegion } from './imagine/region/painted-region.js';
import { GenerationEvents } from './jobs/generation-events.js';
import type { JobManager } from './jobs/job-manager.js';
import type { OpsServer } from './ops/ops-server.js';
import type { Phase } from './ops/readiness.js';
import { createImageClassifier, type ImageClassifier } from './safety/image-classifier.js';

export { BOT_PERMISSIONS, CHANNEL_NEEDS } from './app/permissions.js';

/** Options of {@link startApp}; tests and the demo override these. */
export interface StartAppOptions {
  /** @default a JSON logger at `config.LOG_LEVEL` */
  readonly logger?: Logger;
  /** @default every command in `commands/index.ts` */
  readonly commands?: readonly Command[];
  /** @default Date.now */
  readonly now?: () => number;
  /**
   * The image safety check's classifier (tests share one per process: its model loads once).
   * @default a process of its own, started on the first image, ended when idle and with the app
   */
  readonly imageClassifier?: ImageClassifier;
  /** The painter's bundled page (`npm run build`). @default dist/painter-page/ */
  readonly painterPage?: string;
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
 * Builds every layer of the bot, then connects (`connect`). Each layer's factory (`src/app/`)
 * registers what it starts on one {@link ShutdownStack}: `stop()` is starting reversed, and a
 * start that fails releases what it had acquired.
 */
export async function startApp(config: Config, options: StartAppOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger({ level: config.LOG_LEVEL });
  for (const secret of secretValuesOf(config, parseBotConfig.secrets)) logger.secrets.pin(secret);
  const stack = new ShutdownStack(logger);
  let started = false;
  stack.defer('log', () => {
    if (started) logger.info('stopped');
  });
  const stop = () => stack.close();
  try {
    const app = await build(config, { ...options, logger }, stack);
    const operations = await connect(config, app, stack);
    started = true;
    return {
      client: app.discord.client as Client<true>,
      context: app.context,
      ...(operations && { operations }),
      moderationLogIdle: app.moderationLogIdle,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Makes every layer, bottom first, and wires them, connecting nothing. */
async function build(
  config: Config,
  options: StartAppOptions & { readonly logger: Logger },
  stack: ShutdownStack,
): Promise<Connectable & { moderationLogIdle(): Promise<void> }> {
  let phase: Phase = 'starting';
  let served: Served | undefined;
  const ops = await operationsLayer(
    config,
    options.logger,
    () => phase,
    () => served as Served,
  );
  const base: Base = {
    config,
    stack,
    now: options.now ?? Date.now,
    logger: ops ? ops.countErrors(options.logger) : options.logger,
    ...(ops && { ops }),
  };
  const child = (component: string) => base.logger.child({ component });
  const i18n = createI18n({ pseudo: config.PSEUDO_LOCALE });
  const backendWatch = new BackendWatch();
  const discord = await discordLayer(base);
  const { client } = discord;
  const stores = await storeLayer(base);
  const backends = await backendsLayer(base, backendWatch, {
    usage: stores.keyUsage,
    shared: stores.shared,
  });
  shareIdentify(base, client, stores);
  const shards = shardLayer(base, discord, stores, () => jobs);
  const generations = new GenerationEvents(child('generation-events'));
  ops?.watchGenerations(generations);
  const moderation = new ModerationEvents(child('moderation-events'));
  const parts = { client, stores, backends, i18n, generations, moderation };
  const moderationLogIdle = moderationLayer(base, parts);
  const classifier =
    options.imageClassifier ??
    stack.use(
      'image classifier',
      createImageClassifier({
        logger: child('image-classifier'),
        idleMs: config.IMAGE_CHECK_IDLE_MS,
      }),
      (made) => made.close(),
    );
  privacyLayer(base, parts);
  const observer = deliveryLayer(base, { ...parts, jobs: () => jobs, classifier }, discord, shards);
  const inputBudget = new ByteBudget(config.IMAGE_INPUT_BUDGET_BYTES);
  const jobs: JobManager = jobsLayer(
    base,
    { backends, stores, observer, inputBudget },
    discord,
    shards,
  );
  const automod = automodLayer(base, parts);
  const painter = painterLayer(
    base,
    {
      stores,
      i18n,
      client,
      backends,
      inputBudget,
      pageDir: options.painterPage ?? BUILT_PAINTER_PAGE,
    },
    (context) => paintedRegion(context, client),
  );
  const civitai = stack.use(
    'civitai client',
    new CivitaiClient({ baseUrl: config.CIVITAI_URL }),
    (made) => made.close(),
  );
  const interactions = interactionLayer(
    base,
    {
      ...parts,
      config,
      logger: base.logger,
      jobs,
      imageCheck: classifier,
      inputCodec: new InputCodec(),
      inputBudget,
      civitai,
      automod,
      ...(ops && { metrics: ops.registry }),
      ...(painter && { painter: painter.launcher }),
    },
    options.commands ?? defaultCommands,
    { client, leases: shards.leases, shardCount: discord.shardCount },
  );
  served = {
    shards: discord.shards,
    leases: shards.leases,
    client,
    stores,
    jobs,
    backendWatch,
  };
  return {
    ...interactions,
    ...shards,
    discord,
    moderationLogIdle,
    listen: () => ops?.listen() ?? Promise.resolve(undefined),
    startPainter: async () => painter?.start(interactions.context),
    probeBackends: () => backendWatch.probe(backends),
    setPhase: (next) => {
      phase = next;
    },
  };
}
