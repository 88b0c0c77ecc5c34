import type { IncomingMessage } from 'node:http';

/** One incoming request, body already read. */
export interface RequestContext {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  /** The parsed JSON body; `undefined` when empty; {@link NOT_JSON} when it does not parse. */
  readonly body: unknown;
  /** The body's bytes (a multipart upload's), empty when it was over `maxBytes`. */
  readonly raw: Buffer;
  /** The size of a body over `maxBytes` (aiohttp's `client_max_size`), else undefined. */
  readonly oversize?: number;
}

/** Marks a body that is not JSON. */
export const NOT_JSON = Symbol('not JSON');

/** Options of {@link readRequest}. */
export interface ReadOptions {
  /** Whether the body is parsed as JSON (false: `body` stays undefined, `raw` holds it). @default true */
  readonly json?: boolean;
}

/** The default body cap of {@link readRequest}: 32 MiB. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Reads the whole body (kept up to `maxBytes`; a larger one is {@link NOT_JSON}, its bytes
 * dropped and its size told in `oversize`) and parses it as JSON.
 */
export async function readRequest(
  req: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
  { json = true }: ReadOptions = {},
): Promise<RequestContext> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  const raw = size > maxBytes ? Buffer.alloc(0) : Buffer.concat(chunks);
  const text = json ? raw.toString('utf8') : '';
  let body: unknown;
  if (!json) body = undefined;
  else if (size > maxBytes) body = NOT_JSON;
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
    raw,
    ...(size > maxBytes && { oversize: size }),
  };
}

/** A header's value (the first when repeated), or undefined when absent. */
export function header(headers: IncomingMessage['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Request `read`, routed by `routeOf` and counted in `requests` on arrival (before any fault). */
export async function arrive<Ctx extends RequestContext, Route extends string>(
  read: Promise<Ctx>,
  routeOf: (method: string, url: URL) => Route,
  requests: Record<Route, number>,
): Promise<{ ctx: Ctx; route: Route }> {
  const ctx = await read;
  const route = routeOf(ctx.method, ctx.url);
  requests[route]++;
  return { ctx, route };
}
