import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Prng } from '../prng.js';
import type { ComfyStats } from './comfyui-stats.js';
import type { Messenger } from './engine/prompt-run.js';
import type { SpecProblem } from './spec/spec-validator.js';

/** What a {@link SocketHub} needs. */
export interface SocketHubOptions {
  readonly stats: ComfyStats;
  readonly prng: Prng;
  /** Problems of a text message's data against its schema (`ws_<type>`). */
  readonly check: (type: string, data: unknown) => readonly SpecProblem[];
  readonly violation: (type: string, problems: readonly SpecProblem[]) => void;
  /** `queue_remaining` now. */
  readonly remaining: () => number;
  /** The node a reconnecting client's prompt is executing, if it is that client's. */
  readonly executingFor: (sid: string) => string | undefined;
}

/** The server's answer to a client's `feature_flags` (comfy_api/feature_flags.py). */
export const SERVER_FEATURES = {
  supports_preview_metadata: true,
  max_upload_size: 100 * 1024 * 1024,
};

interface Client {
  readonly socket: WebSocket;
  previewMetadata: boolean;
}

function frame(type: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(type);
  return Buffer.concat([head, ...parts]);
}

/**
 * ComfyUI's `/ws`: sockets keyed by `clientId` (a new hex id when none is given); a reconnect
 * with the same id takes the key over, and, as server.py does, the old socket's close removes
 * the key whoever holds it. Text frames `{type, data}`, binary preview frames, the
 * `feature_flags` exchange on a client's first message.
 */
export class SocketHub implements Messenger {
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #clients = new Map<string, Client>();
  readonly #all = new Set<WebSocket>();

  constructor(private readonly o: SocketHubOptions) {}

  /** Upgrades `req` (already authorised) into a client socket. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    this.#wss.handleUpgrade(req, socket, head, (ws) =>
      this.#accept(ws, url.searchParams.get('clientId') || this.o.prng.hex(16)),
    );
  }

  #accept(ws: WebSocket, sid: string): void {
    this.o.stats.wsConnections++;
    const client: Client = { socket: ws, previewMetadata: false };
    this.#clients.set(sid, client);
    this.#all.add(ws);
    let first = true;
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!first || isBinary) return;
      first = false;
      try {
        const message = JSON.parse(data.toString());
        if (message?.type !== 'feature_flags') return;
        client.previewMetadata = message.data?.supports_preview_metadata === true;
        this.#send(ws, 'feature_flags', SERVER_FEATURES);
      } catch {
        // server.py logs a warning and carries on
      }
    });
    ws.on('close', () => {
      this.#clients.delete(sid);
      this.#all.delete(ws);
    });
    this.#send(ws, 'status', {
      status: { exec_info: { queue_remaining: this.o.remaining() } },
      sid,
    });
    const node = this.o.executingFor(sid);
    if (node !== undefined) this.#send(ws, 'executing', { node });
  }

  json(type: string, data: Record<string, unknown>, sid: string | undefined): void {
    for (const client of this.#targets(sid)) this.#send(client.socket, type, data);
  }

  preview(render: () => Buffer, metadata: Record<string, unknown>, sid: string | undefined): void {
    const targets = this.#targets(sid);
    if (targets.length === 0) return;
    const jpeg = render();
    const withMetadata = sid !== undefined && this.#clients.get(sid)?.previewMetadata === true;
    const meta = Buffer.from(JSON.stringify({ ...metadata, image_type: 'image/jpeg' }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(meta.length);
    const bytes = withMetadata ? frame(4, length, meta, jpeg) : frame(1, frame(1, jpeg));
    for (const client of targets) {
      client.socket.send(bytes);
      this.#count('preview');
    }
  }

  drop(sid: string): void {
    this.#clients.get(sid)?.socket.terminate();
  }

  /** Terminates every socket (a dropped network, a restarted server). */
  dropAll(): void {
    for (const ws of this.#all) ws.terminate();
  }

  /** Client ids connected now. */
  clientIds(): string[] {
    return [...this.#clients.keys()];
  }

  close(): void {
    this.dropAll();
    this.#wss.close();
  }

  #targets(sid: string | undefined): Client[] {
    if (sid === undefined) return [...this.#clients.values()];
    const client = this.#clients.get(sid);
    return client ? [client] : [];
  }

  #send(ws: WebSocket, type: string, data: unknown): void {
    const problems = this.o.check(type, data);
    if (problems.length) this.o.violation(type, problems);
    if (ws.readyState !== ws.OPEN) return;
    ws.send(JSON.stringify({ type, data }));
    this.#count(type);
  }

  #count(type: string): void {
    this.o.stats.wsMessages.set(type, (this.o.stats.wsMessages.get(type) ?? 0) + 1);
  }
}
