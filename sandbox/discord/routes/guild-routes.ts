import { ApiError } from '../api-error.js';
import type { Route, RouteContext } from '../rest/route.js';

/** The guild of `:guildId`: `10004` unknown, `50001` when the bot is not a member. */
function guildOf({ state, params }: RouteContext) {
  const guild = state.guilds.guilds.get(params.guildId ?? '');
  if (!guild) throw ApiError.unknownGuild();
  if (!state.guilds.member(guild.id, state.bot.id)) throw ApiError.missingAccess();
  return guild;
}

const limit = (major: string) => ({ rule: 'default' as const, major });

/** Read-only guild, member, role, channel and user lookups (what `fetch()` calls hit). */
export function guildRoutes(): Route[] {
  return [
    {
      name: 'guild',
      method: 'GET',
      path: '/guilds/:guildId',
      botAuth: true,
      rateLimit: limit('guildId'),
      handle: (context) => {
        const {
          members: _m,
          channels: _c,
          ...guild
        } = context.guilds.guildCreate(guildOf(context).id);
        return { status: 200, body: guild };
      },
    },
    {
      name: 'guildChannels',
      method: 'GET',
      path: '/guilds/:guildId/channels',
      botAuth: true,
      rateLimit: limit('guildId'),
      handle: (context) => {
        const channels = context.state.guilds.channelsOf(guildOf(context).id);
        return { status: 200, body: channels.map((c) => context.guilds.channel(c)) };
      },
    },
    {
      name: 'guildRoles',
      method: 'GET',
      path: '/guilds/:guildId/roles',
      botAuth: true,
      rateLimit: limit('guildId'),
      handle: (context) => {
        const roles = context.state.guilds.rolesOf(guildOf(context).id);
        return { status: 200, body: roles.map((r) => context.guilds.role(r)) };
      },
    },
    {
      name: 'guildMember',
      method: 'GET',
      path: '/guilds/:guildId/members/:userId',
      botAuth: true,
      rateLimit: limit('guildId'),
      handle: (context) => {
        const member = context.state.guilds.member(
          guildOf(context).id,
          context.params.userId ?? '',
        );
        if (!member) throw new ApiError(404, 10007, 'Unknown Member');
        return { status: 200, body: context.guilds.member(member) };
      },
    },
    {
      name: 'user',
      method: 'GET',
      path: '/users/:userId',
      botAuth: true,
      rateLimit: limit('userId'),
      handle: ({ state, guilds, params }) => {
        const user = state.guilds.users.get(params.userId ?? '');
        if (!user) throw new ApiError(404, 10013, 'Unknown User');
        return { status: 200, body: guilds.user(user) };
      },
    },
  ];
}
