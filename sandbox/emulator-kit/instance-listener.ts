import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { baseUrl } from './listen.js';

/** Whether a server answers: `up`; running but out of reach, `partitioned`; crashed, `down`. */
export type InstanceState = 'up' | 'partitioned' | 'down';

/** An `upgrade` listener (a WebSocket route). */
export type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * A server's listening end that can crash, come back on its port and lose its network: what
 * {@link InstanceControls} act on.
 */
export interface InstanceListener {
  /** Its base URL (the same port across a kill and a restart). */
  readonly url: string;
  readonly state: InstanceState;
  /** Destroys every open connection (no reset; the listener stays). */
  dropConnections(): void;
  /**
   * Nothing reaches it any more, nothing leaves: requests (and WebSocket upgrades) wait unread,
   * answers ended stay unsent, bytes written stay in its sockets (corked), new connections' too;
   * it goes on running.
   */
  partition(): void;
  /** The network is back: what was written goes out, the waiting requests are handled. */
  heal(): void;
  /** A crash: the listener closed, every connection reset (RST); waiting requests never handled. */
  kill(): Promise<void>;
  /** Listens again on its port after a kill. */
  relisten(): Promise<void>;
  /** Stops listening and drops every connection; resolves once closed. */
  close(): Promise<void>;
}

function listenOn(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Serves `answer` (and `upgrade`, when given) on `at.port`:`at.host`, each request and upgrade
 * first waiting until the server is reachable (at once unless partitioned; never once killed).
 */
export async function serveInstance(
  answer: RequestListener,
  at: { readonly port: number; readonly host?: string },
  upgrade?: UpgradeListener,
): Promise<InstanceListener> {
  let state: InstanceState = 'up';
  const sockets = new Set<Socket>();
  const corked = new Set<Socket>();
  let waiting: (() => void)[] = [];
  let unsent: (() => void)[] = [];
  const reachable = (go: () => void) => {
    if (state === 'up') go();
    else if (state === 'partitioned') waiting.push(go);
  };
  /** An answer ended while partitioned stays unsent (`end` uncorks its socket whatever the count). */
  const heldWhilePartitioned = (res: ServerResponse) => {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      if (state !== 'partitioned') return end(...args);
      unsent.push(() => end(...args));
      return res;
    }) as ServerResponse['end'];
  };
  const server = createServer((req, res) => {
    heldWhilePartitioned(res);
    reachable(() => answer(req, res));
  });
  if (upgrade)
    server.on('upgrade', (req, socket, head) => reachable(() => upgrade(req, socket, head)));
  const cork = (socket: Socket) => {
    if (corked.has(socket)) return;
    socket.cork();
    corked.add(socket);
  };
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    if (state === 'partitioned') cork(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      corked.delete(socket);
    });
  });
  await listenOn(server, at.port, at.host);
  const address = server.address() as AddressInfo;
  const closed = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
  const heal = () => {
    if (state !== 'partitioned') return;
    state = 'up';
    for (const socket of corked) socket.uncork();
    corked.clear();
    for (const send of unsent.splice(0)) send();
    for (const go of waiting.splice(0)) go();
  };
  const cut = (how: 'reset' | 'destroy') => {
    for (const socket of sockets) {
      if (how === 'reset' && !socket.destroyed) socket.resetAndDestroy();
      else socket.destroy();
    }
  };
  let closing: Promise<void> | undefined;
  return {
    url: baseUrl(address),
    get state() {
      return state;
    },
    dropConnections: () => cut('destroy'),
    partition() {
      if (state !== 'up') return;
      state = 'partitioned';
      for (const socket of sockets) cork(socket);
    },
    heal,
    async kill() {
      if (state === 'down') return;
      state = 'down';
      waiting = [];
      unsent = [];
      corked.clear();
      const gone = closed();
      cut('reset');
      await gone;
    },
    async relisten() {
      if (state !== 'down') return;
      await listenOn(server, address.port, at.host ?? address.address);
      state = 'up';
    },
    close: () =>
      (closing ??= (async () => {
        state = 'down';
        waiting = [];
        unsent = [];
        corked.clear();
        const gone = closed();
        cut('destroy');
        await gone;
      })()),
  };
}
