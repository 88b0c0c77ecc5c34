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
  /** The user turned off direct messages: the bot's DMs to them fail with `50007`. */
  dmsClosed?: boolean;
  /** The user added the app to their account (user install, integration type `1`). */
  appInstalled?: boolean;
}

/** A guild; its roles, members and channels live in their own maps. */
export interface GuildRecord {
  id: string;
  name: string;
  ownerId: string;
  createdAt: number;
  locale: string;
  /** Where Discord posts its own notices (joins, boosts): `system_channel_id`. @default none */
  systemChannelId?: string;
  /** Its boost level, `premium_tier` (0–3): tier 2 uploads 50 MiB, tier 3 100 MiB. @default 0 */
  premiumTier?: 0 | 1 | 2 | 3;
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
  /** Age-restricted (Discord's `nsfw`): explicit content is allowed there. */
  nsfw: boolean;
}

/**
 * A channel outside any guild: the bot's DM with a user (type 1), or a DM or group DM between
 * users that the bot sees only through a user-installed app's interactions.
 */
export interface PrivateChannelRecord {
  id: string;
  type: ChannelType.DM | ChannelType.GroupDM;
  /** The users in it besides the bot (a DM with the bot has exactly one). */
  recipientIds: string[];
  /** A DM with the bot: the bot reads and posts there with its token. */
  withBot: boolean;
  createdAt: number;
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
  /** Null in a DM or another private channel. */
  guildId: string | null;
  authorId: string;
  type: number;
  createdAt: number;
  editedAt: number | null;
  deletedAt: number | null;
  versions: MessageVersion[];
  webhookId?: string;
  applicationId?: string;
  interactionId?: string;
  reference?: { message_id: string; channel_id: string; guild_id?: string };
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
  /** Null in a DM or another private channel. */
  guildId: string | null;
  channelId: string;
  userId: string;
  /** Where it happened: 0 guild, 1 the bot's DM, 2 another private channel (user install). */
  context: InteractionContext;
  createdAt: number;
  payload: APIInteraction;
  /** Every gateway session its INTERACTION_CREATE was dispatched to. */
  deliveries: GatewayDelivery[];
  commandName?: string;
  customId?: string;
  sourceMessageId?: string;
  /** A modal submit's: the interaction (command or component) answered with the modal. */
  triggeringInteractionId?: string;
  response?: { type: number; at: number; data?: unknown };
  originalMessageId?: string;
  followUpIds: string[];
  ephemeral: boolean;
  choices?: APIApplicationCommandOptionChoice[];
  modal?: APIModalInteractionResponseCallbackData;
  /** The Activity instance a `LAUNCH_ACTIVITY` answer opened (or joined) for the member. */
  activityInstanceId?: string;
}

/** An interaction context type: 0 `GUILD`, 1 `BOT_DM`, 2 `PRIVATE_CHANNEL`. */
export type InteractionContext = 0 | 1 | 2;

/** One gateway session a dispatch was sent to (or kept for, until it resumes). */
export interface GatewayDelivery {
  sessionId: string;
  /** The session's `[shard_id, num_shards]`. */
  shard: readonly [number, number];
  /** Emulator clock time of the dispatch. */
  at: number;
  /** Whether the session's socket was open; false: kept in its buffer for a RESUME. */
  connected: boolean;
}

/** A registered application command (global when `guildId` is null). */
export interface CommandRecord {
  guildId: string | null;
  data: APIApplicationCommand;
}
