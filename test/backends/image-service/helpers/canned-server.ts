import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the canned server received, with its body read. */
export interface CannedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** `performance.now()` when it arrived. */
  at: number;
  /** The client's port: equal across requests on one keep-alive socket. */
  remotePort: number | undefined;
}

/** Answers one request: write to `res`, destroy `req.socket`, or never answer. */
export type CannedHandler = (
  request: CannedRequest,
  res: ServerResponse,
  req: IncomingMessage,
) => unknown;

/** A loopback HTTP server answering canned bodies over real sockets. */
export interface CannedServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: CannedRequest[];
  /** Replaces the handler for the requests that follow. */
  handle(handler: CannedHandler): void;
  close(): Promise<void>;
}

/** Starts a canned server on an ephemeral loopback port. */
export async function startCannedServer(handler: CannedHandler = () => {}): Promise<CannedServer> {
  let current = handler;
  const requests: CannedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      at: performance.now(),
      remotePort: req.socket.remotePort,
    };
    requests.push(request);
    await current(request, res, req);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      current = next;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Writes a JSON answer (`body` serialized unless it is already a string). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** A successful envelope around `data`. */
export const ok = (data: unknown) => ({ success: true, data, error: null });

/** A failed envelope carrying `error`. */
export const failed = (error: unknown) => ({ success: false, data: null, error });

/** A loopback URL on which nothing listens (connections are refused). */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}`;
}
