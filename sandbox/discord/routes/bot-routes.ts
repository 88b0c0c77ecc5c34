import type { Route } from '../rest/route.js';
import { PrivateChannelSerializer } from '../serialize/serialize-private-channel.js';
import { channelAccess } from './channel-access.js';

const defaultLimit = (major: string) => ({ rule: 'default' as const, major });

/** Gateway discovery (shards and session start limit), the bot's own user and application, and channel lookup. */
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
      handle: ({ state }) => ({
        status: 200,
        body: {
          url: gatewayUrl(),
          shards: state.gatewayLimits.options.shards,
          session_start_limit: state.gatewayLimits.sessionStartLimit(),
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
      handle: (context) => {
        const access = channelAccess(context);
        const body =
          access.kind === 'guild'
            ? context.guilds.channel(access.channel)
            : new PrivateChannelSerializer(context.state).channel(access.channel);
        return { status: 200, body };
      },
    },
  ];
}
