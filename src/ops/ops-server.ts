import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { AppError } from '../core/app-error.js';
import type { Logger } from '../core/logger.js';
import type { Readiness } from './readiness.js';

/** What {@link startOpsServer} serves. */
export interface OpsServerOptions {
  /** `METRICS_HOST`. */
  readonly host: string;
  /** `METRICS_PORT`; 0 picks a free port. */
  readonly port: number;
  /** Scraped on `GET /metrics`. */
  readonly registry: Registry;
  /** Asked on `GET /healthz`. */
  readonly readiness: () => Promise<Readiness>;
  readonly logger: Logger;
}

/** A listening operations server. */
export interface OpsServer {
  /** Where it listens (the port chosen when asked for 0). */
  readonly address: { readonly host: string; readonly port: number };
  /** Stops listening and ends open connections (a scraper's keep-alive) at once. */
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves `GET /healthz` (200 when ready, `degraded` and why when a part it needs is not usable,
 * else 503 and the reasons) and `GET /metrics` (Prometheus
 * text) over node:http; any other path is 404, another method 405.
 */
export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const { registry, readiness, logger } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/healthz' && path !== '/metrics') {
      send(response, 404, 'text/plain; charset=utf-8', 'not found: try /healthz or /metrics\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      send(response, 405, 'text/plain; charset=utf-8', 'method not allowed\n');
      return;
    }
    const answer =
      path === '/healthz'
        ? readiness().then((state) => {
            const { ready, ...rest } = state;
            const status = !ready ? 'not ready' : 'degraded' in rest ? 'degraded' : 'ready';
            const body = { status, ...rest };
            send(response, ready ? 200 : 503, JSON_TYPE, `${JSON.stringify(body)}\n`);
          })
        : registry.metrics().then((text) => send(response, 200, registry.contentType, text));
    answer.catch((error: unknown) => {
      logger.error('could not answer an operations request', { path, error });
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'error\n');
      else response.destroy();
    });
  });
  server.listen(options.port, options.host);
  await once(server, 'listening').catch((error: Error & { code?: string }) => {
    const where = `${options.host}:${options.port} (${error.code ?? error.message})`;
    const todo =
      error.code === 'EADDRINUSE'
        ? 'another process listens there: set METRICS_PORT to a free port (0 picks one), or stop the other process'
        : 'check METRICS_HOST (an address of this machine, e.g. 127.0.0.1 or 0.0.0.0) and METRICS_PORT';
    throw new AppError(`cannot serve /healthz and /metrics on ${where}: ${todo}`, { cause: error });
  });
  server.on('error', (error) => logger.error('operations server error', { error }));
  const { port } = server.address() as AddressInfo;
  logger.info('serving /healthz and /metrics', { host: options.host, port });
  let closing: Promise<void> | undefined;
  return {
    address: { host: options.host, port },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
