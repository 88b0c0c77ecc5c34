import type { APIApplicationCommand, APIAutoModerationRule } from 'discord-api-types/v10';
import type { PermissionInput } from '../permissions.js';
import type { AutoModRuleInput, AutoModRulePatch } from '../state/automod-rules.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { DmDriver } from './dm-driver.js';
import type {
  AddBotOptions,
  AddMemberOptions,
  CreateChannelOptions,
  CreateGuildOptions,
  CreateRoleOptions,
  CreateUserOptions,
  GuildDriver,
} from './guild-driver.js';
import type { InteractionDriver } from './interaction-driver.js';
import type {
  AutocompleteInput,
  ClickButtonInput,
  ForgeComponentInput,
  RunCommandInput,
  RunMessageCommandInput,
  SelectEntitiesInput,
  SelectMenuInput,
  SubmitModalInput,
} from './interaction-inputs.js';
import type { InteractionRun } from './interaction-run.js';
import type { MessageDriver, MessageFilter } from './message-driver.js';
import type { MessageView } from './message-view.js';
import type {
  BotPermissionOptions,
  ChannelPermissionOptions,
  PermissionDriver,
} from './permission-driver.js';
import {
  type ChannelRef,
  type DmChannelRef,
  type GuildRef,
  type IdLike,
  idOf,
  type PrivateChannelRef,
  type RoleRef,
  type UserRef,
} from './refs.js';
import { type WaitOptions, waitUntil } from './wait-for.js';

/** The drivers a scenario uses. */
export interface ScenarioParts {
  state: EmulatorState;
  guilds: GuildDriver;
  permissions: PermissionDriver;
  interactions: InteractionDriver;
  messages: MessageDriver;
  dms: DmDriver;
}

/** Options of {@link ScenarioDriver.setupGuild}. */
export interface SetupGuildOptions {
  /** @default {} */
  guild?: CreateGuildOptions;
  /** @default 'general' */
  channelName?: string;
  /** The member; `username` defaults to 'alice'. @default {} */
  user?: CreateUserOptions;
}

/** The driver API for end-to-end scenarios: set up a guild, act as users, read what the bot did. */
export class ScenarioDriver {
  constructor(protected readonly parts: ScenarioParts) {}

  createGuild(options?: CreateGuildOptions): GuildRef {
    return this.parts.guilds.createGuild(options);
  }
  /** Adds the app to a guild created `withBot: false` (`GUILD_CREATE`, as when a manager invites it). */
  addBot(guild: IdLike, options?: AddBotOptions): void {
    this.parts.guilds.addBot(guild, options);
  }
  /** Removes the app from a guild (`GUILD_DELETE` without `unavailable`); `addBot` adds it back. */
  removeBot(guild: IdLike): void {
    this.parts.guilds.removeBot(guild);
  }
  createChannel(options: CreateChannelOptions): ChannelRef {
    return this.parts.guilds.createChannel(options);
  }
  /** Sets a guild's boost level (`premium_tier`); clients get `GUILD_UPDATE`. */
  setPremiumTier(guild: IdLike, tier: 0 | 1 | 2 | 3): void {
    this.parts.guilds.setPremiumTier(guild, tier);
  }
  /** Marks a server channel age-restricted (`nsfw`) or not; clients get `CHANNEL_UPDATE`. */
  setChannelNsfw(channel: IdLike, nsfw: boolean): void {
    this.parts.guilds.setChannelNsfw(channel, nsfw);
  }
  /** Deletes a server channel (`CHANNEL_DELETE`; bot calls to it then answer 10003). */
  deleteChannel(channel: IdLike): void {
    this.parts.guilds.deleteChannel(channel);
  }
  createRole(options: CreateRoleOptions): RoleRef {
    return this.parts.guilds.createRole(options);
  }
  createUser(options?: CreateUserOptions): UserRef {
    return this.parts.guilds.createUser(options);
  }
  addMember(options: AddMemberOptions): void {
    this.parts.guilds.addMember(options);
  }
  /** `user` leaves `guild` (`GUILD_MEMBER_REMOVE`; bot calls for the member then answer 10007). */
  removeMember(guild: IdLike, user: IdLike): void {
    this.parts.guilds.removeMember(guild, user);
  }
  /** A guild with one text channel and one member: the usual start of a scenario. */
  setupGuild(options: SetupGuildOptions = {}): {
    guild: GuildRef;
    channel: ChannelRef;
    user: UserRef;
  } {
    const guild = this.createGuild(options.guild);
    const channel = this.createChannel({ guild, name: options.channelName ?? 'general' });
    const user = this.createUser({ username: 'alice', ...options.user, guild });
    return { guild, channel, user };
  }

  /** The bot's DM with `user`, as the user opens it: `runCommand({ channel: dm, user })` runs in it (context 1). */
  openDm(user: IdLike): DmChannelRef {
    return this.parts.dms.openDm(user);
  }
  /** A DM or group DM between users (not the bot): commands there need `installApp(user)` (context 2). */
  openPrivateChannel(users: readonly IdLike[]): PrivateChannelRef {
    return this.parts.dms.openPrivateChannel(users);
  }
  /** Whether `user` accepts DMs from the bot (default open); closed, the bot's DMs fail with `50007`. */
  setDmsOpen(user: IdLike, open: boolean): void {
    this.parts.dms.setDmsOpen(user, open);
  }
  /** Installs the app to `user`'s account (user install, `authorizing_integration_owners["1"]`). */
  installApp(user: IdLike, installed = true): void {
    this.parts.dms.installApp(user, installed);
  }

  setRolePermissions(options: { role: IdLike; permissions: PermissionInput }): void {
    this.parts.permissions.setRolePermissions(options);
  }
  setChannelPermissions(options: ChannelPermissionOptions): void {
    this.parts.permissions.setChannelPermissions(options);
  }
  setBotPermissions(options: BotPermissionOptions): void {
    this.parts.permissions.setBotPermissions(options);
  }
  permissionsOf(options: { user: IdLike | 'bot'; channel: IdLike }): bigint {
    return this.parts.permissions.permissionsOf(options);
  }

  runCommand(input: RunCommandInput): Promise<InteractionRun> {
    return this.parts.interactions.runCommand(input);
  }
  /** Uses a message context-menu command on a message (see `InteractionDriver.runMessageCommand`). */
  runMessageCommand(input: RunMessageCommandInput): Promise<InteractionRun> {
    return this.parts.interactions.runMessageCommand(input);
  }
  /** A member's own chat message in a channel. */
  postMessage(input: Parameters<MessageDriver['postMessage']>[0]): MessageView {
    return this.parts.messages.postMessage(input);
  }
  autocomplete(input: AutocompleteInput): Promise<InteractionRun> {
    return this.parts.interactions.autocomplete(input);
  }
  clickButton(input: ClickButtonInput): Promise<InteractionRun> {
    return this.parts.interactions.clickButton(input);
  }
  selectMenu(input: SelectMenuInput): Promise<InteractionRun> {
    return this.parts.interactions.selectMenu(input);
  }
  /** Chooses roles in a message's role select. */
  selectRoles(input: SelectEntitiesInput): Promise<InteractionRun> {
    return this.parts.interactions.selectRoles(input);
  }
  /** Chooses channels in a message's channel select. */
  selectChannels(input: SelectEntitiesInput): Promise<InteractionRun> {
    return this.parts.interactions.selectChannels(input);
  }
  /** What a modified client can send: any custom id on any message it sees. */
  forgeComponent(input: ForgeComponentInput): Promise<InteractionRun> {
    return this.parts.interactions.forgeComponent(input);
  }
  submitModal(input: SubmitModalInput): Promise<InteractionRun> {
    return this.parts.interactions.submitModal(input);
  }
  /** Every interaction sent so far, oldest first. */
  get interactions(): InteractionRun[] {
    return this.parts.interactions.runs;
  }
  interaction(id: string): InteractionRun | undefined {
    return this.parts.interactions.run(id);
  }
  /**
   * A moderator creates an AutoMod rule in `guild` (Server Settings → AutoMod): enabled unless
   * `enabled: false`, keyword rules blocking messages unless other `actions` are given. Sessions
   * with the AutoModerationConfiguration intent get AUTO_MODERATION_RULE_CREATE when the bot has
   * Manage Server there; the rule applies at once to the bot's messages (`200000`).
   */
  createAutoModRule(
    guild: IdLike,
    input: Partial<AutoModRuleInput> & Pick<AutoModRuleInput, 'name'>,
  ): APIAutoModerationRule {
    const owner = this.parts.state.guilds.guilds.get(idOf(guild))?.ownerId ?? '';
    return this.parts.state.autoMod.create(idOf(guild), owner, {
      trigger_type: 1,
      event_type: 1,
      actions: [{ type: 1 }],
      enabled: true,
      ...input,
    });
  }
  /** A moderator changes a rule (AUTO_MODERATION_RULE_UPDATE). */
  updateAutoModRule(guild: IdLike, ruleId: string, patch: AutoModRulePatch): APIAutoModerationRule {
    const rule = this.parts.state.autoMod.update(idOf(guild), ruleId, patch);
    if (!rule) throw new Error(`unknown AutoMod rule ${ruleId}`);
    return rule;
  }
  /** A moderator deletes a rule (AUTO_MODERATION_RULE_DELETE). */
  deleteAutoModRule(guild: IdLike, ruleId: string): void {
    if (!this.parts.state.autoMod.delete(idOf(guild), ruleId)) {
      throw new Error(`unknown AutoMod rule ${ruleId}`);
    }
  }
  /** The guild's AutoMod rules now. */
  autoModRules(guild: IdLike): APIAutoModerationRule[] {
    return this.parts.state.autoMod.of(idOf(guild));
  }

  /** Registered commands: global, or a guild's. */
  commands(guild?: IdLike): APIApplicationCommand[] {
    return this.parts.state.commands.list(guild ? idOf(guild) : null);
  }

  messages(channel: IdLike, options?: { includeDeleted?: boolean }): MessageView[] {
    return this.parts.messages.messages(channel, options);
  }
  message(id: IdLike): MessageView | undefined {
    return this.parts.messages.message(id);
  }
  deleteMessage(message: IdLike): void {
    this.parts.messages.deleteMessage(message);
  }
  waitForMessage(filter?: MessageFilter, options?: WaitOptions): Promise<MessageView> {
    return this.parts.messages.waitForMessage(filter, options);
  }
  /** Resolves with the first truthy value of `check`, re-checked on every change (no fixed sleeps). */
  waitFor<T>(
    check: () => T | undefined | null | false | 0 | '',
    options?: WaitOptions,
  ): Promise<T> {
    return waitUntil(this.parts.state.events, check, options);
  }
}
