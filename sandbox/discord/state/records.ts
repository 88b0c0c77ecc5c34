import type {
  APIAllowedMentions,
  APIApplicationCommand,
  APIApplicationCommandOptionChoice,
  APIEmbed,
  APIInteraction,
  APIMessageTopLevelComponent,
  APIModalInteractionResponseCallbackData,
  ChannelType,
} from 'discord-api-types/v10';
import type { PermissionOverwrite } from '../permissions.js';

/** A user (or the bot) as the emulator stores it. */
export interface UserRecord {
  id: string;
  username: string;
  globalName: string | null;
  discriminator: string;
  bot: boolean;
}

/** A guild; its roles, members and channels live in their own maps. */
export interface GuildRecord {
  id: string;
  name: string;
  ownerId: string;
  createdAt: number;
  locale: string;
}

/** A role; the role whose id equals the guild id is `@everyone`. */
export interface RoleRecord {
  id: string;
  guildId: string;
  name: string;
  permissions: bigint;
  position: number;
  managed: boolean;
  botId?: string;
}

/** A user's membership in a guild. */
export interface MemberRecord {
  guildId: string;
  userId: string;
  roleIds: string[];
  joinedAt: number;
  nick: string | null;
}

/** A guild channel with its permission overwrites. */
export interface ChannelRecord {
  id: string;
  guildId: string;
  name: string;
  type: ChannelType;
  position: number;
  topic: string | null;
  overwrites: PermissionOverwrite[];
}

/** Stored bytes behind a CDN URL. */
export interface AttachmentRecord {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  bytes: Buffer;
  url: string;
  proxyUrl: string;
  path: string;
  ephemeral: boolean;
  description?: string;
  title?: string;
  width?: number;
  height?: number;
}

/** One version of a message: the creation, then one per edit. */
export interface MessageVersion {
  at: number;
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  attachments: AttachmentRecord[];
  flags: number;
  /** `allowed_mentions` exactly as sent with the request that made this version. */
  allowedMentions?: APIAllowedMentions;
}

/** A message and its full history. */
export interface MessageRecord {
  id: string;
  channelId: string;
  guildId: string;
  authorId: string;
  type: number;
  createdAt: number;
  editedAt: number | null;
  deletedAt: number | null;
  versions: MessageVersion[];
  webhookId?: string;
  applicationId?: string;
  interactionId?: string;
  reference?: { message_id: string; channel_id: string; guild_id: string };
  tts: boolean;
  /** The `nonce` the message was created with, as a string. */
  nonce?: string;
}

/** An interaction sent to the bot, and what the bot did with it. */
export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  applicationId: string;
  guildId: string;
  channelId: string;
  userId: string;
  createdAt: number;
  payload: APIInteraction;
  commandName?: string;
  customId?: string;
  sourceMessageId?: string;
  response?: { type: number; at: number; data?: unknown };
  originalMessageId?: string;
  followUpIds: string[];
  ephemeral: boolean;
  choices?: APIApplicationCommandOptionChoice[];
  modal?: APIModalInteractionResponseCallbackData;
}

/** A registered application command (global when `guildId` is null). */
export interface CommandRecord {
  guildId: string | null;
  data: APIApplicationCommand;
}
