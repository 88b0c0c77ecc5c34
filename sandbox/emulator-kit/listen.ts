import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The base URL a bound address is reached at (a wildcard address as its loopback). */
export function baseUrl(address: AddressInfo): string {
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** A listening server: its URL, its open sockets, and how to drop them. */
export interface Listening {
  readonly url: string;
  readonly sockets: ReadonlySet<Socket>;
  /** Destroys every open connection (a server restart, as the client sees it). */
  dropConnections(): void;
  /** Stops listening and drops every connection; resolves once closed (the same promise each call). */
  close(): Promise<void>;
}

/** Starts `server` on `port`:`host`, tracking its connections. */
export async function listen(server: Server, port: number, host?: string): Promise<Listening> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  let closed: Promise<void> | undefined;
  return {
    url: baseUrl(server.address() as AddressInfo),
    sockets,
    dropConnections,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropConnections();
      })),
  };
}

/** A served emulator: its listening server, and the signal its `close()` aborts first. */
export interface Served extends Listening {
  /** Aborted when the emulator closes: waits in its handlers end at once. */
  readonly closing: AbortSignal;
}

/** Serves the listener `answer` makes (given the closing signal) on `at.port`:`at.host`. */
export async function serve(
  answer: (closing: AbortSignal) => RequestListener,
  at: { readonly port: number; readonly host?: string },
): Promise<Served> {
  const closing = new AbortController();
  const listening = await listen(createServer(answer(closing.signal)), at.port, at.host);
  const close = () => {
    closing.abort();
    return listening.close();
  };
  return { ...listening, closing: closing.signal, close };
}
