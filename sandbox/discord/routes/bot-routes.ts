import { ApiError } from '../api-error.js';
import type { Route } from '../rest/route.js';

const defaultLimit = (major: string) => ({ rule: 'default' as const, major });

/** Gateway discovery, the bot's own user and application, and channel lookup. */
export function botRoutes(gatewayUrl: () => string): Route[] {
  const application: Route['handle'] = ({ state, guilds }) => ({
    status: 200,
    body: {
      id: state.applicationId,
      name: state.bot.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      bot: guilds.user(state.bot),
      owner: guilds.user(state.bot),
      team: null,
      approximate_guild_count: state.guilds.guilds.size,
    },
  });
  return [
    {
      name: 'gatewayBot',
      method: 'GET',
      path: '/gateway/bot',
      botAuth: true,
      rateLimit: defaultLimit('none'),
      handle: () => ({
        status: 200,
        body: {
          url: gatewayUrl(),
          shards: 1,
          session_start_limit: {
            total: 1000,
            remaining: 999,
            reset_after: 14_400_000,
            max_concurrency: 1,
          },
        },
      }),
    },
    {
      name: 'gateway',
      method: 'GET',
      path: '/gateway',
      botAuth: false,
      handle: () => ({ status: 200, body: { url: gatewayUrl() } }),
    },
    {
      name: 'usersMe',
      method: 'GET',
      path: '/users/@me',
      botAuth: true,
      rateLimit: defaultLimit('none'),
      handle: ({ state, guilds }) => ({
        status: 200,
        body: { ...guilds.user(state.bot), verified: true, mfa_enabled: false, flags: 0 },
      }),
    },
    {
      name: 'applicationMe',
      method: 'GET',
      path: '/applications/@me',
      botAuth: true,
      handle: application,
    },
    {
      name: 'applicationMe',
      method: 'GET',
      path: '/oauth2/applications/@me',
      botAuth: true,
      handle: application,
    },
    {
      name: 'channel',
      method: 'GET',
      path: '/channels/:channelId',
      botAuth: true,
      rateLimit: defaultLimit('channelId'),
      handle: ({ state, guilds, params }) => {
        const channel = state.guilds.channels.get(params.channelId ?? '');
        if (!channel) throw ApiError.unknownChannel();
        const perms = state.guilds.permissions(channel.guildId, state.bot.id, channel.id);
        if (!(perms & 1024n)) throw ApiError.missingAccess();
        return { status: 200, body: guilds.channel(channel) };
      },
    },
  ];
}
