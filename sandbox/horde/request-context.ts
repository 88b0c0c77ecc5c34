import type { IncomingMessage } from 'node:http';
import {
  type RequestContext as BodyContext,
  header as headerValue,
  readRequest as readBody,
} from '../emulator-kit/request-body.js';

export { NOT_JSON } from '../emulator-kit/request-body.js';

/** One incoming request, body already read, with the caller's address. */
export interface RequestContext extends BodyContext {
  /** The caller's address (the rate limits' key). */
  readonly ip: string;
}

/**
 * The largest body read (the server has no limit of its own; a proxy in front surely has one):
 * room for a 10 MiB source image in base64.
 */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Reads the whole body (up to 16 MiB) and parses it as JSON. */
export async function readRequest(req: IncomingMessage): Promise<RequestContext> {
  return { ...(await readBody(req, MAX_BODY_BYTES)), ip: req.socket.remoteAddress ?? 'unknown' };
}

/** A header's value (the first when repeated), or undefined when absent. */
export const header = (ctx: RequestContext, name: string): string | undefined =>
  headerValue(ctx.headers, name);

/** The `Client-Agent` header, or flask-restx's default `unknown:0:unknown`. */
export function clientAgent(ctx: RequestContext): string {
  return header(ctx, 'client-agent') ?? 'unknown:0:unknown';
}
