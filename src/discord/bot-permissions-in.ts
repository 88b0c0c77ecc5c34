import type { Client } from 'discord.js';

/** The bot's permissions in a cached guild channel, or undefined when the cache cannot tell. */
export function botPermissionsIn(client: Client, channelId: string): bigint | undefined {
  const channel = client.channels.cache.get(channelId);
  if (!channel || channel.isDMBased() || !client.user) return undefined;
  return channel.permissionsFor(client.user)?.bitfield;
}
