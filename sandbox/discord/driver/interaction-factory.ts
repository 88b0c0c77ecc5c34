import type { APIInteraction } from 'discord-api-types/v10';
import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';
import { dmBotPermissions, privateChannelAppPermissions } from '../permissions.js';
import { GuildSerializer } from '../serialize/serialize-guild.js';
import { MessageSerializer } from '../serialize/serialize-message.js';
import { PrivateChannelSerializer } from '../serialize/serialize-private-channel.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { InteractionRecord } from '../state/records.js';
import type { OptionValue, PlainOption, Upload } from './command-options.js';
import type { InteractionPlace } from './interaction-place.js';

/** Who invokes an interaction, and where (see `interactionPlace`). */
export interface InteractionTarget extends InteractionPlace {
  userId: string;
  locale?: string;
}

type Resolved = Record<
  'users' | 'members' | 'roles' | 'channels' | 'attachments',
  Record<string, unknown>
>;

/** Builds INTERACTION_CREATE payloads (and their records) the way Discord sends them. */
export class InteractionFactory {
  readonly #guilds: GuildSerializer;
  readonly #messages: MessageSerializer;
  readonly #privateChannels: PrivateChannelSerializer;

  constructor(
    private readonly state: EmulatorState,
    private readonly attachmentSizeLimit: number,
  ) {
    this.#guilds = new GuildSerializer(state);
    this.#messages = new MessageSerializer(state);
    this.#privateChannels = new PrivateChannelSerializer(state);
  }

  /**
   * An interaction of `type` with `data`; `messageId` attaches the component's message, and
   * `triggeredBy` is a modal submit's interaction that showed the modal.
   */
  create(
    type: number,
    target: InteractionTarget,
    data: Record<string, unknown>,
    messageId?: string,
    triggeredBy?: string,
  ): InteractionRecord {
    const { state } = this;
    const { guildId, channelId, userId } = target;
    const id = state.ids.snowflake();
    const token = `${Buffer.from(`interaction:${id}:`).toString('base64url')}${state.ids.token()}`;
    const message = messageId ? state.messages.live(messageId) : undefined;
    const payload = {
      id,
      application_id: state.applicationId,
      type,
      token,
      version: 1,
      data,
      ...(guildId ? this.#inGuild(guildId, channelId, userId) : this.#inPrivate(channelId, userId)),
      channel_id: channelId,
      locale: target.locale ?? 'en-US',
      entitlements: [],
      authorizing_integration_owners: target.owners,
      context: target.context,
      attachment_size_limit: this.attachmentSizeLimit,
      ...(message ? { message: this.#messages.message(message) } : {}),
    } as unknown as APIInteraction;
    const customId = typeof data.custom_id === 'string' ? data.custom_id : undefined;
    const commandName = typeof data.name === 'string' ? data.name : undefined;
    return {
      id,
      token,
      type,
      applicationId: state.applicationId,
      guildId,
      channelId,
      userId,
      context: target.context,
      createdAt: state.clock.now(),
      payload,
      deliveries: [],
      followUpIds: [],
      ephemeral: false,
      ...(commandName ? { commandName } : {}),
      ...(customId ? { customId } : {}),
      ...(message ? { sourceMessageId: message.id } : {}),
      ...(triggeredBy ? { triggeringInteractionId: triggeredBy } : {}),
    };
  }

  /**
   * The guild fields: `guild`, the channel with the member's permissions, `member`,
   * `app_permissions` (the bot's in the channel; in a guild without the bot, what a user-installed
   * app may do through the interaction, as in private channels).
   */
  #inGuild(guildId: string, channelId: string, userId: string) {
    const { guilds } = this.state;
    const member = guilds.member(guildId, userId);
    const guild = guilds.guilds.get(guildId);
    const channel = guilds.channels.get(channelId);
    if (!guild || !channel || channel.guildId !== guildId)
      throw new Error(`channel ${channelId} is not in guild ${guildId}`);
    if (!member) throw new Error(`user ${userId} is not a member of guild ${guildId}`);
    const permissions = guilds.permissions(guildId, userId, channelId).toString();
    return {
      guild_id: guildId,
      guild: { id: guildId, locale: guild.locale, features: [] },
      channel: { ...this.#guilds.channel(channel), permissions },
      member: { ...this.#guilds.member(member), permissions },
      app_permissions: (guilds.member(guildId, this.state.bot.id)
        ? guilds.permissions(guildId, this.state.bot.id, channelId)
        : privateChannelAppPermissions
      ).toString(),
      guild_locale: guild.locale,
    };
  }

  /** The DM fields: `user` instead of `member`, the DM channel, the app's DM permissions. */
  #inPrivate(channelId: string, userId: string) {
    const channel = this.state.privateChannels.get(channelId);
    if (!channel) throw new Error(`unknown channel ${channelId}`);
    const appPermissions = channel.withBot ? dmBotPermissions : privateChannelAppPermissions;
    return {
      channel: this.#privateChannels.channel(channel),
      user: this.#guilds.userById(userId),
      app_permissions: appPermissions.toString(),
    };
  }

  /** Turns typed options into payload options plus `resolved` (users, members, roles, channels, files). */
  resolveOptions(options: PlainOption[], target: InteractionTarget) {
    const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {}, attachments: {} };
    const payload = options.map(({ name, type, value, focused }) => ({
      name,
      type,
      value: this.#resolve(type, value, target, resolved),
      ...(focused ? { focused } : {}),
    }));
    const used = Object.fromEntries(
      Object.entries(resolved).filter(([, v]) => Object.keys(v).length),
    );
    return { options: payload, resolved: Object.keys(used).length ? used : undefined };
  }

  /**
   * Resolves a modal submit's picks one by one (`resolve` a user, role, mentionable or channel
   * by option type, or an uploaded file), then `resolved()` is the data's `resolved` (undefined
   * when nothing needed it).
   */
  modalResolver(target: InteractionTarget) {
    const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {}, attachments: {} };
    return {
      resolve: (type: T, value: OptionValue | { readonly id: string }) =>
        String(this.#resolve(type, value as OptionValue, target, resolved)),
      resolved: () => {
        const used = Object.entries(resolved).filter(([, v]) => Object.keys(v).length);
        return used.length ? Object.fromEntries(used) : undefined;
      },
    };
  }

  /**
   * The `resolved` data of a role or channel select's chosen `ids`, as Discord sends it with the
   * component interaction (channels with the choosing member's permissions in them).
   * @throws when an id is no role or channel of the target's server.
   */
  resolveSelected(kind: 'roles' | 'channels', ids: readonly string[], target: InteractionTarget) {
    const { guilds } = this.state;
    const found: Record<string, unknown> = {};
    for (const id of ids) {
      if (kind === 'roles') {
        const role = guilds.roles.get(id);
        if (!role || role.guildId !== target.guildId)
          throw new Error(`no role ${id} in this server`);
        found[id] = this.#guilds.role(role);
      } else {
        const channel = guilds.channels.get(id);
        if (!channel || channel.guildId !== target.guildId)
          throw new Error(`no channel ${id} in this server`);
        const permissions = guilds.permissions(channel.guildId, target.userId, id);
        found[id] = { ...this.#guilds.channel(channel), permissions: `${permissions}` };
      }
    }
    return { [kind]: found };
  }

  #resolve(type: T, value: OptionValue, target: InteractionTarget, resolved: Resolved) {
    if (typeof value !== 'object') return value;
    if ('type' in value && !('kind' in value)) return value.value;
    if (type === T.Attachment && 'data' in value) return this.#upload(value, resolved);
    if (!('id' in value)) throw new Error(`option of type ${type} needs a user, role or channel`);
    const { guilds } = this.state;
    const id = value.id;
    if (guilds.users.has(id) && (type === T.User || type === T.Mentionable)) {
      resolved.users[id] = this.#guilds.userById(id);
      const member = target.guildId ? guilds.member(target.guildId, id) : undefined;
      if (member) {
        const { user: _user, ...rest } = this.#guilds.member(member);
        const permissions = guilds.permissions(member.guildId, id, target.channelId);
        resolved.members[id] = { ...rest, permissions: permissions.toString() };
      }
    } else if (guilds.roles.has(id) && (type === T.Role || type === T.Mentionable)) {
      resolved.roles[id] = this.#guilds.role(
        guilds.roles.get(id) as NonNullable<ReturnType<typeof guilds.roles.get>>,
      );
    } else if (guilds.channels.has(id) && type === T.Channel) {
      const channel = guilds.channels.get(id);
      const permissions = channel ? guilds.permissions(channel.guildId, target.userId, id) : 0n;
      if (channel)
        resolved.channels[id] = { ...this.#guilds.channel(channel), permissions: `${permissions}` };
    } else {
      throw new Error(`cannot resolve ${id} as option type ${type}`);
    }
    return id;
  }

  #upload(upload: Upload, resolved: Resolved): string {
    const bytes =
      typeof upload.data === 'string' ? Buffer.from(upload.data) : Buffer.from(upload.data);
    const file = this.state.attachments.add(
      {
        bytes,
        filename: upload.name,
        ...(upload.contentType ? { contentType: upload.contentType } : {}),
        ...(upload.description ? { description: upload.description } : {}),
      },
      this.state.applicationId,
      true,
    );
    resolved.attachments[file.id] = this.#messages.attachment(file);
    return file.id;
  }
}
