import {
  ApplicationIntegrationType,
  type BaseInteraction,
  type Interaction,
  InteractionContextType,
} from 'discord.js';
import type { CommandPayload } from './localized-command.js';

/**
 * Where a command is offered, as Discord reads it from the command's data: installed to a server
 * (its bot a member) or to a member's own account ("user install"), and in which contexts.
 */
export const INSTALL_SCOPES = {
  /** Needs the bot in the server: offered in servers that installed the app only. */
  server: {
    integration_types: [ApplicationIntegrationType.GuildInstall],
    contexts: [InteractionContextType.Guild],
  },
  /** Needs the app installed in a server; offered in its servers and in the bot's DMs. */
  serverAndBotDm: {
    integration_types: [ApplicationIntegrationType.GuildInstall],
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM],
  },
  /**
   * Works wherever the member is: servers that installed the app, and, once a member installed it
   * to their account, DMs, group DMs and servers the bot is not in (on the member's own key).
   */
  anywhere: {
    integration_types: [
      ApplicationIntegrationType.GuildInstall,
      ApplicationIntegrationType.UserInstall,
    ],
    contexts: [
      InteractionContextType.Guild,
      InteractionContextType.BotDM,
      InteractionContextType.PrivateChannel,
    ],
  },
} as const satisfies Record<string, Pick<CommandPayload, 'integration_types' | 'contexts'>>;

/** `data` offered in the places of `scope` (its `integration_types` and `contexts`). */
export function offeredIn<T extends CommandPayload>(
  scope: keyof typeof INSTALL_SCOPES,
  data: T,
): T {
  const { integration_types, contexts } = INSTALL_SCOPES[scope];
  return { ...data, integration_types: [...integration_types], contexts: [...contexts] };
}

/** What the bot can reach where an interaction happens. */
export interface InteractionReach {
  /**
   * The server the interaction happened in, when the app is installed there (the bot is a member):
   * its key, queue, policy and managers apply. Null in DMs, private channels and servers the bot
   * is not in.
   */
  readonly serverId: string | null;
  /**
   * Only the interaction reaches the place (a member's own install in a private channel or a
   * server without the bot): no bot-token request works there, only the interaction's token
   * (15 minutes).
   */
  readonly interactionOnly: boolean;
}

/**
 * Where `interaction` happens, from its `authorizing_integration_owners`: a guild install names
 * the server (`"0": guild id`, or `"0": "0"` in the bot's DM); a member's own install only
 * `"1": user id`.
 */
export function reachOf(
  interaction: Pick<BaseInteraction, 'guildId' | 'authorizingIntegrationOwners'>,
): InteractionReach {
  const installedBy = interaction.authorizingIntegrationOwners?.guildId ?? null;
  const { guildId } = interaction;
  return {
    serverId: guildId && installedBy === guildId ? guildId : null,
    interactionOnly: installedBy === null,
  };
}

/** Whether `interaction` happens in a server the bot is not in (the member installed the app). */
export const inServerWithoutBot = (interaction: Interaction) =>
  interaction.guildId !== null && reachOf(interaction).serverId === null;

/**
 * The parts of `interaction` a command may declare as needing the bot in the server: the
 * subcommand group and subcommand, the options given at the top, or a component's action.
 */
export function partsOf(interaction: Interaction): string[] {
  if (interaction.isChatInputCommand()) {
    const { options } = interaction;
    return [
      options.getSubcommandGroup(false),
      options.getSubcommand(false),
      ...options.data.filter((option) => option.value !== undefined).map((option) => option.name),
    ].filter((part): part is string => typeof part === 'string');
  }
  if (interaction.isMessageComponent() || interaction.isModalSubmit()) {
    const [, action] = interaction.customId.split(':');
    return action ? [action] : [];
  }
  return [];
}
