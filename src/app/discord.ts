import type { Client, REST } from 'discord.js';
import { createBotClient, createWebhookRest, resolveShardCount } from '../discord/bot-client.js';
import { allShards } from '../discord/guild-shards.js';
import { createDiscordAgent } from '../discord/rest-agent.js';
import { sharedIdentifyThrottler } from '../shards/identify-throttler.js';
import type { Stores } from '../store/create-stores.js';
import type { Base } from './base.js';

/** The Discord side: the client (not logged in), the interaction webhooks' REST, the shards run here. */
export interface DiscordLayer {
  readonly client: Client;
  /** For interaction-webhook requests, without the global limit (see `ReplyEditor`). */
  readonly webhookRest: REST;
  /** The shards this process runs (`SHARD_IDS`, else all). */
  readonly shards: readonly number[];
  readonly shardCount: number;
}

/** Makes the client and the webhook REST on one connection pool, and resolves the shard count. */
export async function discordLayer({ config, stack, ops }: Base): Promise<DiscordLayer> {
  const agent = stack.use('discord connections', createDiscordAgent(), (made) => made.close());
  const client = stack.use('discord client', createBotClient(config, agent), (made) =>
    made.destroy(),
  );
  ops?.watchDiscord(client.rest, 'bot');
  const shardCount = await resolveShardCount(config, client);
  const shards = config.SHARD_IDS ?? allShards(shardCount);
  // discord.js reads these when it connects: this process identifies only its shards.
  client.options.shardCount = shardCount;
  client.options.shards = [...shards];
  const webhookRest = stack.use('webhook rest', createWebhookRest(config, agent), (rest) => {
    rest.clearHashSweeper();
    rest.clearHandlerSweeper();
  });
  ops?.watchDiscord(webhookRest, 'webhook');
  return { client, webhookRest, shards, shardCount };
}

/** With Redis, every process takes turns to identify (discord.js reads this when it connects). */
export function shareIdentify({ config, logger }: Base, client: Client, stores: Stores): void {
  const throttler = sharedIdentifyThrottler({
    shared: stores.shared,
    windowMs: config.IDENTIFY_WINDOW_MS,
    logger: logger.child({ component: 'shards' }),
  });
  if (throttler) client.options.ws = { ...client.options.ws, buildIdentifyThrottler: throttler };
}
