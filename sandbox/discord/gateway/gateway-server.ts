import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GatewayCloseCodes,
  GatewayIntentBits,
  GatewayOpcodes,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { GuildSerializer } from '../serialize/serialize-guild.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { GatewayOutage } from './gateway-outage.js';
import { GatewaySession } from './gateway-session.js';
import { GatewaySessions, GUILD_EVENTS } from './gateway-sessions.js';
import { type Admission, admitIdentify, shardOf } from './identify-admission.js';
import { type IdentifyData, type ResumeData, readyPayload } from './ready-payload.js';
import { TickWrites } from './tick-writes.js';

/** Counters of what happened on the gateway. */
export interface GatewayStats {
  connections: number;
  /** IDENTIFYs that started a session. */
  identifies: number;
  /** IDENTIFYs answered with op 9 because their `max_concurrency` bucket identified too recently. */
  identifiesRefused: number;
  resumes: number;
  replayed: number;
  heartbeats: number;
}

/** One IDENTIFY with the right token, as `discord.identifyLog` records it. */
export interface IdentifyAttempt {
  /** `[shard_id, num_shards]` as sent (`[0, 1]` without one); undefined when invalid (4010). */
  shard: readonly [number, number] | undefined;
  /** Its rate-limit key, `shard_id % max_concurrency` (undefined for an invalid shard). */
  bucket: number | undefined;
  /** Emulator clock time it arrived. */
  at: number;
  /** `ready`: a session started; `refused`: op 9 (its bucket identified too recently); `closed`: 4010 or 4011; `token-reset`: no session starts left. */
  outcome: 'ready' | 'refused' | 'closed' | 'token-reset';
}

/** Gateway server options. */
export interface GatewayServerOptions {
  heartbeatIntervalMs: number;
  replayBufferSize: number;
  url: () => string;
  /** A new bot token, for when the session start limit is used up. */
  newToken: () => string;
}

/** The WebSocket gateway: HELLO, IDENTIFY, heartbeats, READY, GUILD_CREATE, RESUME with replay. */
export class GatewayServer {
  readonly stats: GatewayStats = {
    connections: 0,
    identifies: 0,
    identifiesRefused: 0,
    resumes: 0,
    replayed: 0,
    heartbeats: 0,
  };
  readonly sessions = new GatewaySessions();
  /** Every IDENTIFY with the right token, in order of arrival. */
  readonly identifyLog: IdentifyAttempt[] = [];
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #serializer: GuildSerializer;
  readonly #writes = new TickWrites();
  #outage: GatewayOutage | undefined;

  constructor(
    private readonly state: EmulatorState,
    private readonly options: GatewayServerOptions,
  ) {
    this.#serializer = new GuildSerializer(state);
    state.events.on('dispatch', (t, d, intent) => this.dispatch(t, d, intent));
    state.receives = (intent) => this.sessions.receives(intent);
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      this.#writes.attach(ws, socket);
      this.#accept(ws);
    });
  }

  /**
   * Routes a dispatch by shard and intent; records who got an INTERACTION_CREATE. Events of a guild
   * the bot is not in never reach it; an interaction there (a user-installed command) does.
   */
  dispatch(t: string, d: unknown, intent = 0): void {
    const about = d as { guild_id?: string; id?: string } | null;
    const guildId = about?.guild_id ?? (GUILD_EVENTS.has(t) ? about?.id : undefined);
    const { guilds, bot } = this.state;
    if (t !== 'INTERACTION_CREATE' && guildId && !guilds.member(guildId, bot.id)) return;
    // Discord sends AutoMod rule events only to those who may read the rules (Manage Server).
    const manages = (id: string) =>
      (guilds.permissions(id, bot.id) & PermissionFlagsBits.ManageGuild) !== 0n;
    if (t.startsWith('AUTO_MODERATION_RULE_') && !(guildId && manages(guildId))) return;
    const deliveries = this.sessions.route(t, d, intent, this.state.clock.now());
    const id = (d as { id?: string } | null)?.id;
    if (t === 'INTERACTION_CREATE' && id) this.state.interactions.delivered(id, deliveries);
  }

  /** Whether any session would receive a dispatch now or on RESUME. */
  get hasSession(): boolean {
    return this.sessions.size > 0;
  }

  /** Closes every connection with `code` (non-1000 keeps sessions resumable). */
  drop(code: number, holdResume: boolean): GatewayOutage {
    this.#outage = new GatewayOutage(holdResume, () => this.state.changed());
    for (const session of this.sessions.values())
      session.socket?.close(code, 'dropped by emulator');
    return this.#outage;
  }

  /** Asks connected clients to reconnect and resume (op 7). */
  requestReconnect(): void {
    for (const s of this.sessions.values()) s.socket?.send(JSON.stringify({ op: 7, d: null }));
  }

  /** Closes every session with `code` and forgets them (e.g. 4004 after a token reset). */
  invalidate(code: number): void {
    for (const session of this.sessions.values()) session.socket?.close(code);
    this.sessions.clear();
  }

  async close(): Promise<void> {
    for (const ws of this.#wss.clients) ws.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #accept(ws: WebSocket): void {
    this.stats.connections++;
    let session: GatewaySession | undefined;
    ws.on('message', (data: RawData) => {
      let payload: { op?: number; d?: unknown };
      try {
        payload = JSON.parse(data.toString());
      } catch {
        ws.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      void this.#onPayload(ws, payload, session).then((next) => {
        session = next;
      });
    });
    ws.on('close', (code) => {
      if (session?.socket !== ws) return;
      session.socket = undefined;
      if (code === 1000 || code === 1001) this.sessions.delete(session.id);
      this.state.changed();
    });
    this.#send(ws, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: this.options.heartbeatIntervalMs },
    });
  }

  async #onPayload(ws: WebSocket, payload: { op?: number; d?: unknown }, session?: GatewaySession) {
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.stats.heartbeats++;
        this.#send(ws, { op: GatewayOpcodes.HeartbeatAck });
        return session;
      case GatewayOpcodes.Identify:
        if (session)
          ws.close(
            GatewayCloseCodes.AlreadyAuthenticated,
            'You sent more than one identify payload.',
          );
        return session ?? this.#identify(ws, payload.d as IdentifyData);
      case GatewayOpcodes.Resume:
        if (session) ws.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
        return session ?? (await this.#resume(ws, payload.d as ResumeData));
      default:
        if (!session && payload.op !== GatewayOpcodes.PresenceUpdate) {
          ws.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
        }
        return session;
    }
  }

  #identify(ws: WebSocket, d: IdentifyData): GatewaySession | undefined {
    if (d?.token?.replace(/^Bot\s+/i, '') !== this.state.token) {
      ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return undefined;
    }
    const admission = admitIdentify(this.state, d);
    this.#record(d, admission);
    if (admission.kind === 'close') ws.close(admission.code, admission.reason);
    if (admission.kind === 'invalid-session') {
      this.stats.identifiesRefused++;
      this.#send(ws, { op: GatewayOpcodes.InvalidSession, d: false });
    }
    if (admission.kind === 'token-reset') {
      this.state.token = this.options.newToken();
      this.invalidate(GatewayCloseCodes.AuthenticationFailed);
      ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    }
    if (admission.kind !== 'ready') return undefined;
    this.stats.identifies++;
    const { shard, guildIds } = admission;
    const session = new GatewaySession(
      this.state.ids.hex(),
      d.intents ?? 0,
      shard,
      this.options.replayBufferSize,
      this.state.clock.now(),
      (socket, frame) => this.#writes.send(socket, frame),
    );
    session.socket = ws;
    this.sessions.set(session.id, session);
    session.dispatch('READY', readyPayload(this.state, session, guildIds, this.options.url()));
    if (session.intents & GatewayIntentBits.Guilds) {
      for (const id of guildIds) session.dispatch('GUILD_CREATE', this.#serializer.guildCreate(id));
    }
    this.state.changed();
    return session;
  }

  #record(d: IdentifyData, admission: Admission): void {
    const shard = admission.kind === 'ready' ? admission.shard : shardOf(d.shard);
    const outcomes = {
      ready: 'ready',
      'invalid-session': 'refused',
      close: 'closed',
      'token-reset': 'token-reset',
    } as const;
    this.identifyLog.push({
      shard,
      bucket: shard && this.state.gatewayLimits.bucketOf(shard[0]),
      at: this.state.clock.now(),
      outcome: outcomes[admission.kind],
    });
  }

  async #resume(ws: WebSocket, d: ResumeData): Promise<GatewaySession | undefined> {
    await this.#outage?.released;
    const session = this.sessions.get(d?.session_id ?? '');
    const valid = d?.token?.replace(/^Bot\s+/i, '') === this.state.token;
    if (!session || !valid || !session.canReplayFrom(d.seq ?? 0) || ws.readyState !== ws.OPEN) {
      this.#send(ws, { op: GatewayOpcodes.InvalidSession, d: false });
      return undefined;
    }
    session.socket?.close(4009, 'Session resumed elsewhere.');
    session.socket = ws;
    this.stats.resumes++;
    this.stats.replayed += session.replayAfter(d.seq ?? 0);
    session.dispatch('RESUMED', { _trace: ['["discord-emulator",{"micros":0}]'] });
    this.#outage?.markResumed();
    this.state.changed();
    return session;
  }

  #send(ws: WebSocket, payload: { op: number; d?: unknown }): void {
    if (ws.readyState === ws.OPEN)
      ws.send(JSON.stringify({ s: null, t: null, d: null, ...payload }));
  }
}
