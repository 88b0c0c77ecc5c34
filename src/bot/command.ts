import type {
  ApplicationCommandType,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageContextMenuCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord.js';
import type { ImageActionKind } from '../image-backend/image-actions.js';
import type { AnyComponent } from './component.js';
import type { AppContext } from './context.js';
import type { PartRight } from './rights.js';

/** A slash command's registration payload. */
export type ChatInputPayload = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** A message context-menu command's registration payload (Apps → on a message). */
export type MessageMenuPayload = RESTPostAPIContextMenuApplicationCommandsJSONBody & {
  readonly type: ApplicationCommandType.Message;
};

/** What the backends served may do, which decides the commands and options registered. */
export interface ServedOffer {
  /** The image actions some backend served may offer (`BackendRegistration.mayOffer`). */
  readonly actions: readonly ImageActionKind[];
  /** Whether some backend served may apply LoRAs (`BackendRegistration.mayApplyLoras`). */
  readonly loras: boolean;
  /** Whether some backend served may follow reference images (`mayFollowReferences`). */
  readonly references: boolean;
}

/** A registration payload of any command kind the bot has. */
export type CommandPayload = ChatInputPayload | MessageMenuPayload;

/**
 * A command of payload `D` (a slash command unless said otherwise), one per file in `commands/`;
 * the handler's interaction type follows from the payload.
 */
export interface Command<D extends CommandPayload = ChatInputPayload> {
  /** The registration payload. */
  readonly data: D;
  /**
   * The payload registered for what the backends served may do (`offeredPayloads`): without the
   * options none of them would take (`/imagine`'s image options where none edits an image, its
   * LoRA options where none applies LoRAs). `data` has them all. @default `data`
   */
  readonly dataFor?: (offer: ServedOffer) => D;
  /**
   * The image action it needs (`describe`: `/describe`; `edit`: Edit this image): registered and
   * listed in `/help` only where a backend served may offer it (`offeredPayloads`). @default none
   */
  readonly needsAction?: ImageActionKind;
  /**
   * Whether it needs reference images followed (Use as reference): registered and listed only
   * where a backend served may (`ServedOffer.references`). @default false
   */
  readonly needsReferences?: true;
  execute(
    interaction: D extends MessageMenuPayload
      ? MessageContextMenuCommandInteraction
      : ChatInputCommandInteraction,
    context: AppContext,
  ): Promise<void>;
  /** Slash commands only: suggestions while an option is typed. */
  autocomplete?(interaction: AutocompleteInteraction, context: AppContext): Promise<void>;
  /** The command's buttons, string selects and modals (see `bot/component.ts`). @default none */
  readonly components?: readonly AnyComponent[];
  /**
   * Groups, subcommands, top-level options or component actions, by name, that need the bot in the
   * server: refused where only the member installed the app. @default none
   */
  readonly needsBotInServer?: readonly string[];
  /** The right of each part that needs a rank, checked before any handler. @default none */
  readonly rights?: readonly PartRight[];
}

/** Any command of the bot: a slash command, or a context-menu command on a message. */
export type AnyCommand = Command<ChatInputPayload> | Command<MessageMenuPayload>;

/** Whether `command` is a message context-menu command (its handler takes that interaction). */
export const isMessageMenuCommand = (command: AnyCommand): command is Command<MessageMenuPayload> =>
  command.data.type === 3;
