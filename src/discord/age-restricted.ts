import type { Channel } from 'discord.js';

/**
 * Whether a channel is age-restricted (Discord's `nsfw`): a thread is when its parent is. A channel
 * not known (not cached, a DM) is not.
 */
export function isAgeRestricted(channel: Channel | null | undefined): boolean {
  if (!channel || channel.isDMBased()) return false;
  if (channel.isThread())
    return channel.parent !== null && 'nsfw' in channel.parent && channel.parent.nsfw === true;
  return 'nsfw' in channel && channel.nsfw === true;
}
