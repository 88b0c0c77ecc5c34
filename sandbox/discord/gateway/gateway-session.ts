import { WebSocket } from 'ws';
import { shardOfGuild } from '../sharding.js';

/** A gateway session as tests see it (`discord.gatewaySessions`). */
export interface GatewaySessionInfo {
  id: string;
  /** `[shard_id, num_shards]` from its IDENTIFY (`[0, 1]` without one). */
  shard: readonly [number, number];
  intents: number;
  /** Whether its socket is open now (else it waits for a RESUME). */
  connected: boolean;
  /** Emulator clock time of its IDENTIFY. */
  identifiedAt: number;
}

/** A gateway session: its sequence, its socket while connected, and its dispatches for replay. */
export class GatewaySession {
  seq = 0;
  socket: WebSocket | undefined;
  readonly #sent: { s: number; frame: string }[] = [];

  constructor(
    readonly id: string,
    readonly intents: number,
    readonly shard: readonly [number, number],
    private readonly bufferSize: number,
    readonly identifiedAt: number,
    private readonly send: (socket: WebSocket, frame: string) => void = (socket, frame) =>
      socket.send(frame),
  ) {}

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  get info(): GatewaySessionInfo {
    const { id, shard, intents, connected, identifiedAt } = this;
    return { id, shard, intents, connected, identifiedAt };
  }

  /** Sends a dispatch with the next sequence number, or keeps it for a RESUME when offline. */
  dispatch(t: string, d: unknown): number {
    const s = ++this.seq;
    const frame = JSON.stringify({ op: 0, t, s, d });
    this.#sent.push({ s, frame });
    if (this.#sent.length > this.bufferSize) this.#sent.shift();
    if (this.connected && this.socket) this.send(this.socket, frame);
    return s;
  }

  /** Whether a RESUME from `seq` can be served from the buffer. */
  canReplayFrom(seq: number): boolean {
    const oldest = this.#sent[0]?.s ?? this.seq + 1;
    return seq <= this.seq && seq >= oldest - 1;
  }

  /** Sends every dispatch after `seq` on the current socket; returns how many. */
  replayAfter(seq: number): number {
    const missed = this.#sent.filter((entry) => entry.s > seq);
    const socket = this.socket;
    if (socket) for (const entry of missed) this.send(socket, entry.frame);
    return missed.length;
  }

  /** Whether this session receives dispatches about `guildId`: its shard's guilds, and without a guild (DMs) shard 0. */
  handles(guildId: string | undefined): boolean {
    return shardOfGuild(guildId, this.shard[1]) === this.shard[0];
  }
}
