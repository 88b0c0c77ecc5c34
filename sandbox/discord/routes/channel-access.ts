import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import { dmBotPermissions } from '../permissions.js';
import type { RouteContext } from '../rest/route.js';
import type { ChannelRecord, PrivateChannelRecord } from '../state/records.js';

/** A channel the bot reaches with its token, and its permissions there. */
export type ChannelAccess =
  | { kind: 'guild'; id: string; guildId: string; channel: ChannelRecord; perms: bigint }
  | { kind: 'dm'; id: string; guildId: null; channel: PrivateChannelRecord; perms: bigint };

/**
 * The channel of `:channelId`: a guild channel (the bot's computed permissions) or the bot's DM
 * with a user (fixed DM permissions). `10003` unknown, `50001` without View Channel or in a
 * private channel the bot is not in, `50013` when a `needed` permission is missing.
 */
export function channelAccess({ state, params }: RouteContext, ...needed: bigint[]): ChannelAccess {
  const id = params.channelId ?? '';
  const guildChannel = state.guilds.channels.get(id);
  const privateChannel = state.privateChannels.get(id);
  let access: ChannelAccess;
  if (guildChannel) {
    const perms = state.guilds.permissions(guildChannel.guildId, state.bot.id, id);
    access = { kind: 'guild', id, guildId: guildChannel.guildId, channel: guildChannel, perms };
  } else if (privateChannel) {
    if (!privateChannel.withBot) throw ApiError.missingAccess();
    access = { kind: 'dm', id, guildId: null, channel: privateChannel, perms: dmBotPermissions };
  } else {
    throw ApiError.unknownChannel();
  }
  if (!(access.perms & P.ViewChannel)) throw ApiError.missingAccess();
  if (needed.some((bit) => !(access.perms & bit))) throw ApiError.missingPermissions();
  return access;
}

/**
 * Whether the bot may post in its DM with `userId`: not to a bot, not when the user closed their
 * DMs, and only with a guild in common or the app installed to the user; else `50007`.
 */
export function assertCanMessage({ state }: RouteContext, userId: string): void {
  const user = state.guilds.users.get(userId);
  const reachable = state.guilds.shareGuild(userId, state.bot.id) || user?.appInstalled === true;
  if (!user || user.bot || user.dmsClosed || !reachable) throw ApiError.cannotMessageUser();
}
