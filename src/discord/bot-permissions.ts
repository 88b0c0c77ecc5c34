import { PermissionFlagsBits } from 'discord.js';

/** A Discord permission, by discord.js's name (`SendMessages`). */
export type PermissionName = keyof typeof PermissionFlagsBits;

/** The permissions a call with the bot's token needs in a channel, declared beside its code. */
export type ChannelNeeds = readonly PermissionName[];

/** The bits of `needs`, together. */
export function permissionBits(...needs: readonly ChannelNeeds[]): bigint {
  let bits = 0n;
  for (const names of needs) for (const name of names) bits |= PermissionFlagsBits[name];
  return bits;
}

/** The names of the permissions of `needs` missing from `granted` (none with Administrator). */
export function missingPermissions<N extends PermissionName>(
  granted: bigint,
  needs: readonly N[],
): N[] {
  if (granted & PermissionFlagsBits.Administrator) return [];
  return needs.filter((name) => !(granted & PermissionFlagsBits[name]));
}

/** The URL that adds the bot to a server with its commands and exactly `permissions`. */
export function inviteUrl(applicationId: string, permissions: bigint): string {
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: 'bot applications.commands',
    permissions: permissions.toString(),
  });
  return `https://discord.com/oauth2/authorize?${query}`;
}
