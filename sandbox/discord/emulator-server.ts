import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { GatewayServer } from './gateway/gateway-server.js';
import type { RestServer } from './rest/rest-server.js';
import { serveCdn } from './routes/cdn-handler.js';
import type { AttachmentStore } from './state/attachment-store.js';

/** The HTTP server: `/api/v10` to REST, `/cdn` and `/media` to stored files, `/gateway` upgrades. */
export class EmulatorServer {
  readonly #server: Server;
  #url = '';

  constructor(
    private readonly rest: RestServer,
    private readonly gateway: GatewayServer,
    private readonly attachments: AttachmentStore,
  ) {
    this.#server = createServer((request, response) => void this.#handle(request, response));
    this.#server.on('upgrade', (request, socket, head) => this.#upgrade(request, socket, head));
  }

  /** `http://host:port`, once listening. */
  get url(): string {
    return this.#url;
  }

  async listen(port: number, host: string): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, host, () => resolve());
    });
    const address = this.#server.address() as AddressInfo;
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    this.#url = `http://${shownHost}:${address.port}`;
    return this.#url;
  }

  async close(): Promise<void> {
    await this.gateway.close();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.#url || 'http://127.0.0.1');
    try {
      if (url.pathname.startsWith('/api/v10/'))
        return await this.rest.handle(request, response, url);
      if (/^\/(cdn|media|external)\//.test(url.pathname)) {
        return serveCdn(this.attachments, request.method ?? 'GET', url.pathname, response);
      }
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: '404: Not Found', code: 0 }));
    } catch (error) {
      console.error('[discord-emulator] request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: '500: Internal Server Error', code: 0 }));
    }
  }

  #upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/gateway' || pathname === '/gateway/')
      this.gateway.upgrade(request, socket, head);
    else socket.destroy();
  }
}
