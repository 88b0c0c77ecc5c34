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
}

/** Options of {@link GuildDriver.createUser}. */
export interface CreateUserOptions {
  /** @default 'user<n>' */
  username?: string;
  globalName?: string;
  /** Make the user a member of this guild. */
  guild?: IdLike;
  /** Roles to give the member. */
  roles?: readonly IdLike[];
  /** Extra permissions for the member (through a role of its own). */
  permissions?: PermissionInput;
}

/** Creates guilds, channels, roles and users, sets permissions, and tells connected clients. */
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
    );
    store.addMember(guild.id, ownerId);
    const botRole = store.addRole(guild.id, {
      name: this.state.bot.username,
      permissions: toPermissionBits(options.botPermissions ?? this.botPermissions),
      managed: true,
      botId: this.state.bot.id,
    });
    store.addMember(guild.id, this.state.bot.id, [botRole.id]);
    this.state.dispatch('GUILD_CREATE', this.#serializer.guildCreate(guild.id), Guilds);
    return { kind: 'guild', id: guild.id, name: guild.name };
  }

  createChannel(options: { guild: IdLike; name?: string; type?: ChannelType }): ChannelRef {
    const guildId = this.#guild(options.guild);
    const channel = this.state.guilds.addChannel(guildId, options.name ?? 'general', options.type);
    this.state.dispatch('CHANNEL_CREATE', this.#serializer.channel(channel), Guilds);
    return { kind: 'channel', id: channel.id, guildId, name: channel.name };
  }

  createRole(options: { guild: IdLike; name?: string; permissions?: PermissionInput }): RoleRef {
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

  addMember(options: {
    guild: IdLike;
    user: IdLike;
    roles?: readonly IdLike[];
    permissions?: PermissionInput;
  }): void {
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
    const data = { ...this.#serializer.member(member), guild_id: guildId };
    this.state.dispatch(existed ? 'GUILD_MEMBER_UPDATE' : 'GUILD_MEMBER_ADD', data, GuildMembers);
  }

  /** Sets a role's permissions; pass the guild (or its id) for `@everyone`. */
  setRolePermissions(options: { role: IdLike; permissions: PermissionInput }): void {
    const role = this.state.guilds.roles.get(idOf(options.role));
    if (!role) throw new Error(`unknown role ${idOf(options.role)}`);
    role.permissions = toPermissionBits(options.permissions);
    this.#roleEvent('GUILD_ROLE_UPDATE', role);
  }

  /** Sets the channel overwrite for a role, a member, `'everyone'` or `'bot'` (no allow/deny removes it). */
  setChannelPermissions(options: {
    channel: IdLike;
    target: IdLike | 'everyone' | 'bot';
    allow?: PermissionInput;
    deny?: PermissionInput;
  }): void {
    const channel = this.state.guilds.channels.get(idOf(options.channel));
    if (!channel) throw new Error(`unknown channel ${idOf(options.channel)}`);
    const { target } = options;
    const id =
      target === 'everyone' ? channel.guildId : target === 'bot' ? this.state.bot.id : idOf(target);
    const type = this.state.guilds.roles.has(id) ? 0 : 1;
    const allow = toPermissionBits(options.allow);
    const deny = toPermissionBits(options.deny);
    this.state.guilds.setOverwrite(channel.id, { id, type, allow, deny });
    this.state.dispatch('CHANNEL_UPDATE', this.#serializer.channel(channel), Guilds);
    this.state.changed();
  }

  /** The bot's permissions: guild-wide (its managed role) or per channel (an overwrite). */
  setBotPermissions(
    options:
      | { guild: IdLike; permissions: PermissionInput }
      | { channel: IdLike; allow?: PermissionInput; deny?: PermissionInput },
  ): void {
    if ('channel' in options) {
      this.setChannelPermissions({ ...options, target: 'bot' });
      return;
    }
    const guildId = this.#guild(options.guild);
    const role = this.state.guilds.rolesOf(guildId).find((r) => r.botId === this.state.bot.id);
    if (!role) throw new Error(`the bot has no role in guild ${guildId}`);
    this.setRolePermissions({ role, permissions: options.permissions });
  }

  /** A member's computed permissions in a channel (`'bot'` for the bot). */
  permissionsOf(options: { user: IdLike | 'bot'; channel: IdLike }): bigint {
    const channel = this.state.guilds.channels.get(idOf(options.channel));
    if (!channel) throw new Error(`unknown channel ${idOf(options.channel)}`);
    const userId = options.user === 'bot' ? this.state.bot.id : idOf(options.user);
    return this.state.guilds.permissions(channel.guildId, userId, channel.id);
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
