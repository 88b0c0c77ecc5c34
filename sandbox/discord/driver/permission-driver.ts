import { GatewayIntentBits } from 'discord-api-types/v10';
import { type PermissionInput, toPermissionBits } from '../permissions.js';
import { GuildSerializer } from '../serialize/serialize-guild.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { type IdLike, idOf } from './refs.js';

/** Options of {@link PermissionDriver.setChannelPermissions}. */
export interface ChannelPermissionOptions {
  channel: IdLike;
  /** A role, a user, `'everyone'` or `'bot'`. */
  target: IdLike | 'everyone' | 'bot';
  /** @default none */
  allow?: PermissionInput;
  /** @default none */
  deny?: PermissionInput;
}

/** Options of {@link PermissionDriver.setBotPermissions}: guild-wide (its role) or per channel. */
export type BotPermissionOptions =
  | { guild: IdLike; permissions: PermissionInput }
  | { channel: IdLike; allow?: PermissionInput; deny?: PermissionInput };

/** Changes role permissions and channel overwrites, and tells connected clients. */
export class PermissionDriver {
  readonly #serializer: GuildSerializer;

  constructor(private readonly state: EmulatorState) {
    this.#serializer = new GuildSerializer(state);
  }

  /** Sets a role's permissions; pass the guild (or its id) for `@everyone`. */
  setRolePermissions(options: { role: IdLike; permissions: PermissionInput }): void {
    const role = this.state.guilds.roles.get(idOf(options.role));
    if (!role) throw new Error(`unknown role ${idOf(options.role)}`);
    role.permissions = toPermissionBits(options.permissions);
    const data = { guild_id: role.guildId, role: this.#serializer.role(role) };
    this.state.dispatch('GUILD_ROLE_UPDATE', data, GatewayIntentBits.Guilds);
    this.state.changed();
  }

  /** Sets (or with neither allow nor deny, removes) a channel overwrite. */
  setChannelPermissions(options: ChannelPermissionOptions): void {
    const channel = this.state.guilds.channels.get(idOf(options.channel));
    if (!channel) throw new Error(`unknown channel ${idOf(options.channel)}`);
    const { target } = options;
    const id =
      target === 'everyone' ? channel.guildId : target === 'bot' ? this.state.bot.id : idOf(target);
    const type = this.state.guilds.roles.has(id) ? 0 : 1;
    const allow = toPermissionBits(options.allow);
    const deny = toPermissionBits(options.deny);
    this.state.guilds.setOverwrite(channel.id, { id, type, allow, deny });
    this.state.dispatch(
      'CHANNEL_UPDATE',
      this.#serializer.channel(channel),
      GatewayIntentBits.Guilds,
    );
    this.state.changed();
  }

  /** The bot's permissions: its managed role's (guild) or an overwrite (channel). */
  setBotPermissions(options: BotPermissionOptions): void {
    if ('channel' in options) {
      this.setChannelPermissions({ ...options, target: 'bot' });
      return;
    }
    const guildId = idOf(options.guild);
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
}
