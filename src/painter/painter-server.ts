import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AppError } from '../core/app-error.js';
import type { Logger } from '../core/logger.js';
import type { I18n } from '../i18n/translator.js';
import { SignInError } from './discord-oauth.js';
import { UploadRefused } from './mask-upload.js';
import type { ApiAnswer, PainterApi } from './painter-api.js';
import { API_HEADERS, pageHeaders } from './response-headers.js';

/** The page's files, as the build bundles them (`ops/build-painter-page.mjs`). */
const PAGE_FILES: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/painter.js': 'painter.js',
  '/painter.css': 'painter.css',
};
const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
/** The most a JSON request (the code exchange) may be. */
const JSON_MAX_BYTES = 4_096;

/** Where the painter listens and what it serves. */
export interface PainterServerOptions {
  readonly host: string;
  readonly port: number;
  /** The bundled page's folder. */
  readonly pageDir: string;
  /** The application's id: the SDK's client id, written into the page (known once logged in). */
  readonly clientId: () => string;
  readonly api: PainterApi;
  readonly i18n: I18n;
  readonly logger: Logger;
}

/** The painter's listening server. */
export interface PainterServer {
  readonly port: number;
  close(): Promise<void>;
}

function answer(response: ServerResponse, result: ApiAnswer): void {
  const headers = { ...API_HEADERS, 'cache-control': 'no-store' };
  if ('bytes' in result) {
    response.writeHead(200, { ...headers, 'content-type': result.type }).end(result.bytes);
    return;
  }
  response
    .writeHead(result.status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(result.json));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_MAX_BYTES) throw new UploadRefused(413, 'too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new UploadRefused(400, 'not JSON');
  }
}

/**
 * Serves the painter on `host:port`, the address an Activity's URL mapping points at (behind the
 * owner's HTTPS): the page (`/`, its script and style) and its API (`api/…`), every answer with
 * its security headers (`response-headers.ts`: the page framed by Discord only). A sign-in Discord
 * refuses answers 401 (sign in again), one it did not answer 503, a refused upload its status; any
 * other failure 500, its cause only in the log.
 */
export async function startPainterServer(options: PainterServerOptions): Promise<PainterServer> {
  const { api, logger, pageDir } = options;
  const route = async (request: IncomingMessage, url: URL): Promise<ApiAnswer | undefined> => {
    const instance = url.searchParams.get('instance_id') ?? '';
    const method = request.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/token')
      return api.token(await readJson(request));
    if (method === 'GET' && url.pathname === '/api/launch') return api.launch(request, instance);
    if (method === 'GET' && url.pathname === '/api/launch/image')
      return api.image(request, instance);
    if (method === 'POST' && url.pathname === '/api/launch/mask')
      return api.mask(request, instance);
    return undefined;
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://painter');
    const file = PAGE_FILES[url.pathname];
    if (request.method === 'GET' && file) {
      const type = TYPES[file.split('.').pop() ?? ''] ?? 'text/plain';
      const read = await readFile(join(pageDir, file));
      const body =
        file === 'index.html'
          ? read
              .toString('utf8')
              .replace(
                '</head>',
                `<meta name="client-id" content="${options.clientId()}" />\n</head>`,
              )
          : read;
      const headers = file === 'index.html' ? pageHeaders(options.clientId()) : API_HEADERS;
      response
        .writeHead(200, { ...headers, 'content-type': type, 'cache-control': 'no-cache' })
        .end(body);
      return;
    }
    const result = await route(request, url);
    answer(response, result ?? { status: 404, json: { error: 'not found' } });
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const t = options.i18n.translator(request.headers['accept-language']?.split(',')[0]);
      if (error instanceof SignInError) {
        logger.info('painter sign-in refused', { path: request.url, error });
        return error.refused
          ? answer(response, { status: 401, json: { error: t.t('painter.signInFailed') } })
          : answer(response, { status: 503, json: { error: t.t('painter.discordUnanswered') } });
      }
      if (error instanceof UploadRefused) {
        return answer(response, { status: error.status, json: { error: t.t('painter.failed') } });
      }
      if (error instanceof AppError && error.text) {
        logger.info('painter edit refused', { path: request.url, error });
        return answer(response, { status: 422, json: { error: t.text(error.text) } });
      }
      logger.error('painter request failed', { path: request.url, error });
      answer(response, { status: 500, json: { error: t.t('painter.failed') } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
