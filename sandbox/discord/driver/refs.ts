/** A guild created by the driver. */
export interface GuildRef {
  readonly kind: 'guild';
  readonly id: string;
  readonly name: string;
}

/** A guild text channel created by the driver. */
export interface ChannelRef {
  readonly kind: 'channel';
  readonly id: string;
  readonly guildId: string;
  readonly name: string;
}

/** The bot's DM with a user, opened by the driver as the user would open it. */
export interface DmChannelRef {
  readonly kind: 'dm';
  readonly id: string;
  readonly userId: string;
}

/** A DM or group DM between users, without the bot: only a user-installed app reaches it. */
export interface PrivateChannelRef {
  readonly kind: 'private';
  readonly id: string;
  readonly userIds: readonly string[];
}

/** A role created by the driver. */
export interface RoleRef {
  readonly kind: 'role';
  readonly id: string;
  readonly guildId: string;
  readonly name: string;
}

/** A user created by the driver (or the bot). */
export interface UserRef {
  readonly kind: 'user';
  readonly id: string;
  readonly username: string;
}

/** Anything with an id, or the id itself. */
export type IdLike = string | { readonly id: string };

/** The id of a ref or id string. */
export function idOf(value: IdLike): string {
  return typeof value === 'string' ? value : value.id;
}
