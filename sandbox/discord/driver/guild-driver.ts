import { type ChannelType, GatewayIntentBits } from 'discord-api-types/v10';
import {
  defaultEveryonePermissions,
  type PermissionInput,
  toPermissionBits,
} from '../permissions.js';
import { GuildSerializer } from '../serialize/serialize-guild.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { RoleRecord } from '../state/records.js';
import {
  type ChannelRef,
  type GuildRef,
  type IdLike,
  idOf,
  type RoleRef,
  type UserRef,
} from './refs.js';

const { Guilds, GuildMembers } = GatewayIntentBits;

/** Options of {@link GuildDriver.createGuild}. */
export interface CreateGuildOptions {
  /** @default 'Test Guild' */
  name?: string;
  /** The owner (has every permission). @default a new user named 'owner' */
  owner?: IdLike;
  /** `@everyone`'s permissions. @default Discord's defaults (View Channel, Send Messages, Embed Links, Attach Files, …) */
  everyonePermissions?: PermissionInput;
  /** The bot's managed role. @default the emulator's `botPermissions` */
  botPermissions?: PermissionInput;
  /** @default 'en-US' */
  locale?: string;
  /**
   * `[shard_id, num_shards]`: pick the guild's id so that this shard owns it
   * (`(id >> 22) % num_shards`). @default any (a plain new snowflake)
   */
  shard?: readonly [number, number];
  /**
   * Whether the app is installed in the guild (its bot a member, with its managed role). Without,
   * the bot never hears of the guild (no GUILD_CREATE, no events) and its token reaches nothing
   * there: only members who installed the app to their account use its commands, through the
   * interaction alone. @default true
   */
  withBot?: boolean;
}

/** Options of {@link GuildDriver.createUser}. */
export interface CreateUserOptions {
  /** @default 'user<n>' */
  username?: string;
  /** @default null */
  globalName?: string;
  /** Make the user a member of this guild. @default none (not a member anywhere) */
  guild?: IdLike;
  /** The member's nickname in `guild`. @default null */
  nick?: string;
  /** Roles to give the member. @default [] */
  roles?: readonly IdLike[];
  /** Extra permissions for the member (through a role of its own). @default none: `@everyone`'s */
  permissions?: PermissionInput;
}

/** Options of {@link GuildDriver.createChannel}. */
export interface CreateChannelOptions {
  guild: IdLike;
  /** @default 'general' */
  name?: string;
  /** @default ChannelType.GuildText */
  type?: ChannelType;
  /** Make it the guild's system channel (`system_channel_id`). @default false */
  system?: boolean;
  /** Age-restricted (Discord's `nsfw`). @default false */
  nsfw?: boolean;
}

/** Options of {@link GuildDriver.addBot}. */
export interface AddBotOptions {
  /** The bot's managed role. @default the emulator's `botPermissions` */
  botPermissions?: PermissionInput;
}

/** Options of {@link GuildDriver.createRole}. */
export interface CreateRoleOptions {
  guild: IdLike;
  /** @default 'role' */
  name?: string;
  /** @default none */
  permissions?: PermissionInput;
}

/** Options of {@link GuildDriver.addMember}. */
export interface AddMemberOptions {
  guild: IdLike;
  user: IdLike;
  /** Roles to give the member. @default [] */
  roles?: readonly IdLike[];
  /** Extra permissions (through a role of its own). @default none */
  permissions?: PermissionInput;
  /** The member's nickname (replaces the one they had). @default unchanged, null for a new member */
  nick?: string;
}

/** Creates guilds, channels, roles, users and members, and tells connected clients. */
export class GuildDriver {
  readonly #serializer: GuildSerializer;
  #userCount = 0;

  constructor(
    private readonly state: EmulatorState,
    private readonly botPermissions: PermissionInput,
  ) {
    this.#serializer = new GuildSerializer(state);
  }

  createGuild(options: CreateGuildOptions = {}): GuildRef {
    const store = this.state.guilds;
    const ownerId = options.owner ? idOf(options.owner) : this.createUser({ username: 'owner' }).id;
    const everyone = toPermissionBits(options.everyonePermissions ?? defaultEveryonePermissions);
    const guild = store.addGuild(
      options.name ?? 'Test Guild',
      ownerId,
      everyone,
      options.locale ?? 'en-US',
      options.shard ? this.#idOnShard(options.shard) : undefined,
    );
    store.addMember(guild.id, ownerId);
    const ref: GuildRef = { kind: 'guild', id: guild.id, name: guild.name };
    if (options.withBot !== false) this.addBot(ref, options);
    return ref;
  }

  /**
   * A server manager adds the app to a guild the bot is not in yet (one created `withBot: false`):
   * the bot becomes a member with its managed role, and connected clients get `GUILD_CREATE` for a
   * guild their READY did not list (discord.js emits `guildCreate`).
   */
  addBot(guild: IdLike, options: AddBotOptions = {}): void {
    const guildId = this.#guild(guild);
    const store = this.state.guilds;
    if (store.member(guildId, this.state.bot.id)) throw new Error(`the bot is in ${guildId}`);
    const botRole = store.addRole(guildId, {
      name: this.state.bot.username,
      permissions: toPermissionBits(options.botPermissions ?? this.botPermissions),
      managed: true,
      botId: this.state.bot.id,
    });
    store.addMember(guildId, this.state.bot.id, [botRole.id]);
    this.state.dispatch('GUILD_CREATE', this.#serializer.guildCreate(guildId), Guilds);
  }

  /**
   * A manager removes the app from a guild (kick): connected clients get `GUILD_DELETE` without
   * `unavailable` (discord.js emits `guildDelete`), then the bot is no member and hears nothing of
   * it; {@link addBot} adds it back.
   */
  removeBot(guild: IdLike): void {
    const guildId = this.#guild(guild);
    const store = this.state.guilds;
    const member = store.member(guildId, this.state.bot.id);
    if (!member) throw new Error(`the bot is not in ${guildId}`);
    this.state.dispatch('GUILD_DELETE', { id: guildId }, Guilds);
    store.removeMember(guildId, this.state.bot.id);
    for (const roleId of member.roleIds) {
      if (store.roles.get(roleId)?.botId === this.state.bot.id) store.roles.delete(roleId);
    }
  }

  createChannel(options: CreateChannelOptions): ChannelRef {
    const guildId = this.#guild(options.guild);
    const { name = 'general', type, nsfw = false } = options;
    const channel = this.state.guilds.addChannel(guildId, name, type, nsfw);
    this.state.dispatch('CHANNEL_CREATE', this.#serializer.channel(channel), Guilds);
    if (options.system) {
      const guild = this.state.guilds.guilds.get(guildId);
      if (guild) guild.systemChannelId = channel.id;
      this.state.dispatch('GUILD_UPDATE', this.#serializer.guildCreate(guildId), Guilds);
    }
    return { kind: 'channel', id: channel.id, guildId, name: channel.name };
  }

  /**
   * Sets a guild's boost level (`premium_tier`), as members' boosts do: connected clients get
   * `GUILD_UPDATE`.
   */
  setPremiumTier(guild: IdLike, tier: 0 | 1 | 2 | 3): void {
    const guildId = this.#guild(guild);
    const record = this.state.guilds.guilds.get(guildId);
    if (!record) throw new Error(`no guild ${guildId}`);
    record.premiumTier = tier;
    this.state.dispatch('GUILD_UPDATE', this.#serializer.guildCreate(guildId), Guilds);
    this.state.changed();
  }

  /**
   * Marks a server channel age-restricted or not, as a member with Manage Channels would in its
   * settings: connected clients get `CHANNEL_UPDATE`.
   */
  setChannelNsfw(channel: IdLike, nsfw: boolean): void {
    const record = this.state.guilds.channels.get(idOf(channel));
    if (!record) throw new Error(`no channel ${idOf(channel)}`);
    record.nsfw = nsfw;
    this.state.dispatch('CHANNEL_UPDATE', this.#serializer.channel(record), Guilds);
    this.state.changed();
  }

  /**
   * Deletes a server channel as a member with Manage Channels would: it is gone from the state,
   * connected clients get `CHANNEL_DELETE`, and bot calls to it answer 404 `10003` Unknown Channel.
   */
  deleteChannel(channel: IdLike): void {
    const record = this.state.guilds.channels.get(idOf(channel));
    if (!record) throw new Error(`no channel ${idOf(channel)}`);
    const serialized = this.#serializer.channel(record);
    this.state.guilds.channels.delete(record.id);
    this.state.dispatch('CHANNEL_DELETE', serialized, Guilds);
  }

  createRole(options: CreateRoleOptions): RoleRef {
    const guildId = this.#guild(options.guild);
    const role = this.state.guilds.addRole(guildId, {
      name: options.name ?? 'role',
      permissions: toPermissionBits(options.permissions ?? 0n),
    });
    this.#roleEvent('GUILD_ROLE_CREATE', role);
    return { kind: 'role', id: role.id, guildId, name: role.name };
  }

  createUser(options: CreateUserOptions = {}): UserRef {
    const username = options.username ?? `user${++this.#userCount}`;
    const user = this.state.guilds.addUser({
      username,
      globalName: options.globalName ?? null,
      discriminator: '0',
      bot: false,
    });
    if (options.guild) this.addMember({ ...options, guild: options.guild, user });
    this.state.changed();
    return { kind: 'user', id: user.id, username };
  }

  addMember(options: AddMemberOptions): void {
    const guildId = this.#guild(options.guild);
    const userId = idOf(options.user);
    const roleIds = (options.roles ?? []).map(idOf);
    if (options.permissions !== undefined) {
      const username = this.state.guilds.users.get(userId)?.username ?? userId;
      roleIds.push(
        this.createRole({
          guild: guildId,
          name: `${username} role`,
          permissions: options.permissions,
        }).id,
      );
    }
    const existed = this.state.guilds.member(guildId, userId) !== undefined;
    const member = this.state.guilds.addMember(guildId, userId, roleIds);
    if (options.nick !== undefined) member.nick = options.nick;
    const data = { ...this.#serializer.member(member), guild_id: guildId };
    this.state.dispatch(existed ? 'GUILD_MEMBER_UPDATE' : 'GUILD_MEMBER_ADD', data, GuildMembers);
  }

  /** The member leaves the guild (`GUILD_MEMBER_REMOVE`); their user stays, as on Discord. */
  removeMember(guild: IdLike, user: IdLike): void {
    const guildId = this.#guild(guild);
    const userId = idOf(user);
    if (!this.state.guilds.removeMember(guildId, userId)) return;
    const data = { guild_id: guildId, user: this.#serializer.userById(userId) };
    this.state.dispatch('GUILD_MEMBER_REMOVE', data, GuildMembers);
  }

  #idOnShard([shardId, shardCount]: readonly [number, number]): string {
    if (!(Number.isInteger(shardId) && shardId >= 0 && shardId < shardCount))
      throw new RangeError(`invalid shard [${shardId}, ${shardCount}]`);
    return this.state.ids.snowflakeOnShard(shardId, shardCount);
  }

  #guild(guild: IdLike): string {
    const id = idOf(guild);
    if (!this.state.guilds.guilds.has(id)) throw new Error(`unknown guild ${id}`);
    return id;
  }

  #roleEvent(event: string, role: RoleRecord): void {
    this.state.dispatch(
      event,
      { guild_id: role.guildId, role: this.#serializer.role(role) },
      Guilds,
    );
    this.state.changed();
  }
}
