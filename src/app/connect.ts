import { setTimeout as delay } from 'node:timers/promises';
import { Events } from 'discord.js';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { ShutdownStack } from '../core/shutdown-stack.js';
import { inviteUrl } from '../discord/bot-permissions.js';
import { explainDiscordFailure } from '../discord/discord-failure.js';
import { type BackendProbe, hostOf } from '../image-backend/backend-probe.js';
import type { OpsServer } from '../ops/ops-server.js';
import type { ProbedBackend } from './backend-watch.js';
import { STOP_BUDGET_MS } from './base.js';
import type { DiscordLayer } from './discord.js';
import type { InteractionLayer } from './interactions.js';
import { BOT_PERMISSIONS } from './permissions.js';
import type { ShardLayer } from './shards.js';

/** What {@link connect} puts to work. */
export interface Connectable extends InteractionLayer, ShardLayer {
  readonly discord: DiscordLayer;
  /** Serves `/healthz` and `/metrics`; undefined without `METRICS_PORT`. */
  listen(): Promise<OpsServer | undefined>;
  /** Asks each backend once: where it is and what keeps members from using it (never throws). */
  probeBackends(): Promise<readonly ProbedBackend[]>;
  /**
   * Once logged in: the painter's checks and, where it can work, its page served (`painter
   * serving`); nothing without `PAINTER_CLIENT_SECRET`. @throws when it cannot listen.
   */
  startPainter(): Promise<void>;
  /** Told `'running'` once connected, `'stopping'` when the stop begins. */
  setPhase(phase: 'running' | 'stopping'): void;
}

/**
 * Puts the built bot to work, each step registering its undoing: `/healthz` served, each image
 * backend asked once while the client logs in (`serving … at …`, or its problems, logged before
 * `ready`, once logged in), the painter checked and served where it can work (a successor in a rolling restart gets its shards' interactions while the holder lets
 * go), the leases taken and their jobs resumed. Stopping drains interactions (at most
 * {@link STOP_BUDGET_MS}), saves jobs, gives listeners a moment, then releases the rest. Resolves
 * to where `/healthz` is served, when it is.
 */
export async function connect(
  config: Config,
  app: Connectable,
  stack: ShutdownStack,
): Promise<OpsServer['address'] | undefined> {
  const { discord, context, dispatch, gate, leases } = app;
  const { client } = discord;
  const opsServer = await app.listen();
  if (opsServer) stack.defer('operations server', () => opsServer.close());
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  const probed = app.probeBackends();
  await client.login(config.DISCORD_TOKEN).catch((cause: unknown) => {
    throw explainDiscordFailure(cause, config.DISCORD_API_URL) ?? cause;
  });
  await ready;
  for (const { id, probe } of await probed) logProbe(context.logger, id, probe);
  await app.startPainter();
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
    shards: discord.shards,
    shardCount: discord.shardCount,
    resumed: app.resumed,
  });
  const applicationId = client.application?.id ?? client.user?.id;
  if (applicationId) {
    const url = inviteUrl(applicationId, BOT_PERMISSIONS);
    context.logger.info('invite the bot to a server', { url });
  }
  return opsServer?.address;
}

/**
 * One backend's start lines: `serving <id> at <URL>` naming every server that answered (a pool's
 * among them, where some did; one lacking a workflow's file or node serves the others), and one warning per problem with its server's host.
 */
function logProbe(logger: Logger, id: string, probe: BackendProbe): void {
  const servers = probe.servers ?? [probe];
  const usable = servers.filter(({ problems }) => !problems.some((p) => p.unreachable));
  if (usable.length > 0) {
    const urls = usable.map(({ url }) => url);
    const host = urls.map(hostOf).join(', ');
    logger.info(`serving ${id} at ${urls.join(', ')}`, { backend: id, host });
  }
  for (const server of servers) {
    const host = hostOf(server.url);
    for (const { line, setting } of server.problems) {
      logger.warn(line, { component: 'backend-probe', backend: id, host, setting });
    }
  }
}
