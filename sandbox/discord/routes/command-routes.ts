import type { RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import type { Route, RouteContext } from '../rest/route.js';

function commandScope({ state, params }: RouteContext): string | null {
  if (params.applicationId !== state.applicationId) throw ApiError.missingAccess();
  const guildId = params.guildId ?? null;
  if (guildId && !state.guilds.member(guildId, state.bot.id)) throw ApiError.missingAccess();
  return guildId;
}

/** Discord's rule for a slash command's name. */
const CHAT_INPUT_NAME = /^[-_\p{L}\p{N}]{1,32}$/u;
/** Discord's rule for a context-menu command's name: spaces allowed, any case. */
const CONTEXT_MENU_NAME = /^[-_ \p{L}\p{N}]{1,32}$/u;

function overwrite(context: RouteContext) {
  const guildId = commandScope(context);
  const body = context.body.json;
  if (!Array.isArray(body)) {
    throw ApiError.invalidForm([
      { path: [], code: 'ARRAY_TYPE_CONVERT', message: 'Must be an array.' },
    ]);
  }
  const names = new Set<string>();
  for (const [i, command] of (body as RESTPutAPIApplicationCommandsJSONBody).entries()) {
    const type = command.type ?? 1;
    const key = `${type}:${command.name}`;
    // Context-menu commands (user 2, message 3) may have capitals and spaces in their names.
    const pattern = type === 1 ? CHAT_INPUT_NAME : CONTEXT_MENU_NAME;
    if (!pattern.test(command.name ?? '') || names.has(key)) {
      throw ApiError.invalidForm([
        {
          path: [String(i), 'name'],
          code: 'APPLICATION_COMMAND_INVALID_NAME',
          message: 'Invalid or duplicate command name',
        },
      ]);
    }
    names.add(key);
  }
  const commands = context.state.commands.overwrite(
    guildId,
    body as RESTPutAPIApplicationCommandsJSONBody,
  );
  context.state.changed();
  return { status: 200, body: commands };
}

const list = (context: RouteContext) => ({
  status: 200,
  body: context.state.commands.list(commandScope(context)),
});

/** Application command bulk overwrite and read-back, global and per guild. */
export function commandRoutes(): Route[] {
  const global = '/applications/:applicationId/commands';
  const guild = '/applications/:applicationId/guilds/:guildId/commands';
  const appLimit = { rule: 'default' as const, major: 'applicationId' };
  const guildLimit = { rule: 'default' as const, major: 'guildId' };
  return [
    {
      name: 'globalCommands',
      method: 'GET',
      path: global,
      botAuth: true,
      rateLimit: appLimit,
      handle: list,
    },
    {
      name: 'globalCommands',
      method: 'PUT',
      path: global,
      botAuth: true,
      rateLimit: appLimit,
      handle: overwrite,
    },
    {
      name: 'guildCommands',
      method: 'GET',
      path: guild,
      botAuth: true,
      rateLimit: guildLimit,
      handle: list,
    },
    {
      name: 'guildCommands',
      method: 'PUT',
      path: guild,
      botAuth: true,
      rateLimit: guildLimit,
      handle: overwrite,
    },
  ];
}
