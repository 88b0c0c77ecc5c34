import type {
  APIChannel,
  APIGuildMember,
  APIRole,
  APIUser,
  ChannelFlags,
  GatewayGuildCreateDispatchData,
  GuildMemberFlags,
  RoleFlags,
  UserFlags,
} from 'discord-api-types/v10';
import type { EmulatorState } from '../state/emulator-state.js';
import type { ChannelRecord, MemberRecord, RoleRecord, UserRecord } from '../state/records.js';

/** Turns guild-side records into Discord API objects. */
export class GuildSerializer {
  constructor(private readonly state: EmulatorState) {}

  user(user: UserRecord): APIUser {
    return {
      id: user.id,
      username: user.username,
      global_name: user.globalName,
      discriminator: user.discriminator,
      avatar: null,
      public_flags: 0 as UserFlags,
      flags: 0 as UserFlags,
      primary_guild: null,
      ...(user.bot ? { bot: true } : {}),
    };
  }

  userById(id: string): APIUser {
    const user = this.state.guilds.users.get(id);
    if (!user) throw new Error(`unknown user ${id}`);
    return this.user(user);
  }

  role(role: RoleRecord): APIRole {
    return {
      id: role.id,
      name: role.name,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: role.position,
      permissions: role.permissions.toString(),
      managed: role.managed,
      mentionable: false,
      flags: 0 as RoleFlags,
      ...(role.botId ? { tags: { bot_id: role.botId } } : {}),
    };
  }

  member(member: MemberRecord): APIGuildMember {
    return {
      user: this.userById(member.userId),
      nick: member.nick,
      avatar: null,
      banner: null,
      roles: member.roleIds,
      joined_at: this.iso(member.joinedAt),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      pending: false,
      communication_disabled_until: null,
    };
  }

  channel(channel: ChannelRecord): APIChannel {
    return {
      id: channel.id,
      type: channel.type,
      guild_id: channel.guildId,
      name: channel.name,
      position: channel.position,
      topic: channel.topic,
      flags: 0 as ChannelFlags,
      nsfw: channel.nsfw,
      parent_id: null,
      rate_limit_per_user: 0,
      last_message_id: null,
      permission_overwrites: channel.overwrites.map((o) => ({
        id: o.id,
        type: o.type,
        allow: o.allow.toString(),
        deny: o.deny.toString(),
      })),
    } as APIChannel;
  }

  /** The full GUILD_CREATE payload with roles, channels and members. */
  guildCreate(guildId: string): GatewayGuildCreateDispatchData {
    const guild = this.state.guilds.guilds.get(guildId);
    if (!guild) throw new Error(`unknown guild ${guildId}`);
    const store = this.state.guilds;
    const members = store.membersOf(guildId);
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      home_header: null,
      splash: null,
      discovery_splash: null,
      region: 'deprecated',
      widget_enabled: false,
      widget_channel_id: null,
      max_presences: null,
      max_members: 250_000,
      max_stage_video_channel_users: 50,
      max_video_channel_users: 25,
      premium_subscription_count: 0,
      nsfw: false,
      incidents_data: null,
      owner_id: guild.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: store.rolesOf(guildId).map((r) => this.role(r)),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: guild.systemChannelId ?? null,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: guild.premiumTier ?? 0,
      preferred_locale: guild.locale,
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      safety_alerts_channel_id: null,
      joined_at: this.iso(store.member(guildId, this.state.bot.id)?.joinedAt ?? guild.createdAt),
      large: false,
      unavailable: false,
      member_count: members.length,
      voice_states: [],
      members: members.map((m) => this.member(m)),
      channels: store.channelsOf(guildId).map((c) => this.channel(c)),
      threads: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    } as unknown as GatewayGuildCreateDispatchData;
  }

  private iso(at: number): string {
    return new Date(at).toISOString();
  }
}
