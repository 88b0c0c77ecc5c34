import {
  ApplicationIntegrationType,
  type BaseInteraction,
  type Interaction,
  InteractionContextType,
} from 'discord.js';
import type { CommandPayload } from './command.js';
import { splitCustomId } from './component-id.js';

/** Where a command is offered: installed to a server or to a member's account, in which contexts. */
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
  /** Wherever the member is: also DMs, group DMs and servers without the bot, once user-installed. */
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

/**
 * `data` offered in the places of `scope` (its `integration_types` and `contexts`): a copy of its
 * properties as they are defined, so that localizations built on first read stay so.
 */
export function offeredIn<T extends CommandPayload>(
  scope: keyof typeof INSTALL_SCOPES,
  data: T,
): T {
  const { integration_types, contexts } = INSTALL_SCOPES[scope];
  const offered = Object.defineProperties({}, Object.getOwnPropertyDescriptors(data)) as T;
  return Object.assign(offered, {
    integration_types: [...integration_types],
    contexts: [...contexts],
  });
}

/** What the bot can reach where an interaction happens. */
export interface InteractionReach {
  /** The interaction's server when the bot is in it (its key, queue and policy apply); else null. */
  readonly serverId: string | null;
  /** Only the interaction's token (15 minutes) reaches the place, no bot-token request. */
  readonly interactionOnly: boolean;
}

/**
 * Where `interaction` happens, from its `authorizing_integration_owners`: a guild install names
 * the server (`"0": guild id`, `"0": "0"` in the bot's DM), a member's own only `"1": user id`.
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

/** The parts of `interaction` that may need the bot (`Command.needsBotInServer`). */
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
    const { action } = splitCustomId(interaction.customId);
    return action ? [action] : [];
  }
  return [];
}
