import { EventEmitter } from 'node:events';
import { GatewayIntentBits } from 'discord-api-types/v10';
import type { AdjustableClock } from './clock.js';
import type { CreateGuildOptions, CreateUserOptions, GuildDriver } from './driver/guild-driver.js';
import type { InteractionDriver, RunCommandInput } from './driver/interaction-driver.js';
import type { InteractionRun } from './driver/interaction-run.js';
import { type MessageView, messageView } from './driver/message-view.js';
import type { ChannelRef, GuildRef, IdLike, RoleRef, UserRef } from './driver/refs.js';
import { idOf } from './driver/refs.js';
import { type WaitOptions, waitUntil } from './driver/wait-for.js';
import type { DiscordEmulatorEvents } from './emulator-events.js';
import type { EmulatorServer } from './emulator-server.js';
import type { GatewayOutage } from './gateway/gateway-outage.js';
import type { GatewayServer, GatewayStats } from './gateway/gateway-server.js';
import type { PermissionInput } from './permissions.js';
import type { FaultHandle, FaultInjector, FaultSpec } from './rest/fault-injector.js';
import type { RequestLog, RequestLogEntry } from './rest/request-log.js';
import { MessageSerializer } from './serialize/serialize-message.js';
import type { EmulatorState } from './state/emulator-state.js';
import type { MessageRecord } from './state/records.js';

/** The emulator's parts, built by `startDiscordEmulator`. */
export interface EmulatorParts {
  state: EmulatorState;
  server: EmulatorServer;
  gateway: GatewayServer;
  log: RequestLog;
  faults: FaultInjector;
  guilds: GuildDriver;
  interactions: InteractionDriver;
}

/** A running emulator: connection details for the client, and the driver API for tests. */
export class DiscordEmulator {
  /** Public events (message create/update/delete, interactions, requests). */
  readonly events = new EventEmitter<DiscordEmulatorEvents>();
  /** The bot's user (its id is the application id). */
  readonly bot: UserRef;
  readonly #parts: EmulatorParts;
  readonly #serializer: MessageSerializer;

  constructor(parts: EmulatorParts) {
    this.#parts = parts;
    this.#serializer = new MessageSerializer(parts.state);
    this.bot = { kind: 'user', id: parts.state.bot.id, username: parts.state.bot.username };
    this.events.setMaxListeners(0);
    this.#wire();
  }

  /** `http://127.0.0.1:PORT`; the client uses `${url}/api` and `${url}/cdn`. */
  get url(): string {
    return this.#parts.server.url;
  }
  get token(): string {
    return this.#parts.state.token;
  }
  get applicationId(): string {
    return this.#parts.state.applicationId;
  }
  get clock(): AdjustableClock {
    return this.#parts.state.clock as AdjustableClock;
  }
  /** Moves the emulator clock forward (token expiry, 3-second rule, rate-limit windows). */
  advanceClock(ms: number): void {
    this.clock.advance(ms);
    this.#parts.state.changed();
  }

  // Guilds, channels, users and permissions.
  createGuild(options?: CreateGuildOptions): GuildRef {
    return this.#parts.guilds.createGuild(options);
  }
  createChannel(options: { guild: IdLike; name?: string }): ChannelRef {
    return this.#parts.guilds.createChannel(options);
  }
  createRole(options: { guild: IdLike; name?: string; permissions?: PermissionInput }): RoleRef {
    return this.#parts.guilds.createRole(options);
  }
  createUser(options?: CreateUserOptions): UserRef {
    return this.#parts.guilds.createUser(options);
  }
  addMember(options: {
    guild: IdLike;
    user: IdLike;
    roles?: readonly IdLike[];
    permissions?: PermissionInput;
  }): void {
    this.#parts.guilds.addMember(options);
  }
  setRolePermissions(options: { role: IdLike; permissions: PermissionInput }): void {
    this.#parts.guilds.setRolePermissions(options);
  }
  setChannelPermissions(options: Parameters<GuildDriver['setChannelPermissions']>[0]): void {
    this.#parts.guilds.setChannelPermissions(options);
  }
  setBotPermissions(options: Parameters<GuildDriver['setBotPermissions']>[0]): void {
    this.#parts.guilds.setBotPermissions(options);
  }
  permissionsOf(options: { user: IdLike | 'bot'; channel: IdLike }): bigint {
    return this.#parts.guilds.permissionsOf(options);
  }
  /** A guild with one text channel and one member: the usual start of a scenario. */
  setupGuild(
    options: { guild?: CreateGuildOptions; channelName?: string; user?: CreateUserOptions } = {},
  ) {
    const guild = this.createGuild(options.guild);
    const channel = this.createChannel({ guild, name: options.channelName ?? 'general' });
    const user = this.createUser({ username: 'alice', ...options.user, guild });
    return { guild, channel, user };
  }

  // Interactions.
  runCommand(input: RunCommandInput): Promise<InteractionRun> {
    return this.#parts.interactions.runCommand(input);
  }
  autocomplete(input: RunCommandInput & { focused: string }): Promise<InteractionRun> {
    return this.#parts.interactions.autocomplete(input);
  }
  clickButton(input: {
    message: IdLike;
    customId?: string;
    label?: string;
    user: IdLike;
  }): Promise<InteractionRun> {
    return this.#parts.interactions.clickButton(input);
  }
  selectMenu(input: {
    message: IdLike;
    customId: string;
    values: string[];
    user: IdLike;
  }): Promise<InteractionRun> {
    return this.#parts.interactions.selectMenu(input);
  }
  submitModal(input: Parameters<InteractionDriver['submitModal']>[0]): Promise<InteractionRun> {
    return this.#parts.interactions.submitModal(input);
  }
  /** Every interaction sent so far, oldest first. */
  get interactions(): InteractionRun[] {
    return this.#parts.interactions.runs;
  }
  interaction(id: string): InteractionRun | undefined {
    return this.#parts.interactions.run(id);
  }
  /** Registered commands (global, or a guild's). */
  commands(guild?: IdLike) {
    return this.#parts.state.commands.list(guild ? idOf(guild) : null);
  }

  // Messages.
  /** A channel's messages, oldest first (ephemeral ones included, flagged; deleted ones on request). */
  messages(channel: IdLike, options: { includeDeleted?: boolean } = {}): MessageView[] {
    return this.#parts.state.messages
      .inChannel(idOf(channel))
      .filter((m) => options.includeDeleted || m.deletedAt === null)
      .map((m) => this.#view(m));
  }
  message(id: IdLike): MessageView | undefined {
    const record = this.#parts.state.messages.get(idOf(id));
    return record && this.#view(record);
  }
  /** Deletes a message as a moderator would; later edits get `10008 Unknown Message`. */
  deleteMessage(message: IdLike): void {
    this.#parts.state.messages.delete(idOf(message));
  }
  /** The first live message (existing or future) matching `where`, optionally in one channel. */
  waitForMessage(
    filter: { channel?: IdLike; where?: (m: MessageView) => unknown } = {},
    options: WaitOptions = {},
  ) {
    const channelId = filter.channel ? idOf(filter.channel) : undefined;
    return this.waitFor(
      () =>
        this.#parts.state.messages
          .all()
          .filter((m) => m.deletedAt === null && (!channelId || m.channelId === channelId))
          .map((m) => this.#view(m))
          .find((m) => !filter.where || filter.where(m)),
      { description: 'a matching message', ...options },
    );
  }
  /** Resolves with the first truthy value of `check`, re-checked on every change (never a fixed sleep). */
  waitFor<T>(
    check: () => T | undefined | null | false | 0 | '',
    options: WaitOptions = {},
  ): Promise<T> {
    return waitUntil(this.#parts.state.events, check, options);
  }

  // REST log, rate limits and faults.
  /** Every REST request so far, in order. */
  get requests(): readonly RequestLogEntry[] {
    return this.#parts.log.entries;
  }
  /** How many 429s were served. */
  get rateLimitHits(): number {
    return this.#parts.log.rateLimitHits;
  }
  /** Fails the next matching request(s) with a 5xx or a Discord-shaped 429. */
  failNext(spec: FaultSpec): FaultHandle {
    return this.#parts.faults.add(spec);
  }
  clearFaults(): void {
    this.#parts.faults.clear();
  }

  // Gateway.
  get gatewayStats(): Readonly<GatewayStats> {
    return { ...this.#parts.gateway.stats };
  }
  /** Whether a client is connected right now. */
  get gatewayConnected(): boolean {
    return [...this.#parts.gateway.sessions.values()].some((s) => s.connected);
  }
  /** Closes every gateway connection with `code` (default 4000: the client resumes). */
  dropGateway(options: { code?: number; holdResume?: boolean } = {}): GatewayOutage {
    return this.#parts.gateway.drop(options.code ?? 4000, options.holdResume ?? false);
  }
  /** Sends op 7 Reconnect: the client reconnects and resumes. */
  requestReconnect(): void {
    this.#parts.gateway.requestReconnect();
  }
  /** Resets the bot token (like in the developer portal): sessions close with 4004, REST answers 401. */
  resetToken(
    token = `${Buffer.from(this.applicationId).toString('base64url')}.${this.#parts.state.ids.token(5)}.${this.#parts.state.ids.token(28)}`,
  ): string {
    this.#parts.state.token = token;
    this.#parts.gateway.invalidate(4004);
    return token;
  }

  /** Stops the servers. Destroy the discord.js client first, or it reconnects. */
  async close(): Promise<void> {
    await this.#parts.server.close();
    this.events.removeAllListeners();
  }

  #view(record: MessageRecord): MessageView {
    return messageView(record, this.#serializer);
  }

  #wire(): void {
    const { state } = this.#parts;
    const intent = GatewayIntentBits.GuildMessages;
    const ephemeral = (m: MessageRecord) => ((m.versions.at(-1)?.flags ?? 0) & 64) !== 0;
    state.events.on('messageCreate', (m) => {
      if (!ephemeral(m)) state.dispatch('MESSAGE_CREATE', this.#serializer.message(m), intent);
      this.events.emit('messageCreate', this.#view(m));
    });
    state.events.on('messageUpdate', (m) => {
      if (!ephemeral(m)) state.dispatch('MESSAGE_UPDATE', this.#serializer.message(m), intent);
      this.events.emit('messageUpdate', this.#view(m));
    });
    state.events.on('messageDelete', (m) => {
      const data = { id: m.id, channel_id: m.channelId, guild_id: m.guildId };
      if (!ephemeral(m)) state.dispatch('MESSAGE_DELETE', data, intent);
      this.events.emit('messageDelete', this.#view(m));
    });
    state.events.on('interactionCreate', (r) => {
      const run = this.interaction(r.id);
      if (run) this.events.emit('interactionCreate', run);
    });
    state.events.on('interactionResponse', (r) => {
      const run = this.interaction(r.id);
      if (run) this.events.emit('interactionResponse', run);
    });
  }
}
