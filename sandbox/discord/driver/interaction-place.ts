import type { APIApplicationCommand } from 'discord-api-types/v10';
import type { EmulatorState } from '../state/emulator-state.js';
import type { InteractionContext } from '../state/records.js';

/** Where an interaction happens, and who authorized the app there. */
export interface InteractionPlace {
  /** Null in a DM or another private channel. */
  guildId: string | null;
  channelId: string;
  context: InteractionContext;
  /** `authorizing_integration_owners`: `"0"` guild install, `"1"` user install. */
  owners: Record<string, string>;
}

/** What the place depends on besides the channel and the user. */
export interface PlaceOptions {
  /** The guild the caller named; it must be the channel's. @default the channel's */
  guild?: string;
  /** The registered command invoked, if any: its `contexts` and `integration_types` must allow the place. */
  command?: APIApplicationCommand;
  /**
   * A component on a message an interaction made, or a modal an interaction showed: that
   * interaction's `authorizing_integration_owners`, which Discord carries over whoever acts, so
   * a member who did not install a user-installed app can still click its message.
   */
  inherited?: Record<string, string>;
}

const GUILD_INSTALL = 0;
const USER_INSTALL = 1;

/**
 * Where `userId` acts in `channelId`, as Discord decides it:
 * - a guild channel: context 0, owners `{"0": guild}` where the app is installed in the guild (its bot
 *   is a member) and `{"1": user}` for a user-installed command; in a guild without the bot only
 *   the latter, so only user-installable commands are offered there;
 * - the bot's DM with the user: context 1, owners `{"0": "0"}` for a guild-installable command and
 *   `{"1": user}` when the app is installed to the user;
 * - a DM or group DM between users: context 2, only with the app installed to the user, `{"1": user}`.
 *
 * Throws where Discord's client would not offer the command: `contexts` leaving the context out,
 * `dm_permission: false` in a DM, `integration_types` matching no installation. With `inherited`
 * owners (a component or modal of an earlier interaction) they are the owners, installed or not.
 * A command's `integration_types` default to guild install only; a component or modal counts
 * every installation.
 */
export function interactionPlace(
  state: EmulatorState,
  channelId: string,
  userId: string,
  options: PlaceOptions = {},
): InteractionPlace {
  const { command } = options;
  const types: readonly number[] =
    command?.integration_types ?? (command ? [GUILD_INSTALL] : [GUILD_INSTALL, USER_INSTALL]);
  const appInstalled = state.guilds.users.get(userId)?.appInstalled === true;
  const installedToUser = appInstalled && types.includes(USER_INSTALL);
  const guildChannel = state.guilds.channels.get(channelId);
  const privateChannel = state.privateChannels.get(channelId);
  let place: InteractionPlace;
  if (guildChannel) {
    if (options.guild && options.guild !== guildChannel.guildId)
      throw new Error(`channel ${channelId} is not in guild ${options.guild}`);
    const owners: Record<string, string> = {};
    const botInGuild = state.guilds.member(guildChannel.guildId, state.bot.id) !== undefined;
    if (botInGuild && types.includes(GUILD_INSTALL)) owners[GUILD_INSTALL] = guildChannel.guildId;
    if (installedToUser) owners[USER_INSTALL] = userId;
    if (!botInGuild && !owners[USER_INSTALL] && !options.inherited) {
      throw new Error(
        appInstalled
          ? `/${command?.name} is not installable to users (integration_types: ${types.join(', ')}), and the bot is not in guild ${guildChannel.guildId}`
          : `the bot is not in guild ${guildChannel.guildId} and the app is not installed to user ${userId} (installApp)`,
      );
    }
    place = { guildId: guildChannel.guildId, channelId, context: 0, owners };
  } else if (privateChannel) {
    if (options.guild) throw new Error(`channel ${channelId} is not in guild ${options.guild}`);
    if (!privateChannel.recipientIds.includes(userId))
      throw new Error(`user ${userId} is not in channel ${channelId}`);
    const owners: Record<string, string> = {};
    if (privateChannel.withBot && types.includes(GUILD_INSTALL)) owners[GUILD_INSTALL] = '0';
    if (installedToUser) owners[USER_INSTALL] = userId;
    if (!privateChannel.withBot && !owners[USER_INSTALL] && !options.inherited) {
      throw new Error(
        appInstalled
          ? `/${command?.name} is not installable to users (integration_types: ${types.join(', ')})`
          : `the app is not installed to user ${userId} (installApp), so it is not in private channels`,
      );
    }
    if (command?.dm_permission === false && privateChannel.withBot)
      throw new Error(`/${command.name} is not available in DMs (dm_permission: false)`);
    place = { guildId: null, channelId, context: privateChannel.withBot ? 1 : 2, owners };
  } else {
    throw new Error(`unknown channel ${channelId}`);
  }
  if (options.inherited) place.owners = { ...options.inherited };
  if (command?.contexts && !command.contexts.includes(place.context))
    throw new Error(
      `/${command.name} is not available in context ${place.context} (contexts: ${command.contexts.join(', ')})`,
    );
  if (Object.keys(place.owners).length === 0)
    throw new Error(`/${command?.name ?? 'this'} is not installed for context ${place.context}`);
  return place;
}
