import { AdjustableClock } from './clock.js';
import { DiscordEmulator } from './discord-emulator.js';
import { DmDriver } from './driver/dm-driver.js';
import { GuildDriver } from './driver/guild-driver.js';
import { InteractionDriver } from './driver/interaction-driver.js';
import { MessageDriver } from './driver/message-driver.js';
import { PermissionDriver } from './driver/permission-driver.js';
import { type DiscordEmulatorOptions, emulatorDefaults } from './emulator-options.js';
import { EmulatorServer } from './emulator-server.js';
import { GatewayServer } from './gateway/gateway-server.js';
import { IdFactory } from './id-factory.js';
import { FaultInjector } from './rest/fault-injector.js';
import { RateLimiter } from './rest/rate-limiter.js';
import { RequestLog } from './rest/request-log.js';
import { RestServer } from './rest/rest-server.js';
import { sharedSpecValidator } from './rest/spec-validator.js';
import { activityRoutes } from './routes/activity-routes.js';
import { autoModRoutes } from './routes/automod-routes.js';
import { botRoutes } from './routes/bot-routes.js';
import { channelMessageRoutes } from './routes/channel-message-routes.js';
import { commandRoutes } from './routes/command-routes.js';
import { dmRoutes } from './routes/dm-routes.js';
import { guildRoutes } from './routes/guild-routes.js';
import { interactionCallbackRoute } from './routes/interaction-callback-route.js';
import { webhookRoutes } from './routes/webhook-routes.js';
import { EmulatorState } from './state/emulator-state.js';

/** A random token shaped like Discord's: base64(app id).timestamp.hmac. */
function makeToken(applicationId: string, ids: IdFactory): string {
  return `${Buffer.from(applicationId).toString('base64url')}.${ids.token(5)}.${ids.token(28)}`;
}

/** The application's id comes from its own worker, so it never equals an id the state hands out. */
const APPLICATION_WORKER = 2n;

/**
 * Starts the Discord emulator (REST, gateway and CDN on one port) and returns it with its driver.
 * Point a discord.js client at it with `rest: { api: `${url}/api`, cdn: `${url}/cdn` }`.
 */
export async function startDiscordEmulator(
  options: DiscordEmulatorOptions = {},
): Promise<DiscordEmulator> {
  const config = { ...emulatorDefaults, ...options };
  const clock = options.clock ?? new AdjustableClock(options.now ?? Date.now);
  const applicationId =
    options.applicationId ?? new IdFactory(clock, APPLICATION_WORKER).snowflake();
  let server: EmulatorServer | undefined;
  const baseUrl = () => server?.url ?? '';
  const state = new EmulatorState({
    clock,
    applicationId,
    token: options.token ?? makeToken(applicationId, new IdFactory(clock)),
    botName: config.botName,
    timings: { ackMs: config.interactionAckMs, tokenTtlMs: config.interactionTokenTtlMs },
    gateway: {
      shards: config.shards,
      maxConcurrency: config.maxConcurrency,
      sessionStartLimit: config.sessionStartLimit,
      identifyIntervalMs: config.identifyIntervalMs,
      maxGuildsPerShard: config.maxGuildsPerShard,
    },
    baseUrl,
  });
  if (config.activities) state.activities.enable();
  const newToken = () => makeToken(state.applicationId, state.ids);
  const gatewayUrl = () => `${baseUrl().replace(/^http/, 'ws')}/gateway`;
  const gateway = new GatewayServer(state, {
    heartbeatIntervalMs: config.heartbeatIntervalMs,
    replayBufferSize: config.replayBufferSize,
    url: gatewayUrl,
    newToken,
  });
  const log = new RequestLog();
  const faults = new FaultInjector();
  const routes = [
    ...botRoutes(gatewayUrl),
    ...commandRoutes(),
    ...interactionCallbackRoute(),
    ...webhookRoutes(),
    ...channelMessageRoutes(),
    ...guildRoutes(),
    ...dmRoutes(),
    ...autoModRoutes(),
    ...activityRoutes(),
  ];
  const limits = { fileLimit: config.attachmentSizeLimit, requestLimit: config.requestSizeLimit };
  let emulator: DiscordEmulator | undefined;
  const rest = new RestServer(
    state,
    routes,
    new RateLimiter(clock, config.rateLimits, config.retryAfter),
    faults,
    log,
    limits,
    (entry) => {
      if (config.logRequests)
        console.log(`${entry.time} ${entry.method} ${entry.path} → ${entry.status}`);
      emulator?.events.emit('request', entry);
      state.changed();
    },
    config.routeRateLimits,
    config.validatePayloads
      ? (method, path, body) => sharedSpecValidator().check(method, path, body)
      : undefined,
    config.validateResponses
      ? (method, path, status, body) =>
          sharedSpecValidator().responseProblems(method, path, status, body)
      : undefined,
  );
  // Compiled before any command is sent, not in the middle of the first burst of answers.
  if (config.validatePayloads) prepareAnswerValidators(sharedSpecValidator());
  server = new EmulatorServer(rest, gateway, state.attachments);
  await server.listen(config.port, config.host);
  const interactions = new InteractionDriver(
    state,
    config.attachmentSizeLimit,
    () => gateway.hasSession,
  );
  emulator = new DiscordEmulator({
    state,
    server,
    gateway,
    log,
    faults,
    interactions,
    guilds: new GuildDriver(state, config.botPermissions),
    permissions: new PermissionDriver(state),
    messages: new MessageDriver(state),
    dms: new DmDriver(state),
    newToken,
  });
  return emulator;
}

/** Compiles the body validators of a bot's answers to interactions (callback, edit, follow-up). */
function prepareAnswerValidators(validator: ReturnType<typeof sharedSpecValidator>): void {
  validator.prepare('POST', '/interactions/1/token/callback');
  validator.prepare('PATCH', '/webhooks/1/token/messages/@original');
  validator.prepare('POST', '/webhooks/1/token');
}
