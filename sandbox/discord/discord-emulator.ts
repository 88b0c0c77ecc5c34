import { EventEmitter } from 'node:events';
import type { AdjustableClock } from './clock.js';
import { ActivityDriver } from './driver/activity-driver.js';
import type { UserRef } from './driver/refs.js';
import { ScenarioDriver, type ScenarioParts } from './driver/scenario-driver.js';
import type { DiscordEmulatorEvents } from './emulator-events.js';
import type { EmulatorServer } from './emulator-server.js';
import { bridgeEvents } from './event-bridge.js';
import type { GatewayOutage } from './gateway/gateway-outage.js';
import type { GatewayServer, GatewayStats, IdentifyAttempt } from './gateway/gateway-server.js';
import type { GatewaySessionInfo } from './gateway/gateway-session.js';
import type { FaultHandle, FaultInjector, FaultSpec } from './rest/fault-injector.js';
import type { HoldHandle, HoldSpec } from './rest/request-holds.js';
import type { RequestLog, RequestLogEntry } from './rest/request-log.js';
import { mediaProxyOrigin } from './state/attachment-store.js';
import type { SessionStartLimit } from './state/gateway-limits.js';

/** The emulator's parts, built by `startDiscordEmulator`. */
export interface EmulatorParts extends ScenarioParts {
  server: EmulatorServer;
  gateway: GatewayServer;
  log: RequestLog;
  faults: FaultInjector;
  newToken: () => string;
}

/** A running emulator: what the client connects to, the scenario driver, and fault controls. */
export class DiscordEmulator extends ScenarioDriver {
  /** Public events (message create/update/delete, interactions, requests). */
  readonly events = new EventEmitter<DiscordEmulatorEvents>();
  /** The bot's user (its id is the application id). */
  readonly bot: UserRef;
  /** The app's Activity: its Developer Portal settings and the member's client's side of the SDK. */
  readonly activities: ActivityDriver;
  readonly #parts: EmulatorParts;

  constructor(parts: EmulatorParts) {
    super(parts);
    this.#parts = parts;
    this.bot = { kind: 'user', id: parts.state.bot.id, username: parts.state.bot.username };
    this.activities = new ActivityDriver(parts.state);
    this.events.setMaxListeners(0);
    bridgeEvents(parts.state, this.events, parts.messages, (id) => this.interaction(id));
  }

  /** `http://127.0.0.1:PORT`; the client uses `${url}/api` and `${url}/cdn`. */
  get url(): string {
    return this.#parts.server.url;
  }
  /**
   * `http://localhost:PORT`: where the media proxy serves the pictures members' messages link to
   * (Discord's `images-ext-*.discordapp.net`), a host of its own beside {@link url}.
   */
  get mediaProxyUrl(): string {
    return mediaProxyOrigin(this.#parts.server.url);
  }
  get token(): string {
    return this.#parts.state.token;
  }
  get applicationId(): string {
    return this.#parts.state.applicationId;
  }
  /** The clock behind every time rule. */
  get clock(): AdjustableClock {
    return this.#parts.state.clock as AdjustableClock;
  }
  /** Moves the clock forward (token expiry, the 3-second rule, rate-limit windows). */
  advanceClock(ms: number): void {
    this.clock.advance(ms);
    this.#parts.state.changed();
  }

  /**
   * Ends every attachment URL handed out so far, as a signed Discord CDN URL ends when its time
   * passed: fetching one then answers 404.
   */
  expireAttachmentUrls(): void {
    this.#parts.state.attachments.expireAll();
  }
  /** How many times the attachment at `url` was downloaded (GET of its `url` or `proxy_url`); every attachment's without. */
  attachmentFetches(url?: string): number {
    return this.#parts.state.attachments.fetchesOf(url);
  }

  /** Every REST request so far, in order. */
  get requests(): readonly RequestLogEntry[] {
    return this.#parts.log.entries;
  }
  /**
   * The requests whose 2xx answer differed from Discord's OpenAPI response schema
   * (`entry.answerProblems`); always empty unless started with `validateResponses: true`.
   */
  get answerMismatches(): readonly RequestLogEntry[] {
    return this.#parts.log.entries.filter((e) => e.answerProblems?.length);
  }
  /** How many 429s were served (forced or earned). */
  get rateLimitHits(): number {
    return this.#parts.log.rateLimitHits;
  }
  /** Fails the next matching request(s) with a 5xx or a Discord-shaped 429. */
  failNext(spec: FaultSpec): FaultHandle {
    return this.#parts.faults.add(spec);
  }
  /**
   * Holds the next matching request(s) on their way in, as if still in the network: served once
   * released, dropped unserved when the client's connection closes first (its process killed).
   */
  holdNext(spec: HoldSpec): HoldHandle {
    return this.#parts.faults.holds.add(spec);
  }
  /** Forgets pending faults and serves every held request. */
  clearFaults(): void {
    this.#parts.faults.clear();
  }

  get gatewayStats(): Readonly<GatewayStats> {
    return { ...this.#parts.gateway.stats };
  }
  /** Every IDENTIFY with the right token so far, in order: shard, bucket, time, outcome. */
  get identifyLog(): readonly IdentifyAttempt[] {
    return [...this.#parts.gateway.identifyLog];
  }
  /** Every gateway session (connected, or kept for a RESUME), oldest first, with its shard. */
  get gatewaySessions(): GatewaySessionInfo[] {
    return [...this.#parts.gateway.sessions.values()].map((s) => s.info);
  }
  /** `GET /gateway/bot`'s `session_start_limit` now (`remaining` counts IDENTIFYs down). */
  get sessionStartLimit(): SessionStartLimit {
    return this.#parts.state.gatewayLimits.sessionStartLimit();
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
  /** Resets the bot token as in the developer portal: sessions close with 4004, REST answers 401. */
  resetToken(token: string = this.#parts.newToken()): string {
    this.#parts.state.token = token;
    this.#parts.gateway.invalidate(4004);
    return token;
  }

  /** Stops the servers. Destroy the discord.js client first, or it keeps reconnecting. */
  async close(): Promise<void> {
    await this.#parts.server.close();
    this.events.removeAllListeners();
  }
}
