import { ApiError } from '../api-error.js';
import type { Route, RouteContext } from '../rest/route.js';
import { PrivateChannelSerializer } from '../serialize/serialize-private-channel.js';
import { channelAccess } from './channel-access.js';

const defaultLimit = (major: string) => ({ rule: 'default' as const, major });

/**
 * `GET /applications/@me`: the bot's application, with as many user installs as users installed
 * it, and its flags (`EMBEDDED` once Activities are enabled, as the Developer Portal sets it).
 */
function applicationBody({ state, guilds }: RouteContext) {
  const installs = [...state.guilds.users.values()].filter((u) => u.appInstalled).length;
  const { flags } = state.activities;
  return {
    id: state.applicationId,
    name: state.bot.username,
    icon: null,
    description: '',
    type: null,
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags,
    flags_new: String(flags),
    redirect_uris: [],
    interactions_endpoint_url: null,
    role_connections_verification_url: null,
    bot: guilds.user(state.bot),
    owner: guilds.user(state.bot),
    team: null,
    approximate_guild_count: state.guilds.guilds.size,
    approximate_user_install_count: installs,
    approximate_user_authorization_count: installs,
    explicit_content_filter: 0,
    eligible_oauth2_scopes: ['applications.commands', 'bot'],
  };
}

/**
 * `GET /users/@me`: the bot's own user, or with a member's access token (`Authorization: Bearer`)
 * that member, as the `identify` scope lets an app read them (401 without it).
 */
function usersMe({ state, guilds, bearer }: RouteContext) {
  const user = bearer ? state.guilds.users.get(bearer.userId) : state.bot;
  if (!user || (bearer && !bearer.scopes.includes('identify'))) throw ApiError.unauthorized();
  return {
    status: 200,
    body: { ...guilds.user(user), verified: true, mfa_enabled: false, locale: 'en-US' },
  };
}

/** Gateway discovery (shards and session start limit), the bot's own user and application, and channel lookup. */
export function botRoutes(gatewayUrl: () => string): Route[] {
  const application: Route['handle'] = (context) => ({
    status: 200,
    body: applicationBody(context),
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
      bearer: true,
      rateLimit: defaultLimit('none'),
      handle: usersMe,
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
