import { PermissionFlagsBits } from 'discord-api-types/v10';

/** A permission flag name, e.g. `'SendMessages'` (see discord-api-types' `PermissionFlagsBits`). */
export type PermissionName = keyof typeof PermissionFlagsBits;

/** Permissions as a bit field or a list of flag names. */
export type PermissionInput = bigint | readonly PermissionName[];

/** An allow/deny pair on a channel for a role (type 0) or a member (type 1). */
export interface PermissionOverwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

const flags = PermissionFlagsBits;

/** Every permission bit. */
export const allPermissions: bigint = Object.values(flags).reduce((all, bit) => all | bit, 0n);

/** Turns names or bits into a bit field. */
export function toPermissionBits(input: PermissionInput | undefined): bigint {
  if (input === undefined) return 0n;
  if (typeof input === 'bigint') return input;
  return input.reduce((bits, name) => {
    const bit = flags[name];
    if (bit === undefined) throw new RangeError(`unknown permission ${name}`);
    return bits | bit;
  }, 0n);
}

/** The flag names set in `bits`. */
export function permissionNames(bits: bigint): PermissionName[] {
  return (Object.keys(flags) as PermissionName[]).filter((name) => (bits & flags[name]) !== 0n);
}

/** What `@everyone` gets in a new guild (close to Discord's default). */
export const defaultEveryonePermissions: readonly PermissionName[] = [
  'CreateInstantInvite',
  'ChangeNickname',
  'ViewChannel',
  'SendMessages',
  'SendMessagesInThreads',
  'CreatePublicThreads',
  'CreatePrivateThreads',
  'EmbedLinks',
  'AttachFiles',
  'AddReactions',
  'UseExternalEmojis',
  'UseExternalStickers',
  'ReadMessageHistory',
  'UseApplicationCommands',
  'Connect',
  'Speak',
  'UseVAD',
];

/** What the bot's own managed role gets by default: what an image bot asks for in its invite. */
export const defaultBotPermissions: readonly PermissionName[] = [
  'ViewChannel',
  'SendMessages',
  'SendMessagesInThreads',
  'EmbedLinks',
  'AttachFiles',
  'ReadMessageHistory',
  'AddReactions',
  'UseExternalEmojis',
  'UseApplicationCommands',
];

/** The bot's permissions in its DM with a user. */
export const dmBotPermissions: bigint = toPermissionBits([
  'ViewChannel',
  'SendMessages',
  'SendTTSMessages',
  'EmbedLinks',
  'AttachFiles',
  'ReadMessageHistory',
  'MentionEveryone',
  'UseExternalEmojis',
  'UseExternalStickers',
  'AddReactions',
  'UseApplicationCommands',
]);

/**
 * `app_permissions` where only a user-installed app's interaction reaches (a DM or group DM between
 * users, a guild without the bot): Attach Files, Embed Links and Mention Everyone (Discord's
 * documentation).
 */
export const privateChannelAppPermissions: bigint = toPermissionBits([
  'AttachFiles',
  'EmbedLinks',
  'MentionEveryone',
]);

/** The inputs of Discord's permission computation for one member in one channel. */
export interface PermissionContext {
  guildId: string;
  ownerId: string;
  memberId: string;
  everyone: bigint;
  memberRoles: readonly { id: string; permissions: bigint }[];
  /** The channel's overwrites; without them the guild-wide permissions are computed. */
  overwrites?: readonly PermissionOverwrite[];
}

/**
 * Discord's algorithm: owner and Administrator get everything; otherwise role permissions, then
 * the @everyone, role and member overwrites; no View Channel means nothing, and no Send Messages
 * also removes Embed Links, Attach Files, TTS and Mention Everyone.
 */
export function computePermissions(context: PermissionContext): bigint {
  if (context.memberId === context.ownerId) return allPermissions;
  let bits = context.memberRoles.reduce((all, role) => all | role.permissions, context.everyone);
  if (bits & flags.Administrator) return allPermissions;
  if (!context.overwrites) return bits;
  const everyone = context.overwrites.find((o) => o.type === 0 && o.id === context.guildId);
  if (everyone) bits = (bits & ~everyone.deny) | everyone.allow;
  const roleIds = new Set(context.memberRoles.map((role) => role.id));
  let allow = 0n;
  let deny = 0n;
  for (const o of context.overwrites) {
    if (o.type !== 0 || !roleIds.has(o.id)) continue;
    allow |= o.allow;
    deny |= o.deny;
  }
  bits = (bits & ~deny) | allow;
  const member = context.overwrites.find((o) => o.type === 1 && o.id === context.memberId);
  if (member) bits = (bits & ~member.deny) | member.allow;
  if (!(bits & flags.ViewChannel)) return 0n;
  if (!(bits & flags.SendMessages)) {
    bits &= ~(flags.SendTTSMessages | flags.MentionEveryone | flags.EmbedLinks | flags.AttachFiles);
  }
  return bits;
}
