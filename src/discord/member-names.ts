import { type APIGuildMember, type APIUser, type REST, Routes } from 'discord.js';
import { DISCORD_ERRORS, discordErrorCode } from './discord-rules.js';

/** How long a lookup of names may take before the names not found yet are given up. */
const LOOKUP_TIMEOUT_MS = 2_000;

/** What Discord calls a member: as the server shows them, and their account's username. */
export interface MemberNames {
  /** The server nickname, else the account's display name, else the username. */
  readonly displayName: string;
  /** The account's username (lowercase Latin letters, digits, `_` and `.`). */
  readonly username: string;
}

const namesOf = (user: APIUser, nick?: string | null): MemberNames => ({
  displayName: nick || user.global_name || user.username,
  username: user.username,
});

/** One user's names in a server, else (they left) the account's; undefined when neither came. */
async function lookUp(
  rest: Pick<REST, 'get'>,
  guildId: string,
  userId: string,
  signal: AbortSignal,
): Promise<MemberNames | undefined> {
  try {
    const member = (await rest.get(Routes.guildMember(guildId, userId), {
      signal,
    })) as APIGuildMember;
    if (member.user) return namesOf(member.user, member.nick);
  } catch (error) {
    if (discordErrorCode(error) !== DISCORD_ERRORS.unknownMember) return undefined;
  }
  try {
    return namesOf((await rest.get(Routes.user(userId), { signal })) as APIUser);
  } catch {
    return undefined;
  }
}

/**
 * The names of a few users of a server, read from Discord at once (the bot caches no members);
 * users whose names did not come within 2 s are left out.
 */
export async function fetchMemberNames(
  rest: Pick<REST, 'get'>,
  guildId: string,
  userIds: readonly string[],
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<ReadonlyMap<string, MemberNames>> {
  const signal = AbortSignal.timeout(timeoutMs);
  const found = await Promise.all(
    userIds.map(async (userId) => [userId, await lookUp(rest, guildId, userId, signal)] as const),
  );
  return new Map(
    found.filter((entry): entry is readonly [string, MemberNames] => entry[1] !== undefined),
  );
}
