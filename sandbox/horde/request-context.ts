import type { IncomingMessage } from 'node:http';

/** One incoming request, body already read. */
export interface RequestContext {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  /** The parsed JSON body; `undefined` when empty; {@link NOT_JSON} when it does not parse. */
  readonly body: unknown;
  /** The caller's address (the rate limits' key). */
  readonly ip: string;
}

/** Marks a body that is not JSON. */
export const NOT_JSON = Symbol('not JSON');

/**
 * The largest body read (the server has no limit of its own; a proxy in front surely has one):
 * room for a 10 MiB source image in base64.
 */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Reads the whole body (up to 16 MiB) and parses it as JSON. */
export async function readRequest(req: IncomingMessage): Promise<RequestContext> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown;
  if (size > MAX_BODY_BYTES) body = NOT_JSON;
  else if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = NOT_JSON;
    }
  }
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', 'http://emulator.invalid'),
    headers: req.headers,
    body,
    ip: req.socket.remoteAddress ?? 'unknown',
  };
}

/** A header's value (the first when repeated), or undefined when absent. */
export function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The `Client-Agent` header, or flask-restx's default `unknown:0:unknown`. */
export function clientAgent(ctx: RequestContext): string {
  return header(ctx, 'client-agent') ?? 'unknown:0:unknown';
}
