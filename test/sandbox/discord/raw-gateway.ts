import { WebSocket } from 'ws';
import type { DiscordEmulator } from '../../../sandbox/discord/index.js';

/** A gateway frame as sent by the emulator. */
export interface Frame {
  op: number;
  s: number | null;
  t: string | null;
  d: unknown;
}

/** A raw WebSocket on the emulator's gateway, for what discord.js never sends (bad shards, early IDENTIFYs). */
export class RawGateway {
  readonly frames: Frame[] = [];
  /** Resolves with the close code and reason once the server (or we) closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(
    private readonly discord: DiscordEmulator,
    private readonly ws: WebSocket,
  ) {
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** Connects and waits for HELLO. */
  static async open(discord: DiscordEmulator): Promise<RawGateway> {
    const ws = new WebSocket(`${discord.url.replace('http', 'ws')}/gateway?v=10&encoding=json`);
    const gateway = new RawGateway(discord, ws);
    await gateway.next((f) => f.op === 10);
    return gateway;
  }

  /** Connects, IDENTIFYs (intents: Guilds) and waits for READY. */
  static async identify(
    discord: DiscordEmulator,
    extra: Record<string, unknown> = {},
  ): Promise<RawGateway> {
    const gateway = await RawGateway.open(discord);
    gateway.send(2, { token: discord.token, intents: 1, properties: {}, ...extra });
    await gateway.next((f) => f.t === 'READY');
    return gateway;
  }

  send(op: number, d: unknown): void {
    this.ws.send(JSON.stringify({ op, d }));
  }

  /** The first frame (received so far or later) matching `match`; fails if the socket closes first. */
  async next(match: (frame: Frame) => boolean): Promise<Frame> {
    let closed = false;
    void this.closed.then(() => {
      closed = true;
    });
    return this.discord.waitFor(
      () => {
        const found = this.frames.find(match);
        if (!found && closed) throw new Error('the gateway closed');
        return found;
      },
      { description: 'a gateway frame' },
    );
  }

  /** The READY dispatch's `d`. */
  ready(): Record<string, unknown> | undefined {
    return this.frames.find((f) => f.t === 'READY')?.d as Record<string, unknown> | undefined;
  }

  close(): void {
    this.ws.close(1000);
  }
}
