import { ChannelType } from 'discord-api-types/v10';
import type { Clock } from '../clock.js';
import type { IdFactory } from '../id-factory.js';
import { computePermissions, type PermissionOverwrite } from '../permissions.js';
import type {
  ChannelRecord,
  GuildRecord,
  MemberRecord,
  RoleRecord,
  UserRecord,
} from './records.js';

/** Users, guilds, roles, members and channels, and permission computation over them. */
export class GuildStore {
  readonly users = new Map<string, UserRecord>();
  readonly guilds = new Map<string, GuildRecord>();
  readonly roles = new Map<string, RoleRecord>();
  readonly members = new Map<string, MemberRecord>();
  readonly channels = new Map<string, ChannelRecord>();

  constructor(
    private readonly ids: IdFactory,
    private readonly clock: Clock,
  ) {}

  addUser(user: Omit<UserRecord, 'id'> & { id?: string }): UserRecord {
    const record = { ...user, id: user.id ?? this.ids.snowflake() };
    this.users.set(record.id, record);
    return record;
  }

  /** A guild with a new snowflake, or `id` (e.g. one picked for a shard). */
  addGuild(
    name: string,
    ownerId: string,
    everyone: bigint,
    locale: string,
    id: string = this.ids.snowflake(),
  ): GuildRecord {
    const guild = { id, name, ownerId, createdAt: this.clock.now(), locale };
    this.guilds.set(guild.id, guild);
    this.roles.set(guild.id, {
      id: guild.id,
      guildId: guild.id,
      name: '@everyone',
      permissions: everyone,
      position: 0,
      managed: false,
    });
    return guild;
  }

  addRole(guildId: string, role: Pick<RoleRecord, 'name' | 'permissions'> & Partial<RoleRecord>) {
    const position = this.rolesOf(guildId).length;
    const record: RoleRecord = {
      managed: false,
      position,
      ...role,
      id: this.ids.snowflake(),
      guildId,
    };
    this.roles.set(record.id, record);
    return record;
  }

  addMember(guildId: string, userId: string, roleIds: string[] = []): MemberRecord {
    const key = `${guildId}:${userId}`;
    const existing = this.members.get(key);
    if (existing) {
      existing.roleIds = [...new Set([...existing.roleIds, ...roleIds])];
      return existing;
    }
    const member = { guildId, userId, roleIds, joinedAt: this.clock.now(), nick: null };
    this.members.set(key, member);
    return member;
  }

  /** Removes a member; false when the user was not one. */
  removeMember(guildId: string, userId: string): boolean {
    return this.members.delete(`${guildId}:${userId}`);
  }

  addChannel(
    guildId: string,
    name: string,
    type: ChannelType = ChannelType.GuildText,
    nsfw = false,
  ) {
    const position = this.channelsOf(guildId).length;
    const channel: ChannelRecord = {
      id: this.ids.snowflake(),
      guildId,
      name,
      type,
      position,
      topic: null,
      overwrites: [],
      nsfw,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  member(guildId: string, userId: string): MemberRecord | undefined {
    return this.members.get(`${guildId}:${userId}`);
  }

  /** Whether two users are members of one guild (what a DM between them needs). */
  shareGuild(userId: string, otherId: string): boolean {
    return [...this.guilds.keys()].some(
      (id) => this.member(id, userId) && this.member(id, otherId),
    );
  }

  membersOf(guildId: string): MemberRecord[] {
    return [...this.members.values()].filter((m) => m.guildId === guildId);
  }

  rolesOf(guildId: string): RoleRecord[] {
    return [...this.roles.values()]
      .filter((r) => r.guildId === guildId)
      .sort((a, b) => a.position - b.position);
  }

  channelsOf(guildId: string): ChannelRecord[] {
    return [...this.channels.values()].filter((c) => c.guildId === guildId);
  }

  /** Replaces (or with both sides empty, removes) the overwrite for `overwrite.id`. */
  setOverwrite(channelId: string, overwrite: PermissionOverwrite): void {
    const channel = this.channels.get(channelId);
    if (!channel) throw new Error(`unknown channel ${channelId}`);
    channel.overwrites = channel.overwrites.filter((o) => o.id !== overwrite.id);
    if (overwrite.allow || overwrite.deny) channel.overwrites.push(overwrite);
  }

  /** The member's permissions in a channel (or guild-wide without one); 0 for non-members. */
  permissions(guildId: string, userId: string, channelId?: string): bigint {
    const guild = this.guilds.get(guildId);
    const member = this.member(guildId, userId);
    if (!guild || !member) return 0n;
    const memberRoles = member.roleIds.flatMap((id) => this.roles.get(id) ?? []);
    return computePermissions({
      guildId,
      ownerId: guild.ownerId,
      memberId: userId,
      everyone: this.roles.get(guildId)?.permissions ?? 0n,
      memberRoles,
      overwrites: channelId ? (this.channels.get(channelId)?.overwrites ?? []) : undefined,
    });
  }
}
