import type {
  ApplicationCommandType,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import type { AnyComponent } from './component.js';
import type { AppContext } from './context.js';

/** A slash command's registration payload. */
export type ChatInputPayload = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** A message context-menu command's registration payload (Apps → on a message). */
export type MessageMenuPayload = RESTPostAPIContextMenuApplicationCommandsJSONBody & {
  readonly type: ApplicationCommandType.Message;
};

/** A registration payload of any command kind the bot has. */
export type CommandPayload = ChatInputPayload | MessageMenuPayload;

/** The interaction a command with payload `D` is run with, derived from the payload's `type`. */
export type CommandInteractionOf<D extends CommandPayload> = D extends MessageMenuPayload
  ? MessageContextMenuCommandInteraction
  : ChatInputCommandInteraction;

/**
 * A command of payload `D` (a slash command unless said otherwise, as in Yuudachi), one per file in
 * `commands/`: `satisfies Command` or `satisfies Command<MessageMenuPayload>`; the handler's
 * interaction type follows from the payload. Its buttons, string selects and modals are
 * `components`, each declared with its custom id (`<data.name>:<action>:<fields>`), the object it
 * names and who may use it: the dispatcher checks before any of their handlers runs.
 */
export interface Command<D extends CommandPayload = ChatInputPayload> {
  /** The registration payload (e.g. `new SlashCommandBuilder()…toJSON()`). */
  readonly data: D;
  execute(interaction: CommandInteractionOf<D>, context: AppContext): Promise<void>;
  /** Slash commands only: suggestions while an option is typed. */
  autocomplete?(interaction: AutocompleteInteraction, context: AppContext): Promise<void>;
  /** The command's buttons, string selects and modals (see `bot/component.ts`). @default none */
  readonly components?: readonly AnyComponent[];
  /**
   * Parts that need the bot in the server (the server key, its queue, the managers' tools):
   * subcommand groups, subcommands, top-level options or component actions, by name. Where only
   * the member installed the app (a server without the bot), the dispatcher refuses them, saying
   * the bot must be added; a command not installable to users is refused there whole.
   * @default none
   */
  readonly needsBotInServer?: readonly string[];
}

/** Any command of the bot: a slash command, or a context-menu command on a message. */
export type AnyCommand = Command<ChatInputPayload> | Command<MessageMenuPayload>;

/** Whether `command` is a message context-menu command (its handler takes that interaction). */
export const isMessageMenuCommand = (command: AnyCommand): command is Command<MessageMenuPayload> =>
  command.data.type === 3;
