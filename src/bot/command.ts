import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from './context.js';

/** A component or modal handler; `args` are the custom id's parts after `command:action:`. */
export type ComponentHandler<I> = (
  interaction: I,
  context: AppContext,
  args: string[],
) => Promise<void>;

/**
 * A slash command, one per file in `commands/`. Buttons, string selects and modals whose custom id
 * starts with `<data.name>:<action>` are routed to `buttons[action]`, `selects[action]` and
 * `modals[action]`.
 */
export interface Command {
  /** The registration payload (e.g. `new SlashCommandBuilder()…toJSON()`). */
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, context: AppContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, context: AppContext): Promise<void>;
  readonly buttons?: Readonly<Record<string, ComponentHandler<ButtonInteraction>>>;
  readonly selects?: Readonly<Record<string, ComponentHandler<StringSelectMenuInteraction>>>;
  readonly modals?: Readonly<Record<string, ComponentHandler<ModalSubmitInteraction>>>;
  /**
   * Parts that need the bot in the server (the server key, its queue, the managers' tools):
   * subcommand groups, subcommands, top-level options or component actions, by name. Where only
   * the member installed the app (a server without the bot), the dispatcher refuses them, saying
   * the bot must be added; a command not installable to users is refused there whole.
   * @default none
   */
  readonly needsBotInServer?: readonly string[];
}

/** Builds a custom id routed back to `command`'s `action` handler; at most 100 characters. */
export function customId(command: string, action: string, ...args: (string | number)[]): string {
  const id = [command, action, ...args].join(':');
  if (id.length > 100)
    throw new RangeError(`custom id longer than 100 characters: ${command}:${action}`);
  return id;
}
