import type { DiscordEmulator } from '../discord-emulator.js';
import type { MessageView } from '../driver/message-view.js';

/** A message as the playground page draws it: what Discord's REST API returns, plus who sees it. */
export interface ShownMessage {
  readonly id: string;
  readonly author: { readonly id: string; readonly name: string; readonly bot: boolean };
  readonly content: string;
  readonly embeds: unknown[];
  /** Action rows or Components V2, media URLs resolved to the emulator's CDN. */
  readonly components: unknown[];
  readonly attachments: readonly {
    readonly filename: string;
    readonly url: string;
    readonly contentType: string;
    readonly description?: string;
  }[];
  /** Flag 32768: laid out by `components` alone. */
  readonly componentsV2: boolean;
  /** "Only you can see this". */
  readonly ephemeral: boolean;
  /** A deferred reply still thinking. */
  readonly loading: boolean;
  readonly edited: boolean;
  readonly createdAt: string;
  /**
   * The member whose command or click made it, and the command as Discord writes it if it was one:
   * `/imagine` for a slash command, `Edit this image` (no slash) for a message or user command.
   */
  readonly usedBy?: { readonly name: string; readonly command?: string };
}

/** Discord's flag for a message laid out by Components V2. */
const IS_COMPONENTS_V2 = 1 << 15;

/** Whether `member` sees `message`: everyone sees a public one, only its member an ephemeral one. */
export function seenBy(discord: DiscordEmulator, message: MessageView, member: string): boolean {
  if (message.deleted) return false;
  if (!message.ephemeral) return true;
  const run = message.interactionId ? discord.interaction(message.interactionId) : undefined;
  return run?.userId === member;
}

function shown(message: MessageView): ShownMessage {
  const { api } = message;
  const meta = api.interaction_metadata as
    | {
        user?: { username: string; global_name?: string | null };
        name?: string;
        target_message_id?: string;
        target_user?: unknown;
      }
    | undefined;
  const contextMenu = meta?.target_message_id !== undefined || meta?.target_user !== undefined;
  return {
    id: message.id,
    author: {
      id: api.author.id,
      name: api.author.global_name ?? api.author.username,
      bot: api.author.bot === true,
    },
    content: message.content,
    embeds: api.embeds,
    components: api.components ?? [],
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      url: a.url,
      contentType: a.contentType,
      ...(a.description ? { description: a.description } : {}),
    })),
    componentsV2: (message.flags & IS_COMPONENTS_V2) !== 0,
    ephemeral: message.ephemeral,
    loading: message.loading,
    edited: message.editedAt !== null,
    createdAt: message.createdAt,
    ...(meta?.user
      ? {
          usedBy: {
            name: meta.user.global_name ?? meta.user.username,
            ...(meta.name ? { command: contextMenu ? meta.name : `/${meta.name}` } : {}),
          },
        }
      : {}),
  };
}

/** `channel`'s messages, oldest first, as `member` sees them (others' ephemeral replies left out). */
export function channelAs(
  discord: DiscordEmulator,
  channel: string,
  member: string,
): ShownMessage[] {
  return discord
    .messages(channel)
    .filter((message) => seenBy(discord, message, member))
    .map(shown);
}
