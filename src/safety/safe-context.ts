/**
 * A member's own choice where no server's moderators decide (the bot's DMs, group DMs, servers
 * where only the member installed the app): `safe` (the default) keeps explicit content out
 * (explicit terms refused, explicit images withheld), `allow` lets it through. Set in `/settings`.
 */
export const MEMBER_SAFETY = ['safe', 'allow'] as const;

/** A {@link MEMBER_SAFETY} entry. */
export type MemberSafety = (typeof MEMBER_SAFETY)[number];

/** Where a generation is made, as far as explicit content goes. */
export interface SafetyPlace {
  /**
   * The channel is age-restricted (Discord's `nsfw`; a thread's parent's). False when the bot does
   * not know the channel (a server the bot is not in), which counts as not age-restricted.
   */
  readonly channelNsfw: boolean;
  /** In a server's channel, not a DM or a group DM. */
  readonly inGuild: boolean;
  /** The bot is in that server, so its moderators' settings apply (`reachOf(…).serverId`). */
  readonly botInServer: boolean;
}

/**
 * Whether explicit content must be kept out of a generation made in `place`. In a server with
 * the bot: outside age-restricted channels (what is kept out then follows the server's settings:
 * its explicit terms, safety negative prompt and image policy). In a DM or group DM: the member's
 * choice. In a server where only the member installed the app: unless the channel is
 * age-restricted and the member allows it (Discord's rule and the member's both hold).
 */
export function isSafeContext(
  place: SafetyPlace & { readonly memberChoice: MemberSafety },
): boolean {
  const { channelNsfw, inGuild, botInServer, memberChoice } = place;
  if (inGuild && botInServer) return !channelNsfw;
  if (!inGuild) return memberChoice === 'safe';
  return !channelNsfw || memberChoice === 'safe';
}

/** Whether the member's own choice counts in `place` ({@link isSafeContext}). */
export const memberDecides = (place: SafetyPlace): boolean => !(place.inGuild && place.botInServer);
