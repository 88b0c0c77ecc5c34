import { type ClientOptions, Options } from 'discord.js';

/**
 * What discord.js keeps of what it sees: guilds, channels, roles and the bot's own member and user
 * (for its permissions in a channel), and nothing of members, users, messages, reactions or
 * presences. By default it keeps every member and user of every interaction: with 10,000
 * generations in flight, 10,000 of each that the bot never reads again.
 */
export function clientCaches(): Pick<ClientOptions, 'makeCache'> {
  return {
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      ReactionManager: 0,
      PresenceManager: 0,
      ThreadMemberManager: 0,
      GuildMemberManager: {
        maxSize: 0,
        keepOverLimit: (member) => member.id === member.client.user.id,
      },
      UserManager: {
        maxSize: 0,
        keepOverLimit: (user) => user.id === user.client.user.id,
      },
    }),
  };
}
